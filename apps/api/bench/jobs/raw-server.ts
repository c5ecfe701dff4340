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

const statements = JSON.parse(process.env.RAW_QUERIES ?? '[]') as Statement[];
const [items, total] = statements;
if (!items) throw new Error('RAW_QUERIES: no statement');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});

const server = createServer((req, res) => {
  if (req.url !== '/jobs') {
    res.writeHead(404).end();
    return;
  }
  Promise.all([
    pool.query(items.text, items.params),
    total ? pool.query({ text: total.text, values: total.params, rowMode: 'array' }) : null,
  ]).then(
    ([page, count]) => {
      const body = JSON.stringify({
        success: true,
        data: { items: page.rows, total: Number(count?.rows[0]?.[0] ?? page.rowCount), page: 1, limit: 20 },
      });
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
