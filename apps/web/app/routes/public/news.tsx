import { blogsEndpoints } from '@app/contract';
import { BLOG_CATEGORIES, blogCategoryLabel, NEWS_LIST_PATH } from '@app/contract/client';
import { data, Form, Link, redirect } from 'react-router';
import classes from '../../features/blogs/Blog.module.css';
import { BlogList } from '../../features/blogs/BlogCard.tsx';
import { NEWS_PAGE_SIZE, newsHref, readNewsFilters } from '../../features/blogs/blog-links.ts';
import { NewsSidebar } from '../../features/blogs/NewsSidebar.tsx';
import { loadNewsSidebar } from '../../features/blogs/sidebar.server.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/news';

const TITLE = 'Tin tức xuất khẩu lao động và du học';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = readNewsFilters(url.searchParams);
  // A GET form sent without JavaScript carries its empty fields: answer with the tidy URL.
  // (The search only: a data request's path is not the page's.)
  const tidy = newsHref(filters);
  if (url.search !== tidy.slice(NEWS_LIST_PATH.length)) throw redirect(tidy);
  const [list, sidebar] = await Promise.all([
    callApi(context, request, blogsEndpoints.search, {
      token: null,
      query: {
        search: filters.search || undefined,
        category: filters.category || undefined,
        tag: filters.tag || undefined,
        page: filters.page,
        limit: NEWS_PAGE_SIZE,
      },
    }),
    loadNewsSidebar(context, request),
  ]);
  if (!list.ok) {
    // A hand-edited category or page: back to the plain list.
    if (list.status === 422) throw redirect(NEWS_LIST_PATH);
    throw data({ message: list.error.message }, { status: list.status });
  }
  const { publicUrl } = getBridge(context);
  return {
    filters,
    page: list.data,
    ...sidebar,
    canonical: absoluteUrl(publicUrl, newsHref({ ...filters, search: '' })),
    // Searches are not pages of their own for search engines; categories, tags and pages are.
    indexable: !filters.search && list.data.items.length > 0,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: TITLE });
  const { filters, page } = loaderData;
  const title = [
    filters.search ? `Tìm “${filters.search}”` : null,
    filters.category ? `${blogCategoryLabel(filters.category)}` : null,
    filters.tag ? `#${filters.tag}` : null,
    TITLE,
    filters.page > 1 ? `Trang ${filters.page}` : null,
  ]
    .filter(Boolean)
    .join(' – ');
  return pageMeta({
    title,
    description: `${page.total.toLocaleString('vi-VN')} bài viết về hợp đồng, chi phí, luật xuất khẩu lao động, học tiếng và du học: kiến thức để chọn chương trình an toàn trên ViệcXa.`,
    canonical: loaderData.canonical,
    ...(loaderData.indexable ? {} : { robots: 'noindex, follow' as const }),
  });
};

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, top, tags } = loaderData;
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <div className={classes.page}>
      <div className={classes.layout}>
        <div style={{ minWidth: 0 }}>
          <h1 className={classes.heading}>{TITLE}</h1>
          <p className={classes.lead}>
            Luật, chi phí, kinh nghiệm học tiếng và cách nhận biết lừa đảo: đọc trước khi chọn chương trình.
          </p>
          <Form
            method="get"
            action={NEWS_LIST_PATH}
            className={classes.search}
            role="search"
            key={filters.search}
          >
            {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
            {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
            <input
              type="search"
              name="search"
              defaultValue={filters.search}
              placeholder="Tìm bài viết, ví dụ: chi phi du hoc"
              aria-label="Tìm bài viết"
              maxLength={200}
            />
            <button type="submit" className={classes.button}>
              Tìm
            </button>
          </Form>
          <nav aria-label="Danh mục tin tức">
            <ul className={classes.chips}>
              <li>
                <Link
                  to={newsHref(filters, { category: '', page: 1 })}
                  className={classes.chip}
                  data-active={filters.category === '' ? '' : undefined}
                >
                  Tất cả
                </Link>
              </li>
              {BLOG_CATEGORIES.map((c) => (
                <li key={c.value}>
                  <Link
                    to={newsHref(filters, { category: c.value, page: 1 })}
                    className={classes.chip}
                    data-active={filters.category === c.value ? '' : undefined}
                  >
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {filters.tag ? (
            <p className={classes.lead}>
              Chủ đề <strong>#{filters.tag}</strong> ·{' '}
              <Link to={newsHref(filters, { tag: '', page: 1 })} className={classes.tagLink}>
                Bỏ chủ đề
              </Link>
            </p>
          ) : null}
          <p className={classes.meta} aria-live="polite">
            {page.total.toLocaleString('vi-VN')} bài viết
            {filters.search ? ` cho “${filters.search}”` : ''}
          </p>
          {page.items.length > 0 ? (
            <div style={{ marginTop: 8 }}>
              <BlogList blogs={page.items} />
            </div>
          ) : (
            <div className={classes.empty}>
              <p>Không tìm thấy bài viết phù hợp.</p>
              <Link to={NEWS_LIST_PATH} className={classes.tagLink}>
                Xem tất cả bài viết
              </Link>
            </div>
          )}
          {pages > 1 ? (
            <nav className={classes.pager} aria-label="Phân trang">
              {filters.page > 1 ? (
                <Link to={newsHref(filters, { page: filters.page - 1 })} rel="prev">
                  Trang trước
                </Link>
              ) : null}
              <span>
                Trang {filters.page} / {pages}
              </span>
              {filters.page < pages ? (
                <Link to={newsHref(filters, { page: filters.page + 1 })} rel="next">
                  Trang sau
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
        <NewsSidebar top={top} tags={tags} />
      </div>
    </div>
  );
}
