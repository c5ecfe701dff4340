import type { Db } from '../../db/client.ts';

/**
 * Answers whether stored content still uses an upload (by storage key, e.g.
 * `editor-image/<hex>.png`). Each module that stores rich text registers one: jobs search their
 * descriptions, blogs their bodies. A checker that throws makes the cleanup fail: nothing is
 * deleted on doubt.
 */
export type UploadReferenceChecker = (db: Db, key: string) => Promise<boolean>;

// Module-wide, not per app: checkers are plain functions of the database they are given, so one
// registration serves every app built in the process (tests build several).
const checkers = new Set<UploadReferenceChecker>();

/**
 * Registers a checker, once per function (registering the same function again changes nothing).
 * Register a module-level function at import time of the module that owns the content, e.g. in
 * `jobs.service.ts`: `registerUploadReferenceChecker(jobDescriptionsUse)`. Returns an unregister
 * function (for tests).
 */
export function registerUploadReferenceChecker(checker: UploadReferenceChecker): () => void {
  checkers.add(checker);
  return () => {
    checkers.delete(checker);
  };
}

/** True when any registered checker says the upload is still used. */
export async function isReferenced(db: Db, key: string): Promise<boolean> {
  for (const checker of checkers) {
    if (await checker(db, key)) return true;
  }
  return false;
}
