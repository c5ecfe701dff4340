import { z } from 'zod';

// Zod's own fallback messages (wrong type, bad enum value) in Vietnamese for API and web alike;
// the rule catalogue's messages take precedence wherever a rule gives one.
z.config(z.locales.vi());

// In the browser, zod must not compile parsers with `new Function`: the pages' CSP has no
// 'unsafe-eval', and zod's probe for it (`new Function('')` when the first object schema is made,
// i.e. while this package loads) is reported as a CSP violation even though zod catches it. Set
// before any schema of this package exists; the server keeps the faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
