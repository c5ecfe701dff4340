import { z } from 'zod';

// Zod's own fallback messages (wrong type, bad enum value) in Vietnamese for API and web alike;
// the rule catalogue's messages take precedence wherever a rule gives one.
z.config(z.locales.vi());
