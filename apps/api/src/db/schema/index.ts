export * from './accounts.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './companies-extra.ts';
export * from './email.ts';
export * from './newsletter.ts';
export * from './users.ts';
export * from './works.ts';
