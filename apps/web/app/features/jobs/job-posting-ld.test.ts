import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, type PublicJobDetail } from './job-posting-ld.ts';

const company = {
  id: 7,
  name: 'Công ty CP Nhân lực Sao Mai',
  abbreviation: 'Sao Mai',
  logo: '/api/files/logos/sao-mai.png',
  province: { code: '01', name: 'Hà Nội' },
  job_count: 3,
  tags: [],
  company_activity: [2],
  licence_verified: true,
  stats: { averageRating: null, totalReviews: 0 },
  address: 'Số 1 Trần Duy Hưng, Hà Nội',
  labor_license_number: '123/LĐTBXH-GP',
  website: 'https://saomai.example.vn',
};

function job(overrides: Partial<PublicJobDetail> = {}): PublicJobDetail {
  return {
    id: 42,
    slug: 'tuyen-20-nam-han-ban-tu-dong-aichi',
    name: 'Tuyển 20 nam hàn bán tự động tại Aichi',
    kind: 'labor_export',
    nation: { code: 'JP', name: 'Nhật Bản' },
    province: null,
    location: 'Aichi',
    work: { id: 3, name: 'Hàn bán tự động' },
    salary_minimum: 180000,
    salary_maximum: 220000,
    salary_currency: 'JPY',
    salary_period: 'month',
    salary_min_vnd: 30_600_000,
    salary_max_vnd: 37_400_000,
    expense_max: 120_000_000,
    quantity: 20,
    deadline: '2026-12-31',
    expected_flight_date: '2027-03-01',
    thumbnail: null,
    company_logo: company.logo,
    company: {
      id: 7,
      name: company.name,
      abbreviation: 'Sao Mai',
      logo: company.logo,
      licence_verified: true,
    },
    state: 'approved',
    published_at: '2026-11-01T02:00:00.000Z',
    url: '/job/42/tuyen-20-nam-han-ban-tu-dong-aichi',
    field: null,
    tags: [],
    skills: [],
    equipments: [],
    gender: 'male',
    age_min: 20,
    age_max: 32,
    education: 'high_school',
    working_type: 'full_time',
    bonus: [],
    description: '<p>Hàn kết cấu thép.</p>',
    requirements: '<ul><li>Sức khỏe tốt</li></ul>',
    benefits: null,
    rates_as_of: '2026-11-01',
    salary_hours_note: null,
    cost_sheet: null,
    keeps_rates: null,
    created_at: '2026-10-30T02:00:00.000Z',
    updated_at: '2026-11-01T02:00:00.000Z',
    company_card: company,
    ...overrides,
  };
}

describe('JobPosting JSON-LD', () => {
  it('describes an overseas order with the salary as entered and the deadline at the end of the day in Vietnam', () => {
    const ld = jobPostingJsonLd(job(), 'https://viecxa.vn/');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Tuyển 20 nam hàn bán tự động tại Aichi',
      datePosted: '2026-11-01T02:00:00.000Z',
      validThrough: '2026-12-31T23:59:59+07:00',
      url: 'https://viecxa.vn/job/42/tuyen-20-nam-han-ban-tu-dong-aichi',
      employmentType: 'FULL_TIME',
      directApply: false,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Công ty CP Nhân lực Sao Mai',
        logo: 'https://viecxa.vn/api/files/logos/sao-mai.png',
        sameAs: 'https://saomai.example.vn',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'JP', addressRegion: 'Aichi' },
      },
      applicantLocationRequirements: { '@type': 'Country', name: 'VN' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'JPY',
        value: { '@type': 'QuantitativeValue', minValue: 180000, maxValue: 220000, unitText: 'MONTH' },
      },
    });
    expect(ld.description).toBe('<p>Hàn kết cấu thép.</p>\n<h3>Yêu cầu</h3><ul><li>Sức khỏe tốt</li></ul>');
  });

  it('places a domestic job in its province, without an applicant country, and maps working types', () => {
    const ld = jobPostingJsonLd(
      job({
        kind: 'domestic',
        nation: { code: 'VN', name: 'Việt Nam' },
        province: { code: '79', name: 'Hồ Chí Minh' },
        location: 'KCN Tân Bình',
        working_type: 'seasonal',
        salary_minimum: null,
        salary_maximum: null,
        salary_currency: 'VND',
        published_at: null,
      }),
      'https://viecxa.vn',
    );
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'VN',
        addressRegion: 'Hồ Chí Minh',
        addressLocality: 'KCN Tân Bình',
      },
    });
    expect(ld.applicantLocationRequirements).toBeUndefined();
    expect(ld.baseSalary).toBeUndefined();
    expect(ld.employmentType).toBe('TEMPORARY');
    expect(ld.datePosted).toBe('2026-10-30T02:00:00.000Z');
    expect(jobPostingJsonLd(job({ working_type: 'contract' }), 'https://viecxa.vn').employmentType).toBe(
      'CONTRACTOR',
    );
    expect(jobPostingJsonLd(job({ working_type: 'part_time' }), 'https://viecxa.vn').employmentType).toBe(
      'PART_TIME',
    );
  });

  it('gives an hourly wage with only a lower bound', () => {
    const ld = jobPostingJsonLd(
      job({ salary_minimum: 1200, salary_maximum: null, salary_currency: 'TWD', salary_period: 'hour' }),
      'https://viecxa.vn',
    );
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'TWD',
      value: { '@type': 'QuantitativeValue', minValue: 1200, unitText: 'HOUR' },
    });
  });
});
