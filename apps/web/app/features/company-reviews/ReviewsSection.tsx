import type { MyReview, Page, PublicReview, ReviewStats } from '@app/contract';
import { REVIEW_SORTS, REVIEW_SUB_RATINGS, ReviewLabel, type ReviewSort } from '@app/contract/client';
import { Link } from 'react-router';
import { ReviewForm } from './ReviewForms.tsx';
import { MyReviewBox, ReviewItem } from './ReviewItem.tsx';
import classes from './Reviews.module.css';
import { Alert, errorsOf, type ReviewActionResult, type ReviewViewer, Stars } from './review-ui.tsx';

export type { ReviewActionResult, ReviewViewer } from './review-ui.tsx';

export const REVIEWS_ANCHOR = 'danh-gia';
export const REVIEW_PAGE_PARAM = 'trang-danh-gia';
export const REVIEW_SORT_PARAM = 'sap-xep-danh-gia';

const number1 = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

function Summary({ stats }: { stats: ReviewStats }) {
  const max = Math.max(1, ...stats.distribution.map((d) => d.count));
  return (
    <div className={classes.summary} data-testid="review-stats">
      <div className={classes.score}>
        <span className={classes.average} data-testid="review-average">
          {stats.average === null ? '–' : number1.format(stats.average)}
        </span>
        {/* Whole stars only, never rounded up to look better (as ratingText). */}
        <Stars value={Math.floor(stats.average ?? 0)} />
        <p className={classes.muted} data-testid="review-total">
          {stats.total === 0 ? 'Chưa có đánh giá' : `${stats.total.toLocaleString('vi-VN')} đánh giá`}
        </p>
      </div>
      <ul className={classes.bars} aria-label="Phân bố số sao">
        {stats.distribution.map((d) => (
          <li key={d.rating} className={classes.bar}>
            <span>{d.rating} sao</span>
            <span className={classes.track} aria-hidden>
              <span className={classes.fill} style={{ width: `${(d.count / max) * 100}%` }} />
            </span>
            <span className={classes.count}>{d.count}</span>
          </li>
        ))}
      </ul>
      <ul className={classes.subs} aria-label="Điểm theo tiêu chí">
        {REVIEW_SUB_RATINGS.map((key) => {
          const s = stats.sub_ratings[key];
          return (
            <li key={key} className={classes.sub}>
              <span>{ReviewLabel[key]}</span>
              <strong>{s.average === null ? '–' : `${number1.format(s.average)}/5`}</strong>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={classes.pages} aria-label="Trang đánh giá">
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <Link
          key={p}
          className={classes.page}
          to={href(p)}
          preventScrollReset
          aria-current={p === page ? 'page' : undefined}
        >
          {p}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The reviews of a company on its page: stats with the distribution, the list with paging and two
 * orders, the form for a signed-in candidate ("Đăng nhập để đánh giá" otherwise), reporting, and
 * the company's reply form for its own accounts. Plain elements and forms posting to the page's
 * action: it all works before (and without) the page's scripts.
 */
export function ReviewsSection({
  companyPath,
  stats,
  reviews,
  sort,
  viewer,
  mine,
  result,
}: {
  companyPath: string;
  stats: ReviewStats;
  reviews: Page<PublicReview>;
  sort: ReviewSort;
  viewer: ReviewViewer;
  mine: MyReview | null;
  result: ReviewActionResult | undefined;
}) {
  const pages = Math.max(1, Math.ceil(reviews.total / reviews.limit));
  const href = (p: number, s: ReviewSort = sort) => {
    const q = new URLSearchParams();
    if (s !== 'newest') q.set(REVIEW_SORT_PARAM, s);
    if (p > 1) q.set(REVIEW_PAGE_PARAM, String(p));
    return `${companyPath}${q.size ? `?${q}` : ''}#${REVIEWS_ANCHOR}`;
  };
  const created = result?.ok && result.intent === 'review' && !mine ? result : undefined;
  const loginHref = `/dang-nhap?redirect=${encodeURIComponent(`${companyPath}#${REVIEWS_ANCHOR}`)}`;
  return (
    <section className={classes.section} id={REVIEWS_ANCHOR} aria-labelledby="danh-gia-tieu-de">
      <h2 className={classes.title} id="danh-gia-tieu-de">
        Đánh giá từ ứng viên
      </h2>
      <Summary stats={stats} />
      {viewer === 'guest' ? (
        <p>
          <Link className={classes.button} to={loginHref}>
            Đăng nhập để đánh giá
          </Link>
        </p>
      ) : viewer === 'employee' ? (
        mine ? (
          <MyReviewBox review={mine} result={result} />
        ) : (
          <details
            className={`${classes.details} ${classes.mine}`}
            open={errorsOf(result, 'review', null) ? true : undefined}
          >
            <summary>Viết đánh giá của bạn</summary>
            <ReviewForm review={null} result={result} />
          </details>
        )
      ) : null}
      {created ? <Alert result={created} /> : null}
      {reviews.total > 0 ? (
        <div className={classes.toolbar}>
          <span className={classes.muted}>{reviews.total.toLocaleString('vi-VN')} đánh giá</span>
          <nav className={classes.sorts} aria-label="Sắp xếp đánh giá">
            {REVIEW_SORTS.map((s) => (
              <Link
                key={s.value}
                className={classes.sort}
                to={href(1, s.value)}
                preventScrollReset
                aria-current={s.value === sort ? 'page' : undefined}
              >
                {s.label}
              </Link>
            ))}
          </nav>
        </div>
      ) : (
        <p className={classes.muted}>
          Công ty chưa có đánh giá nào. Hãy là người đầu tiên chia sẻ trải nghiệm.
        </p>
      )}
      <ul className={classes.list}>
        {reviews.items.map((r) => (
          <ReviewItem key={r.id} review={r} viewer={viewer} mine={mine?.id === r.id} result={result} />
        ))}
      </ul>
      <Pagination page={reviews.page} pages={pages} href={(p) => href(p)} />
    </section>
  );
}
