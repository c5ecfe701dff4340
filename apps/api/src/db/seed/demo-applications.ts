import type { ApplicationStatus } from '@app/contract';
import { inArray } from 'drizzle-orm';
import { recordApplicationEvent } from '../../modules/applications/applications.repo.ts';
import { ensureOnlineResume } from '../../modules/applications/resumes.service.ts';
import type { FileStorage } from '../../modules/uploads/storage.ts';
import { saveUpload } from '../../modules/uploads/uploads.service.ts';
import type { Db } from '../client.ts';
import { applications, jobs } from '../schema/index.ts';
import { demoCvPdf } from './demo-cv.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoApplication {
  job: string;
  /** Demo account key of the seeker; omitted for a guest. */
  seeker?: string;
  guest?: { name: string; phone: string; email: string };
  message?: string;
  daysAgo: number;
  /** Steps after "submitted": status, days ago, note (made by the company owner). */
  steps?: { to: ApplicationStatus; daysAgo: number; note?: string }[];
}

const AICHI = 'Đơn hàng chế biến thực phẩm tại Aichi – Nhật Bản';
const OSAKA = 'Thực tập sinh hàn bán tự động tại Osaka – Nhật Bản';
const NAGOYA = 'Kỹ sư cơ khí làm việc tại Nagoya – Nhật Bản (visa kỹ sư)';
const TAICHUNG = 'Tuyển 20 nữ may công nghiệp làm việc tại Đài Trung – Đài Loan';
const TOKYO_STUDY = 'Du học Nhật Bản hệ tiếng tại Tokyo – kỳ tháng 4/2027';

/**
 * Applications on the demo companies' public offers, so the company, admin and seeker screens
 * have a pipeline to show: the demo seeker (ungvien@) at several steps, another seeker, guests.
 */
const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    job: AICHI,
    seeker: 'employee',
    message: 'Em đã có 2 năm làm công nhân chế biến thủy sản, mong được phỏng vấn.',
    daysAgo: 9,
    steps: [
      { to: 'reviewing', daysAgo: 8 },
      { to: 'interview', daysAgo: 5, note: 'Phỏng vấn online với xí nghiệp lúc 9h sáng thứ Hai tuần tới.' },
    ],
  },
  { job: NAGOYA, seeker: 'employee', daysAgo: 2 },
  { job: TOKYO_STUDY, seeker: 'employee', daysAgo: 4, steps: [{ to: 'reviewing', daysAgo: 3 }] },
  {
    job: AICHI,
    seeker: 'employee2',
    daysAgo: 12,
    steps: [
      { to: 'reviewing', daysAgo: 11 },
      { to: 'interview', daysAgo: 9 },
      { to: 'passed', daysAgo: 6, note: 'Trúng tuyển, nhập học tiếng Nhật từ đầu tháng sau.' },
    ],
  },
  {
    job: AICHI,
    guest: { name: 'Lê Văn Hùng', phone: '0978123456', email: 'hung.le@example.com' },
    daysAgo: 1,
  },
  {
    job: TAICHUNG,
    guest: { name: 'Phạm Thị Lan', phone: '0967234567', email: 'lan.pham@example.com' },
    message: 'Tôi đã làm may 5 năm ở Bình Dương.',
    daysAgo: 6,
    steps: [{ to: 'reviewing', daysAgo: 5 }],
  },
  {
    job: OSAKA,
    guest: { name: 'Hoàng Minh Tuấn', phone: '0945345678', email: 'tuan.hoang@example.com' },
    daysAgo: 10,
    steps: [{ to: 'rejected', daysAgo: 7, note: 'Chưa có chứng chỉ hàn theo yêu cầu của xí nghiệp.' }],
  },
];

const DAY = 86_400_000;

function guestCv(guest: { name: string; phone: string; email: string }, job: string) {
  const data = demoCvPdf(`CV - ${guest.name}`, [
    `Dien thoai: ${guest.phone}`,
    `Email: ${guest.email}`,
    `Vi tri ung tuyen: ${job}`,
    'Kinh nghiem: 3 nam lam viec tai nha may trong nuoc.',
  ]);
  return {
    name: `cv-${guest.phone}.pdf`,
    size: data.length,
    mimeType: 'application/pdf',
    declaredMimeType: 'application/pdf',
    data,
  };
}

export async function insertDemoApplications(
  tx: Tx,
  ctx: {
    accounts: Map<string, { id: number; name: string; email: string; phone: string }>;
    companyOwners: Map<number, number>;
    now: Date;
    /** Where guests' CV files go; without it (tests' template database) guests have none. */
    storage?: FileStorage;
  },
): Promise<void> {
  const titles = [...new Set(DEMO_APPLICATIONS.map((a) => a.job))];
  const jobRows = await tx
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId })
    .from(jobs)
    .where(inArray(jobs.title, titles));
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY);
  for (const a of DEMO_APPLICATIONS) {
    const job = jobRows.find((j) => j.title === a.job);
    if (!job) throw new Error(`demo application: job "${a.job}" missing`);
    const seeker = a.seeker ? ctx.accounts.get(a.seeker) : undefined;
    if (a.seeker && !seeker) throw new Error(`demo application: account ${a.seeker} missing`);
    const resume = seeker ? await ensureOnlineResume(tx, seeker.id) : undefined;
    const contact = seeker ?? a.guest;
    if (!contact) throw new Error('demo application: neither seeker nor guest');
    const last = a.steps?.at(-1);
    const cv =
      a.guest && ctx.storage
        ? await saveUpload(tx, ctx.storage, guestCv(a.guest, a.job), {
            ownerUserId: null,
            kind: 'cv',
            visibility: 'private',
          })
        : null;
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        userId: seeker?.id ?? null,
        resumeId: resume?.id ?? null,
        source: seeker ? 'account' : 'guest',
        name: contact.name,
        phone: contact.phone,
        email: contact.email,
        message: a.message ?? null,
        cvUploadKey: cv?.key ?? null,
        status: last?.to ?? 'submitted',
        createdAt: at(a.daysAgo),
        updatedAt: at(last?.daysAgo ?? a.daysAgo),
      })
      .returning({ id: applications.id });
    if (!row) throw new Error('demo application not inserted');
    await recordApplicationEvent(tx, {
      applicationId: row.id,
      actorId: seeker?.id ?? null,
      from: null,
      to: 'submitted',
      at: at(a.daysAgo),
    });
    let from: ApplicationStatus = 'submitted';
    for (const step of a.steps ?? []) {
      await recordApplicationEvent(tx, {
        applicationId: row.id,
        actorId: ctx.companyOwners.get(job.companyId) ?? null,
        from,
        to: step.to,
        note: step.note ?? null,
        at: at(step.daysAgo),
      });
      from = step.to;
    }
  }
}
