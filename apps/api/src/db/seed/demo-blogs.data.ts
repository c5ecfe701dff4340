import type { BlogCategory } from '@app/contract';
import { p, ul } from './demo-jobs/html.ts';

/**
 * The demo news articles: written for this product from public facts (../shared/DOMAIN.md), for
 * candidates who must tell a lawful offer from a scam. Figures that change (fees, exchange rates,
 * thresholds set each year) are given as orders of magnitude with where to check the current value.
 */
export interface DemoBlog {
  title: string;
  summary: string;
  category: BlogCategory;
  nation?: string;
  tags: string[];
  body: string;
  /** Days before the seeding day it was published; drafts have none. */
  daysAgo?: number;
  /** Views it starts with (the "most read" list is not empty on a fresh install). */
  views: number;
}

const h2 = (t: string) => `<h2>${t}</h2>`;

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'Hợp đồng đi làm việc ở nước ngoài: đọc kỹ những điều khoản nào trước khi ký?',
    summary:
      'Người lao động ký hai loại hợp đồng: hợp đồng đưa người lao động đi làm việc ở nước ngoài với doanh nghiệp dịch vụ và hợp đồng lao động với chủ sử dụng ở nước tiếp nhận. Bài viết chỉ ra những điều khoản cần đối chiếu.',
    category: 'labor_export',
    tags: ['Hợp đồng', 'Luật 69/2020', 'XKLĐ'],
    daysAgo: 2,
    views: 412,
    body:
      p(
        'Theo Luật Người lao động Việt Nam đi làm việc ở nước ngoài theo hợp đồng (Luật số 69/2020/QH14, có hiệu lực từ ngày 01/01/2022), người lao động đi theo diện doanh nghiệp dịch vụ ký <strong>hợp đồng đưa người lao động đi làm việc ở nước ngoài</strong> với doanh nghiệp được cấp phép, và <strong>hợp đồng lao động</strong> với chủ sử dụng ở nước tiếp nhận. Hai văn bản này phải khớp nhau về công việc, thời hạn, tiền lương và điều kiện sinh hoạt.',
      ) +
      h2('Những điều khoản cần đối chiếu') +
      ul(
        'Công việc cụ thể, nơi làm việc (tỉnh, thành phố), thời hạn hợp đồng và thời giờ làm việc, nghỉ ngơi.',
        'Mức lương cơ bản, cách tính tiền làm thêm giờ, các khoản khấu trừ (thuế, bảo hiểm, tiền nhà, tiền ăn) và ngày trả lương.',
        'Tiền dịch vụ: số tiền, thời điểm thu và cách hoàn trả khi người lao động phải về nước trước hạn không do lỗi của mình.',
        'Điều kiện chấm dứt hợp đồng trước hạn, trách nhiệm của mỗi bên và cách giải quyết tranh chấp.',
        'Chỗ ở, bảo hiểm y tế, bảo hiểm tai nạn lao động ở nước tiếp nhận.',
      ) +
      h2('Nguyên tắc an toàn') +
      p(
        'Chỉ ký khi đã được đọc bản hợp đồng đầy đủ bằng tiếng Việt, được giải thích những điều chưa rõ và được giữ một bản. Không ký giấy trắng, không ký văn bản có chỗ để trống. Mọi khoản tiền nộp cho doanh nghiệp đều phải có chứng từ ghi tên doanh nghiệp, không chuyển vào tài khoản cá nhân.',
        'Trên ViệcXa, mỗi đơn hàng hiển thị số giấy phép của doanh nghiệp đăng tin. Hãy đối chiếu tên và số giấy phép đó với tên doanh nghiệp ghi trên hợp đồng.',
      ),
  },
  {
    title: 'Tiền dịch vụ xuất khẩu lao động: mức trần theo Luật 69/2020 và Thông tư 21/2021',
    summary:
      'Tiền dịch vụ chỉ được thu sau khi ký hợp đồng, theo thỏa thuận bằng văn bản và không vượt mức trần của pháp luật. Tiền môi giới do doanh nghiệp trả, không được thu của người lao động.',
    category: 'labor_export',
    tags: ['Chi phí', 'Luật 69/2020', 'Thông tư 21/2021'],
    daysAgo: 4,
    views: 655,
    body:
      p(
        'Luật 69/2020/QH14 cho phép doanh nghiệp dịch vụ thu <strong>tiền dịch vụ</strong> của người lao động để bù đắp chi phí tổ chức đưa người đi. Khoản này phải được thỏa thuận bằng văn bản trong hợp đồng và <strong>chỉ được thu sau khi hợp đồng đã được ký</strong>.',
      ) +
      h2('Mức trần') +
      ul(
        'Mức chung: không quá 01 tháng tiền lương theo hợp đồng cho mỗi 12 tháng làm việc.',
        'Thuyền viên làm việc trên tàu vận tải biển: không quá 1,5 tháng tiền lương cho mỗi 12 tháng làm việc.',
        'Với từng thị trường và ngành nghề, Thông tư 21/2021/TT-BLĐTBXH quy định mức trần cụ thể; doanh nghiệp không được thu cao hơn.',
      ) +
      h2('Tiền môi giới không phải của người lao động') +
      p(
        'Luật 69/2020 cấm thu tiền môi giới của người lao động. Khoản môi giới (nếu có) do doanh nghiệp trả cho bên trung gian, trong giới hạn của Thông tư 02/2024: tối đa 0,5 tháng lương cho mỗi 12 tháng làm việc, riêng thị trường Nhật Bản không được có khoản này.',
        'Nếu được yêu cầu nộp một khoản “đặt cọc giữ suất” trước khi có hợp đồng, hoặc nộp tiền không có hóa đơn, đó là dấu hiệu vi phạm. Hãy hỏi rõ từng khoản, đối chiếu với mức trần và giữ lại mọi chứng từ.',
      ),
  },
  {
    title: '7 dấu hiệu nhận biết công ty xuất khẩu lao động lừa đảo',
    summary:
      'Tên gần giống doanh nghiệp thật, đòi đặt cọc trước khi có hợp đồng, nhận tiền vào tài khoản cá nhân, hứa bay ngay không cần học tiếng: những dấu hiệu giúp bạn tránh mất tiền.',
    category: 'guide',
    tags: ['Lừa đảo', 'Kiểm tra doanh nghiệp', 'XKLĐ'],
    daysAgo: 6,
    views: 987,
    body:
      p(
        'Mỗi năm có nhiều người mất hàng chục đến hàng trăm triệu đồng vì tin vào những lời mời đi làm việc ở nước ngoài không có thật. Dưới đây là những dấu hiệu thường gặp nhất.',
      ) +
      ul(
        '<strong>Tên gần giống doanh nghiệp được cấp phép</strong>: chỉ khác một chữ, hoặc thêm “chi nhánh”, “văn phòng đại diện” không có trong danh sách cấp phép.',
        '<strong>Đòi tiền trước khi có hợp đồng</strong>: “đặt cọc giữ suất”, “phí hồ sơ” lớn, “phí phỏng vấn” khi chưa có đơn hàng cụ thể.',
        '<strong>Nhận tiền vào tài khoản cá nhân</strong> hoặc chỉ nhận tiền mặt, không có hóa đơn, phiếu thu mang tên doanh nghiệp.',
        '<strong>Hứa bay trong vài tuần</strong>, không cần học tiếng, không cần thi tuyển; hoặc cam kết “bao đỗ visa”.',
        '<strong>Chỉ liên lạc qua ứng dụng nhắn tin</strong>, không có trụ sở rõ ràng, hẹn gặp ở quán cà phê.',
        '<strong>Mức lương cao bất thường</strong> so với các đơn hàng cùng ngành, cùng nước.',
        '<strong>Đi theo diện du lịch</strong> rồi “chuyển đổi” sang lao động: người lao động sẽ cư trú và làm việc bất hợp pháp.',
      ) +
      h2('Nên làm gì') +
      p(
        'Tra cứu tên và số giấy phép của doanh nghiệp trong danh sách do Cục Quản lý lao động ngoài nước công bố, gọi điện đến số điện thoại chính thức của doanh nghiệp để xác nhận người đang tư vấn cho bạn là nhân viên của họ, và chỉ nộp tiền sau khi đã ký hợp đồng.',
      ),
  },
  {
    title: 'Cách kiểm tra một doanh nghiệp có được phép đưa người đi làm việc ở nước ngoài',
    summary:
      'Đưa người lao động đi làm việc ở nước ngoài là ngành nghề kinh doanh có điều kiện. Ba bước kiểm tra giấy phép trước khi nộp hồ sơ.',
    category: 'guide',
    tags: ['Kiểm tra doanh nghiệp', 'Giấy phép', 'Luật 69/2020'],
    daysAgo: 9,
    views: 538,
    body:
      p(
        'Theo Luật 69/2020/QH14, chỉ doanh nghiệp được Bộ cấp <strong>Giấy phép hoạt động dịch vụ đưa người lao động đi làm việc ở nước ngoài</strong> mới được tuyển người đi làm việc theo hợp đồng. Số và ngày cấp giấy phép là thông tin công khai; danh sách doanh nghiệp được cấp phép do Cục Quản lý lao động ngoài nước (DOLAB) công bố.',
      ) +
      h2('Ba bước kiểm tra') +
      ul(
        'Hỏi tên đầy đủ, mã số thuế và số giấy phép của doanh nghiệp; đối chiếu với danh sách do DOLAB công bố.',
        'Kiểm tra địa chỉ trụ sở và chi nhánh: người tư vấn phải làm việc tại đúng địa chỉ đã đăng ký.',
        'Hỏi doanh nghiệp văn bản chấp thuận đơn hàng (hợp đồng cung ứng lao động đã đăng ký) cho đúng đơn hàng bạn định tham gia.',
      ) +
      p(
        'Trên ViệcXa, quản trị viên chỉ duyệt tin của doanh nghiệp đã khai báo số giấy phép. Trang công ty hiển thị số và ngày cấp giấy phép để bạn tự đối chiếu.',
      ),
  },
  {
    title: 'Tiếng Nhật cho người đi làm: hiểu đúng JLPT N5–N1 và JFT-Basic',
    summary:
      'Đơn hàng thực tập sinh và kỹ năng đặc định yêu cầu trình độ tiếng Nhật khác nhau. Bảng so sánh các cấp độ và thời gian học thường cần.',
    category: 'guide',
    nation: 'JP',
    tags: ['Tiếng Nhật', 'JLPT', 'Nhật Bản'],
    daysAgo: 11,
    views: 721,
    body:
      p(
        'Kỳ thi Năng lực Nhật ngữ <strong>JLPT</strong> có 5 cấp, từ N5 (dễ nhất) đến N1 (khó nhất), tổ chức hai lần mỗi năm tại Việt Nam. Kỳ thi <strong>JFT-Basic</strong> do Quỹ Giao lưu Quốc tế Nhật Bản tổ chức trên máy tính, đánh giá khả năng giao tiếp cơ bản trong sinh hoạt và công việc.',
      ) +
      ul(
        '<strong>N5–N4</strong>: chào hỏi, hiểu chỉ dẫn đơn giản. Thực tập sinh thường học khoảng 4–6 tháng trước khi xuất cảnh để đạt mức này.',
        '<strong>N4 hoặc JFT-Basic</strong>: mức thường được yêu cầu cho visa kỹ năng đặc định số 1, cùng với kỳ thi kỹ năng của ngành.',
        '<strong>N3</strong>: đọc hiểu văn bản thông thường; nhiều xí nghiệp trả phụ cấp hoặc ưu tiên khi gia hạn.',
        '<strong>N2–N1</strong>: làm việc văn phòng, phiên dịch, học đại học bằng tiếng Nhật.',
      ) +
      p(
        'Lời khuyên: học đủ giờ tại trung tâm đào tạo của doanh nghiệp, luyện nghe nói hằng ngày và đừng tin lời hứa “không cần tiếng vẫn bay ngay”. Tiếng Nhật tốt giúp bạn hiểu hợp đồng, bảo vệ quyền lợi và có thu nhập cao hơn.',
      ),
  },
  {
    title: 'Thực tập sinh kỹ năng và kỹ năng đặc định Nhật Bản khác nhau thế nào?',
    summary:
      'Hai con đường phổ biến nhất sang Nhật làm việc có điều kiện, thời hạn và quyền đổi nơi làm việc khác nhau. So sánh để chọn đơn hàng phù hợp.',
    category: 'labor_export',
    nation: 'JP',
    tags: ['Nhật Bản', 'Kỹ năng đặc định', 'Thực tập sinh'],
    daysAgo: 13,
    views: 803,
    body:
      p(
        '<strong>Thực tập sinh kỹ năng</strong> sang Nhật để học nghề tại xí nghiệp theo chương trình có thời hạn, thường là 3 năm. <strong>Kỹ năng đặc định</strong> (tokutei ginō) là tư cách lưu trú dành cho lao động đã có tay nghề và tiếng Nhật, phải đỗ kỳ thi kỹ năng ngành và kỳ thi tiếng Nhật (hoặc đã hoàn thành chương trình thực tập sinh cùng ngành).',
      ) +
      h2('Điểm khác nhau chính') +
      ul(
        'Điều kiện: thực tập sinh không cần kinh nghiệm; kỹ năng đặc định cần đỗ kỳ thi tay nghề và tiếng Nhật (thường N4 hoặc JFT-Basic).',
        'Đổi nơi làm việc: thực tập sinh về nguyên tắc làm tại một xí nghiệp; lao động kỹ năng đặc định có thể chuyển sang chủ sử dụng khác trong cùng ngành.',
        'Thu nhập: lao động kỹ năng đặc định phải được trả lương không thấp hơn người Nhật làm cùng công việc.',
      ) +
      p(
        'Nhật Bản đang chuyển chương trình thực tập sinh sang một chế độ mới chú trọng đào tạo và cho phép đổi nơi làm việc rộng hơn; thời điểm áp dụng và chi tiết cần theo dõi thông báo chính thức. Khi xem đơn hàng trên ViệcXa, hãy đọc kỹ loại tư cách lưu trú được ghi trong mô tả.',
      ),
  },
  {
    title: 'TOPIK và EPS-TOPIK: trình độ tiếng Hàn cần cho du học và làm việc',
    summary:
      'TOPIK đánh giá năng lực tiếng Hàn cho du học và định cư; EPS-TOPIK là kỳ thi dành riêng cho người lao động theo chương trình EPS. Hai kỳ thi khác nhau ra sao?',
    category: 'guide',
    nation: 'KR',
    tags: ['Tiếng Hàn', 'TOPIK', 'Hàn Quốc'],
    daysAgo: 15,
    views: 466,
    body:
      p(
        '<strong>TOPIK</strong> có hai phần: TOPIK I (cấp 1–2) và TOPIK II (cấp 3–6). Nhiều trường đại học Hàn Quốc yêu cầu TOPIK cấp 3 trở lên khi nhập học chương trình đại học bằng tiếng Hàn; các khóa tiếng (visa D-4) thường nhận học viên chưa có chứng chỉ.',
        '<strong>EPS-TOPIK</strong> là kỳ thi tiếng Hàn của Chương trình cấp phép việc làm cho lao động nước ngoài (EPS). Tại Việt Nam, chương trình này do cơ quan nhà nước tổ chức tuyển chọn, không qua doanh nghiệp dịch vụ.',
      ) +
      h2('Chuẩn bị thế nào') +
      ul(
        'Xác định mục tiêu: du học (TOPIK) hay đi làm theo EPS (EPS-TOPIK) để chọn giáo trình đúng.',
        'Học bảng chữ cái và phát âm thật chắc trong tháng đầu; luyện nghe mỗi ngày.',
        'Theo dõi lịch thi trên trang chính thức của đơn vị tổ chức; không nộp tiền cho người hứa “mua điểm” hay “chắc chắn đỗ”.',
      ),
  },
  {
    title: 'Đi Hàn Quốc theo chương trình EPS: cẩn thận với lời mời “chạy suất”',
    summary:
      'Chương trình EPS do cơ quan nhà nước tổ chức, chi phí thấp và công khai. Bất kỳ ai thu tiền để “chạy suất” hay “đảm bảo đỗ” đều không có thẩm quyền.',
    category: 'labor_export',
    nation: 'KR',
    tags: ['Hàn Quốc', 'EPS', 'Lừa đảo'],
    daysAgo: 18,
    views: 590,
    body:
      p(
        'Chương trình cấp phép việc làm (EPS) của Hàn Quốc tuyển lao động nước ngoài thông qua thỏa thuận giữa hai Chính phủ. Ở Việt Nam, việc tuyển chọn do cơ quan nhà nước thực hiện; doanh nghiệp dịch vụ không được tuyển người đi theo chương trình này.',
      ) +
      ul(
        'Lịch đăng ký, thi tiếng Hàn và kiểm tra tay nghề được công bố công khai trên trang của cơ quan tổ chức và Sở Lao động các tỉnh.',
        'Người lao động chỉ nộp các khoản lệ phí có mức công bố sẵn, có biên lai.',
        'Không có “suất ưu tiên”, “đi thẳng không thi” hay “bao đỗ” trong chương trình EPS.',
      ) +
      p(
        'Nếu muốn sang Hàn Quốc làm việc qua doanh nghiệp dịch vụ, hãy tìm những đơn hàng ngoài EPS có văn bản chấp thuận, và kiểm tra giấy phép của doanh nghiệp như với mọi thị trường khác.',
      ),
  },
  {
    title: 'Chi phí du học Nhật Bản: học phí, ký túc xá và sinh hoạt phí tham khảo',
    summary:
      'Tổng chi phí năm đầu du học Nhật Bản thường vào khoảng 100–150 triệu đồng cho học phí trường tiếng và các khoản ban đầu. Bảng liệt kê từng khoản để bạn tự tính.',
    category: 'study_abroad',
    nation: 'JP',
    tags: ['Du học', 'Chi phí', 'Nhật Bản'],
    daysAgo: 20,
    views: 844,
    body:
      p(
        'Chi phí du học Nhật Bản phụ thuộc vào trường, thành phố và tỷ giá yên tại thời điểm nộp tiền. Mức tham khảo thường gặp cho năm đầu học trường tiếng là <strong>khoảng 100–150 triệu đồng</strong> cho các khoản phải nộp trước khi sang, chưa gồm sinh hoạt phí hằng tháng.',
      ) +
      h2('Các khoản thường gặp') +
      ul(
        'Học phí trường tiếng Nhật năm đầu, phí nhập học và phí xét tuyển (nộp cho trường, có hóa đơn của trường).',
        'Ký túc xá hoặc nhà thuê những tháng đầu, tiền đặt cọc nhà.',
        'Vé máy bay, bảo hiểm, khám sức khỏe, dịch thuật và hợp pháp hóa giấy tờ.',
        'Phí dịch vụ tư vấn (nếu có): phải ghi rõ trong hợp đồng với trung tâm.',
        'Sinh hoạt phí hằng tháng: ăn uống, đi lại, điện thoại; ở các thành phố lớn cao hơn ở địa phương.',
      ) +
      p(
        'Du học sinh được làm thêm có giới hạn số giờ mỗi tuần theo quy định của Nhật Bản; không nên tính thu nhập làm thêm để trả nợ vay du học. Hãy yêu cầu trung tâm tư vấn báo giá bằng văn bản, tách riêng khoản nộp cho trường và khoản phí dịch vụ.',
      ),
  },
  {
    title: 'Du học nghề Đức: điều kiện tiếng Đức và những khoản cần chuẩn bị',
    summary:
      'Du học nghề (Ausbildung) cho phép vừa học vừa làm và nhận phụ cấp đào tạo. Trình độ tiếng Đức, hồ sơ và tài chính cần chuẩn bị trước khi nộp đơn.',
    category: 'study_abroad',
    nation: 'DE',
    tags: ['Du học', 'Đức', 'Tiếng Đức'],
    daysAgo: 23,
    views: 377,
    body:
      p(
        'Chương trình đào tạo nghề kép của Đức (Ausbildung) thường kéo dài 2–3,5 năm: học viên học lý thuyết ở trường nghề và thực hành tại doanh nghiệp, được doanh nghiệp trả phụ cấp đào tạo hằng tháng. Các ngành tuyển nhiều học viên quốc tế là điều dưỡng, nhà hàng – khách sạn, cơ điện.',
      ) +
      h2('Điều kiện thường gặp') +
      ul(
        'Tốt nghiệp trung học phổ thông; một số ngành yêu cầu điểm các môn liên quan.',
        'Tiếng Đức: nhiều cơ sở đào tạo yêu cầu trình độ B1, có ngành yêu cầu B2 (theo Khung tham chiếu châu Âu).',
        'Hợp đồng đào tạo với doanh nghiệp Đức và chứng minh tài chính theo yêu cầu của Đại sứ quán.',
      ) +
      p(
        'Mức chứng minh tài chính và lệ phí thị thực thay đổi theo từng năm: hãy xem con số hiện hành trên trang của Đại sứ quán Đức thay vì tin vào bảng giá trọn gói. Thời gian học tiếng từ đầu đến B1 thường mất nhiều tháng; chọn trung tâm có lịch học và lịch thi rõ ràng.',
      ),
  },
  {
    title: 'Đơn hàng Đài Loan: cách đọc bảng lương và các khoản khấu trừ',
    summary:
      'Lương cơ bản, tăng ca, bảo hiểm, tiền ăn ở: một bảng lương Đài Loan có nhiều dòng. Hướng dẫn đọc để biết số tiền thực nhận hằng tháng.',
    category: 'labor_export',
    nation: 'TW',
    tags: ['Đài Loan', 'Lương', 'Chi phí'],
    daysAgo: 26,
    views: 509,
    body:
      p(
        'Đơn hàng Đài Loan thường ghi lương cơ bản theo mức lương tối thiểu do chính quyền Đài Loan công bố, được điều chỉnh theo từng năm. Số tiền thực nhận phụ thuộc vào giờ tăng ca và các khoản khấu trừ.',
      ) +
      h2('Những dòng cần hỏi rõ') +
      ul(
        'Lương cơ bản theo tháng và cách tính tiền tăng ca ngày thường, ngày nghỉ.',
        'Bảo hiểm lao động và bảo hiểm y tế: người lao động đóng một phần theo quy định.',
        'Tiền ăn, tiền ở: mức trừ phải được ghi trong hợp đồng; không được trừ tùy tiện.',
        'Thuế thu nhập: tỷ lệ khấu trừ khác nhau trong và sau 183 ngày cư trú đầu tiên trong năm.',
        'Phí dịch vụ của công ty môi giới phía Đài Loan (nếu có): mức trần theo quy định của Đài Loan, phải có phiếu thu.',
      ) +
      p(
        'Hãy yêu cầu bản hợp đồng lao động ghi đủ các dòng trên trước khi ký, và so sánh mức “thực lĩnh dự kiến” với các đơn hàng cùng ngành trên ViệcXa.',
      ),
  },
  {
    title: 'Bảo vệ dữ liệu cá nhân khi nộp hồ sơ ứng tuyển trực tuyến',
    summary:
      'CV, số căn cước và số điện thoại là dữ liệu cá nhân. Bạn có quyền biết ai xử lý chúng, vì mục đích gì, và yêu cầu xóa khi không còn cần.',
    category: 'news',
    tags: ['Dữ liệu cá nhân', 'Nghị định 13/2023', 'Ứng tuyển'],
    daysAgo: 30,
    views: 233,
    body:
      p(
        'Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân quy định việc xử lý dữ liệu phải có sự đồng ý rõ ràng của chủ thể dữ liệu: im lặng hay không phản hồi không được coi là đồng ý. Người có dữ liệu có quyền rút lại sự đồng ý và yêu cầu xóa dữ liệu.',
      ) +
      h2('Khi nộp hồ sơ, hãy') +
      ul(
        'Chỉ gửi CV và giấy tờ cho đúng đơn hàng, đúng doanh nghiệp bạn đã kiểm tra.',
        'Không gửi ảnh hai mặt căn cước, hộ chiếu qua ứng dụng nhắn tin cho người bạn không biết.',
        'Che các thông tin không cần thiết (số tài khoản ngân hàng, thông tin người thân) khi chưa ký hợp đồng.',
        'Hỏi doanh nghiệp họ sẽ giữ hồ sơ của bạn trong bao lâu và để làm gì.',
      ) +
      p(
        'Trên ViệcXa, CV bạn tải lên chỉ doanh nghiệp nhận hồ sơ và quản trị viên xem được; bạn có thể cập nhật hồ sơ của mình bất kỳ lúc nào trong trang cá nhân.',
      ),
  },
  {
    title: 'Bản nháp: lịch thi tiếng Nhật năm tới',
    summary: 'Bản nháp nội bộ, chưa đăng.',
    category: 'news',
    nation: 'JP',
    tags: ['Tiếng Nhật', 'JLPT'],
    views: 0,
    body: p('Nội dung đang soạn: tổng hợp lịch thi JLPT và JFT-Basic khi có thông báo chính thức.'),
  },
];
