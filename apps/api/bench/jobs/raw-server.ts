/**
 * The limit the job list is compared with: plain node:http and a pg Pool of the app's size, running
 * the very statements the app runs for `GET /api/listJobs` page 1 (handed over by the bench as
 * RAW_QUERIES, from the app's own query builder) and answering with the same envelope as JSON.
 * No framework, no validation, no mapping: what Node and PostgreSQL can do at best.
 */
import { createServer } from 'node:http';
import pg from 'pg';

interface Statement {
  text: string;
  params: unknown[];
}

// In the order the app runs them (count, then the page); the count gives `total`, the last other
// statement the items.
const statements = JSON.parse(process.env.RAW_QUERIES ?? '[]') as Statement[];
const isCount = (st: Statement) => /\bcount\(/i.test(st.text);
const itemsAt = statements.findLastIndex((st) => !isCount(st));
const totalAt = statements.findIndex(isCount);
if (itemsAt < 0) throw new Error('RAW_QUERIES: no page statement');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});

async function run(): Promise<pg.QueryResult[]> {
  const out: pg.QueryResult[] = [];
  for (const st of statements) out.push(await pool.query(st.text, st.params));
  return out;
}

const server = createServer((req, res) => {
  if (req.url !== '/jobs') {
    res.writeHead(404).end();
    return;
  }
  run().then(
    (results) => {
      const items = results[itemsAt]?.rows ?? [];
      const total = totalAt >= 0 ? Number(Object.values(results[totalAt]?.rows[0] ?? {})[0]) : items.length;
      const body = JSON.stringify({ success: true, data: { items, total, page: 1, limit: 20 } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    },
    (err: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message);
    },
  );
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  // The bench reads the port from this line.
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    pool.end().finally(() => process.exit(0));
  });
}
