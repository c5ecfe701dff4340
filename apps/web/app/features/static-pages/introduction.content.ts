import type { PageMeta, StaticLink } from './types.ts';

export const introductionMeta: PageMeta = {
  title: 'Giới thiệu ViệcXa | Xuất khẩu lao động, du học và việc làm',
  description:
    'ViệcXa kết nối ứng viên với chương trình xuất khẩu lao động, du học và việc làm trong nước; tin đăng được kiểm duyệt, doanh nghiệp được kiểm tra giấy phép.',
};

/** Icon names resolved to tabler icons by `IntroductionPage`. */
export type IntroIconName =
  | 'candidate'
  | 'company'
  | 'school'
  | 'search'
  | 'apply'
  | 'track'
  | 'register'
  | 'review'
  | 'applicants'
  | 'moderation'
  | 'licence'
  | 'cost'
  | 'privacy';

export interface IntroCard {
  icon: IntroIconName;
  title: string;
  text: string;
}

export interface IntroductionContent {
  title: string;
  intro: readonly string[];
  audienceHeading: string;
  audiences: readonly IntroCard[];
  candidateStepsHeading: string;
  candidateSteps: readonly IntroCard[];
  companyStepsHeading: string;
  companySteps: readonly IntroCard[];
  trustHeading: string;
  trustPoints: readonly IntroCard[];
  safetyHeading: string;
  safetyTips: readonly string[];
  safetyLink: StaticLink;
  ctaHeading: string;
  ctaText: string;
  ctaLinks: readonly StaticLink[];
}

