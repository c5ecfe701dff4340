export * from './auth.ts';
export * from './catalog.ts';
export * from './company-profile.ts';
export * from './dev.ts';
export * from './health.ts';
export * from './newsletter.ts';
export * from './social-auth.ts';
export * from './users.ts';
