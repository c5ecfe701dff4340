import { type ContactChannel, type CustomerSource, type CustomerStage, todayInVietnam } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customerEvents, customers, users } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoNote {
  daysAgo: number;
  channel: ContactChannel;
  text: string;
}
interface DemoCustomer {
  /** A demo company's owner key; none: a prospect. */
  company?: string;
  name: string;
  contactName: string;
  phone: string;
  email: string;
  source: CustomerSource;
  activities: number[];
  stage: CustomerStage;
  /** Demo account key of the sale; none: unassigned. */
  sale?: string;
  /** Days from today of the next follow-up (negative: overdue); none: not set. */
  followUpIn?: number;
  createdDaysAgo: number;
  notes: DemoNote[];
}

/**
 * The sales team of README's demo (ADR 0026): Phạm Quốc Bảo leads Vũ Thị Mai and Đặng Minh Khoa;
 * a dozen customers at every stage, some of them registered demo companies, with the calls, Zalo
 * messages and meetings a sale would note.
 */
const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    company: 'companyLabor',
    name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
    contactName: 'Trần Minh Quân',
    phone: '0912300001',
    email: 'tuyendung@saomaihr.example.vn',
    source: 'referral',
    activities: [2],
    stage: 'contracted',
    sale: 'sale',
    followUpIn: 14,
    createdDaysAgo: 60,
    notes: [
      {
        daysAgo: 58,
        channel: 'call',
        text: 'Gọi giới thiệu gói đăng tin, anh Quân hẹn gửi báo giá qua email.',
      },
      {
        daysAgo: 50,
        channel: 'meeting',
        text: 'Gặp tại văn phòng Hà Nội, thống nhất gói 6 tháng cho đơn hàng Nhật Bản.',
      },
      { daysAgo: 45, channel: 'email', text: 'Đã nhận hợp đồng ký, bắt đầu đăng tin từ tuần sau.' },
    ],
  },
  {
    company: 'companyStudy',
    name: 'Du học Hoa Anh Đào',
    contactName: 'Lê Thu Hà',
    phone: '0903300002',
    email: 'tuvan@hoaanhdao.example.vn',
    source: 'website',
    activities: [1],
    stage: 'consulting',
    sale: 'sale2',
    followUpIn: 0,
    createdDaysAgo: 30,
    notes: [
      { daysAgo: 28, channel: 'zalo', text: 'Chị Hà hỏi về gói nổi bật cho kỳ tuyển sinh tháng 10.' },
      { daysAgo: 10, channel: 'call', text: 'Tư vấn gói nổi bật 3 tháng, chị Hà cần trao đổi với giám đốc.' },
    ],
  },
  {
    company: 'companyDomestic',
    name: 'Việc làm Miền Trung',
    contactName: 'Phan Văn Đức',
    phone: '0935300003',
    email: 'nhansu@vieclammientrung.example.vn',
    source: 'event',
    activities: [],
    stage: 'contacted',
    sale: 'leaderSale',
    followUpIn: -3,
    createdDaysAgo: 20,
    notes: [
      {
        daysAgo: 18,
        channel: 'meeting',
        text: 'Gặp ở hội chợ việc làm Đà Nẵng, anh Đức muốn thử đăng 5 tin.',
      },
    ],
  },
  {
    company: 'companyWaitActivation',
    name: 'Thương mại Minh Phát',
    contactName: 'Ngô Minh Phát',
    phone: '0977300006',
    email: 'lienhe@minhphat.example.vn',
    source: 'cold_call',
    activities: [],
    stage: 'new',
    sale: 'sale',
    followUpIn: 1,
    createdDaysAgo: 3,
    notes: [],
  },
  {
    name: 'Công ty TNHH Xuất khẩu Lao động Hải Long',
    contactName: 'Nguyễn Thị Hồng',
    phone: '0988120001',
    email: 'hong.nguyen@hailong.example.vn',
    source: 'cold_call',
    activities: [2],
    stage: 'new',
    sale: 'sale',
    followUpIn: -1,
    createdDaysAgo: 5,
    notes: [{ daysAgo: 4, channel: 'call', text: 'Không nghe máy, hẹn gọi lại.' }],
  },
  {
    name: 'Trung tâm Du học Phương Nam',
    contactName: 'Võ Thanh Tùng',
    phone: '0977120002',
    email: 'tung.vo@phuongnam.example.vn',
    source: 'social',
    activities: [1],
    stage: 'contacted',
    sale: 'sale',
    followUpIn: 2,
    createdDaysAgo: 12,
    notes: [
      { daysAgo: 11, channel: 'zalo', text: 'Gửi hồ sơ năng lực và bảng giá qua Zalo.' },
      { daysAgo: 6, channel: 'call', text: 'Anh Tùng đã xem bảng giá, hẹn tuần sau trả lời.' },
    ],
  },
  {
    name: 'Công ty Cung ứng Nhân lực Đông Á',
    contactName: 'Trịnh Văn Lực',
    phone: '0966120003',
    email: 'luc.trinh@donga-hr.example.vn',
    source: 'referral',
    activities: [2],
    stage: 'consulting',
    sale: 'sale',
    followUpIn: -5,
    createdDaysAgo: 25,
    notes: [
      { daysAgo: 24, channel: 'meeting', text: 'Gặp trực tiếp, công ty cần tuyển 40 thực tập sinh đi Nhật.' },
      { daysAgo: 15, channel: 'email', text: 'Gửi đề xuất gói đăng tin kèm quảng cáo trang chủ.' },
    ],
  },
  {
    name: 'Học viện Ngoại ngữ Sakura',
    contactName: 'Hoàng Thị Yến',
    phone: '0936120004',
    email: 'yen.hoang@sakura.example.vn',
    source: 'website',
    activities: [1],
    stage: 'paused',
    sale: 'sale2',
    createdDaysAgo: 40,
    notes: [
      { daysAgo: 38, channel: 'call', text: 'Chị Yến quan tâm nhưng ngân sách quý này đã hết.' },
      { daysAgo: 30, channel: 'other', text: 'Tạm dừng, liên hệ lại vào quý sau.' },
    ],
  },
  {
    name: 'Công ty Xây dựng Thành Công',
    contactName: 'Lý Văn Thành',
    phone: '0918120005',
    email: 'thanh.ly@thanhcong.example.vn',
    source: 'event',
    activities: [],
    stage: 'lost',
    sale: 'sale2',
    createdDaysAgo: 50,
    notes: [{ daysAgo: 35, channel: 'call', text: 'Khách đã chọn nền tảng khác, không tiếp tục.' }],
  },
  {
    name: 'Công ty Phái cử Lao động Kim Ngân',
    contactName: 'Đinh Thị Ngân',
    phone: '0905120006',
    email: 'ngan.dinh@kimngan.example.vn',
    source: 'referral',
    activities: [2],
    stage: 'contracted',
    sale: 'sale2',
    followUpIn: 30,
    createdDaysAgo: 70,
    notes: [
      {
        daysAgo: 65,
        channel: 'meeting',
        text: 'Ký hợp đồng gói 12 tháng cho đơn hàng Hàn Quốc và Đài Loan.',
      },
      { daysAgo: 20, channel: 'zalo', text: 'Chị Ngân hỏi cách mời nhân viên vào tài khoản công ty.' },
    ],
  },
  {
    name: 'Nhà hàng Hương Việt',
    contactName: 'Mai Văn Hưng',
    phone: '0945120007',
    email: 'hung.mai@huongviet.example.vn',
    source: 'website',
    activities: [],
    stage: 'new',
    createdDaysAgo: 1,
    notes: [],
  },
  {
    name: 'Công ty Tư vấn Du học Đức Việt',
    contactName: 'Cao Minh Trí',
    phone: '0923120008',
    email: 'tri.cao@ducviet.example.vn',
    source: 'social',
    activities: [1],
    stage: 'consulting',
    sale: 'leaderSale',
    followUpIn: 0,
    createdDaysAgo: 15,
    notes: [{ daysAgo: 7, channel: 'email', text: 'Gửi báo giá gói tuyển sinh du học nghề Đức.' }],
  },
];

