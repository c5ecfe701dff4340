import type { Db } from '../client.ts';
import { companyReviews } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoReview {
  company: string;
  seeker: string;
  daysAgo: number;
  rating: number;
  costs?: number;
  before?: number;
  abroad?: number;
  title: string;
  content: string;
  anonymous?: boolean;
  /** The company's public reply (by its owner account), days ago. */
  reply?: { content: string; daysAgo: number };
}

/**
 * A few reviews of the demo companies by the demo seekers, as candidates write them: the good and
 * the less good, no made-up praise. Ngọc and An applied to Sao Mai and Hoa Anh Đào (the badge);
 * Ngọc's review of Miền Trung carries none (she never applied there through the platform).
 */
const DEMO_REVIEWS: DemoReview[] = [
  {
    company: 'companyLabor',
    seeker: 'employee2',
    daysAgo: 5,
    rating: 5,
    costs: 5,
    before: 4,
    title: 'Chi phí báo rõ từng khoản ngay từ buổi tư vấn đầu',
    content:
      'Tôi được gửi bảng chi phí có ghi rõ tiền dịch vụ, tiền đào tạo, phí khám sức khỏe và vé máy bay, khớp với hợp đồng ký sau đó. Lịch phỏng vấn với xí nghiệp được báo trước một tuần. Lớp tiếng Nhật hơi đông nên ai học chậm cần tự ôn thêm.',
    reply: {
      content:
        'Cảm ơn bạn Ngọc đã chia sẻ. Từ khóa tới, trung tâm tách lớp tiếng Nhật thành hai nhóm theo trình độ để học viên được kèm kỹ hơn.',
      daysAgo: 4,
    },
  },
  {
    company: 'companyLabor',
    seeker: 'employee',
    daysAgo: 3,
    rating: 4,
    costs: 4,
    before: 4,
    title: 'Hồ sơ xử lý nhanh, tư vấn viên trả lời rõ ràng',
    content:
      'Nộp hồ sơ đơn hàng Aichi xong thì hai ngày sau đã có người gọi lại hẹn phỏng vấn online. Câu hỏi nào về hợp đồng cũng được giải thích, có gửi bản hợp đồng mẫu để đọc trước. Trừ một sao vì văn phòng ở xa, phải đi lại nhiều lần để ký giấy tờ.',
  },
  {
    company: 'companyStudy',
    seeker: 'employee',
    daysAgo: 2,
    rating: 3,
    costs: 3,
    title: 'Tư vấn nhiệt tình nhưng phản hồi còn chậm',
    content:
      'Tư vấn viên giải thích kỹ về trường tiếng ở Tokyo và học phí năm đầu. Tuy vậy tôi hỏi về chi phí ký túc xá qua email gần một tuần mới có trả lời, và phí dịch thuật hồ sơ chỉ được báo khi đã nộp giấy tờ.',
    anonymous: true,
  },
  {
    company: 'companyDomestic',
    seeker: 'employee2',
    daysAgo: 8,
    rating: 4,
    title: 'Giới thiệu việc làm đúng như mô tả',
    content:
      'Tôi đến văn phòng ở Đà Nẵng để hỏi việc may mặc. Nhân viên giới thiệu hai xưởng, mức lương và giờ làm đúng như đã nói, không thu phí giới thiệu của người lao động.',
  },
];

const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000);

export async function insertDemoReviews(
  tx: Tx,
  ctx: {
    accounts: Map<string, { id: number }>;
    companies: Map<string, { id: number; userId: number }>;
    now: Date;
  },
): Promise<void> {
  for (const r of DEMO_REVIEWS) {
    const seeker = ctx.accounts.get(r.seeker);
    const company = ctx.companies.get(r.company);
    if (!seeker || !company) throw new Error(`demo review of ${r.company} by ${r.seeker}: missing account`);
    const at = daysAgo(ctx.now, r.daysAgo);
    const replyAt = r.reply ? daysAgo(ctx.now, r.reply.daysAgo) : null;
    await tx.insert(companyReviews).values({
      companyId: company.id,
      userId: seeker.id,
      rating: r.rating,
      ratingCosts: r.costs ?? null,
      ratingBeforeDeparture: r.before ?? null,
      ratingAbroad: r.abroad ?? null,
      title: r.title,
      content: r.content,
      anonymous: r.anonymous ?? false,
      replyContent: r.reply?.content ?? null,
      replyBy: r.reply ? company.userId : null,
      replyCreatedAt: replyAt,
      replyUpdatedAt: replyAt,
      createdAt: at,
      updatedAt: at,
    });
  }
}
