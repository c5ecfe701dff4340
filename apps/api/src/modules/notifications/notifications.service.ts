import {
  ErrorCode,
  LATEST_NOTIFICATIONS,
  type Notification,
  type NotificationType,
  notificationHref,
} from '@app/contract';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, notifications, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** A database handle or the caller's transaction: notifications are written with their event. */
export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type NotifyInput = (
  | { userIds: readonly number[]; toAdmins?: never }
  | { toAdmins: true; userIds?: never }
) & {
  type: NotificationType;
  message: string;
  targetId: number;
  link?: string | null;
};

/** Activated accounts of type admin and sub_admin: the audience of the admin types (8, 10, 11, 12). */
export async function adminIds(db: Conn): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.type, ['admin', 'sub_admin']), eq(users.status, 'activated')));
  return rows.map((r) => r.id);
}

/** The company admin account and its staff (sub-users): who hears about the company's jobs. */
export async function companyAccountIds(db: Conn, companyId: number): Promise<number[]> {
  const [company] = await db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, company.userId), eq(users.parentId, company.userId)));
  return rows.map((r) => r.id);
}

/**
 * Writes one notification per recipient, in the caller's transaction, so that it exists exactly
 * when the event does. Returns the recipients.
 */
export async function notify(db: Conn, input: NotifyInput): Promise<number[]> {
  const ids = input.toAdmins ? await adminIds(db) : [...new Set(input.userIds)];
  if (ids.length === 0) return [];
  await db.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      type: input.type,
      message: input.message,
      targetId: input.targetId,
      link: input.link ?? null,
    })),
  );
  return ids;
}

type Row = typeof notifications.$inferSelect;

export function toNotification(r: Row): Notification {
  const type = r.type as NotificationType;
  return {
    id: r.id,
    type,
    message: r.message,
    is_read: r.readAt !== null,
    read_at: r.readAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    target_id: r.targetId,
    link: r.link,
    href: notificationHref(type, r.targetId, r.link),
  };
}

/** Counted from the rows, never kept as a counter: it cannot drift or go below 0. */
export async function unreadCount(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function latest(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LATEST_NOTIFICATIONS);
  return { notifications: rows.map(toNotification), unread_count: await unreadCount(db, userId) };
}

export async function list(
  db: Db,
  userId: number,
  q: { page: number; limit: number; unread?: '0' | '1' | undefined },
) {
  const where: SQL | undefined =
    q.unread === '1'
      ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
      : eq(notifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    items: rows.map(toNotification),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
    unread_count: await unreadCount(db, userId),
  };
}

/** Another account's notification answers like a missing one. */
async function own(db: Db, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function markRead(db: Db, userId: number, id: number) {
  const row = await own(db, userId, id);
  let read = row;
  if (row.readAt === null) {
    const [updated] = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
      .returning();
    read = updated ?? (await own(db, userId, id));
  }
  return { notification: toNotification(read), unread_count: await unreadCount(db, userId) };
}

export async function markAllRead(db: Db, userId: number) {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length, unread_count: await unreadCount(db, userId) };
}

export async function remove(db: Db, userId: number, id: number) {
  await own(db, userId, id);
  await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return { id, unread_count: await unreadCount(db, userId) };
}