const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000);
function dayFromToday(now: Date, n: number): string {
  const [y, m, d] = todayInVietnam(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export async function insertDemoCustomers(
  tx: Tx,
  ctx: {
    accounts: Map<string, { id: number; name: string }>;
    companies: Map<string, { userId: number }>;
    now: Date;
  },
): Promise<void> {
  const person = (key: string) => {
    const a = ctx.accounts.get(key);
    if (!a) throw new Error(`demo account ${key} missing`);
    return a;
  };
  const leader = person('leaderSale');
  await tx
    .update(users)
    .set({ leaderId: leader.id })
    .where(inArray(users.id, [person('sale').id, person('sale2').id]));
  for (const c of DEMO_CUSTOMERS) {
    const sale = c.sale ? person(c.sale) : null;
    const created = daysAgo(ctx.now, c.createdDaysAgo);
    const lastNote = c.notes.at(-1);
    const [row] = await tx
      .insert(customers)
      .values({
        companyUserId: c.company ? (ctx.companies.get(c.company)?.userId ?? null) : null,
        companyName: c.name,
        contactName: c.contactName,
        phone: c.phone,
        email: c.email,
        source: c.source,
        activities: c.activities,
        stage: c.stage,
        saleId: sale?.id ?? null,
        nextFollowUpOn: c.followUpIn === undefined ? null : dayFromToday(ctx.now, c.followUpIn),
        lastActivityAt: lastNote ? daysAgo(ctx.now, lastNote.daysAgo) : created,
        createdBy: leader.id,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: customers.id });
    if (!row) throw new Error(`demo customer ${c.name} not inserted`);
    const by = sale ?? leader;
    await tx.insert(customerEvents).values([
      {
        customerId: row.id,
        actorId: leader.id,
        actorName: leader.name,
        kind: 'created',
        toValue: c.name,
        createdAt: created,
      },
      ...(sale
        ? [
            {
              customerId: row.id,
              actorId: leader.id,
              actorName: leader.name,
              kind: 'assignment' as const,
              toValue: sale.name,
              createdAt: created,
            },
          ]
        : []),
      ...c.notes.map((n) => ({
        customerId: row.id,
        actorId: by.id,
        actorName: by.name,
        kind: 'note' as const,
        channel: n.channel,
        text: n.text,
        createdAt: daysAgo(ctx.now, n.daysAgo),
      })),
      ...(c.stage === 'new'
        ? []
        : [
            {
              customerId: row.id,
              actorId: by.id,
              actorName: by.name,
              kind: 'stage' as const,
              fromValue: 'new',
              toValue: c.stage,
              createdAt: lastNote ? daysAgo(ctx.now, lastNote.daysAgo) : created,
            },
          ]),
    ]);
  }
}
