import {
  type AdminCreateUserBody,
  type AdminProfileBody,
  type AdminUpdateUserBody,
  type AdminUserDetail,
  type AdminUserListQuery,
  AdminUserMessage,
  type AdminUserRow,
  ErrorCode,
  errorMessages,
  type Page,
  type UserInfo,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/pagination.ts';
import { withUniqueAnswers } from '../../lib/unique-violation.ts';
import { hashPassword } from '../auth/passwords.ts';
import { notifyCustomerAccount } from '../customers/customer-notifications.ts';
import { enqueueEmail } from '../email/email.outbox.ts';
import { notificationMessages as msg } from '../notifications/notification-messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import { getUserInfo } from '../users/users.service.ts';
import {
  type Actor,
  assertMayCreate,
  assertMayDelete,
  assertMayManage,
  assertMaySetPassword,
  assertMayUpdate,
  endsSessions,
} from './admin-users.policy.ts';
import * as repo from './admin-users.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(r: repo.AdminUserRecord): AdminUserRow {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    parent_id: r.parentId,
    name: r.name,
    email: r.email,
    username: r.username,
    phone: r.phone,
    company_name: r.companyName,
    created_at: r.createdAt.toISOString(),
    last_login_at: iso(r.lastLoginAt),
    email_verified_at: iso(r.emailVerifiedAt),
  };
}

interface Unique {
  email?: string | undefined;
  phone?: string | undefined;
  username?: string | undefined;
}

/** 1001/1002 keep the spec's codes and also name the field, so forms show them under it. */
const emailUsed = () =>
  new AppError(ErrorCode.EmailUsed, { errors: { email: [errorMessages[ErrorCode.EmailUsed]] } });
const phoneUsed = () =>
  new AppError(ErrorCode.PhoneUsed, { errors: { phone: [errorMessages[ErrorCode.PhoneUsed]] } });
const usernameUsed = () => fieldError('username', AdminUserMessage.usernameUsed);

/** A unique index hit by a concurrent request after our own check answers like the check. */
const UNIQUE_ANSWERS = {
  users_email_key: emailUsed,
  users_phone_key: phoneUsed,
  users_username_key: usernameUsed,
};

export class AdminUsersService {
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  private get db() {
    return this.app.db;
  }

  private async assertFree(values: Unique, exceptId?: number): Promise<void> {
    const taken = await repo.findTaken(this.db, values, exceptId);
    if (taken.email) throw emailUsed();
    if (taken.phone) throw phoneUsed();
    if (taken.username) throw usernameUsed();
  }

  private async target(id: number): Promise<repo.AdminUserRecord> {
    const found = await repo.findUser(this.db, id);
    if (!found) throw new AppError(ErrorCode.NotFound);
    return found;
  }

  async list(q: AdminUserListQuery): Promise<Page<AdminUserRow>> {
    const { items, total } = await repo.listUsers(this.db, q);
    return toPage(items.map(toRow), total, q);
  }

  async detail(id: number): Promise<AdminUserDetail> {
    const r = await this.target(id);
    const info = await getUserInfo(this.db, id);
    return { ...toRow(r), avatar: r.avatar, updated_at: r.updatedAt.toISOString(), company: info.company };
  }

  async create(actor: Actor, body: AdminCreateUserBody): Promise<AdminUserDetail> {
    assertMayCreate(actor, body.type);
    const email = body.email.toLowerCase();
    await this.assertFree({ email, phone: body.phone, username: body.username });
    const passwordHash = await hashPassword(body.password);
    const id = await withUniqueAnswers(UNIQUE_ANSWERS, () =>
      repo.insertUser(this.db, {
        type: body.type,
        status: body.status,
        name: body.name,
        username: body.username,
        email,
        phone: body.phone,
        passwordHash,
        companyName: body.company_name,
      }),
    );
    return this.detail(id);
  }

  async update(actor: Actor, id: number, body: AdminUpdateUserBody): Promise<AdminUserDetail> {
    assertMayUpdate(actor, id, body);
    const target = await this.target(id);
    assertMayManage(actor, target);
    const email = body.email?.toLowerCase();
    await this.assertFree({ email, phone: body.phone, username: body.username }, id);
    const activatesCompany =
      target.type === 'company' &&
      target.parentId === null &&
      target.status !== 'activated' &&
      body.status === 'activated';
    const awaitsInfo =
      target.type === 'company' &&
      target.parentId === null &&
      target.status !== 'wait_approval' &&
      body.status === 'wait_approval';
    await withUniqueAnswers(UNIQUE_ANSWERS, () =>
      this.db.transaction(async (tx) => {
        await repo.updateUser(tx, id, { ...body, email });
        // The company learns of its activation by email, queued with the change itself.
        // The company's bell: activated (type 4) or asked to fill in its info (type 3).
        if (activatesCompany || awaitsInfo) {
          const [company] = await tx
            .select({ id: companies.id })
            .from(companies)
            .where(eq(companies.userId, id));
          await notify(tx, {
            userIds: [id],
            type: activatesCompany ? 4 : 3,
            message: activatesCompany ? msg.companyActivated : msg.companyMustFillInfo,
            targetId: company?.id ?? id,
          });
        }
        if (activatesCompany) {
          // A company a sale follows is activated: its sale hears of it (type 17).
          await notifyCustomerAccount(tx, id, 'activated');
          await enqueueEmail(tx, {
            to: email ?? target.email,
            template: 'companyActivated',
            data: { name: body.name ?? target.name, loginUrl: `${this.app.env.PUBLIC_URL}/dang-nhap` },
            dedupeKey: `company-activated:${id}:${Date.now()}`,
          });
        }
        // A lock or deactivation ends every session with it; the guard then tells the holder why
        // (1007/1008).
        if (body.status !== target.status && endsSessions(body.status))
          await this.app.authService.revokeAll(id, tx);
      }),
    );
    if (activatesCompany) this.app.emailWorker.kick();
    return this.detail(id);
  }

  async setPassword(actor: Actor, id: number, password: string): Promise<void> {
    assertMaySetPassword(actor, id);
    const target = await this.target(id);
    assertMayManage(actor, target);
    const passwordHash = await hashPassword(password);
    // The new password and the end of the old sessions together: never one without the other.
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, id, { passwordHash });
      await this.app.authService.revokeAll(id, tx);
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    assertMayDelete(actor, id);
    const target = await this.target(id);
    assertMayManage(actor, target);
    await repo.deleteUser(this.db, id);
  }

  /** admin/edit-admin: one's own name, email and phone; never type or status. */
  async updateOwnProfile(actor: Actor, body: AdminProfileBody): Promise<UserInfo> {
    const email = body.email.toLowerCase();
    await this.assertFree({ email, phone: body.phone }, actor.id);
    await withUniqueAnswers(UNIQUE_ANSWERS, () =>
      repo.updateUser(this.db, actor.id, { name: body.name, email, phone: body.phone }),
    );
    return getUserInfo(this.db, actor.id);
  }
}
