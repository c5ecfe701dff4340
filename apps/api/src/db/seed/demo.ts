import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import { companies, users, wards } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

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
}

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

/** Demo accounts of every type and status, and companies of each activity (README lists them). */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
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
          emailVerifiedAt: new Date(),
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
        emailVerifiedAt: new Date(),
      });
    }
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
      const { owner: _owner, ...fields } = c;
      await tx.insert(companies).values({ ...fields, userId, wardCode: ward?.code ?? null });
    }
  });
}
