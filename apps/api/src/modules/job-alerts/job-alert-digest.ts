import { JOB_ALERT_DIGEST_JOBS, JobAlertPath, jobPath, todayInVietnam } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  jobAlerts as alerts,
  companies,
  jobAlertTokens,
  jobs,
  notifications,
} from '../../db/schema/index.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { insertMails } from '../email/email.outbox.ts';
import type { DigestJob } from '../email/job-alert.templates.ts';
import { publicJobCondition } from '../jobs/job-visibility.ts';
import { alertSummary, DUE_SLACK_MS, listQuery, PERIOD_MS } from './job-alert-criteria.ts';

/** Alerts locked, matched and mailed per transaction. */
export const DIGEST_BATCH = 500;

export interface DigestContext {
  db: Db;
  log: { info: (obj: object, msg: string) => void };
  /** The run's clock: what is due, and the end of the jobs' window. */
  now: Date;
  publicUrl: string;
  batchSize?: number;
  /** Stop after this many batches (a bounded run; the bench measures a few). */
  maxBatches?: number;
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

interface DueAlert {
  id: number;
  user_id: number | null;
  to_address: string;
  frequency: 'daily' | 'weekly';
  search: string | null;
  kinds: string[] | null;
  nations: string[] | null;
  provinces: string[] | null;
  fields: number[] | null;
  salary_min: string | number | null;
  salary_max: string | number | null;
  nation_names: string | null;
  province_names: string | null;
  watermark: Date | string;
}

interface Match {
  alert_id: number | string;
  job_id: number | string;
  slug: string;
  title: string;
  company: string;
  place: string | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * One batch in one transaction: the due alerts locked (SKIP LOCKED, so two processes share the
 * work and never mail an alert twice), their new jobs found by ONE set query (each alert joined
 * with the public jobs published in its window, at most JOB_ALERT_DIGEST_JOBS + 1 each), a mail
 * per alert with matches, a notification (type 31) per candidate, and every alert's watermark moved
 * to `now`: the next window starts where this one ended, so a job is in one window only.
 */
async function runBatch(ctx: DigestContext, batchSize: number): Promise<{ alerts: number; mails: number }> {
  const { now } = ctx;
  const today = todayInVietnam(now);
  const site = ctx.publicUrl.replace(/\/$/, '');
  return ctx.db.transaction(async (tx) => {
    const due = rowsOf<DueAlert>(
      await tx.execute(sql`
        select a.id, a.user_id, coalesce(u.email, a.email) as to_address, a.frequency, a.search,
          a.kinds, a.nations, a.provinces, a.fields, a.salary_min, a.salary_max, a.watermark,
          (select string_agg(n.name, ', ' order by n.name) from nations n where n.code = any(a.nations)) as nation_names,
          (select string_agg(p.name, ', ' order by p.name) from provinces p where p.code = any(a.provinces)) as province_names
        from ${alerts} a
        left join users u on u.id = a.user_id
        where a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null
          and a.due_at <= ${now.toISOString()}::timestamptz
          and (a.user_id is null or u.status = 'activated')
        order by a.due_at, a.id
        limit ${batchSize}
        for update of a skip locked`),
    ).map((a) => ({ ...a, id: Number(a.id), user_id: a.user_id === null ? null : Number(a.user_id) }));
    if (due.length === 0) return { alerts: 0, mails: 0 };
    const ids = due.map((a) => a.id);

    const matches = rowsOf<Match>(
      await tx.execute(sql`
        select a.id as alert_id, m.id as job_id, m.slug, m.title, m.company, m.place
        from ${alerts} a
        cross join lateral (
          select ${jobs.id} as id, ${jobs.slug} as slug, ${jobs.title} as title, ${companies.name} as company,
            (select coalesce(na.name, '') from nations na where na.code = ${jobs.nationCode}) as place
          from ${jobs}
          join ${companies} on ${companies.id} = ${jobs.companyId}
          where ${jobs.publishedAt} > a.watermark
            and ${jobs.publishedAt} <= ${now.toISOString()}::timestamptz
            and ${publicJobCondition(today)}
            and (a.kinds is null or ${jobs.kind}::text = any(a.kinds))
            and (a.nations is null or ${jobs.nationCode} = any(a.nations))
            and (a.provinces is null or ${jobs.provinceCode} = any(a.provinces))
            and (a.fields is null or ${jobs.fieldId} = any(a.fields))
            and (a.salary_min is null or ${jobs.salaryMaxVnd} >= a.salary_min
              or (${jobs.salaryMaxVnd} is null and ${jobs.salaryMinVnd} is not null))
            and (a.salary_max is null or ${jobs.salaryMinVnd} <= a.salary_max
              or (${jobs.salaryMinVnd} is null and ${jobs.salaryMaxVnd} is not null))
            and (a.keyword_query is null or ${jobs}.search_words @@ to_tsquery('simple', a.keyword_query))
          order by ${jobs.publishedAt} desc, ${jobs.id} desc
          limit ${JOB_ALERT_DIGEST_JOBS + 1}
        ) m
        where a.id in ${ids}
        order by a.id`),
    );
    const byAlert = new Map<number, Match[]>();
    for (const m of matches) {
      const list = byAlert.get(Number(m.alert_id)) ?? [];
      list.push(m);
      byAlert.set(Number(m.alert_id), list);
    }

    const mailed = due.filter((a) => byAlert.has(a.id));
    const tokens = new Map(mailed.map((a) => [a.id, newToken()]));
    if (mailed.length > 0) {
      await tx.insert(jobAlertTokens).values(
        mailed.map((a) => ({
          alertId: a.id,
          purpose: 'unsubscribe' as const,
          tokenHash: hashToken(tokens.get(a.id) as string),
        })),
      );
      await insertMails(
        tx,
        mailed.map((a) => {
          const found = byAlert.get(a.id) as Match[];
          const token = encodeURIComponent(tokens.get(a.id) as string);
          const criteria = {
            search: a.search,
            kinds: a.kinds,
            nations: a.nations,
            provinces: a.provinces,
            fields: a.fields,
            salaryMin: num(a.salary_min),
            salaryMax: num(a.salary_max),
          };
          const listed: DigestJob[] = found.slice(0, JOB_ALERT_DIGEST_JOBS).map((m) => ({
            title: m.title,
            url: `${site}${jobPath({ id: Number(m.job_id), slug: m.slug })}`,
            company: m.company,
            place: m.place || null,
          }));
          return {
            to: a.to_address,
            template: 'jobAlertDigest' as const,
            data: {
              summary: alertSummary({
                ...criteria,
                nationNames: a.nation_names,
                provinceNames: a.province_names,
              }),
              jobs: listed,
              more: found.length > JOB_ALERT_DIGEST_JOBS,
              listUrl: `${site}/danh-sach-chuong-trinh-xkld-duhoc${listQuery(criteria)}`,
              manageUrl: a.user_id !== null ? `${site}${JobAlertPath.manage}` : null,
              unsubscribeUrl: `${site}${JobAlertPath.unsubscribe}?token=${token}`,
            },
            dedupeKey: `job-alert:${a.id}:${now.toISOString()}`,
            headers: {
              'List-Unsubscribe': `<${site}/api/job-alerts/unsubscribe?token=${token}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          };
        }),
      );
      const candidates = mailed.filter((a) => a.user_id !== null);
      if (candidates.length > 0) {
        await tx.insert(notifications).values(
          candidates.map((a) => {
            const n = (byAlert.get(a.id) as Match[]).length;
            const summary = alertSummary({
              search: a.search,
              kinds: a.kinds,
              salaryMin: num(a.salary_min),
              salaryMax: num(a.salary_max),
              nationNames: a.nation_names,
              provinceNames: a.province_names,
            });
            return {
              userId: a.user_id as number,
              type: 31,
              message: `Có ${n > JOB_ALERT_DIGEST_JOBS ? `hơn ${JOB_ALERT_DIGEST_JOBS}` : n} việc làm mới phù hợp với thông báo việc làm: ${summary}`,
              targetId: a.id,
              link: null,
            };
          }),
        );
      }
    }

    // Every alert of the batch, mailed or not: the window closes at `now`, the next period starts.
    const mailedIds = mailed.map((a) => a.id);
    await tx.execute(sql`
      update ${alerts} set
        watermark = ${now.toISOString()}::timestamptz,
        due_at = ${now.toISOString()}::timestamptz + case frequency
          when 'weekly' then ${`${PERIOD_MS.weekly - DUE_SLACK_MS} milliseconds`}::interval
          else ${`${PERIOD_MS.daily - DUE_SLACK_MS} milliseconds`}::interval end,
        last_sent_at = case when id in ${mailedIds.length > 0 ? mailedIds : [0]} then ${now.toISOString()}::timestamptz else last_sent_at end
      where id in ${ids}`);
    return { alerts: due.length, mails: mailed.length };
  });
}

/**
 * Every due alert's digest (issue 18 item 4, ADR 0036), batch after batch until none is due.
 * Returns how many alerts were handled and how many mails were queued (the outbox sends them).
 */
export async function runJobAlertDigests(ctx: DigestContext): Promise<{ alerts: number; mails: number }> {
  const batchSize = ctx.batchSize ?? DIGEST_BATCH;
  const total = { alerts: 0, mails: 0 };
  for (let batch = 0; batch < (ctx.maxBatches ?? Number.POSITIVE_INFINITY); batch++) {
    const done = await runBatch(ctx, batchSize);
    total.alerts += done.alerts;
    total.mails += done.mails;
    if (done.alerts < batchSize) break;
  }
  if (total.alerts > 0) ctx.log.info(total, 'job alert digests');
  return total;
}
