/** Spec §3/§4: the six account types and five statuses. */
export const USER_TYPES = ['employee', 'admin', 'sub_admin', 'company', 'leader_sale', 'sale'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = [
  'wait_activation',
  'activated',
  'deactivated',
  'locked',
  'wait_approval',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Header role labels (spec §2 navigation). */
export const roleLabels: Record<UserType, string> = {
  admin: 'Admin',
  sub_admin: 'Subadmin',
  company: 'Công ty',
  sale: 'Sale',
  leader_sale: 'Leader Sale',
  employee: 'Cá nhân',
};
export const NO_ROLE_LABEL = 'Chưa cập nhật';

export const statusLabels: Record<UserStatus, string> = {
  wait_activation: 'Chờ kích hoạt',
  activated: 'Đã kích hoạt',
  deactivated: 'Đã vô hiệu hóa',
  locked: 'Đã khóa',
  wait_approval: 'Chờ phê duyệt',
};

/** The page each type lands on after login (spec §6 already-logged-in guard). */
export function dashboardPath(type: UserType | null | undefined): string {
  switch (type) {
    case 'employee':
      return '/user/dashboard';
    case 'company':
      return '/company/dashboard';
    case 'admin':
    case 'sub_admin':
      return '/admin/dashboard';
    case 'sale':
      return '/sale/dashboard';
    case 'leader_sale':
      return '/leader-sale/dashboard';
    default:
      return type === null ? '/chon-tai-khoan' : '/';
  }
}

/**
 * Named access rules shared by API route guards and web loaders. The API is the boundary;
 * the web uses the same table to hide what a user may not do.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'optional' }
  | { kind: 'authenticated'; allowNoType?: boolean }
  | { kind: 'roles'; roles: readonly UserType[]; companyAdmin?: boolean; activeCompany?: boolean };

export const access = {
  public: { kind: 'public' },
  optional: { kind: 'optional' },
  authenticated: { kind: 'authenticated' },
  authenticatedAnyType: { kind: 'authenticated', allowNoType: true },
  admin: { kind: 'roles', roles: ['admin'] },
  adminOrSubAdmin: { kind: 'roles', roles: ['admin', 'sub_admin'] },
  employee: { kind: 'roles', roles: ['employee'] },
  company: { kind: 'roles', roles: ['company'] },
  companyAdmin: { kind: 'roles', roles: ['company'], companyAdmin: true },
  companyActive: { kind: 'roles', roles: ['company'], activeCompany: true },
  /** The company's admin of a company that is not pending (adding users, spec §5). */
  companyAdminActive: { kind: 'roles', roles: ['company'], companyAdmin: true, activeCompany: true },
  sale: { kind: 'roles', roles: ['sale'] },
  leaderSale: { kind: 'roles', roles: ['leader_sale'] },
  sales: { kind: 'roles', roles: ['sale', 'leader_sale'] },
} as const satisfies Record<string, Access>;

/** Company statuses that may log in but not post jobs or add users (spec §5/§6). */
export const PENDING_COMPANY_STATUSES: readonly UserStatus[] = ['wait_activation', 'wait_approval'];
