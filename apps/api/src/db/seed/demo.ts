import { todayInVietnam } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { replaceLinks } from '../../modules/companies/company-profile.repo.ts';
import { forgetVndRates, loadVndRates } from '../../modules/jobs/exchange-rates.ts';
import type { FileStorage } from '../../modules/uploads/storage.ts';
import type { Db } from '../client.ts';
import { companies, companyFields, tags, users, wards } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { insertDemoApplications } from './demo-applications.ts';
import { DEMO_BLOGS } from './demo-blogs.data.ts';
import { insertDemoBlogs } from './demo-blogs.ts';
import { insertDemoCustomers } from './demo-customers.ts';
import { DEMO_JOBS } from './demo-jobs.data.ts';
import { insertDemoJobs } from './demo-jobs.ts';
import { insertDemoLicences } from './demo-licences.ts';
import { insertDemoProfiles } from './demo-profiles.ts';
import { insertDemoReviews } from './demo-reviews.ts';
import { flagDemoJobs } from './demo-scam.ts';

interface DemoCompany {
  owner: string;
  name: string;
  abbreviation: string;
  provinceCode: string;
  addressDetail: string | null;
  taxCode: string | null;
  activities: number[];
  description: string | null;
  website: string | null;
  laborLicenseNumber?: string;
  laborLicenseDate?: string;
  /** Names of company fields (of the company's activities) and tags, shown on its public card. */
  fields?: string[];
  tags?: string[];
}

/**
 * Who candidates reach at the demo companies that have filled in their info (mobile numbers: the
 * profile form's phone rule refuses landlines). The company waiting for its info has none.
 */
const DEMO_CONTACTS: Record<string, { contactName: string; contactPhone: string; contactEmail: string }> = {
  companyLabor: {
    contactName: 'Trần Minh Quân',
    contactPhone: '0912300001',
    contactEmail: 'tuyendung@saomaihr.example.vn',
  },
  companyStudy: {
    contactName: 'Lê Thu Hà',
    contactPhone: '0903300002',
    contactEmail: 'tuvan@hoaanhdao.example.vn',
  },
  companyDomestic: {
    contactName: 'Phan Văn Đức',
    contactPhone: '0935300003',
    contactEmail: 'nhansu@vieclammientrung.example.vn',
  },
  companyLookalike: {
    contactName: 'Vũ Văn Hải',
    contactPhone: '0979300009',
    contactEmail: 'tuyendung@saomai-vn.example.vn',
  },
  companyEurope: {
    contactName: 'Đỗ Thị Mai',
    contactPhone: '0987300004',
    contactEmail: 'lienhe@daiduong.example.vn',
  },
  companyKorea: {
    contactName: 'Vũ Hoàng Nam',
    contactPhone: '0968300005',
    contactEmail: 'hotro@hanviet.example.vn',
  },
  companyWaitActivation: {
    contactName: 'Ngô Minh Phát',
    contactPhone: '0977300006',
    contactEmail: 'lienhe@minhphat.example.vn',
  },
  companyLocked: {
    contactName: 'Hồ Thanh Xuân',
    contactPhone: '0909300008',
    contactEmail: 'info@toancauxanh.example.vn',
  },
};

