import { loadEnv } from '../../config/env.ts';
import { storageFromEnv } from '../../modules/uploads/storage-driver.ts';
import { openDatabase } from '../client.ts';
import { seedAll } from './seed.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
const storage = storageFromEnv(env);
try {
  await database.migrate();
  await seedAll(database.db, storage);
  console.log(`Seeded ${database.kind === 'pglite' ? env.PGLITE_DIR : 'PostgreSQL'}.`);
} finally {
  storage.close?.();
  await database.close();
}
