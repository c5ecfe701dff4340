import type { ApplicationCheck, Resume } from '@app/contract';

/** Who is looking at a job page, as the apply dialog needs it (loaded by apply-state.server.ts). */
export type ApplyState =
  | { viewer: 'guest' }
  | { viewer: 'other' }
  | { viewer: 'employee'; check: ApplicationCheck; resumes: Resume[] };
