import type { z } from 'zod';

/** Key of the issues that belong to the value as a whole (empty path). */
export const ROOT_ERROR_KEY = '_';

/**
 * Turns a ZodError into `{ 'dotted.path': [messages…] }` for API error bodies and forms: every message
 * of every field, in issue order ('items.0.name'; the root path becomes '_'). Identical messages on one
 * field are listed once (e.g. a password failing both its length and its composition part).
 */
export function collectFieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    const messages = fields[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields[key] = messages;
  }
  return fields;
}
