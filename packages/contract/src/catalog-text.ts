/*
 * Labels and messages of the admin catalogues (company fields and tags) and of the company's team,
 * zod-free so pages can import them through `@app/contract/client`.
 */

/** Spec §3 company_activity: 1 = study abroad, 2 = labour export. */
export const FIELD_ACTIVITIES = [
  { value: 1, label: 'Du học' },
  { value: 2, label: 'Xuất khẩu lao động' },
] as const;
export type FieldActivityValue = (typeof FIELD_ACTIVITIES)[number]['value'];
export const fieldActivityLabel = (value: number): string =>
  FIELD_ACTIVITIES.find((a) => a.value === value)?.label ?? String(value);

/**
 * Public "activity" 3, domestic jobs: not one of the spec's declared company_activity codes (1, 2)
 * but derived from the company's open domestic jobs (ADR 0023), for the companies list's filter
 * and the activity badges. Never stored, never chosen in the company's profile.
 */
export const DOMESTIC_ACTIVITY = 3;
export type CompanyActivityFilter = 1 | 2 | typeof DOMESTIC_ACTIVITY;

export const CATALOG_NAME_MAX = 100;

export const CatalogLabel = {
  fieldName: 'Tên lĩnh vực',
  activity: 'Loại hoạt động',
  tagName: 'Tên thẻ',
  suggested: 'Thẻ gợi ý',
  mergeInto: 'Gộp vào',
} as const;

export const CatalogMessage = {
  fieldCreated: 'Đã thêm lĩnh vực',
  fieldUpdated: 'Lưu thông tin thành công',
  fieldDeleted: 'Đã xóa lĩnh vực',
  fieldMerged: 'Đã gộp lĩnh vực',
  fieldNameUsed: 'Lĩnh vực này đã tồn tại',
  activityInvalid: 'Vui lòng chọn loại hoạt động',
  mergeActivity: 'Chỉ gộp được vào một lĩnh vực cùng loại hoạt động',
  tagCreated: 'Đã thêm thẻ',
  tagUpdated: 'Lưu thông tin thành công',
  tagDeleted: 'Đã xóa thẻ',
  tagMerged: 'Đã gộp thẻ',
  tagNameUsed: 'Thẻ này đã tồn tại',
  mergeSelf: 'Không thể gộp vào chính nó',
  mergeMissing: 'Mục được chọn để gộp vào không tồn tại',
} as const;

/** How many jobs and companies use a field or tag, said in one sentence. */
export function usageText(usage: { job_count: number; company_count: number }): string {
  const parts: string[] = [];
  if (usage.job_count > 0) parts.push(`${usage.job_count} tin tuyển dụng`);
  if (usage.company_count > 0) parts.push(`${usage.company_count} công ty`);
  return parts.join(' và ');
}

/** The refusal of a delete that would leave jobs or companies without their field or tag (409). */
export function inUseMessage(
  kind: 'field' | 'tag',
  usage: { job_count: number; company_count: number },
): string {
  const what = kind === 'field' ? 'Lĩnh vực' : 'Thẻ';
  const other = kind === 'field' ? 'lĩnh vực' : 'thẻ';
  return `${what} đang được ${usageText(usage)} sử dụng nên không thể xóa. Hãy chọn một ${other} khác để gộp vào.`;
}

// ---------------------------------------------------------------------------------------------
// The company's team (company sub-users)

/** An invitation link stays valid this long (a reset link of the registration module, ADR 0008). */
export const INVITE_LINK_TTL_DAYS = 7;

export const TEAM_STATUSES = [
  { value: 'activated', label: 'Đang hoạt động' },
  { value: 'locked', label: 'Đã khóa' },
] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number]['value'];

export const TeamLabel = {
  name: 'Họ và tên',
  email: 'Email',
  phone: 'Số điện thoại',
  status: 'Trạng thái',
} as const;

export const TeamMessage = {
  invited: 'Đã gửi lời mời tới email của nhân viên',
  updated: 'Lưu thông tin thành công',
  locked: 'Đã khóa tài khoản',
  unlocked: 'Đã mở khóa tài khoản',
  statusInvalid: 'Trạng thái không hợp lệ',
  statusByAdmin: 'Tài khoản này đã bị quản trị viên hệ thống vô hiệu hóa nên không thể đổi trạng thái',
  invitationPending: 'Chưa đặt mật khẩu',
  invitationAccepted: 'Đã tham gia',
} as const;
