import type { KnowledgeEntryData } from '@app/contract';

/**
 * The knowledge base's entries as shipped (issue 30): inserted by slug when missing
 * (seed/knowledge.ts), never over an admin's edit. Facts from ../shared/DOMAIN.md and public law,
 * each entry with its sources and the day they were checked.
 */
export const KNOWLEDGE_ENTRIES: KnowledgeEntryData[] = [
  {
    slug: 'tien-dat-coc-truoc-hop-dong',
    title: 'Có nên nộp tiền đặt cọc trước khi ký hợp đồng đi làm việc ở nước ngoài?',
    topic: 'law',
    nations: [],
    programmes: ['tts', 'ssw', 'labour'],
    keywords: ['đặt cọc', 'giữ chỗ', 'nộp tiền trước', 'tiền cọc', 'phí môi giới', 'ký quỹ'],
    summary:
      'Không. Theo Luật 69/2020/QH14, phí dịch vụ được thỏa thuận trong hợp đồng và chỉ thu sau khi hợp đồng được ký; người lao động không phải trả tiền môi giới. Khoản "đặt cọc giữ chỗ" khi chưa có hợp đồng là dấu hiệu lừa đảo.',
    body: [
      'Doanh nghiệp đưa người lao động đi làm việc ở nước ngoài chỉ được thu phí dịch vụ đã ghi trong hợp đồng, sau khi hợp đồng được ký. Mức trần là một tháng tiền lương cơ bản cho mỗi 12 tháng làm việc.',
      'Những yêu cầu sau đều không hợp pháp:\n- Nộp tiền "đặt cọc giữ chỗ" trước khi có hợp đồng.\n- Đưa tiền mặt cho một cá nhân, hoặc chuyển khoản vào tài khoản cá nhân.\n- Trả tiền môi giới cho người giới thiệu.',
      'Tiền ký quỹ (nếu có) chỉ được thỏa thuận trong hợp đồng, gửi vào tài khoản phong tỏa tại ngân hàng đứng tên người lao động và được hoàn trả cả lãi. Mức ký quỹ tối đa do Nghị định hướng dẫn quy định: hãy hỏi Cục Quản lý lao động ngoài nước trước khi nộp.',
    ].join('\n\n'),
    sources: [
      {
        title:
          'Luật số 69/2020/QH14 về Người lao động Việt Nam đi làm việc ở nước ngoài theo hợp đồng (tra cứu tại Cơ sở dữ liệu quốc gia về văn bản pháp luật)',
        url: 'https://vbpl.vn/',
      },
      { title: 'Cục Quản lý lao động ngoài nước', url: 'https://dolab.gov.vn/' },
    ],
    checked_on: '2026-11-28',
  },
  {
    slug: 'dieu-kien-thuc-tap-sinh-nhat-ban',
    title: 'Điều kiện đi thực tập sinh kỹ năng Nhật Bản là gì?',
    topic: 'conditions',
    nations: ['JP'],
    programmes: ['tts'],
    keywords: ['thực tập sinh', 'TTS', 'đi Nhật', 'XKLĐ Nhật', 'điều kiện', 'độ tuổi', 'sức khỏe'],
    summary:
      'Độ tuổi do từng đơn hàng quy định (thường từ 18 đến 35), cần khám sức khỏe đạt yêu cầu và học tiếng Nhật trước khi xuất cảnh. Hợp đồng thường 3 năm, có thể đến 5 năm.',
    body: [
      'Chương trình thực tập sinh kỹ năng (技能実習) nhận người lao động theo từng đơn hàng của xí nghiệp Nhật. Mỗi đơn hàng ghi rõ độ tuổi, giới tính, trình độ học vấn và ngành nghề.',
      'Điều kiện thường gặp:\n- Tuổi từ 18 đến khoảng 35, tùy đơn hàng.\n- Khám sức khỏe đạt yêu cầu của đơn hàng.\n- Học tiếng Nhật và kiến thức cần thiết trước khi xuất cảnh.',
      'Thời gian thực tập thường là 3 năm, tối đa 5 năm. Từ năm 2027, Nhật Bản thay chương trình này bằng chế độ "việc làm để phát triển kỹ năng" (育成就労): hãy hỏi doanh nghiệp đơn hàng của bạn thuộc chế độ nào.',
    ].join('\n\n'),
    sources: [
      { title: 'Tổ chức Thực tập sinh kỹ năng Nhật Bản (OTIT)', url: 'https://www.otit.go.jp/' },
      { title: 'Cục Quản lý xuất nhập cảnh Nhật Bản', url: 'https://www.moj.go.jp/isa/' },
    ],
    checked_on: '2026-11-28',
  },
  {
    slug: 'kiem-tra-giay-phep-doanh-nghiep',
    title: 'Làm sao kiểm tra doanh nghiệp xuất khẩu lao động có giấy phép?',
    topic: 'licence',
    nations: [],
    programmes: ['tts', 'ssw', 'engineer', 'labour'],
    keywords: ['giấy phép', 'kiểm tra công ty', 'công ty có phép', 'danh sách doanh nghiệp', 'DOLAB'],
    summary:
      'Chỉ doanh nghiệp được Bộ cấp giấy phép mới được đưa người lao động đi làm việc ở nước ngoài. Đối chiếu đúng tên, số và ngày cấp giấy phép với danh sách do Cục Quản lý lao động ngoài nước công bố.',
    body: [
      'Đưa người lao động đi làm việc ở nước ngoài là ngành nghề kinh doanh có điều kiện: doanh nghiệp phải có giấy phép, số và ngày cấp giấy phép được công khai.',
      'Trước khi nộp hồ sơ, hãy:\n- Tìm doanh nghiệp trong danh sách được cấp phép của Cục Quản lý lao động ngoài nước.\n- So đúng từng chữ của tên: tên giả mạo thường chỉ khác một chữ cái hoặc thêm ".vn".\n- Đối chiếu số giấy phép và ngày cấp.\n- Xác nhận người đang liên hệ với bạn thật sự làm việc cho doanh nghiệp đó.',
      'Riêng chương trình EPS đi Hàn Quốc do cơ quan nhà nước thực hiện, không qua doanh nghiệp tư nhân.',
    ].join('\n\n'),
    sources: [
      { title: 'Cục Quản lý lao động ngoài nước', url: 'https://dolab.gov.vn/' },
      {
        title: 'Luật số 69/2020/QH14 (tra cứu tại Cơ sở dữ liệu quốc gia về văn bản pháp luật)',
        url: 'https://vbpl.vn/',
      },
    ],
    checked_on: '2026-11-28',
  },
];