const DEMO_COMPANIES: DemoCompany[] = [
  {
    owner: 'companyLabor',
    name: 'Công ty Cổ phần Nhân lực Quốc tế Sao Mai',
    abbreviation: 'SAO MAI HR',
    provinceCode: '01',
    addressDetail: 'Tầng 5, số 18 phố Tam Trinh',
    taxCode: '0109876543',
    activities: [2],
    description:
      'Doanh nghiệp đưa người lao động đi làm việc có thời hạn ở nước ngoài theo hợp đồng, chuyên thị trường Nhật Bản và Đài Loan. Đào tạo tiếng và định hướng miễn phí trước khi xuất cảnh.',
    website: 'https://saomaihr.example.vn',
    laborLicenseNumber: '215/LĐTBXH-GP',
    laborLicenseDate: '2022-08-15',
    fields: ['Thực tập sinh kỹ năng Nhật Bản', 'Kỹ năng đặc định (Tokutei)', 'Lao động Đài Loan'],
    tags: ['Nhật Bản', 'Đài Loan', 'Thực tập sinh', 'Miễn phí đào tạo tiếng'],
  },
  {
    owner: 'companyStudy',
    name: 'Công ty TNHH Tư vấn Du học Hoa Anh Đào',
    abbreviation: 'HOA ANH ĐÀO',
    provinceCode: '79',
    addressDetail: '120 Nguyễn Thị Minh Khai',
    taxCode: '0312345678',
    activities: [1],
    description:
      'Tư vấn du học Nhật Bản, Hàn Quốc và du học nghề Đức; đào tạo tiếng Nhật từ N5 đến N3 và hỗ trợ hồ sơ visa.',
    website: 'https://hoaanhdao.example.vn',
    fields: ['Du học Nhật Bản', 'Du học Hàn Quốc', 'Du học Đức nghề', 'Đào tạo ngoại ngữ'],
    tags: ['Nhật Bản', 'Hàn Quốc', 'Đức', 'Du học nghề'],
  },
  {
    owner: 'companyDomestic',
    name: 'Công ty TNHH Dịch vụ Việc làm Miền Trung',
    abbreviation: 'VLMT',
    provinceCode: '48',
    addressDetail: '45 Nguyễn Văn Linh',
    taxCode: '0401234567',
    activities: [],
    description: 'Cung ứng lao động phổ thông và kỹ thuật cho các khu công nghiệp tại Đà Nẵng và Quảng Nam.',
    website: null,
    tags: ['Việc làm trong nước'],
  },
  {
    owner: 'companyEurope',
    name: 'Công ty Cổ phần Hợp tác Lao động Đại Dương',
    abbreviation: 'ĐẠI DƯƠNG LABOUR',
    provinceCode: '40',
    addressDetail: 'Số 56 đường Lê Hồng Phong',
    taxCode: '2901234567',
    activities: [2],
    description:
      'Đưa người lao động đi làm việc tại Đức, Ba Lan, Hungary, Romania và Đài Loan theo hợp đồng; công khai chi phí, thu phí dịch vụ sau khi ký hợp đồng.',
    website: 'https://daiduonglabour.example.vn',
    laborLicenseNumber: '128/LĐTBXH-GP',
    laborLicenseDate: '2021-05-20',
    fields: ['Lao động châu Âu', 'Điều dưỡng – hộ lý', 'Lao động Đài Loan'],
    tags: ['Châu Âu', 'Đức', 'Đài Loan'],
  },
  {
    owner: 'companyKorea',
    name: 'Công ty TNHH Giáo dục và Nhân lực Hàn Việt',
    abbreviation: 'HÀN VIỆT EDU',
    provinceCode: '31',
    addressDetail: '145 Văn Cao',
    taxCode: '0202345678',
    activities: [1, 2],
    description:
      'Tư vấn du học Hàn Quốc, Đài Loan, Úc và đưa kỹ sư, lao động kỹ năng đặc định sang Nhật Bản; lớp tiếng Hàn, tiếng Nhật tại Hải Phòng.',
    website: 'https://hanviet.example.vn',
    laborLicenseNumber: '301/LĐTBXH-GP',
    laborLicenseDate: '2023-03-10',
    fields: ['Du học Hàn Quốc', 'Du học Đài Loan', 'Kỹ năng đặc định (Tokutei)', 'Kỹ sư – tri thức Nhật Bản'],
    tags: ['Hàn Quốc', 'Nhật Bản', 'Học bổng', 'Kỹ sư'],
  },
  {
    owner: 'companyWaitActivation',
    name: 'Công ty TNHH Thương mại Minh Phát',
    abbreviation: 'MINH PHÁT',
    provinceCode: '31',
    addressDetail: '8 Lạch Tray',
    taxCode: '0201234567',
    activities: [2],
    description: null,
    website: null,
  },
  {
    owner: 'companyWaitApproval',
    name: 'Công ty TNHH Xây dựng Hưng Thịnh',
    abbreviation: 'HƯNG THỊNH',
    provinceCode: '01',
    addressDetail: null,
    taxCode: null,
    activities: [],
    description: null,
    website: null,
  },
  {
    owner: 'companyLookalike',
    name: 'Công ty TNHH Nhân lực Quốc tế Sao Mại',
    abbreviation: 'SAO MẠI',
    provinceCode: '01',
    addressDetail: '27 Hoàng Quốc Việt',
    taxCode: '0109876543',
    activities: [2],
    description: 'Tuyển lao động đi Nhật Bản, Đài Loan.',
    website: null,
    laborLicenseNumber: '999/LĐTBXH-GP',
    laborLicenseDate: '2024-01-05',
  },
  {
    owner: 'companyLocked',
    name: 'Công ty TNHH Nhân lực Toàn Cầu Xanh',
    abbreviation: 'TOÀN CẦU XANH',
    provinceCode: '01',
    addressDetail: '99 Trần Duy Hưng',
    taxCode: '0108765432',
    activities: [2],
    description: null,
    website: null,
  },
];

