import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, users } from '../src/db/schema/index.ts';
import { demoCvPdf } from '../src/db/seed/demo-cv.ts';
import { sniffMimeType } from '../src/modules/uploads/file-type.ts';
import { DEMO, useTestApp } from './helpers.ts';

describe('demo applications (seed)', () => {
  const t = useTestApp();

  it('gives the demo seeker applications at several steps, each with its full history', async () => {
    const db = t.database.db;
    const [seeker] = await db.select().from(users).where(eq(users.email, DEMO.employee));
    const mine = await db
      .select()
      .from(applications)
      .where(eq(applications.userId, seeker?.id ?? 0));
    expect(mine.map((a) => a.status).sort()).toEqual(['interview', 'reviewing', 'submitted']);
    for (const a of await db.select().from(applications)) {
      const events = await db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, a.id))
        .orderBy(applicationEvents.createdAt);
      expect(events[0]?.toStatus).toBe('submitted');
      expect(events[0]?.fromStatus).toBeNull();
      expect(events.at(-1)?.toStatus).toBe(a.status);
      expect(events.at(-1)?.createdAt.getTime()).toBe(a.updatedAt.getTime());
    }
    const guests = await db.select().from(applications).where(eq(applications.source, 'guest'));
    expect(guests.length).toBe(3);
  });

  it('writes guests a real one-page PDF CV: sniffed as PDF, xref offsets pointing at their objects', () => {
    const pdf = demoCvPdf('CV - Lê Văn Hùng', ['Điện thoại: 0978123456', 'Vị trí (Aichi)']);
    expect(sniffMimeType(pdf)).toBe('application/pdf');
    const text = pdf.toString('latin1');
    expect(text).toContain('(CV - Le Van Hung) Tj');
    expect(text).toContain('(Vi tri \\(Aichi\\)) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    expect(offsets.map((o) => text.slice(o, o + 7))).toEqual([
      '1 0 obj',
      '2 0 obj',
      '3 0 obj',
      '4 0 obj',
      '5 0 obj',
    ]);
  });
});
