import { jobs } from '../../db/schema/index.ts';
import type { Conn } from '../../modules/notifications/notifications.service.ts';
import { evaluateJob } from '../../modules/scam/scam-evaluate.ts';

/**
 * The demo jobs go through the scam rules as a posting does (ADR 0032): the lawful ones trip none,
 * and Sao Mai's rejected Hokkaido order (a deposit before training, departure in 3 weeks with "no
 * need to learn the language") lands in /admin/reports as the demo's flagged offer.
 */
export async function flagDemoJobs(tx: Conn, today: string): Promise<void> {
  const all = await tx.select({ id: jobs.id }).from(jobs);
  for (const j of all) await evaluateJob(tx, j.id, today);
}
