/**
 * Words the bench composes realistic Vietnamese postings from: destinations with their cities,
 * currencies and pay, title patterns per kind, company names, rich-text paragraphs.
 */

export interface Destination {
  code: string;
  /** Weight among labour-export orders and among study programmes. */
  labor: number;
  study: number;
  cities: string[];
  currency: string;
  /** Monthly pay of a worker in the currency, and the rounding unit of posted amounts. */
  monthly: [number, number];
  unit: number;
  /** Hourly pay (some postings quote it instead), in the currency. */
  hourly?: [number, number];
  /** What the candidate pays (VND): labour-export fees, study-abroad first-year costs. */
  laborCost: [number, number];
  studyCost: [number, number];
  /** `company_fields` names that fit labour-export orders / study programmes there. */
  laborFields: string[];
  studyFields: string[];
}

const EU_CITIES: Record<string, string[]> = {
  HU: ['Budapest', 'Debrecen', 'Győr'],
  RO: ['Bucharest', 'Cluj-Napoca', 'Timișoara'],
  PL: ['Warsaw', 'Kraków', 'Wrocław', 'Gdańsk'],
  CZ: ['Praha', 'Brno', 'Ostrava'],
  BG: ['Sofia', 'Plovdiv'],
  SK: ['Bratislava', 'Košice'],
};

export const DESTINATIONS: Destination[] = [
  {
    code: 'JP',
    labor: 42,
    study: 35,
    cities: [
      'Tokyo',
      'Osaka',
      'Aichi',
      'Saitama',
      'Chiba',
      'Fukuoka',
      'Hiroshima',
      'Hokkaido',
      'Gifu',
      'Ibaraki',
    ],
    currency: 'JPY',
    monthly: [165_000, 260_000],
    unit: 1_000,
    hourly: [1_050, 1_450],
    laborCost: [90_000_000, 180_000_000],
    studyCost: [180_000_000, 280_000_000],
    laborFields: [
      'Thực tập sinh kỹ năng Nhật Bản',
      'Kỹ năng đặc định (Tokutei)',
      'Kỹ sư – tri thức Nhật Bản',
    ],
    studyFields: ['Du học Nhật Bản', 'Du học vừa học vừa làm'],
  },
  {
    code: 'TW',
    labor: 22,
    study: 7,
    cities: ['Đài Bắc', 'Đào Viên', 'Đài Trung', 'Cao Hùng', 'Tân Trúc', 'Chương Hóa'],
    currency: 'TWD',
    monthly: [27_470, 36_000],
    unit: 100,
    laborCost: [100_000_000, 140_000_000],
    studyCost: [120_000_000, 200_000_000],
    laborFields: ['Lao động Đài Loan'],
    studyFields: ['Du học Đài Loan'],
  },
  {
    code: 'KR',
    labor: 8,
    study: 25,
    cities: ['Seoul', 'Busan', 'Incheon', 'Gyeonggi', 'Daegu', 'Ulsan'],
    currency: 'KRW',
    monthly: [2_100_000, 2_900_000],
    unit: 10_000,
    hourly: [9_860, 12_000],
    laborCost: [30_000_000, 120_000_000],
    studyCost: [150_000_000, 250_000_000],
    laborFields: ['Hỗ trợ hồ sơ chương trình EPS Hàn Quốc'],
    studyFields: ['Du học Hàn Quốc'],
  },
  {
    code: 'DE',
    labor: 6,
    study: 10,
    cities: ['Berlin', 'München', 'Hamburg', 'Frankfurt', 'Stuttgart', 'Köln'],
    currency: 'EUR',
    monthly: [1_900, 3_200],
    unit: 50,
    laborCost: [80_000_000, 200_000_000],
    studyCost: [200_000_000, 350_000_000],
    laborFields: ['Lao động châu Âu', 'Điều dưỡng – hộ lý'],
    studyFields: ['Du học Đức nghề', 'Du học điều dưỡng'],
  },
  {
    code: 'SG',
    labor: 3,
    study: 3,
    cities: ['Singapore'],
    currency: 'SGD',
    monthly: [1_600, 2_600],
    unit: 50,
    laborCost: [60_000_000, 110_000_000],
    studyCost: [300_000_000, 500_000_000],
    laborFields: [],
    studyFields: ['Du học Singapore'],
  },
  {
    code: 'MY',
    labor: 2,
    study: 0,
    cities: ['Kuala Lumpur', 'Penang', 'Johor Bahru'],
    currency: 'MYR',
    monthly: [1_500, 2_300],
    unit: 50,
    laborCost: [40_000_000, 70_000_000],
    studyCost: [0, 0],
    laborFields: [],
    studyFields: [],
  },
  {
    code: 'AU',
    labor: 2,
    study: 8,
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
    currency: 'AUD',
    monthly: [4_200, 6_000],
    unit: 50,
    hourly: [24, 34],
    laborCost: [150_000_000, 300_000_000],
    studyCost: [500_000_000, 900_000_000],
    laborFields: [],
    studyFields: ['Du học Úc'],
  },
  {
    code: 'CA',
    labor: 1,
    study: 5,
    cities: ['Toronto', 'Vancouver', 'Calgary', 'Montréal'],
    currency: 'USD',
    monthly: [2_500, 3_800],
    unit: 50,
    laborCost: [200_000_000, 400_000_000],
    studyCost: [500_000_000, 900_000_000],
    laborFields: [],
    studyFields: ['Du học Canada'],
  },
  {
    code: 'US',
    labor: 1,
    study: 5,
    cities: ['California', 'Texas', 'New York', 'Washington'],
    currency: 'USD',
    monthly: [2_800, 4_500],
    unit: 50,
    laborCost: [300_000_000, 600_000_000],
    studyCost: [600_000_000, 1_200_000_000],
    laborFields: [],
    studyFields: ['Du học Mỹ'],
  },
  {
    code: 'CN',
    labor: 0,
    study: 2,
    cities: ['Bắc Kinh', 'Thượng Hải', 'Quảng Châu', 'Nam Ninh'],
    currency: 'USD',
    monthly: [600, 1_000],
    unit: 10,
    laborCost: [0, 0],
    studyCost: [80_000_000, 150_000_000],
    laborFields: [],
    studyFields: ['Du học Trung Quốc'],
  },
  ...Object.entries(EU_CITIES).map(
    ([code, cities]): Destination => ({
      code,
      labor: 2,
      study: 0,
      cities,
      currency: 'EUR',
      monthly: [750, 1_300],
      unit: 10,
      laborCost: [60_000_000, 130_000_000],
      studyCost: [0, 0],
      laborFields: ['Lao động châu Âu'],
      studyFields: [],
    }),
  ),
  ...[
    ['SA', ['Riyadh', 'Jeddah']],
    ['AE', ['Dubai', 'Abu Dhabi']],
    ['QA', ['Doha']],
  ].map(
    ([code, cities]): Destination => ({
      code: code as string,
      labor: 1,
      study: 0,
      cities: cities as string[],
      currency: 'USD',
      monthly: [450, 900],
      unit: 10,
      laborCost: [25_000_000, 50_000_000],
      studyCost: [0, 0],
      laborFields: ['Lao động Trung Đông'],
      studyFields: [],
    }),
  ),
];

