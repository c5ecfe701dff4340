import type { BlogCard as BlogCardData } from '@app/contract';
import { blogCategoryLabel } from '@app/contract/client';
import { Link } from 'react-router';
import { fileSrcSet } from '../../lib/image-src.ts';
import { Icon } from '../icons/Icon.tsx';
import { formatDate } from '../jobs/format.ts';
import classes from './Blog.module.css';

/** An article in a list: picture, category, title (the card's link), summary, date. */
export function BlogCard({ blog, headingOrder = 2 }: { blog: BlogCardData; headingOrder?: 2 | 3 }) {
  const Heading = `h${headingOrder}` as const;
  return (
    <article className={classes.card} data-testid="blog-card">
      <div className={classes.media}>
        {blog.thumbnail ? (
          <img
            src={blog.thumbnail}
            srcSet={fileSrcSet(blog.thumbnail, [128, 256, 480])}
            sizes="(min-width: 48em) 200px, 104px"
            alt=""
            width={200}
            height={150}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            <Icon
              name={blog.category === 'study_abroad' ? 'school' : 'plane'}
              className={classes.placeholderIcon}
            />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <span className={classes.badge}>{blogCategoryLabel(blog.category)}</span>
        <Heading className={classes.title}>
          <Link to={blog.url} className={classes.link}>
            {blog.title}
          </Link>
        </Heading>
        <p className={classes.summary}>{blog.summary}</p>
        <p className={classes.meta}>
          {formatDate(blog.published_at)} · {blog.view_count.toLocaleString('vi-VN')} lượt xem
        </p>
      </div>
    </article>
  );
}

export function BlogList({
  blogs,
  cols = 1,
  headingOrder,
}: {
  blogs: BlogCardData[];
  cols?: 1 | 2;
  headingOrder?: 2 | 3;
}) {
  return (
    <ul className={classes.list} data-cols={cols}>
      {blogs.map((b) => (
        <li key={b.id}>
          <BlogCard blog={b} headingOrder={headingOrder} />
        </li>
      ))}
    </ul>
  );
}
