/**
 * The offer check's words (issue 30 item 3): each flag's title, the law behind it, the advice.
 * Facts from /work/shared/DOMAIN.md and ADRs 0030–0032 (Law 69/2020/QH14, Circular 21/2021 and
 * Circular 02/2024 as recorded there); no article number, figure or phone number beyond them.
 */
import {
  NATION_SEARCH_TEXT,
  OFFER_LICENCE_TEXT,
  type OfferCheckResult,
  type OfferFlagCode,
} from '@app/contract';

export const FLAG_TITLE: Readonly<Record<OfferFlagCode, string>> = {
  deposit_before_contract: 'Đòi tiền cọc trước khi ký hợp đồng',
  fee_over_cap: 'Tiền phải nộp vượt mức trần phí dịch vụ',
  brokerage_fee: 'Thu phí môi giới của người lao động',
  personal_account: 'Nộp tiền vào tài khoản cá nhân hoặc đưa tay cho một người',
  no_licence: 'Không thấy giấy phép đưa người lao động đi làm việc ở nước ngoài',
  unverified_licence: 'Giấy phép của doanh nghiệp chưa được xác minh',
  lookalike_company: 'Tên gần giống một doanh nghiệp có giấy phép',
  quick_departure: 'Hứa bay gấp, không học tiếng',
  no_interview: 'Hứa không cần phỏng vấn, thi tuyển',
  eps_private: 'Đi EPS Hàn Quốc qua công ty tư nhân',
  nonexistent_programme: 'Chương trình hoặc loại visa không có thật',
  salary_too_high: 'Lương cao bất thường',
  chat_only: 'Chỉ liên hệ qua Zalo, Facebook, Telegram',
};

const LAW_69 = 'Luật Người lao động Việt Nam đi làm việc ở nước ngoài theo hợp đồng (Luật số 69/2020/QH14)';

export const LAW = {
  deposit: `${LAW_69}: tiền dịch vụ được thỏa thuận trong hợp đồng và chỉ thu sau khi ký hợp đồng; tiền ký quỹ (nếu có) chỉ theo hợp đồng, gửi vào tài khoản phong tỏa tại ngân hàng đứng tên người lao động. Không có khoản "cọc giữ chỗ" hợp pháp nào trước khi ký hợp đồng.`,
  feeCap: `${LAW_69}: tiền dịch vụ tối đa 1 tháng lương cơ bản cho mỗi 12 tháng làm việc (1,5 tháng với thuyền viên), thu sau khi ký hợp đồng; Thông tư 21/2021/TT-BLĐTBXH còn quy định mức trần riêng cho từng thị trường, có thể thấp hơn.`,
  brokerage: `${LAW_69} cấm thu tiền môi giới của người lao động. Khoản môi giới (nếu có) do doanh nghiệp tự trả cho bên trung gian trong giới hạn của Thông tư 02/2024; riêng thị trường Nhật Bản không được có khoản này.`,
  personalAccount: `${LAW_69}: tiền dịch vụ do chính doanh nghiệp được cấp phép thu theo hợp đồng; thu tiền trái quy định bị cấm. Tiền chuyển vào tài khoản cá nhân hay đưa tay cho một người thì không có gì bảo đảm, rất khó đòi lại.`,
  licence: `${LAW_69}: chỉ doanh nghiệp được cấp giấy phép mới được đưa người lao động đi làm việc ở nước ngoài; hoạt động không có giấy phép hoặc mượn giấy phép bị cấm. Danh sách doanh nghiệp được cấp phép do Cục Quản lý lao động ngoài nước công bố (dolab.gov.vn).`,
  lookalike: `Mạo danh doanh nghiệp được cấp phép bằng tên gần giống là thủ đoạn lừa đảo thường gặp; ${LAW_69} cấm hoạt động không có giấy phép và mượn giấy phép. Đối chiếu tên đầy đủ và số giấy phép trên danh sách của Cục Quản lý lao động ngoài nước (dolab.gov.vn).`,
  quickDeparture: `${LAW_69}: người lao động phải được bồi dưỡng kiến thức cần thiết trước khi đi. Chương trình hợp pháp cần thời gian tuyển chọn, học ngoại ngữ, làm hồ sơ và xin thị thực, thường vài tháng.`,
  noInterview: `${LAW_69} cấm quảng cáo, cung cấp thông tin gian dối để tuyển người lao động. Đơn hàng hợp pháp thường có vòng tuyển chọn của chủ sử dụng nước ngoài (phỏng vấn, thi tay nghề hoặc ngoại ngữ); không ai "bao đậu" được.`,
  eps: 'Chương trình EPS (cấp phép việc làm, visa E-9) do Trung tâm Lao động ngoài nước, cơ quan nhà nước, thực hiện theo thỏa thuận giữa hai Chính phủ, qua kỳ thi tiếng Hàn EPS-TOPIK; không công ty tư nhân nào được tuyển người đi theo chương trình này.',
  angloVisa: `Không có loại visa nào tên "visa lao động phổ thông" mà doanh nghiệp Việt Nam bán kèm lời hứa "không cần tiếng"; mọi diện thị thực lao động do cơ quan di trú của nước đến cấp theo điều kiện công bố trên trang chính thức của họ. ${LAW_69} cấm quảng cáo, cung cấp thông tin gian dối để tuyển người lao động.`,
  touristVisa:
    'Thị thực du lịch không cho phép làm việc: đi du lịch rồi ở lại làm việc là cư trú và lao động bất hợp pháp ở nước đến, có thể bị trục xuất và cấm nhập cảnh. Người lao động đi làm việc ở nước ngoài theo hợp đồng phải có thị thực lao động theo Luật số 69/2020/QH14.',
  sswKorea:
    '"Kỹ năng đặc định" (tokutei ginou) là chương trình của Nhật Bản; Hàn Quốc không có chương trình mang tên này. Lao động phổ thông sang Hàn Quốc đi theo chương trình EPS do Trung tâm Lao động ngoài nước thực hiện.',
  epsJapan:
    'EPS là chương trình cấp phép việc làm của Hàn Quốc, không phải của Nhật Bản. Sang Nhật làm việc có các diện thực tập sinh kỹ năng, kỹ năng đặc định, kỹ sư, mỗi diện có điều kiện riêng.',
  salary: `${LAW_69} cấm quảng cáo, cung cấp thông tin gian dối để tuyển người lao động. Lương hứa cao gấp đôi các đơn hàng cùng nước là lời mời chào thường gặp; hãy hỏi lương cơ bản, giờ làm và các khoản khấu trừ ghi trong hợp đồng.`,
  chatOnly: `Doanh nghiệp được cấp phép có trụ sở và người đại diện ghi trên giấy phép; ${LAW_69} cấm quảng cáo, cung cấp thông tin gian dối. Người tuyển chỉ nhắn tin qua ứng dụng, không hẹn gặp tại văn phòng doanh nghiệp, thì rất khó truy trách nhiệm khi có chuyện.`,
} as const;

