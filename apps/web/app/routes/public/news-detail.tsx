import { blogsEndpoints, publicJobsEndpoints } from '@app/contract';
import { blogCategoryLabel, NEWS_LIST_PATH } from '@app/contract/client';
import { data, Link, redirect } from 'react-router';
import classes from '../../features/blogs/Blog.module.css';
import { BlogList } from '../../features/blogs/BlogCard.tsx';
import { categoryHref, shareLinks, tagHref } from '../../features/blogs/blog-links.ts';
import { NewsSidebar } from '../../features/blogs/NewsSidebar.tsx';
import { newsArticleJsonLd } from '../../features/blogs/news-article-ld.ts';
import { loadNewsSidebar } from '../../features/blogs/sidebar.server.ts';
import { formatDate, LIST_PATH } from '../../features/jobs/format.ts';
import { JobGrid } from '../../features/jobs/JobCard.tsx';
import { Crumbs } from '../../features/layout/Crumbs.tsx';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { absoluteUrl, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/news-detail';

const RELATED_SIZE = 4;

const notFound = () => data({ message: 'Bài viết không tồn tại hoặc chưa được đăng.' }, { status: 404 });

/** The job list a reader of this article is sent to: its destination, else its kind of programme. */
function jobQuery(blog: { nation: { code: string } | null; category: string }) {
  if (blog.nation) return { nation: [blog.nation.code] };
  if (blog.category === 'study_abroad' || blog.category === 'labor_export') return { kind: [blog.category] };
  return {};
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^[1-9][0-9]{0,15}$/.test(params.id) || !Number.isSafeInteger(id)) throw notFound();
  // With the visitor's token: a signed-in reader is counted once whatever their address.
  const [res, related, sidebar] = await Promise.all([
    callApi(context, request, blogsEndpoints.detail, { params: { id, slug: params.slug || '-' } }),
    callApi(context, request, blogsEndpoints.related, {
      token: null,
      params: { id },
      query: { limit: RELATED_SIZE },
    }),
    loadNewsSidebar(context, request),
  ]);
  if (!res.ok) {
    if (res.status === 404 || res.status === 422) throw notFound();
    throw data({ message: res.error.message }, { status: res.status });
  }
  const blog = res.data;
  if (params.slug !== blog.slug) throw redirect(blog.url, 301);
  const query = jobQuery(blog);
  const jobs = await callApi(context, request, publicJobsEndpoints.list, {
    token: null,
    query: { ...query, limit: RELATED_SIZE },
  });
  const jobList = jobs.ok ? jobs.data.items : [];
  const { publicUrl } = getBridge(context);
  const canonical = absoluteUrl(publicUrl, blog.url);
  return {
    blog,
    related: related.ok ? related.data : [],
    jobs: jobList,
    jobsHref: `${LIST_PATH}${query.nation ? `?nation=${query.nation[0]}` : query.kind ? `?kind=${query.kind[0]}` : ''}`,
    savedIds: await loadSavedIds(
      context,
      request,
      jobList.map((j) => j.id),
    ),
    ...sidebar,
    canonical,
    image: absoluteUrl(publicUrl, blog.thumbnail),
    jsonLd: newsArticleJsonLd(blog, publicUrl),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta({ title: 'Không tìm thấy bài viết', noindex: true });
  const { blog } = loaderData;
  return pageMeta({
    title: blog.title,
    description: blog.summary,
    canonical: loaderData.canonical,
    image: loaderData.image,
    type: 'article',
    jsonLd: loaderData.jsonLd,
  });
};

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  const { blog, related, jobs, jobsHref, savedIds, top, tags, canonical } = loaderData;
  return (
    <SavedJobsProvider ids={savedIds}>
      <div className={classes.page}>
        <Crumbs
          className={classes.crumbs}
          items={[
            { to: '/', label: 'Trang chủ' },
            { to: NEWS_LIST_PATH, label: 'Tin tức' },
            { to: categoryHref(blog.category), label: blogCategoryLabel(blog.category) },
          ]}
        />
        <div className={classes.layout}>
          <article style={{ minWidth: 0 }}>
            <h1 className={classes.heading}>{blog.title}</h1>
            <p className={classes.articleMeta}>
              <span>{formatDate(blog.published_at)}</span>
              {blog.author ? <span>{blog.author.name}</span> : null}
              <span>{blog.view_count.toLocaleString('vi-VN')} lượt xem</span>
            </p>
            {blog.thumbnail ? (
              <figure className={classes.hero}>
                <img src={blog.thumbnail} alt={blog.title} width={960} height={540} />
              </figure>
            ) : null}
            <p className={classes.summaryLead}>{blog.summary}</p>
            <div
              className={classes.content}
              data-testid="blog-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write (ADR 0011)
              dangerouslySetInnerHTML={{ __html: blog.body }}
            />
            {blog.tags.length > 0 ? (
              <ul className={classes.chips} aria-label="Chủ đề">
                {blog.tags.map((t) => (
                  <li key={t}>
                    <Link to={tagHref(t)} className={classes.chip}>
                      #{t}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className={classes.share}>
              <span>Chia sẻ:</span>
              {shareLinks(canonical, blog.title).map((s) => (
                <a
                  key={s.label}
                  href={s.href}
                  className={classes.chip}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.label}
                </a>
              ))}
            </p>
            {jobs.length > 0 ? (
              <section className={classes.section} aria-labelledby="viec-lien-quan">
                <h2 className={classes.sectionTitle} id="viec-lien-quan">
                  {blog.nation ? `Chương trình tại ${blog.nation.name}` : 'Chương trình đang tuyển'}
                </h2>
                <JobGrid jobs={jobs} maxCols={2} headingOrder={3} />
                <p>
                  <Link to={jobsHref} className={classes.tagLink}>
                    Xem tất cả chương trình
                  </Link>
                </p>
              </section>
            ) : null}
            {related.length > 0 ? (
              <section className={classes.section} aria-labelledby="bai-lien-quan">
                <h2 className={classes.sectionTitle} id="bai-lien-quan">
                  Bài viết liên quan
                </h2>
                <BlogList blogs={related} cols={2} headingOrder={3} />
              </section>
            ) : null}
          </article>
          <NewsSidebar top={top} tags={tags} />
        </div>
      </div>
    </SavedJobsProvider>
  );
}
