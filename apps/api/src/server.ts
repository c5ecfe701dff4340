import { buildApp } from './app.ts';

const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const app = await buildApp({ web: { mode } });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ host: app.env.HOST, port: app.env.PORT });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
