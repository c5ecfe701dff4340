import { loadEnv } from '../../config/env.ts';
import { localStorage } from './storage.ts';
import { storageFromEnv } from './storage-driver.ts';
import { migrateStorage } from './storage-migrate.ts';

/*
 * `npm run storage:migrate` (docs/storage.md): copies the files of UPLOAD_DIR to the bucket the
 * S3_* settings name. Run with the same settings as the app (STORAGE_DRIVER=s3); exit code 1 when
 * a file could not be copied (run it again: copied files are skipped).
 */
const env = loadEnv();
if (env.STORAGE_DRIVER !== 's3') {
  console.error(
    'storage:migrate copies UPLOAD_DIR to the bucket: set STORAGE_DRIVER=s3 and the S3_* settings.',
  );
  process.exit(2);
}
const source = localStorage(env.UPLOAD_DIR);
const target = storageFromEnv(env);
try {
  console.log(`Copying ${env.UPLOAD_DIR} to s3://${env.S3_BUCKET} …`);
  const report = await migrateStorage(source, target, {
    onProgress: (r) =>
      process.stdout.write(`\r${r.copied} copied, ${r.skipped} already there, ${r.failed} failed`),
  });
  process.stdout.write('\n');
  for (const e of report.errors) console.error(`failed: ${e.key}: ${e.message}`);
  console.log(`Done: ${report.copied} copied, ${report.skipped} already there, ${report.failed} failed.`);
  process.exitCode = report.failed > 0 ? 1 : 0;
} finally {
  target.close?.();
}
