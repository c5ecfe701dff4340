import { useFlash as useFlashOf, withFlash as withFlashOf } from '../../lib/flash.ts';
import { type FlashKey, flashMessages } from './account-labels.ts';

export { skipFlashRevalidation } from '../../lib/flash.ts';

/** The page an action redirects to after success, carrying which success toast to show. */
export function withFlash(path: string, key: FlashKey): string {
  return withFlashOf(path, key);
}

/** Shows the success toast of `?ok=key` once, then drops the parameter from the address. */
export function useFlash(): void {
  useFlashOf(flashMessages);
}
