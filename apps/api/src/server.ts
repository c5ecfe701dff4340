/**
 * The process's entry point (`npm start`, the image's CMD): V8's young generation is kept small
 * while the app's modules load, then the app starts (main.ts).
 */
import { setFlagsFromString } from 'node:v8';

// V8 sizes the young generation by the machine's memory and, while the ~300 TypeScript modules are
// type-stripped and compiled, grows it to its ceiling: it stays that large, ~150 MB of resident
// memory (docs/performance.md "Memory"). The ceiling is fixed when the process starts; the growth
// is what can still be set here.
const GROWTH = '--semi-space-growth-factor';
setFlagsFromString(`${GROWTH}=1`);

const { app } = await import('./main.ts');

// On PostgreSQL V8's growth comes back once started: a young generation kept at its starting size
// costs ~25 % more CPU a page under load (more collections, objects promoted early). On PGlite, the
// default for a small machine, memory comes first: it stays small (a page load peaks ~100 MB lower).
if (app.database.kind === 'postgres') setFlagsFromString(`${GROWTH}=2`);