/** VND per unit when the exchange-rate table has no row yet (the app's seed wins when it has one). */
export const FALLBACK_RATES: Record<string, number> = {
  JPY: 170,
  KRW: 18.3,
  TWD: 800,
  USD: 25_400,
  EUR: 29_000,
  SGD: 19_600,
  MYR: 5_700,
  AUD: 16_600,
};

/**
 * Provinces (2025 set, by name) where domestic jobs concentrate, their weight and industrial parks
 * inside them (after the 2025 merger: VSIP and Sóng Thần are in Hồ Chí Minh City now).
 */
export const DOMESTIC_HUBS: [name: string, weight: number, parks: string[]][] = [
  ['Hà Nội', 20, ['KCN Thăng Long', 'KCN Quang Minh', 'KCN Nội Bài']],
  ['Hồ Chí Minh', 24, ['KCN Tân Tạo', 'KCN VSIP', 'KCN Sóng Thần', 'KCN Hiệp Phước']],
  ['Bắc Ninh', 8, ['KCN Yên Phong', 'KCN Quế Võ', 'KCN Quang Châu']],
  ['Hải Phòng', 6, ['KCN Đình Vũ', 'KCN Tràng Duệ', 'KCN Đại An']],
  ['Đồng Nai', 7, ['KCN Amata', 'KCN Nhơn Trạch', 'KCN Biên Hòa 2']],
  ['Đà Nẵng', 5, ['KCN Hòa Khánh', 'KCN Điện Nam – Điện Ngọc']],
  ['Thái Nguyên', 3, ['KCN Yên Bình', 'KCN Sông Công']],
  ['Quảng Ninh', 3, ['KCN Cái Lân', 'KCN Đông Mai']],
  ['Cần Thơ', 3, ['KCN Trà Nóc']],
  ['Khánh Hòa', 2, ['KCN Suối Dầu']],
];

