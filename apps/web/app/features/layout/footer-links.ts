import { POST_JOB_PATH } from '../navigation/nav-items.ts';

export interface FooterLinkGroup {
  title: string;
  links: readonly { label: string; href: string }[];
}

/** The footer's four link groups (spec §2). */
export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Dành cho ứng viên',
    links: [
      { label: 'Danh sách chương trình', href: '/danh-sach-chuong-trinh-xkld-duhoc' },
      { label: 'Công ty tuyển dụng', href: '/danh-sach-cong-ty-xkld-duhoc' },
      { label: 'Tin tức', href: '/tin-tuc-xkld-duhoc' },
      { label: 'Cẩm nang', href: '/cam-nang' },
      { label: 'Quy đổi tiền tệ', href: '/currency-exchange' },
    ],
  },
  {
    title: 'Dành cho nhà tuyển dụng',
    links: [
      { label: 'Đăng tin tuyển dụng', href: POST_JOB_PATH },
      { label: 'Đăng ký tài khoản công ty', href: '/dang-ky?loai=doanh-nghiep' },
      { label: 'Quản lý hồ sơ ứng tuyển', href: '/company/applications' },
    ],
  },
  {
    title: 'Liên kết hữu ích',
    links: [
      { label: 'Giới thiệu', href: '/introduction' },
      { label: 'Điều khoản sử dụng', href: '/dieu-khoan' },
      { label: 'Chính sách bảo vệ dữ liệu', href: '/chinh-sach-bao-ve' },
      { label: 'Liên hệ', href: '/lien-he' },
      { label: 'Cảnh báo lừa đảo', href: '/canh-bao-lua-dao' },
    ],
  },
  {
    title: 'Tài khoản',
    links: [
      { label: 'Đăng nhập', href: '/dang-nhap' },
      { label: 'Đăng ký', href: '/dang-ky' },
      { label: 'Quên mật khẩu', href: '/quen-mat-khau' },
    ],
  },
];

export const socialLinks = [
  { network: 'facebook', label: 'ViệcXa trên Facebook', href: 'https://www.facebook.com/viecxa' },
  { network: 'youtube', label: 'ViệcXa trên YouTube', href: 'https://www.youtube.com/@viecxa' },
  { network: 'zalo', label: 'ViệcXa trên Zalo', href: 'https://zalo.me/viecxa' },
  { network: 'tiktok', label: 'ViệcXa trên TikTok', href: 'https://www.tiktok.com/@viecxa' },
] as const;