export const ADVICE = {
  always: [
    'Không nộp bất kỳ khoản tiền nào trước khi ký hợp đồng đưa người lao động đi làm việc ở nước ngoài.',
    'Chỉ nộp tiền vào tài khoản mang tên doanh nghiệp được cấp phép và giữ hóa đơn, biên lai có đóng dấu.',
    'Kiểm tra tên đầy đủ và số giấy phép của doanh nghiệp trên danh sách của Cục Quản lý lao động ngoài nước (dolab.gov.vn), và hỏi người tư vấn có đúng là nhân viên của doanh nghiệp đó không.',
    'Đòi hợp đồng bằng tiếng Việt và đọc kỹ trước khi ký: lương cơ bản, thời hạn, giờ làm, từng khoản phí, khi nào nộp và điều kiện hoàn trả.',
  ],
  computeCap:
    'Tự tính mức trần phí dịch vụ: tối đa 1 tháng lương cơ bản cho mỗi 12 tháng hợp đồng (hợp đồng 3 năm: tối đa 3 tháng lương). Hỏi rõ lương cơ bản và thời hạn hợp đồng để so sánh.',
  eps: 'Muốn đi Hàn Quốc theo chương trình EPS: theo dõi thông báo tuyển chọn và kỳ thi EPS-TOPIK của Trung tâm Lao động ngoài nước, không qua công ty tư nhân.',
  report:
    'Thấy dấu hiệu lừa đảo, hãy báo cho ViệcXa (không cần đăng nhập) và cho cơ quan lao động nơi bạn ở.',
} as const;

type LicenceOut = NonNullable<OfferCheckResult['company']>['licence'];

export function licenceDetail(name: string, state: LicenceOut): string {
  return `${name} có trên ViệcXa nhưng ${OFFER_LICENCE_TEXT[state]}. Đơn hàng xuất khẩu lao động của doanh nghiệp chỉ được đăng khi giấy phép đã được xác minh.`;
}

/** "Nhật Bản", "Hàn Quốc", "nước Úc" (the search dictionary's name), or the code. */
export const nationName = (code: string): string => NATION_SEARCH_TEXT[code] ?? code;
