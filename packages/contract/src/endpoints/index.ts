export * from './admin-users.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './health.ts';
export * from './newsletter.ts';
export * from './users.ts';
