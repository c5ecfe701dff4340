import type { PageMeta, StaticArticleContent } from './types.ts';

export const scamWarningMeta: PageMeta = {
  title: 'Cảnh báo lừa đảo xuất khẩu lao động | ViệcXa',
  description:
    'Sáu dấu hiệu của tin tuyển dụng lừa đảo: đặt cọc trước hợp đồng, tài khoản cá nhân, chỉ liên hệ qua Zalo, bay gấp, lương quá cao, EPS qua công ty tư nhân.',
};

/**
 * `/canh-bao-lua-dao`: the warning signs our scam rules look for (ADR 0032), in plain words for a
 * first-time candidate, with the law behind each (Law 69/2020/QH14, Circular 21/2021/TT-BLĐTBXH).
 */
export const scamWarningContent: StaticArticleContent = {
  title: 'Cảnh báo lừa đảo khi đi làm việc ở nước ngoài',
  updatedAt: '27/11/2026',
  intro:
    'Mỗi năm có nhiều người mất hàng chục, hàng trăm triệu đồng vì tin tuyển dụng giả. Trước khi nộp hồ sơ hay đóng bất kỳ khoản tiền nào, hãy đối chiếu tin với các dấu hiệu dưới đây. Chỉ cần một dấu hiệu, bạn nên dừng lại và hỏi kỹ.',
  sections: [
    {
      heading: 'Đòi đặt cọc, nộp tiền trước khi ký hợp đồng',
      tone: 'warning',
      paragraphs: [
        'Theo Luật số 69/2020/QH14, doanh nghiệp chỉ được thu tiền dịch vụ sau khi bạn đã ký hợp đồng đưa người lao động đi làm việc ở nước ngoài. Tiền dịch vụ tối đa là 1 tháng lương cơ bản cho mỗi 12 tháng làm việc (1,5 tháng với thuyền viên).',
        'Nếu ai đó đòi "tiền cọc giữ chỗ", "phí hồ sơ" hay "ký quỹ" trước khi có hợp đồng, đó là dấu hiệu lừa đảo.',
      ],
    },
    {
      heading: 'Yêu cầu chuyển tiền vào tài khoản cá nhân',
      tone: 'warning',
      paragraphs: [
        'Doanh nghiệp hợp pháp thu tiền vào tài khoản mang tên doanh nghiệp và xuất hóa đơn, biên lai. Không chuyển tiền vào tài khoản của nhân viên tư vấn, người quen hay "chị phụ trách", kể cả khi họ nói để "làm nhanh hơn".',
      ],
    },
    {
      heading: 'Chỉ liên hệ qua Zalo, Facebook, Telegram',
      tone: 'warning',
      paragraphs: [
        'Một doanh nghiệp được cấp phép có trụ sở, số điện thoại và email. Nếu người tuyển chỉ nhắn tin qua ứng dụng chat, không cho địa chỉ văn phòng, không hẹn gặp tại công ty, hãy cẩn thận.',
      ],
    },
    {
      heading: 'Hứa bay gấp, không cần học tiếng',
      tone: 'warning',
      paragraphs: [
        'Các chương trình hợp pháp đều cần thời gian làm hồ sơ, thi tuyển, học ngoại ngữ và bồi dưỡng kiến thức cần thiết trước khi xuất cảnh, thường vài tháng. Lời hứa "bay trong 2 tuần, không cần học tiếng" thường là lời mồi.',
      ],
    },
    {
      heading: 'Lương cao bất thường',
      tone: 'warning',
      paragraphs: [
        'Lương cao gấp đôi các đơn hàng khác cùng nước, cùng ngành nghề là điều hiếm có. Hãy so sánh với các đơn hàng khác trên ViệcXa và hỏi rõ lương cơ bản, giờ làm, các khoản khấu trừ trong hợp đồng.',
      ],
    },
    {
      heading: 'Đơn hàng EPS Hàn Quốc qua công ty tư nhân',
      tone: 'warning',
      paragraphs: [
        'Chương trình EPS (cấp phép việc làm cho lao động nước ngoài tại Hàn Quốc) chỉ do Trung tâm Lao động ngoài nước thuộc Bộ quản lý nhà nước về lao động tuyển chọn, qua kỳ thi tiếng Hàn công khai. Không công ty tư nhân nào được tuyển người đi theo chương trình này.',
      ],
    },
    {
      heading: 'Bạn nên làm gì',
      items: [
        'Kiểm tra giấy phép đưa người lao động đi làm việc ở nước ngoài của công ty trên danh sách của Cục Quản lý lao động ngoài nước (dolab.gov.vn). Trên ViệcXa, công ty đã được xác minh có dấu "Đã xác minh giấy phép".',
        'Đọc kỹ bảng chi phí của đơn hàng: từng khoản, thời điểm nộp, có được hoàn lại hay không.',
        'Chỉ nộp tiền sau khi ký hợp đồng, vào tài khoản của doanh nghiệp, và giữ biên lai.',
        'Chưa chắc? Dán tin tuyển dụng hoặc tin nhắn của người tư vấn vào trang "Kiểm tra đơn hàng": ViệcXa chỉ ra từng dấu hiệu và căn cứ pháp luật.',
        'Nếu thấy tin đáng ngờ, bấm "Báo cáo tin đáng ngờ" trên trang tin hoặc trang công ty. Bạn không cần đăng nhập; quản trị viên sẽ kiểm tra và gỡ tin nếu vi phạm.',
      ],
      links: [
        { label: 'Kiểm tra một đơn hàng bạn được mời', href: '/kiem-tra-don-hang' },
        { label: 'Xem danh sách công ty', href: '/danh-sach-cong-ty-xkld-duhoc' },
        { label: 'Liên hệ ViệcXa', href: '/lien-he' },
      ],
    },
  ],
};
