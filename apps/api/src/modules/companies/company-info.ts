import type { CompanyRow } from '../../db/schema/index.ts';

/**
 * A company has "filled in its info" (spec §4 wait_approval flow) once the details an admin
 * needs to verify it are there: tax code, full address and the business licence.
 */
export function companyHasInfo(
  c: Pick<CompanyRow, 'taxCode' | 'provinceCode' | 'wardCode' | 'addressDetail' | 'businessLicenseFile'>,
): boolean {
  return Boolean(c.taxCode && c.provinceCode && c.wardCode && c.addressDetail && c.businessLicenseFile);
}
