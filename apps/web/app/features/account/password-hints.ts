import { PASSWORD_HELPER_LENGTH, PASSWORD_RESET_LENGTH, type PasswordLength } from '@app/contract';

/** What a password needs, said before the person types it (the rule's message comes after). */
function hint({ min, max }: PasswordLength): string {
  return `Từ ${min} đến ${max} ký tự, gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt (ví dụ: ViecXa@2026).`;
}

/**
 * The form rule accepts 6–16 characters but its spec message asks for at least 8; the hint asks for
 * 8–16 too, so what the person reads before and after typing agrees.
 */
export const PASSWORD_HINT = hint(PASSWORD_HELPER_LENGTH);
export const RESET_PASSWORD_HINT = hint(PASSWORD_RESET_LENGTH);
