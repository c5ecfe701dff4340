import type { BlogCard, PopularTag } from '@app/contract';
import { Link } from 'react-router';
import classes from './Blog.module.css';
import { tagHref } from './blog-links.ts';

/** Beside every news page: the most read articles and the most used tags. */
export function NewsSidebar({ top, tags }: { top: BlogCard[]; tags: PopularTag[] }) {
  return (
    <aside className={classes.side} aria-label="Tin đọc nhiều và chủ đề">
      {top.length > 0 ? (
        <section className={classes.panel} aria-labelledby="doc-nhieu">
          <h2 className={classes.panelTitle} id="doc-nhieu">
            Đọc nhiều nhất
          </h2>
          <ol className={classes.ranked}>
            {top.map((b) => (
              <li key={b.id}>
                <Link to={b.url}>{b.title}</Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section className={classes.panel} aria-labelledby="chu-de">
          <h2 className={classes.panelTitle} id="chu-de">
            Chủ đề phổ biến
          </h2>
          <ul className={classes.chips}>
            {tags.map((t) => (
              <li key={t.tag}>
                <Link to={tagHref(t.tag)} className={classes.chip}>
                  #{t.tag} <span className={classes.meta}>({t.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
