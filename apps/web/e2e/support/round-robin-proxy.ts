/**
 * The browser tests' load balancer when they run against several app processes
 * (E2E_PROCESSES, scripts/test-e2e-processes.mjs): `node round-robin-proxy.ts <port> <upstream>…`.
 */
import { startRoundRobinProxy } from '../../../api/test/support/round-robin-proxy.ts';

const [port, ...upstreams] = process.argv.slice(2);
const proxy = await startRoundRobinProxy({ port: Number(port), upstreams });
console.log(`round-robin proxy ${proxy.url} → ${upstreams.join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => proxy.close().then(() => process.exit(0)));
