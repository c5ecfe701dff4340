import {
  type Customer,
  type CustomerCompany,
  type CustomerDetail,
  type CustomerEvent,
  type SalesPerson,
  todayInVietnam,
} from '@app/contract';
import type * as repo from './customers.repo.ts';

/** Rows to the contract's shapes (ADR 0026). */
export function toCustomer(r: repo.CustomerRow): Customer {
  return {
    id: r.id,
    company_name: r.companyName,
    contact_name: r.contactName,
    phone: r.phone,
    email: r.email,
    source: r.source,
    activities: r.activities,
    stage: r.stage,
    sale: r.saleId !== null && r.saleName !== null ? { id: r.saleId, name: r.saleName } : null,
    next_follow_up_on: r.nextFollowUpOn,
    follow_up_overdue: r.nextFollowUpOn !== null && r.nextFollowUpOn < todayInVietnam(),
    company_user_id: r.companyUserId,
    account_status: r.accountStatus,
    last_activity_at: r.lastActivityAt.toISOString(),
    created_at: r.createdAt.toISOString(),
  };
}

export function toCompany(f: NonNullable<Awaited<ReturnType<typeof repo.companyFacts>>>): CustomerCompany {
  return {
    user_id: f.userId,
    company_id: f.companyId,
    name: f.name,
    email: f.email,
    status: f.status,
    invitation_pending: f.passwordHash === null,
    jobs_count: Number(f.jobsCount),
    open_jobs_count: Number(f.approvedJobsCount),
    applications_count: Number(f.applicationsCount),
    registered_at: f.createdAt.toISOString(),
  };
}

export function toEvent(e: Awaited<ReturnType<typeof repo.history>>[number]): CustomerEvent {
  return {
    id: e.id,
    kind: e.kind,
    channel: e.channel,
    text: e.text,
    from: e.fromValue,
    to: e.toValue,
    actor: e.actorName === null ? null : { id: e.actorId, name: e.actorName },
    created_at: e.createdAt.toISOString(),
  };
}

export function toSalesPerson(p: Awaited<ReturnType<typeof repo.salesPeople>>[number]): SalesPerson {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    type: p.type === 'leader_sale' ? 'leader_sale' : 'sale',
    status: p.status,
    leader: p.leaderId !== null && p.leaderName !== null ? { id: p.leaderId, name: p.leaderName } : null,
    customers_count: Number(p.customersCount),
    overdue_count: Number(p.overdueCount),
  };
}

export type { CustomerDetail };
