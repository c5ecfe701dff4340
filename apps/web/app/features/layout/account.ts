import type { UserInfo } from '@app/contract';
import { NO_ROLE_LABEL, roleLabels } from '@app/contract/client';

/** Role label shown next to the name: the type's label, or 'Chưa cập nhật' before a type is chosen. */
export function roleLabel(user: Pick<UserInfo, 'type'>): string {
  return user.type ? roleLabels[user.type] : NO_ROLE_LABEL;
}
