import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import classes from './Newsletter.module.css';

/** What the pages' actions answer. */
export interface NewsletterLinkResult {
  ok: boolean;
  message: string;
}

/**
 * A page opened from a newsletter mail's link (`/nhan-tin/xac-nhan`, `/nhan-tin/huy`): it does
 * nothing when opened (mail scanners open links), only its button's POST acts. A plain form that
 * works before the scripts load.
 */
export function NewsletterLinkPage(props: {
  title: string;
  lead: ReactNode;
  button: string;
  /** The link's token; null when the address has none (then only the error shows). */
  token: string | null;
  /** Shown when there is no token. */
  invalid: string;
  result: NewsletterLinkResult | undefined;
  /** Shown after a success, under the message. */
  after: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const done = props.result?.ok === true;
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="newsletter-title">
        <h1 className={classes.title} id="newsletter-title">
          {props.title}
        </h1>
        {done ? (
          <>
            <p className={`${classes.alert} ${classes.success}`} role="status">
              {props.result?.message}
            </p>
            {props.after}
          </>
        ) : props.token ? (
          <>
            <p className={classes.lead}>{props.lead}</p>
            {props.result ? (
              <p className={`${classes.alert} ${classes.failure}`} role="alert">
                {props.result.message}
              </p>
            ) : null}
            <Form method="post" className={classes.form}>
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" className={classes.button} disabled={busy}>
                {props.button}
              </button>
            </Form>
          </>
        ) : (
          <p className={`${classes.alert} ${classes.failure}`} role="alert">
            {props.invalid}
          </p>
        )}
      </section>
    </div>
  );
}

/** Where to go next from either page. */
export function NewsletterNextLinks() {
  return (
    <ul className={classes.links}>
      <li>
        <a href="/danh-sach-chuong-trinh-xkld-duhoc">Xem các chương trình đang tuyển</a>
      </li>
      <li>
        <a href="/tin-tuc-xkld-duhoc">Đọc tin tức</a>
      </li>
      <li>
        <a href="/">Về trang chủ</a>
      </li>
    </ul>
  );
}

export function NewsletterNote({ children }: { children: ReactNode }) {
  return <p className={classes.note}>{children}</p>;
}
