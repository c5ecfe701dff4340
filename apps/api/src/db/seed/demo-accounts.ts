import type { UserStatus, UserType } from '@app/contract';

/** Every demo account signs in with this password (listed in README). */
export const DEMO_PASSWORD = 'Demo@123';

export interface DemoAccount {
  key: string;
  type: UserType | null;
  status: UserStatus;
  name: string;
  username: string;
  email: string;
  phone: string;
  /** Key of the company admin a sub-user belongs to. */
  parent?: string;
}

/** README's demo logins: one per kind of account, plus one per notable status. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    type: 'admin',
    status: 'activated',
    name: 'Quản trị viên',
    username: 'quantrivien',
    email: 'admin@viecxa.vn',
    phone: '0901000001',
  },
  {
    key: 'subAdmin',
    type: 'sub_admin',
    status: 'activated',
    name: 'Lê Thu Hà',
    username: 'kiemduyet01',
    email: 'subadmin@viecxa.vn',
    phone: '0901000002',
  },
  {
    key: 'leaderSale',
    type: 'leader_sale',
    status: 'activated',
    name: 'Phạm Quốc Bảo',
    username: 'truongnhomsale',
    email: 'leadersale@viecxa.vn',
    phone: '0901000003',
  },
  {
    key: 'sale',
    type: 'sale',
    status: 'activated',
    name: 'Vũ Thị Mai',
    username: 'nhanviensale',
    email: 'sale@viecxa.vn',
    phone: '0901000004',
  },
  {
    key: 'sale2',
    type: 'sale',
    status: 'activated',
    name: 'Đặng Minh Khoa',
    username: 'nhanviensale2',
    email: 'sale2@viecxa.vn',
    phone: '0901000005',
  },
  {
    key: 'employee',
    type: 'employee',
    status: 'activated',
    name: 'Nguyễn Văn An',
    username: 'nguyenvanan',
    email: 'ungvien@viecxa.vn',
    phone: '0912000001',
  },
  {
    key: 'employee2',
    type: 'employee',
    status: 'activated',
    name: 'Trần Thị Bích Ngọc',
    username: 'bichngoc98',
    email: 'ngoc.tran@viecxa.vn',
    phone: '0912000002',
  },
  {
    key: 'employeeDeactivated',
    type: 'employee',
    status: 'deactivated',
    name: 'Hoàng Văn Dũng',
    username: 'hoangvandung',
    email: 'dung.hoang@viecxa.vn',
    phone: '0912000003',
  },
  {
    key: 'employeeLocked',
    type: 'employee',
    status: 'locked',
    name: 'Đỗ Minh Tuấn',
    username: 'dominhtuan',
    email: 'tuan.do@viecxa.vn',
    phone: '0912000004',
  },
  {
    key: 'noType',
    type: null,
    status: 'activated',
    name: 'Bùi Thanh Tâm',
    username: 'buithanhtam',
    email: 'chuachon@viecxa.vn',
    phone: '0912000005',
  },
  {
    key: 'companyLabor',
    type: 'company',
    status: 'activated',
    name: 'Nhân lực Quốc tế Sao Mai',
    username: 'saomaihr',
    email: 'congty@viecxa.vn',
    phone: '0243000001',
  },
  {
    key: 'companyLaborStaff',
    type: 'company',
    status: 'activated',
    name: 'Ngô Thị Lan',
    username: 'lan.saomai',
    email: 'nhanvien.congty@viecxa.vn',
    phone: '0912000006',
    parent: 'companyLabor',
  },
  {
    key: 'companyStudy',
    type: 'company',
    status: 'activated',
    name: 'Du học Hoa Anh Đào',
    username: 'hoaanhdao',
    email: 'duhoc@viecxa.vn',
    phone: '0283000002',
  },
  {
    key: 'companyDomestic',
    type: 'company',
    status: 'activated',
    name: 'Việc làm Miền Trung',
    username: 'vieclammientrung',
    email: 'vieclam@viecxa.vn',
    phone: '0236300003',
  },
  {
    key: 'companyEurope',
    type: 'company',
    status: 'activated',
    name: 'Hợp tác Lao động Đại Dương',
    username: 'daiduonglabour',
    email: 'daiduong@viecxa.vn',
    phone: '0238300007',
  },
  {
    key: 'companyKorea',
    type: 'company',
    status: 'activated',
    name: 'Giáo dục Hàn Việt',
    username: 'hanvietedu',
    email: 'hanviet@viecxa.vn',
    phone: '0225300008',
  },
  {
    key: 'companyWaitActivation',
    type: 'company',
    status: 'wait_activation',
    name: 'Thương mại Minh Phát',
    username: 'minhphat',
    email: 'choduyet@viecxa.vn',
    phone: '0222300004',
  },
  {
    key: 'companyWaitApproval',
    type: 'company',
    status: 'wait_approval',
    name: 'Xây dựng Hưng Thịnh',
    username: 'hungthinh',
    email: 'chuacapnhat@viecxa.vn',
    phone: '0225300005',
  },
  {
    key: 'companyLocked',
    type: 'company',
    status: 'locked',
    name: 'Nhân lực Toàn Cầu Xanh',
    username: 'toancauxanh',
    email: 'khoa.congty@viecxa.vn',
    phone: '0224300006',
  },
  {
    // An agency whose licence is not verified, its name a look-alike of Sao Mai's (ADR 0030).
    key: 'companyLookalike',
    type: 'company',
    status: 'activated',
    name: 'Nhân lực Quốc tế Sao Mại',
    username: 'saomaivn',
    email: 'saomai.vn@viecxa.vn',
    phone: '0243000009',
  },
];
