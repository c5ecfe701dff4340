/**
 * The short hand-curated lists of the market: skills, company fields (lĩnh vực) and job tags.
 * Names are Vietnamese with diacritics (NFC); slugs are derived, never typed.
 */

export interface SkillRow {
  name: string;
  slug: string;
}

/** 1 = study abroad (du học), 2 = labour export (xuất khẩu lao động), as in spec §3. */
export const FIELD_ACTIVITY = { studyAbroad: 1, laborExport: 2 } as const;
export type FieldActivity = (typeof FIELD_ACTIVITY)[keyof typeof FIELD_ACTIVITY];

export interface FieldRow {
  name: string;
  slug: string;
  activity: FieldActivity;
}

export interface TagRow {
  name: string;
  slug: string;
  suggested: boolean;
}

import { toSlug } from '../../../lib/slug.ts';

export { toSlug };

const SKILL_NAMES = [
  // Languages
  'Tiếng Nhật N5',
  'Tiếng Nhật N4',
  'Tiếng Nhật N3',
  'Tiếng Nhật N2',
  'Tiếng Hàn TOPIK 1',
  'Tiếng Hàn TOPIK 2',
  'Tiếng Hàn TOPIK 3',
  'Tiếng Trung HSK 3',
  'Tiếng Đức A2',
  'Tiếng Đức B1',
  'Tiếng Đức B2',
  'Tiếng Anh giao tiếp',
  'Tiếng Anh IELTS 5.5',
  'Tiếng Anh IELTS 6.5',
  // Trades and industry
  'Hàn xì',
  'Hàn bán tự động',
  'Hàn TIG',
  'Tiện – phay',
  'Vận hành máy CNC',
  'Lắp ráp linh kiện điện tử',
  'Sơn công nghiệp',
  'Lái xe nâng',
  'Lái xe tải',
  'Điện dân dụng',
  'Điện công nghiệp',
  'Xây dựng – cốp pha',
  'Xây trát – ốp lát',
  'Giàn giáo',
  'Cốt thép',
  'May công nghiệp',
  'Đóng gói – kiểm hàng',
  // Care, food, farming, services
  'Điều dưỡng',
  'Chăm sóc người cao tuổi',
  'Chế biến thực phẩm',
  'Chế biến thủy sản',
  'Nấu ăn – đầu bếp',
  'Phục vụ nhà hàng',
  'Buồng phòng khách sạn',
  'Nông nghiệp – trồng trọt',
  'Chăn nuôi',
  'Vệ sinh tòa nhà',
  'Tin học văn phòng',
  'Kế toán',
] as const;

const STUDY_ABROAD_FIELD_NAMES = [
  'Du học Nhật Bản',
  'Du học Hàn Quốc',
  'Du học Đài Loan',
  'Du học Trung Quốc',
  'Du học Đức nghề',
  'Du học Úc',
  'Du học Canada',
  'Du học Mỹ',
  'Du học Singapore',
  'Du học điều dưỡng',
  'Du học vừa học vừa làm',
  'Tư vấn học bổng',
  'Tư vấn visa du học',
  'Đào tạo ngoại ngữ',
] as const;

const LABOR_ABROAD_FIELD_NAMES = [
  'Thực tập sinh kỹ năng Nhật Bản',
  'Kỹ năng đặc định (Tokutei)',
  'Kỹ sư – tri thức Nhật Bản',
  'Lao động Đài Loan',
  // EPS is run by the state (Trung tâm Lao động ngoài nước): companies only help with the papers.
  'Hỗ trợ hồ sơ chương trình EPS Hàn Quốc',
  'Lao động châu Âu',
  'Lao động Trung Đông',
  'Điều dưỡng – hộ lý',
  'Xây dựng',
  'Cơ khí – hàn',
  'Điện – điện tử',
  'Chế biến thực phẩm',
  'Nông nghiệp',
  'Thủy sản – thuyền viên',
  'Nhà hàng – khách sạn',
  'Đóng tàu',
  'Giúp việc gia đình',
] as const;

/** Tags for job postings; the suggested ones are offered first in the posting form. */
const TAG_NAMES: readonly (readonly [name: string, suggested: boolean])[] = [
  ['Nhật Bản', true],
  ['Hàn Quốc', true],
  ['Đài Loan', true],
  ['Đức', true],
  ['Châu Âu', false],
  ['Úc', false],
  ['Singapore', false],
  ['Không cần kinh nghiệm', true],
  ['Bay nhanh', true],
  ['Đơn hàng đi ngay', false],
  ['Chi phí thấp', true],
  ['Lương cao', true],
  ['Tăng ca nhiều', false],
  ['Tuyển nam', false],
  ['Tuyển nữ', false],
  ['Tuyển nam nữ', false],
  ['Miễn phí đào tạo tiếng', true],
  ['Hỗ trợ nhà ở', false],
  ['Bao ăn ở', false],
  ['Không yêu cầu tiếng', false],
  ['Visa 5 năm', false],
  ['Được bảo lãnh gia đình', false],
  ['Thực tập sinh', true],
  ['Kỹ sư', false],
  ['Tokutei', false],
  ['Du học nghề', true],
  ['Học bổng', false],
  ['Vừa học vừa làm', false],
  ['Việc làm trong nước', false],
  ['Tuyển gấp', false],
  ['Làm việc tại nhà máy', false],
];

function named<T extends object>(name: string, extra: T): { name: string; slug: string } & T {
  const nfc = name.normalize('NFC');
  return { name: nfc, slug: toSlug(nfc), ...extra };
}

export const SKILLS: readonly SkillRow[] = SKILL_NAMES.map((name) => named(name, {}));

export const STUDY_ABROAD_FIELDS: readonly FieldRow[] = STUDY_ABROAD_FIELD_NAMES.map((name) =>
  named(name, { activity: FIELD_ACTIVITY.studyAbroad }),
);

export const LABOR_ABROAD_FIELDS: readonly FieldRow[] = LABOR_ABROAD_FIELD_NAMES.map((name) =>
  named(name, { activity: FIELD_ACTIVITY.laborExport }),
);

/** Both field lists, as the `company_fields` seed inserts them. */
export const COMPANY_FIELDS: readonly FieldRow[] = [...STUDY_ABROAD_FIELDS, ...LABOR_ABROAD_FIELDS];

export const TAGS: readonly TagRow[] = TAG_NAMES.map(([name, suggested]) => named(name, { suggested }));
