import { myDataEndpoints } from '@app/contract';
import { ConsentMessage } from '@app/contract/consent-text';
import { data, Form, useNavigation } from 'react-router';
import own from '../../features/my-data/GuestData.module.css';
import classes from '../../features/newsletter/Newsletter.module.css';
import { callApi } from '../../lib/api.server.ts';
import { errorText } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import type { Route } from './+types/guest-data';

/*
 * A guest's own application (ADR 0033), opened from the link in their confirmation mail: what was
 * sent, downloads, withdraw consent, delete. Opening the page changes nothing (mail scanners open
 * links); only the buttons' POSTs act. Plain forms that work before the scripts load.
 */

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Dữ liệu hồ sơ ứng tuyển của bạn', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token)
    return { token, application: null, error: 'Đường dẫn không hợp lệ hoặc hồ sơ ứng tuyển đã bị xoá' };
  const res = await callApi(context, request, myDataEndpoints.guestApplication, {
    query: { token },
    token: null,
  });
  if (!res.ok) return data({ token, application: null, error: errorText(res.error) }, { status: res.status });
  return { token, application: res.data, error: null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const intent = form.get('intent');
  const endpoint = intent === 'delete' ? myDataEndpoints.guestDelete : myDataEndpoints.guestWithdrawConsent;
  const res = await callApi(context, request, endpoint, { body: { token }, token: null });
  if (res.ok)
    return {
      ok: true,
      deleted: intent === 'delete',
      message: res.message ?? (intent === 'delete' ? ConsentMessage.guestDeleted : ConsentMessage.withdrawn),
    };
  return data({ ok: false, deleted: false, message: errorText(res.error) }, { status: res.status });
}

export default function GuestDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, application: a, error } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const download = (format: 'json' | 'html') =>
    `/api/guest-application/data?${new URLSearchParams({ token, format })}`;
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="guest-data-title">
        <h1 className={classes.title} id="guest-data-title">
          Dữ liệu hồ sơ ứng tuyển của bạn
        </h1>
        {actionData ? (
          <p
            className={`${classes.alert} ${actionData.ok ? classes.success : classes.failure}`}
            role="status"
          >
            {actionData.message}
          </p>
        ) : null}
        {actionData?.deleted ? null : a ? (
          <>
            <dl className={own.facts} data-testid="guest-data">
              <dt>Vị trí</dt>
              <dd>{a.job_title}</dd>
              <dt>Công ty</dt>
              <dd>{a.company_name}</dd>
              <dt>Ngày nộp</dt>
              <dd>{formatDateTime(a.created_at)}</dd>
              <dt>Trạng thái</dt>
              <dd>{a.status}</dd>
              <dt>Họ và tên</dt>
              <dd>{a.name}</dd>
              <dt>Số điện thoại</dt>
              <dd>{a.phone}</dd>
              <dt>Email</dt>
              <dd>{a.email}</dd>
              <dt>Sự đồng ý</dt>
              <dd>
                {a.consent_withdrawn_at
                  ? `${ConsentMessage.withdrawnState} (${formatDateTime(a.consent_withdrawn_at)})`
                  : (a.consent_text ?? '—')}
              </dd>
            </dl>
            <div className={own.actions}>
              <a className={classes.button} href={download('json')} download>
                Tải tệp JSON
              </a>
              <a className={classes.button} href={download('html')} download>
                Tải bản dễ đọc (HTML)
              </a>
            </div>
            {a.consent_withdrawn_at ? null : (
              <Form method="post" className={classes.form}>
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="withdraw" />
                <p className={classes.lead}>
                  Rút lại sự đồng ý: công ty không còn xem được số điện thoại, email, lời nhắn và CV của bạn.
                </p>
                <button type="submit" className={classes.button} disabled={busy}>
                  Rút lại sự đồng ý
                </button>
              </Form>
            )}
            <Form method="post" className={classes.form}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="intent" value="delete" />
              <label className={own.confirm}>
                <input type="checkbox" name="confirm" required />
                Tôi muốn xoá CV và thông tin liên hệ của hồ sơ này. Việc xoá không thể hoàn tác; công ty chỉ
                còn bản ghi ẩn danh.
              </label>
              <button type="submit" className={`${classes.button} ${own.danger}`} disabled={busy}>
                Xoá hồ sơ ứng tuyển
              </button>
            </Form>
            <p className={classes.note}>Đường dẫn này dùng được đến {formatDateTime(a.link_expires_at)}.</p>
          </>
        ) : (
          <p className={`${classes.alert} ${classes.failure}`} role="alert">
            {error}
          </p>
        )}
      </section>
    </div>
  );
}
