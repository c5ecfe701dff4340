import { ErrorCode, errorMessages } from '@app/contract/client';
import { isRouteErrorResponse } from 'react-router';
import shell from '../features/layout/Shell.module.css';
import classes from './ErrorPage.module.css';

interface ErrorView {
  status: number;
  /** The page title and, Vietnamese first, the heading. */
  title: string;
  /** The spec's words (§2), shown as the second line: English where the spec gives English. */
  headline: string;
  headlineLang?: 'en';
  detail: string;
}

/** The spec's error pages (§2): 404, 403, 429 and the generic 500; 503 while the database is down. */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === 'object' && error.data && 'message' in error.data
        ? String(error.data.message)
        : null;
    switch (error.status) {
      case 404:
        return {
          status: 404,
          title: 'Không tìm thấy trang',
          headline: 'This page could not be found',
          headlineLang: 'en',
          detail:
            message ?? 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy kiểm tra lại đường dẫn.',
        };
      case 403:
        return {
          status: 403,
          title: 'Không có quyền truy cập',
          headline: 'Forbidden – access denied',
          headlineLang: 'en',
          detail: message ?? 'Bạn không có quyền truy cập trang này.',
        };
      case 503:
        return {
          status: 503,
          title: 'Hệ thống tạm thời gián đoạn',
          headline: 'Service Unavailable',
          headlineLang: 'en',
          detail: message ?? errorMessages[ErrorCode.DatabaseUnavailable],
        };
      case 429:
        return {
          status: 429,
          title: 'Quá nhiều yêu cầu',
          headline: 'Too Many Requests – please try again in a few minutes',
          headlineLang: 'en',
          detail: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng gửi ít yêu cầu hơn và thử lại sau vài phút.',
        };
    }
  }
  return {
    status: 500,
    title: 'Lỗi máy chủ',
    headline: 'Đã xảy ra lỗi trong quá trình thực hiện',
    detail: 'Hệ thống gặp sự cố ngoài ý muốn. Vui lòng tải lại trang hoặc quay lại sau ít phút.',
  };
}

/** The error page's body (plain elements: public pages show it inside their shell). */
export function ErrorPage({ error }: { error: unknown }) {
  const view = describeError(error);
  return (
    <div className={classes.page}>
      <title>{`${view.title} | ViệcXa`}</title>
      <div className={classes.stack}>
        <p className={classes.status} data-testid="error-status">
          {view.status}
        </p>
        <h1 className={classes.title}>{view.title}</h1>
        <p className={classes.second} lang={view.headlineLang}>
          {view.headline}
        </p>
        <p className={classes.detail}>{view.detail}</p>
        <div className={classes.actions}>
          <a href="/" className={shell.button}>
            Về trang chủ
          </a>
          {view.status === 403 || view.status === 429 ? null : (
            <a href="/danh-sach-chuong-trinh-xkld-duhoc" className={shell.button} data-variant="light">
              Xem chương trình
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
