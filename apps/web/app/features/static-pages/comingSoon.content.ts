import type { PageMeta, StaticLink } from './types.ts';

export const comingSoonMeta: PageMeta = {
  title: 'Tính năng đang được hoàn thiện | ViệcXa',
  description:
    'Tính năng này sắp ra mắt. Trong lúc chờ, bạn vẫn có thể xem và ứng tuyển các chương trình xuất khẩu lao động, du học và việc làm trên ViệcXa.',
};

export interface ComingSoonContent {
  title: string;
  paragraphs: readonly string[];
  homeLink: StaticLink;
  programmesLink: StaticLink;
}

export const comingSoonContent: ComingSoonContent = {
  title: 'Tính năng đang được hoàn thiện',
  paragraphs: [
    'Chúng tôi đang hoàn thiện và kiểm tra kỹ tính năng này để bảo đảm chính xác, an toàn trước khi mở cho mọi người.',
    'Trong lúc chờ, bạn vẫn có thể xem các chương trình đang tuyển và ứng tuyển như bình thường. Cảm ơn bạn đã kiên nhẫn!',
  ],
  homeLink: { label: 'Về trang chủ', href: '/' },
  programmesLink: { label: 'Xem chương trình đang tuyển', href: '/danh-sach-chuong-trinh-xkld-duhoc' },
};
