/*
 * What browser code may import: constants, labels, messages and helpers with no zod in their
 * imports. The index also loads every zod schema (and zod's locale), which public pages must not
 * download (DESIGN §5); forms that validate with the schemas import the index on their own routes.
 * Not here, imported by their own path (`@app/contract/<file>`) so that they stay in the chunks of
 * the pages using them instead of the bundle every page loads (a module re-exported here lands in
 * the shared root chunk once two routes use it): the adviser's texts (endpoints/chatbot-text.ts),
 * the cost sheet (cost-sheet.ts), the licence texts (endpoints/licences-text.ts), the converter's currencies (currency-text.ts) and the CRM's
 * labels (customers-text.ts).
 */

export * from './application-status.ts';
export * from './blog-text.ts';
export * from './brand.ts';
export * from './catalog-text.ts';
export * from './endpoints/applications-text.ts';
export * from './endpoints/company-reviews-text.ts';
export * from './endpoints/contact-text.ts';
export * from './endpoints/newsletter-text.ts';
export * from './errors.ts';
export * from './fold.ts';
export * from './licence-label.ts';
export * from './money.ts';
export * from './notification-types.ts';
export * from './options.ts';
export * from './page-size.ts';
export * from './redirects.ts';
export * from './roles.ts';
export * from './search-dictionary.ts';
export * from './validation/errors.ts';
export * from './validation/messages.ts';
export * from './work-hours.ts';
