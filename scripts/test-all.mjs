// `npm test`: every suite, in the order that keeps a 2-core machine busy, with the time of each
// stage printed at the end (docs/testing.md "Where the time goes" is read from these lines).
//
//   1. unit and API tests on PGlite (Vitest; both cores)
//   2. the API tests on PostgreSQL (when TEST_DATABASE_URL is set) ALONGSIDE the web build the
//      browser tests need: the PostgreSQL run leaves about a third of the CPU idle (the database
//      server works in its own process and the files wait on it) and the build uses one core, so
//      the two together take about as long as the longer one alone. The build's output is held
//      and printed after, so the two logs do not interleave.
//   3. the browser tests against one built server (Playwright, two workers)
//   4. the browser tests tagged @postgres through two processes (when TEST_DATABASE_URL and
//      TEST_REDIS_URL are set)
//
// Stops at the first stage that fails, as `a && b && c` would. Each stage is also a script of its
// own (`npm run test:unit`, `test:api:pg`, `test:e2e`, `test:e2e:processes`).

import { spawn } from 'node:child_process';

/** Runs a command; with `hold`, its output is kept and returned instead of shown as it comes. */
function run(command, args, { hold = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: false,
    });
    const chunks = [];
    if (hold) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    );
  });
}

const times = [];
async function stage(name, work) {
  const start = performance.now();
  const ok = await work();
  times.push({ name, seconds: (performance.now() - start) / 1000, ok });
  return ok;
}

function summary() {
  const total = times.reduce((s, t) => s + t.seconds, 0);
  console.log('\nTest stages (wall-clock):');
  for (const t of times)
    console.log(`  ${t.ok ? 'ok    ' : 'FAILED'} ${t.seconds.toFixed(0).padStart(5)} s  ${t.name}`);
  console.log(`         ${total.toFixed(0).padStart(5)} s  in all (${(total / 60).toFixed(1)} min)`);
}

const stages = [
  ['unit and API tests on PGlite', async () => (await run('npx', ['vitest', 'run'])).code === 0],
  [
    'API tests on PostgreSQL, alongside the web build',
    async () => {
      const build = run('bash', ['-c', 'bash scripts/ensure-chromium.sh && npm run build'], { hold: true });
      const pg = await run('node', ['scripts/test-api-pg.mjs']);
      const built = await build;
      console.log('\nWeb build (run alongside the PostgreSQL API tests):');
      process.stdout.write(built.output);
      return pg.code === 0 && built.code === 0;
    },
  ],
  ['browser tests (one server, PGlite)', async () => (await run('npx', ['playwright', 'test'])).code === 0],
  [
    'browser tests @postgres on two processes',
    async () => (await run('node', ['scripts/test-e2e-processes.mjs'])).code === 0,
  ],
];

let failed = false;
for (const [name, work] of stages) {
  if (!(await stage(name, work))) {
    failed = true;
    break;
  }
}
summary();
process.exit(failed ? 1 : 0);
