import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { Icon } from '../icons/Icon.tsx';
import classes from './FooterNewsletter.module.css';
import shell from './Shell.module.css';

/** What the /newsletter resource route answers. */
interface NewsletterResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The footer's newsletter box: POST /newsletter without leaving the page (plain elements). */
export function FooterNewsletter() {
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = result && !result.ok ? (result.fieldErrors?.email?.[0] ?? result.message) : undefined;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form method="post" action="/newsletter" ref={formRef} noValidate className={classes.form}>
      <div className={classes.field}>
        <label htmlFor="newsletter-email" className={classes.label}>
          Nhận tin chương trình mới qua email
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        </label>
        <div className={classes.box} data-error={error ? true : undefined}>
          <span className={classes.icon}>
            <Icon name="mail" size={16} />
          </span>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="email@cua-ban.vn"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-email-error' : undefined}
            className={classes.input}
            data-testid="newsletter-email"
          />
        </div>
        {error ? (
          <p id="newsletter-email-error" className={classes.error}>
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={shell.button}
        data-block
        data-loading={busy || undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid="newsletter-submit"
      >
        <span>Đăng ký</span>
      </button>
      {result?.ok ? (
        <p className={classes.ok} role="status" data-testid="newsletter-message">
          {result.message}
        </p>
      ) : null}
      <p className={classes.note}>
        Bằng việc đăng ký, bạn đồng ý nhận email từ ViệcXa và có thể hủy bất cứ lúc nào.{' '}
        <Link to="/chinh-sach-bao-ve">Chính sách bảo vệ dữ liệu</Link>
      </p>
    </fetcher.Form>
  );
}
