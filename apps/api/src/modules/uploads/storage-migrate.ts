import { EXTENSION_BY_MIME } from './file-type.ts';
import { VARIANT_MIME } from './image-variants.ts';
import type { FileStorage } from './storage.ts';

export interface MigrationReport {
  /** Objects written to the target. */
  copied: number;
  /** Objects the target already held with the same size (an earlier run). */
  skipped: number;
  /** Objects that could not be copied (named in `errors`); a later run tries them again. */
  failed: number;
  errors: { key: string; message: string }[];
}

const MIME_BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EXTENSION_BY_MIME).map(([mime, ext]) => [ext, mime])),
  ...VARIANT_MIME,
};

/** The type an object was stored with, from its key (uploads are named by their sniffed type). */
export function contentTypeOfKey(key: string): string {
  return MIME_BY_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/**
 * Copies every object of `source` (the local folder) to `target` (the bucket): uploads and their
 * image variants. Idempotent: an object the target already holds with the same size is skipped,
 * so the command can run again after an interruption, or once more right before switching
 * STORAGE_DRIVER for the files uploaded meanwhile. Nothing is deleted from the source.
 */
export async function migrateStorage(
  source: FileStorage,
  target: FileStorage,
  opts: { concurrency?: number; onProgress?: (report: MigrationReport) => void } = {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: 0, errors: [] };
  const copy = async ({ key, size }: { key: string; size: number }) => {
    try {
      if ((await target.head(key))?.size === size) {
        report.skipped++;
        return;
      }
      const data = await source.get(key);
      // Deleted since it was listed: nothing to copy.
      if (!data) return;
      await target.put(key, data, { contentType: contentTypeOfKey(key) });
      report.copied++;
    } catch (err) {
      report.failed++;
      report.errors.push({ key, message: err instanceof Error ? err.message : String(err) });
    }
  };
  // A few copies at a time: a bucket answers each in tens of milliseconds, and files are held in
  // memory while copied (at most UPLOAD_LIMIT_BYTES each).
  const batch: Promise<void>[] = [];
  const concurrency = opts.concurrency ?? 8;
  for await (const object of source.list()) {
    batch.push(copy(object));
    if (batch.length >= concurrency) {
      await Promise.all(batch.splice(0));
      opts.onProgress?.(report);
    }
  }
  await Promise.all(batch);
  return report;
}