export const introductionContent: IntroductionContent = {
  title: 'Giới thiệu ViệcXa',
  intro: [
    'ViệcXa là sàn kết nối chương trình xuất khẩu lao động, du học và việc làm trong nước. Chúng tôi giúp bạn tìm được chương trình phù hợp, hiểu rõ chi phí và nộp hồ sơ cho doanh nghiệp đáng tin cậy.',
    'Đi làm việc hay học tập ở nước ngoài là một quyết định lớn và tốn kém. Vì vậy mọi tin đăng trên ViệcXa đều được kiểm duyệt trước khi hiển thị, và doanh nghiệp xuất khẩu lao động phải có giấy phép hợp lệ.',
  ],
  audienceHeading: 'ViệcXa dành cho ai?',
  audiences: [
    {
      icon: 'candidate',
      title: 'Ứng viên',
      text: 'Người lao động, học sinh, sinh viên từ đủ 18 tuổi muốn đi làm việc, du học ở nước ngoài hoặc tìm việc trong nước. Bạn còn có trợ lý tư vấn AI và công cụ quy đổi tiền tệ để tham khảo.',
    },
    {
      icon: 'company',
      title: 'Doanh nghiệp tuyển dụng',
      text: 'Doanh nghiệp dịch vụ đưa người lao động đi làm việc ở nước ngoài có giấy phép theo Luật số 69/2020/QH14, và doanh nghiệp tuyển dụng trong nước.',
    },
    {
      icon: 'school',
      title: 'Trung tâm du học',
      text: 'Đơn vị tư vấn du học giới thiệu chương trình học, học bổng, điều kiện đầu vào và chi phí dự kiến tới học sinh, sinh viên.',
    },
  ],
  candidateStepsHeading: 'Ứng viên bắt đầu như thế nào?',
  candidateSteps: [
    {
      icon: 'search',
      title: 'Tìm chương trình phù hợp',
      text: 'Lọc theo quốc gia, ngành nghề và hình thức: xuất khẩu lao động, du học hoặc việc làm trong nước. Mỗi tin ghi rõ yêu cầu, quyền lợi và chi phí dự kiến.',
    },
    {
      icon: 'apply',
      title: 'Ứng tuyển trong vài phút',
      text: 'Ứng tuyển bằng tài khoản hoặc không cần tài khoản: chỉ cần họ tên, số điện thoại, email và CV dạng PDF, Word hoặc ảnh chụp.',
    },
    {
      icon: 'track',
      title: 'Theo dõi hồ sơ',
      text: 'Doanh nghiệp liên hệ để tư vấn, phỏng vấn. Nếu có tài khoản, bạn theo dõi trạng thái hồ sơ và nhận thông báo ngay trên ViệcXa.',
    },
  ],
  companyStepsHeading: 'Doanh nghiệp bắt đầu như thế nào?',
  companySteps: [
    {
      icon: 'register',
      title: 'Đăng ký tài khoản doanh nghiệp',
      text: 'Khai báo thông tin công ty, mã số thuế và giấy chứng nhận đăng ký doanh nghiệp. Doanh nghiệp xuất khẩu lao động khai báo thêm số và ngày cấp giấy phép.',
    },
    {
      icon: 'review',
      title: 'Được xét duyệt và đăng tin',
      text: 'ViệcXa kiểm tra hồ sơ doanh nghiệp. Sau khi được phê duyệt, bạn đăng tin; mỗi tin được quản trị viên duyệt trước khi hiển thị.',
    },
    {
      icon: 'applicants',
      title: 'Nhận và xử lý hồ sơ',
      text: 'Xem CV, cập nhật trạng thái và liên hệ ứng viên. Nhân viên kinh doanh của ViệcXa hỗ trợ bạn khi cần.',
    },
  ],
  trustHeading: 'Vì sao bạn có thể tin ViệcXa?',
  trustPoints: [
    {
      icon: 'moderation',
      title: 'Mọi tin đăng đều được kiểm duyệt',
      text: 'Quản trị viên xem xét từng tin trước khi hiển thị. Tin vi phạm bị gỡ, tài khoản vi phạm bị khóa.',
    },
    {
      icon: 'licence',
      title: 'Giấy phép được kiểm tra',
      text: 'Doanh nghiệp xuất khẩu lao động phải khai báo số giấy phép; chúng tôi đối chiếu với danh sách do Cục Quản lý lao động ngoài nước công bố.',
    },
    {
      icon: 'cost',
      title: 'Chi phí minh bạch',
      text: 'Chi phí dự kiến được ghi bằng tiền Việt Nam đồng để bạn dễ so sánh giữa các chương trình.',
    },
    {
      icon: 'privacy',
      title: 'CV của bạn được bảo vệ',
      text: 'CV chỉ bạn, doanh nghiệp bạn ứng tuyển và quản trị viên xem được. Mật khẩu được lưu dưới dạng mã hóa một chiều.',
    },
  ],
  safetyHeading: 'Lời khuyên an toàn trước khi nộp tiền',
  safetyTips: [
    'Chỉ nộp tiền sau khi đã ký hợp đồng bằng văn bản, và chỉ chuyển vào tài khoản đứng tên doanh nghiệp.',
    'Tra cứu tên và số giấy phép của doanh nghiệp trên trang của Cục Quản lý lao động ngoài nước tại dolab.gov.vn.',
    'Cảnh giác với lời hứa xuất cảnh nhanh, không cần học tiếng hoặc mức lương cao bất thường.',
    'Giữ lại hợp đồng, biên lai, tin nhắn; báo cho chúng tôi qua lienhe@viecxa.vn khi thấy dấu hiệu đáng ngờ.',
  ],
  safetyLink: { label: 'Xem đầy đủ các dấu hiệu lừa đảo trong Điều khoản sử dụng', href: '/dieu-khoan' },
  ctaHeading: 'Bắt đầu ngay hôm nay',
  ctaText:
    'Xem các chương trình đang tuyển, tạo tài khoản để theo dõi hồ sơ, hoặc tìm hiểu các doanh nghiệp trên ViệcXa.',
  ctaLinks: [
    { label: 'Xem danh sách chương trình', href: '/danh-sach-chuong-trinh-xkld-duhoc' },
    { label: 'Tạo tài khoản', href: '/dang-ky' },
    { label: 'Xem danh sách doanh nghiệp', href: '/danh-sach-cong-ty-xkld-duhoc' },
  ],
};
