import type { z } from 'zod';

/** Key of the issues that belong to the value as a whole (empty path). */
export const ROOT_ERROR_KEY = '_';

/**
 * Turns a ZodError into `{ 'dotted.path': [messages…] }` for API error bodies and forms: every message
 * of every field, in issue order ('items.0.name'; the root path becomes '_'). Identical messages on one
 * field are listed once (e.g. a password failing both its length and its composition part).
 */
export function collectFieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  // A Map, not an object: a field named like an Object.prototype member ('valueOf', '__proto__', sent by a
  // client as an unknown key) must not read or replace the prototype's member.
  const fields = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    const messages = fields.get(key) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields.set(key, messages);
  }
  return Object.fromEntries(fields);
}