/** Demo accounts of every type and status, companies of each activity and their job offers (README). */
export async function seedDemoData(db: Db, storage?: FileStorage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Salaries are normalised with the seeded rates (seeded before the demo data).
  forgetVndRates();
  const { rates } = await loadVndRates(db);
  const now = new Date();
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const a of DEMO_ACCOUNTS.filter((x) => !x.parent)) {
      const [row] = await tx
        .insert(users)
        .values({
          type: a.type,
          status: a.status,
          name: a.name,
          username: a.username,
          email: a.email,
          phone: a.phone,
          passwordHash,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      if (row) ids.set(a.key, row.id);
    }
    for (const a of DEMO_ACCOUNTS.filter((x) => x.parent)) {
      await tx.insert(users).values({
        type: a.type,
        status: a.status,
        parentId: ids.get(a.parent as string) ?? null,
        name: a.name,
        username: a.username,
        email: a.email,
        phone: a.phone,
        passwordHash,
        emailVerifiedAt: now,
      });
    }
    const fieldRows = await tx.select().from(companyFields);
    const tagRows = await tx.select().from(tags);
    const demoCompanies = new Map<string, { id: number; userId: number; name: string }>();
    for (const c of DEMO_COMPANIES) {
      const userId = ids.get(c.owner);
      if (!userId) throw new Error(`demo company owner ${c.owner} missing`);
      const [ward] = c.addressDetail
        ? await tx
            .select({ code: wards.code })
            .from(wards)
            .where(eq(wards.provinceCode, c.provinceCode))
            .orderBy(asc(wards.code))
            .limit(1)
        : [];
      const { owner: _owner, fields: fieldNames = [], tags: tagNames = [], ...values } = c;
      const [row] = await tx
        .insert(companies)
        .values({ ...values, ...DEMO_CONTACTS[c.owner], userId, wardCode: ward?.code ?? null })
        .returning({ id: companies.id });
      if (!row) throw new Error(`demo company ${c.name} not inserted`);
      demoCompanies.set(c.owner, { id: row.id, userId, name: c.name });
      const fieldIds = fieldNames.map((name) => {
        const f = fieldRows.find((x) => x.name === name && c.activities.includes(x.activity));
        if (!f) throw new Error(`demo company field "${name}" missing`);
        return f.id;
      });
      const tagIds = tagNames.map((name) => {
        const t = tagRows.find((x) => x.name === name);
        if (!t) throw new Error(`demo company tag "${name}" missing`);
        return t.id;
      });
      await replaceLinks(tx, row.id, fieldIds, tagIds);
    }
    const adminId = ids.get('admin');
    if (!adminId) throw new Error('demo admin missing');
    await insertDemoLicences(tx, { companies: demoCompanies, adminId, now });
    await insertDemoJobs(tx, DEMO_JOBS, { companies: demoCompanies, adminId, rates, now });
    await flagDemoJobs(tx, todayInVietnam(now));
    const accounts = new Map(
      DEMO_ACCOUNTS.flatMap((a) => {
        const id = ids.get(a.key);
        return id ? [[a.key, { id, name: a.name, email: a.email, phone: a.phone }] as const] : [];
      }),
    );
    const companyOwners = new Map([...demoCompanies.values()].map((c) => [c.id, c.userId]));
    await insertDemoApplications(tx, { accounts, companyOwners, now, ...(storage ? { storage } : {}) });
    await insertDemoProfiles(tx, { accounts });
    await insertDemoReviews(tx, { accounts, companies: demoCompanies, now });
    await insertDemoBlogs(tx, DEMO_BLOGS, { authorId: adminId, now });
    await insertDemoCustomers(tx, { accounts, companies: demoCompanies, now });
  });
}
