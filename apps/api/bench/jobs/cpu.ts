/**
 * CPU time used by processes during a run, from /proc (Linux): the server under test and the
 * PostgreSQL backends serving its database. Divided by the requests served it gives CPU ms per
 * request — a figure that stays meaningful when other work shares the machine, unlike req/s.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux x86 and arm). */
const TICKS = 100;

function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

export interface CpuSample {
  at: Map<number, number>;
}

export async function backendPids(url: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export function sample(pids: number[]): CpuSample {
  const at = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== null) at.set(pid, ms);
  }
  return { at };
}

/** CPU ms used between two samples by the processes of the second (new ones counted whole). */
export function used(before: CpuSample, after: CpuSample): number {
  let total = 0;
  for (const [pid, ms] of after.at) total += ms - (before.at.get(pid) ?? 0);
  return total;
}

/** Busy CPU ms of the whole machine (all cores) so far, from /proc/stat. */
export function machineBusyMs(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    return ((total - idle) * 1000) / TICKS;
  } catch {
    return 0;
  }
}
