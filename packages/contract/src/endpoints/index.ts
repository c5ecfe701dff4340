export * from './auth.ts';
export * from './catalog.ts';
export * from './dev.ts';
export * from './health.ts';
export * from './newsletter.ts';
export * from './registration.ts';
export * from './users.ts';
