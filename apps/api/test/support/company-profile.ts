import { type Part, PDF_BYTES, PNG_BYTES } from './multipart.ts';

const VERIFIED_LICENCE_NUMBER = '123/LĐTBXH-GP';
const VERIFIED_LICENCE_DATE = '2023-05-10';

/** The issuing authority of the test licences (ADR 0030). */
export const LICENCE_AUTHORITY = 'Bộ Lao động – Thương binh và Xã hội';

/** A complete, valid company profile form (multipart), with its licence and logo; `over` replaces fields. */
export const companyProfileForm = (over: Record<string, Part> = {}): Record<string, Part> => ({
  name: 'Công ty TNHH Xây dựng Hưng Thịnh',
  abbreviation: 'HƯNG THỊNH',
  province_code: '01',
  ward_code: '00004',
  address_detail: '12 Phố Huế',
  tax_code: '0101234567',
  activities: ['2'],
  contact_name: 'Phạm Văn Hưng',
  contact_phone: '0912345678',
  contact_email: 'lienhe@hungthinh.vn',
  labor_license_number: VERIFIED_LICENCE_NUMBER,
  labor_license_date: VERIFIED_LICENCE_DATE,
  labor_license_authority: LICENCE_AUTHORITY,
  website: 'https://hungthinh.example.vn',
  business_license: { name: 'giay-phep.pdf', data: PDF_BYTES },
  logo: { name: 'logo.png', data: PNG_BYTES },
  ...over,
});

/**
 * A verified labour-export licence as a fixture (ADR 0030), with the details companyProfileForm
 * sends, so saving that form later keeps it verified. Spread into a `companies` insert or update.
 */
export const VERIFIED_LICENCE = {
  licenceState: 'verified' as const,
  laborLicenseNumber: VERIFIED_LICENCE_NUMBER,
  laborLicenseDate: VERIFIED_LICENCE_DATE,
  laborLicenseAuthority: LICENCE_AUTHORITY,
  laborLicenseFile: 'labor-license/fixture.pdf',
};
