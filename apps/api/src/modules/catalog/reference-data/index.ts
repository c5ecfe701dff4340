/** Reference-data producers: pure functions returning the rows the seed inserts (no database). */
export * from './admin-units.ts';
export * from './curated.ts';
export * from './nations.ts';
export { normalizeToneMarks } from './vn-text.ts';
export * from './works.ts';
