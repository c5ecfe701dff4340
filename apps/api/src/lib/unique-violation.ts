import type { AppError } from './app-error.ts';

type PgError = { code?: string; constraint?: string; cause?: unknown };

/**
 * The name of the unique index a PostgreSQL unique violation (23505) hit, looking through the
 * causes drizzle and the drivers wrap it in; null for any other error.
 */
export function uniqueConstraintOf(err: unknown): string | null {
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === '23505') return e.constraint ?? null;
  }
  return null;
}

/**
 * Runs `work`; a unique violation of one of the named indexes becomes that index's answer. A
 * concurrent request that slips past our own check thus gets the same answer as the check gives.
 */
export async function withUniqueAnswers<T>(
  answers: Readonly<Record<string, () => AppError>>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueConstraintOf(err);
    const answer = constraint ? answers[constraint] : undefined;
    throw answer ? answer() : err;
  }
}
