import { JOB_EDUCATION_LEVELS, type JobEducationLevel } from '@app/contract';

/**
 * Rank of a job's minimum education (0 = none … 6 = postgraduate), the option list's order. Stored
 * beside the level so "jobs requiring at most my level" is a range condition.
 */
export function educationRank(level: JobEducationLevel): number {
  return JOB_EDUCATION_LEVELS.findIndex((o) => o.value === level);
}
