import { loadEnv } from '../../config/env.ts';
import { localStorage } from '../../modules/uploads/storage.ts';
import { openDatabase } from '../client.ts';
import { seedAll } from './seed.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  await seedAll(database.db, localStorage(env.UPLOAD_DIR));
  console.log(`Seeded ${database.kind === 'pglite' ? env.PGLITE_DIR : 'PostgreSQL'}.`);
} finally {
  await database.close();
}
