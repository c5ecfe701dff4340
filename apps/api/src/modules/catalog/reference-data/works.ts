import { toSlug } from './curated.ts';

/**
 * Occupation groups (ngành nghề) and their occupations as labour-export orders, study programmes and
 * domestic jobs name them. Hand-curated for this market (like skills and tags); slugs derived.
 */
const WORK_GROUPS: readonly (readonly [string, readonly string[]])[] = [
  [
    'Cơ khí – Hàn',
    [
      'Hàn bán tự động',
      'Hàn TIG',
      'Vận hành máy CNC',
      'Gia công kim loại',
      'Lắp ráp cơ khí',
      'Sơn công nghiệp',
    ],
  ],
  ['Điện – Điện tử', ['Lắp ráp linh kiện điện tử', 'Điện công nghiệp', 'Điện dân dụng', 'Bảo trì máy móc']],
  [
    'Xây dựng',
    ['Cốp pha', 'Giàn giáo', 'Cốt thép', 'Hoàn thiện nội thất', 'Lắp đặt đường ống', 'Vận hành máy xây dựng'],
  ],
  ['Chế biến thực phẩm', ['Chế biến thủy sản', 'Chế biến thịt', 'Làm bánh', 'Cơm hộp', 'Đóng gói thực phẩm']],
  [
    'Nông nghiệp',
    ['Trồng rau nhà kính', 'Chăn nuôi bò sữa', 'Chăn nuôi gà', 'Trồng hoa', 'Thu hoạch nông sản'],
  ],
  ['Dệt may', ['May công nghiệp', 'Cắt vải', 'Kiểm phẩm hàng may']],
  ['Điều dưỡng – Chăm sóc', ['Điều dưỡng viên', 'Hộ lý', 'Chăm sóc người cao tuổi', 'Giúp việc gia đình']],
  ['Nhà hàng – Khách sạn', ['Phục vụ nhà hàng', 'Phụ bếp', 'Đầu bếp', 'Buồng phòng khách sạn']],
  ['Vận tải – Kho vận', ['Lái xe nâng', 'Bốc xếp kho', 'Lái xe tải', 'Phân loại hàng hóa']],
  ['Đóng tàu – Ngư nghiệp', ['Hàn vỏ tàu', 'Lắp ráp tàu thủy', 'Thuyền viên đánh cá']],
  ['Du học', ['Du học tiếng', 'Du học nghề', 'Du học cao đẳng – đại học', 'Du học vừa học vừa làm']],
  [
    'Văn phòng – Kỹ sư',
    ['Kỹ sư cơ khí', 'Kỹ sư điện', 'Kỹ sư xây dựng', 'Kỹ sư công nghệ thông tin', 'Phiên dịch'],
  ],
];

export interface WorkSeed {
  name: string;
  slug: string;
  sort: number;
  children: { name: string; slug: string; sort: number }[];
}

export const WORKS: readonly WorkSeed[] = WORK_GROUPS.map(([group, items], i) => ({
  name: group,
  slug: toSlug(group),
  sort: i + 1,
  children: items.map((name, j) => ({ name, slug: toSlug(`${group} ${name}`), sort: j + 1 })),
}));

/** What employers commonly provide to the worker or student. */
const EQUIPMENT_NAMES = [
  'Ký túc xá miễn phí',
  'Hỗ trợ tiền nhà',
  'Bữa ăn tại công ty',
  'Hỗ trợ tiền ăn',
  'Xe đưa đón',
  'Đồng phục',
  'Bảo hộ lao động',
  'Wifi tại nơi ở',
  'Bảo hiểm y tế',
  'Vé máy bay khứ hồi',
  'Đào tạo tiếng trước khi xuất cảnh',
  'Khám sức khỏe định kỳ',
] as const;

export const EQUIPMENTS = EQUIPMENT_NAMES.map((name, i) => ({ name, slug: toSlug(name), sort: i + 1 }));
