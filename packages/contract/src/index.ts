import './zod-locale.ts';

export * from './application-status.ts';
export * from './blog-text.ts';
export * from './brand.ts';
export * from './catalog-text.ts';
export * from './customers-text.ts';
export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './errors.ts';
export * from './fold.ts';
export * from './http.ts';
export * from './money.ts';
export * from './notification-types.ts';
export * from './options.ts';
export * from './redirects.ts';
export * from './roles.ts';
export * from './search-dictionary.ts';
export * from './validation/index.ts';
