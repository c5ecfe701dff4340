/**
 * The sales CRM's words (ADR 0026): pipeline stages, contact channels, sources and the history's
 * event kinds with their Vietnamese labels, and the messages of the customer calls. Zod-free, so
 * the pages and the database schema import them without the validators.
 */
export const CUSTOMER_STAGES = ['new', 'contacted', 'consulting', 'contracted', 'paused', 'lost'] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];
export const customerStageLabels: Record<CustomerStage, string> = {
  new: 'Mới',
  contacted: 'Đã liên hệ',
  consulting: 'Đang tư vấn',
  contracted: 'Đã ký hợp đồng',
  paused: 'Tạm dừng',
  lost: 'Đã mất',
};

export const CONTACT_CHANNELS = ['call', 'zalo', 'email', 'meeting', 'other'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const contactChannelLabels: Record<ContactChannel, string> = {
  call: 'Gọi điện',
  zalo: 'Zalo',
  email: 'Email',
  meeting: 'Gặp trực tiếp',
  other: 'Khác',
};

export const CUSTOMER_SOURCES = ['website', 'referral', 'event', 'cold_call', 'social', 'other'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export const customerSourceLabels: Record<CustomerSource, string> = {
  website: 'Website',
  referral: 'Được giới thiệu',
  event: 'Hội chợ, sự kiện',
  cold_call: 'Gọi điện chủ động',
  social: 'Mạng xã hội',
  other: 'Khác',
};

export const CUSTOMER_EVENT_KINDS = [
  'created',
  'note',
  'stage',
  'assignment',
  'follow_up',
  'contact',
  'invited',
] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENT_KINDS)[number];
export const customerEventLabels: Record<CustomerEventKind, string> = {
  created: 'Thêm khách hàng',
  note: 'Ghi chú liên hệ',
  stage: 'Chuyển giai đoạn',
  assignment: 'Phân công sale',
  follow_up: 'Hẹn liên hệ lại',
  contact: 'Sửa thông tin liên hệ',
  invited: 'Mời tạo tài khoản công ty',
};

/** The list's follow-up filter, in Vietnam days. */
export const FOLLOW_UP_FILTERS = ['overdue', 'today', 'upcoming', 'none'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];
export const followUpFilterLabels: Record<FollowUpFilter, string> = {
  overdue: 'Quá hạn liên hệ lại',
  today: 'Liên hệ lại hôm nay',
  upcoming: 'Đã hẹn ngày sau',
  none: 'Chưa hẹn',
};

/** Spec §3 company_activity; "domestic" is a company with neither. */
export const CUSTOMER_ACTIVITIES = ['study_abroad', 'labor_export', 'domestic'] as const;
export type CustomerActivity = (typeof CUSTOMER_ACTIVITIES)[number];
export const customerActivityLabels: Record<CustomerActivity, string> = {
  study_abroad: 'Du học',
  labor_export: 'Xuất khẩu lao động',
  domestic: 'Việc làm trong nước',
};

export const CustomerLabel = {
  companyName: 'Tên công ty',
  contactName: 'Người liên hệ',
  phone: 'Số điện thoại',
  email: 'Email',
  source: 'Nguồn',
  stage: 'Giai đoạn',
  sale: 'Sale phụ trách',
  nextFollowUp: 'Ngày liên hệ lại',
  activities: 'Lĩnh vực',
  channel: 'Kênh liên hệ',
  note: 'Nội dung',
  leader: 'Trưởng nhóm',
} as const;

export const CustomerMessage = {
  created: 'Đã thêm khách hàng',
  updated: 'Lưu thông tin thành công',
  noteAdded: 'Đã ghi chú liên hệ',
  invited: 'Đã gửi lời mời tạo tài khoản tới email của khách hàng',
  teamUpdated: 'Đã cập nhật nhóm của nhân viên sale',
  stageInvalid: 'Giai đoạn không hợp lệ',
  channelInvalid: 'Kênh liên hệ không hợp lệ',
  sourceInvalid: 'Nguồn khách hàng không hợp lệ',
  activityInvalid: 'Lĩnh vực không hợp lệ',
  saleInvalid: 'Nhân viên sale không hợp lệ',
  saleOutsideTeam: 'Chỉ được giao cho sale trong nhóm của bạn',
  leaderInvalid: 'Trưởng nhóm không hợp lệ',
  notASale: 'Chỉ xếp nhóm cho tài khoản sale',
  companyInvalid: 'Tài khoản công ty không tồn tại',
  emailNeeded: 'Cần email của khách hàng để gửi lời mời',
  unassigned: 'Chưa phân công',
  noFollowUp: 'Chưa hẹn',
} as const;