export const STUDY_SCHOOLS = [
  'trường Nhật ngữ',
  'Đại học Quốc gia',
  'trường Cao đẳng',
  'Học viện Ngôn ngữ',
  'trường nghề công lập',
  'Đại học Khoa học Ứng dụng',
];

export const COMPANY_PREFIXES = [
  'Công ty Cổ phần',
  'Công ty TNHH',
  'Công ty TNHH MTV',
  'Công ty Cổ phần Đầu tư',
  'Trung tâm',
];
export const COMPANY_CORES = [
  'Nhân lực Quốc tế',
  'Cung ứng Nhân lực',
  'Hợp tác Lao động',
  'Du học và Việc làm',
  'Tư vấn Du học',
  'Phát triển Nguồn nhân lực',
  'Thương mại và Dịch vụ Việc làm',
  'Xuất khẩu Lao động',
];
export const COMPANY_NAMES = [
  'Sao Mai',
  'Hoa Sen',
  'Phương Đông',
  'Thành Công',
  'Việt Nhật',
  'Hưng Long',
  'An Phát',
  'Bình Minh',
  'Đông Á',
  'Trường Sơn',
  'Hải Âu',
  'Minh Long',
  'Tân Việt',
  'Kim Ngân',
  'Thái Bình Dương',
  'Hòa Bình',
  'Quốc Tế Á Châu',
  'Lạc Hồng',
  'Đại Dương',
  'Thăng Long',
];

export const INTAKE_MONTHS = [1, 4, 7, 10];

/** Paragraphs of the rich-text description, requirements and benefits (sanitised HTML shapes). */
export const DESCRIPTION_OPENERS = [
  'Công ty chúng tôi tuyển chọn ứng viên cho đơn hàng mới, làm việc ổn định lâu dài, hợp đồng ký trực tiếp với chủ sử dụng.',
  'Đơn hàng được cấp phép, xuất cảnh theo đúng lịch, ứng viên được đào tạo tiếng và định hướng miễn phí trước khi bay.',
  'Chương trình tuyển sinh dành cho học sinh đã tốt nghiệp THPT, hỗ trợ hồ sơ visa và nhà ở trong những tháng đầu.',
  'Nhà máy quy mô lớn, môi trường làm việc an toàn, có nhiều lao động Việt Nam đang làm việc.',
  'Tuyển gấp để kịp lịch phỏng vấn tháng tới; ưu tiên ứng viên nộp hồ sơ sớm.',
];
export const DESCRIPTION_TASKS = [
  'Vận hành máy theo hướng dẫn của tổ trưởng, kiểm tra chất lượng sản phẩm cuối ca.',
  'Làm việc theo ca, 8 tiếng mỗi ngày, tăng ca theo nhu cầu của xưởng và được trả lương tăng ca.',
  'Tham gia các khóa học tiếng và kỹ năng theo lịch của trường, làm thêm tối đa 28 giờ mỗi tuần.',
  'Chuẩn bị nguyên liệu, đóng gói và dán nhãn sản phẩm theo quy trình vệ sinh an toàn thực phẩm.',
  'Lắp ráp, bảo dưỡng thiết bị và ghi chép nhật ký sản xuất hằng ngày.',
  'Chăm sóc, hỗ trợ sinh hoạt cho người cao tuổi tại cơ sở dưỡng lão dưới sự hướng dẫn của điều dưỡng chính.',
];
export const REQUIREMENTS = [
  '<ul><li>Sức khỏe tốt, không mắc bệnh truyền nhiễm</li><li>Không có tiền án tiền sự</li><li>Chăm chỉ, chịu khó, có tinh thần trách nhiệm</li></ul>',
  '<ul><li>Tốt nghiệp THPT trở lên</li><li>Không xăm hình, không mù màu</li><li>Ưu tiên người đã có kinh nghiệm</li></ul>',
  '<ul><li>Có chứng chỉ tiếng từ trình độ sơ cấp</li><li>Thị lực tốt, thuận tay phải</li><li>Cam kết làm việc đủ thời hạn hợp đồng</li></ul>',
];
export const BENEFITS = [
  '<ul><li>Lương cơ bản cộng tăng ca, thưởng theo năng suất</li><li>Hỗ trợ nhà ở và đi lại</li><li>Đóng đầy đủ bảo hiểm theo quy định</li></ul>',
  '<ul><li>Được đào tạo miễn phí trước khi xuất cảnh</li><li>Vé máy bay khứ hồi</li><li>Có cơ hội gia hạn hợp đồng</li></ul>',
  '<ul><li>Học bổng học phí năm đầu</li><li>Hỗ trợ tìm việc làm thêm</li><li>Ký túc xá gần trường</li></ul>',
];
