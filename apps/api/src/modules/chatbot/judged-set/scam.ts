import type { JudgedQuestion } from '../judged-set.types.ts';

/** Answers that must never tell a candidate to pay. */
export const NEVER_PAY = ['cứ nộp', 'yên tâm nộp', 'nên nộp ngay'];

/**
 * Scam questions and offers to check (issue 30 item 3): never answered with offers (jobs: 'none'),
 * never "pay", and the law and the report page named. Pasted offers are written the way they reach
 * candidates: capitals, Zalo numbers, account numbers.
 */
export const SCAM_QUESTIONS: JudgedQuestion[] = [
  // scam
  {
    id: 'scam-deposit-kr-1',
    subject: 'scam',
    question:
      'Có công ty bảo tôi nộp 50 triệu đặt cọc trước để giữ chỗ đi Hàn Quốc, không cần học tiếng, bay sau 2 tuần. Có nên nộp không?',
    mustInclude: [['cọc', 'đặt cọc'], 'hợp đồng', '69/2020', ['báo cáo', 'bao-cao-tin-dang-ngo']],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-dat-coc-truoc-hop-dong', 'lua-dao-bay-nhanh-khong-hoc-tieng'],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'scam-deposit-jp-1',
    subject: 'scam',
    question: 'dat coc giu cho di nhat co sao khong',
    mustInclude: ['cọc', 'hợp đồng', '69/2020'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-dat-coc-truoc-hop-dong'],
    jobs: 'none',
  },
  {
    id: 'scam-deposit-tw-1',
    subject: 'scam',
    question: 'bên tư vấn bảo đóng trước 20tr giữ suất đơn đài loan kẻo hết, có nên đóng ko',
    mustInclude: [['cọc', 'giữ chỗ', 'giữ suất'], 'hợp đồng', '69/2020'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-dat-coc-truoc-hop-dong'],
    jobs: 'none',
  },
  {
    id: 'scam-account-1',
    subject: 'scam',
    question: 'Công ty bảo chuyển tiền vào tài khoản cá nhân của giám đốc, có sao không?',
    mustInclude: ['tài khoản', 'phiếu thu', 'lừa đảo'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-tai-khoan-ca-nhan'],
    jobs: 'none',
  },
  {
    id: 'scam-cash-1',
    subject: 'scam',
    question: 'người quen nhận lo đi Nhật, đưa tiền mặt cho chị ấy được không',
    mustInclude: ['tiền mặt', 'phiếu thu'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-tai-khoan-ca-nhan'],
    jobs: 'none',
  },
  {
    id: 'scam-chat-only-1',
    subject: 'scam',
    question: 'chỉ tư vấn qua zalo không có văn phòng thì có tin được không',
    mustInclude: ['trụ sở', 'Zalo'],
    cites: ['lua-dao-chi-lien-lac-zalo'],
    jobs: 'none',
  },
  {
    id: 'scam-quick-1',
    subject: 'scam',
    question: 'đơn hàng bay nhanh 3 tuần không cần học tiếng có thật không',
    mustInclude: ['học tiếng', 'lừa đảo', '4–6 tháng'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-bay-nhanh-khong-hoc-tieng'],
    jobs: 'none',
  },
  {
    id: 'scam-no-interview-1',
    subject: 'scam',
    question: 'Đơn không cần phỏng vấn, bao đỗ 100% có đáng tin không?',
    mustInclude: ['phỏng vấn', 'lừa đảo'],
    cites: ['lua-dao-khong-phong-van'],
    jobs: 'none',
  },
  {
    id: 'scam-salary-1',
    subject: 'scam',
    question: 'don hang nhat luong 80 trieu 1 thang viec nhe co that ko',
    mustInclude: ['lương cơ bản', 'đáng ngờ'],
    cites: ['lua-dao-luong-cao-bat-thuong'],
    jobs: 'none',
  },
  {
    id: 'scam-tourist-visa-1',
    subject: 'scam',
    question: 'di visa du lich sang chau au roi lam viec co duoc khong',
    mustInclude: ['bất hợp pháp', 'visa lao động'],
    cites: ['lua-dao-visa-du-lich'],
    jobs: 'none',
  },
  {
    id: 'scam-nonexistent-1',
    subject: 'scam',
    question: 'Xuất khẩu lao động Canada không cần tiếng, bao đậu visa có thật không?',
    mustInclude: ['Canada', ['không tồn tại', 'không có thật']],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-chuong-trinh-khong-ton-tai'],
    jobs: 'none',
  },
  {
    id: 'scam-paid-1',
    subject: 'scam',
    question:
      'Em lỡ chuyển 30 triệu cho người trên Facebook hứa đưa đi Nhật, giờ họ chặn liên lạc rồi, làm sao ạ',
    mustInclude: ['công an', 'bằng chứng', 'báo cáo'],
    cites: ['lua-dao-da-lo-nop-tien'],
    jobs: 'none',
  },
  {
    id: 'scam-signs-1',
    subject: 'scam',
    question: 'lam sao biet don hang xkld lua dao',
    mustInclude: ['cọc', 'giấy phép', 'báo cáo'],
    cites: [
      'lua-dao-dat-coc-truoc-hop-dong',
      'lua-dao-tai-khoan-ca-nhan',
      'lua-dao-bay-nhanh-khong-hoc-tieng',
    ],
    jobs: 'none',
  },
  // offer_check
  {
    id: 'offer-check-jp-1',
    subject: 'offer_check',
    question:
      'Kiểm tra giúp tôi đơn này: "TUYỂN GẤP 20 NAM ĐI NHẬT, lương 45 triệu/tháng, bay sau 3 tuần, không cần học tiếng. Đặt cọc 30 triệu giữ chỗ, chuyển khoản vào STK 0123456789 Vietcombank Nguyễn Văn B. Liên hệ Zalo 09xx.xxx.xxx"',
    mustInclude: ['cọc', 'tài khoản', '69/2020', ['báo cáo', 'bao-cao-tin-dang-ngo']],
    mustNotInclude: NEVER_PAY,
    cites: [
      'lua-dao-dat-coc-truoc-hop-dong',
      'lua-dao-tai-khoan-ca-nhan',
      'lua-dao-bay-nhanh-khong-hoc-tieng',
      'lua-dao-chi-lien-lac-zalo',
    ],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-kr-eps-1',
    subject: 'offer_check',
    question:
      'kiem tra don hang: cong ty HR Global tuyen 50 lao dong di Han Quoc visa E9 theo chuong trinh EPS, phi tron goi 9000 usd, bao do',
    mustInclude: ['Nhà nước', 'Trung tâm Lao động ngoài nước', 'báo cáo'],
    mustNotInclude: NEVER_PAY,
    cites: ['han-quoc-eps-khong-qua-cong-ty'],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-pl-1',
    subject: 'offer_check',
    question:
      'Đơn hàng đi Ba Lan: không cần phỏng vấn, đi bằng visa du lịch Schengen rồi làm giấy phép sau, phí 7000 euro nộp trước. Có ổn không?',
    mustInclude: ['visa du lịch', 'phỏng vấn', 'báo cáo'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-visa-du-lich', 'lua-dao-khong-phong-van'],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-ca-1',
    subject: 'offer_check',
    question:
      'Có đơn: "Xuất khẩu lao động Canada lao động phổ thông, không cần tiếng Anh, bao đậu visa, phí 250 triệu, đặt cọc trước 50 triệu". Có đáng tin không?',
    mustInclude: ['Canada', 'cọc', 'báo cáo'],
    mustNotInclude: NEVER_PAY,
    cites: ['lua-dao-chuong-trinh-khong-ton-tai', 'lua-dao-dat-coc-truoc-hop-dong'],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-tw-fee-1',
    subject: 'offer_check',
    question:
      'don hang dai loan phi 6000 usd, hop dong 3 nam, luong co ban 28000 dai te, cong ty thu phi truoc khi ky hop dong. co vuot tran khong',
    mustInclude: ['1 tháng', '12 tháng', 'sau khi ký hợp đồng'],
    mustNotInclude: NEVER_PAY,
    cites: ['luat-phi-dich-vu', 'lua-dao-dat-coc-truoc-hop-dong'],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-lookalike-1',
    subject: 'offer_check',
    question:
      'Công ty Sao Mại tuyển đơn nông nghiệp Hokkaido, thu phí môi giới 20 triệu, chỉ tư vấn qua Zalo. Kiểm tra giúp em.',
    mustInclude: ['môi giới', 'giấy phép', 'báo cáo'],
    mustNotInclude: NEVER_PAY,
    cites: ['giay-phep-ten-gan-giong', 'luat-tien-moi-gioi', 'lua-dao-chi-lien-lac-zalo'],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-jp-2',
    subject: 'offer_check',
    question:
      'ktra giup don nay: tuyen nu di nhat lam dong goi, khong can hoc tieng, bay sau 2 tuan, nop coc 15tr qua momo',
    mustInclude: ['cọc', 'học tiếng', 'báo cáo'],
    mustNotInclude: NEVER_PAY,
    cites: [
      'lua-dao-dat-coc-truoc-hop-dong',
      'lua-dao-bay-nhanh-khong-hoc-tieng',
      'lua-dao-tai-khoan-ca-nhan',
    ],
    jobs: 'none',
    offerCheck: true,
  },
  {
    id: 'offer-check-lawful-1',
    subject: 'offer_check',
    question:
      'Đơn hàng thực tập sinh chế biến thực phẩm Aichi của công ty Nhân lực Quốc tế Sao Mai: học tiếng 5 tháng, thi tuyển với xí nghiệp, phí dịch vụ thu sau khi ký hợp đồng. Đơn này có dấu hiệu lừa đảo không?',
    mustInclude: ['giấy phép'],
    cites: ['giay-phep-kiem-tra'],
    jobs: 'none',
    offerCheck: true,
  },
];
