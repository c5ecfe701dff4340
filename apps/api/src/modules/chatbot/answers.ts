import {
  CHAT_MAX_CARDS,
  CHAT_WELCOME,
  formatSalaryRange,
  type JobCard,
  type PublicCompanyCard,
} from '@app/contract';
import type { ChatData } from './chat-data.ts';
import type { Detected } from './intent.ts';

/**
 * The adviser's keyword templates (ADR 0029): every figure in them is either the spec's canned
 * advice (§9) or read from our database; nothing else.
 */

/** Spec §9's canned cost advice, in million VND. */
export const COST_ADVICE = {
  general: 'Chi phí tham khảo thường từ 80–200 triệu đồng, tùy chương trình và quốc gia',
  japanStudy: 'Du học Nhật Bản: khoảng 100–150 triệu đồng',
  singapore: 'Du học Singapore: khoảng 150–200 triệu đồng',
  labour: 'Xuất khẩu lao động: khoảng 80–120 triệu đồng',
} as const;

export const NATION_NAMES: Record<string, string> = {
  JP: 'Nhật Bản',
  SG: 'Singapore',
  KR: 'Hàn Quốc',
  MY: 'Malaysia',
  TW: 'Đài Loan',
  DE: 'Đức',
  AU: 'Úc',
  CA: 'Canada',
  PL: 'Ba Lan',
  HU: 'Hungary',
  RO: 'Romania',
  CN: 'Trung Quốc',
};

const vnd = new Intl.NumberFormat('vi-VN');

/** The cost advice lines that fit the question (all of them when it names no country or kind). */
export function costAdvice(d: Detected): string[] {
  const lines: string[] = [`${COST_ADVICE.general}:`];
  const study = d.kind !== 'labor_export';
  const labour = d.kind !== 'study_abroad';
  if (study && (!d.nation || d.nation === 'JP')) lines.push(`• ${COST_ADVICE.japanStudy}`);
  if (study && (!d.nation || d.nation === 'SG')) lines.push(`• ${COST_ADVICE.singapore}`);
  if (labour) lines.push(`• ${COST_ADVICE.labour}`);
  return lines;
}

const jobLine = (j: JobCard) => {
  const salary =
    j.salary_minimum === null && j.salary_maximum === null
      ? ''
      : `, lương ${formatSalaryRange(j.salary_minimum, j.salary_maximum, j.salary_currency, j.salary_period)}`;
  return `• ${j.name} (${j.company.name}${salary})`;
};

const ratingLine = (c: PublicCompanyCard) =>
  `• ${c.name}: ${c.stats.averageRating?.toFixed(1)}/5 (${c.stats.totalReviews} đánh giá)`;

function where(d: Detected): string {
  const nation = d.nation ? NATION_NAMES[d.nation] : null;
  return nation ? ` ở ${nation}` : d.kind === 'domestic' ? ' trong nước' : '';
}

function jobsText(d: Detected, data: ChatData): string {
  if (data.jobs.length === 0)
    return `Hiện ViệcXa chưa có tin tuyển dụng phù hợp${where(d)}. Bạn có thể xem tất cả việc làm tại trang Việc làm hoặc hỏi theo quốc gia, ngành nghề khác.`;
  const total = data.jobTotal > data.jobs.length ? `${data.jobTotal}` : `${data.jobs.length}`;
  return [
    `ViệcXa đang có ${total} tin tuyển dụng phù hợp${where(d)}. Một số gợi ý:`,
    ...data.jobs.slice(0, CHAT_MAX_CARDS).map(jobLine),
  ].join('\n');
}

/** Highest fee of the jobs found, when a company gave one (a figure from our data, not an estimate). */
function feeLine(data: ChatData): string | null {
  const fees = data.jobs.map((j) => j.expense_max).filter((x): x is number => x !== null && x > 0);
  if (fees.length === 0) return null;
  return `Các tin tuyển dụng bên dưới ghi chi phí tối đa từ ${vnd.format(Math.min(...fees))} đến ${vnd.format(Math.max(...fees))} VND.`;
}

/** Said with every list of well-rated companies: a rating is people's opinion, a licence is the law. */
export const LICENCE_REMINDER =
  'Điểm đánh giá là ý kiến của người dùng. Trước khi nộp hồ sơ đi làm việc ở nước ngoài, hãy kiểm tra công ty có giấy phép của Bộ trong danh sách do Cục Quản lý lao động ngoài nước công bố (dolab.gov.vn), đúng tên và số giấy phép.';

export const OFF_TOPIC_TEXT =
  'Tôi là trợ lý tư vấn việc làm, du học và xuất khẩu lao động của ViệcXa nên chỉ trả lời được các câu hỏi về những chủ đề này. Bạn có thể hỏi ví dụ: "Chi phí đi Nhật bao nhiêu?" hoặc "Đơn hàng điều dưỡng Đức".';

const STUDY_VS_LABOUR = [
  'Du học và xuất khẩu lao động phù hợp với mục tiêu khác nhau:',
  '• Du học: học tiếng và học nghề hoặc đại học, được làm thêm theo giờ quy định; chi phí ban đầu cao hơn nhưng có bằng cấp và cơ hội ở lại làm việc lâu dài.',
  '• Xuất khẩu lao động: đi làm theo hợp đồng với mức lương ổn định, chi phí ban đầu thấp hơn; thời hạn theo hợp đồng và ngành nghề của đơn hàng.',
  `${COST_ADVICE.general}. Bạn nên cân nhắc độ tuổi, trình độ ngoại ngữ, khả năng tài chính và mong muốn lâu dài, rồi trao đổi trực tiếp với công ty.`,
].join('\n');

/**
 * The template answer of a question, or null when keyword detection has none of its own (an
 * unrecognised question: the model answers it, and its failure shows the spec's failure text).
 */
export function templateAnswer(d: Detected, data: ChatData, aiConfigured: boolean): string | null {
  switch (d.intent) {
    case 'greeting':
      return CHAT_WELCOME;
    case 'off_topic':
      return aiConfigured ? null : OFF_TOPIC_TEXT;
    case 'top_rated':
      return data.companies.length === 0
        ? 'Hiện chưa có công ty nào có điểm đánh giá trung bình từ 3 trở lên trên ViệcXa.'
        : [
            `Các công ty được người lao động đánh giá cao trên ViệcXa (điểm trung bình từ 3/5):`,
            ...data.companies.map(ratingLine),
          ].join('\n');
    case 'study_vs_labour':
      return STUDY_VS_LABOUR;
    case 'cost': {
      const fee = feeLine(data);
      return [
        ...costAdvice(d),
        'Chi phí thực tế của từng chương trình do công ty công bố; hãy hỏi rõ các khoản trước khi đóng tiền.',
        ...(fee ? [fee] : []),
        ...(data.jobs.length > 0 ? ['', jobsText(d, data)] : []),
      ].join('\n');
    }
    default:
      return jobsText(d, data);
  }
}
