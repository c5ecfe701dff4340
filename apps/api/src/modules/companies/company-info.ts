import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type CompanyRow, companies } from '../../db/schema/index.ts';

/**
 * A company has "filled in its info" (spec §4 wait_approval flow) once the details an admin
 * needs to verify it are there: tax code, full address and the business licence.
 */
export function companyHasInfo(
  c: Pick<CompanyRow, 'taxCode' | 'provinceCode' | 'wardCode' | 'addressDetail' | 'businessLicenseFile'>,
): boolean {
  return Boolean(c.taxCode && c.provinceCode && c.wardCode && c.addressDetail && c.businessLicenseFile);
}

/** `companyHasInfo` as SQL on `companies` (the dashboard's queue counts in one query). */
export function companyHasInfoSql(): SQL {
  const filled = (c: AnyPgColumn) => sql`coalesce(${c}, '') <> ''`;
  return and(
    filled(companies.taxCode),
    filled(companies.provinceCode),
    filled(companies.wardCode),
    filled(companies.addressDetail),
    filled(companies.businessLicenseFile),
  ) as SQL;
}
