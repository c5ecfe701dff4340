import { Fragment } from 'react';
import { Link } from 'react-router';
import classes from './Crumbs.module.css';

/** The trail above a public page's content: links, "/" between them (as Mantine's Breadcrumbs drew it). */
export function Crumbs({ items, rowGap }: { items: { to: string; label: string }[]; rowGap?: number }) {
  return (
    <div className={classes.crumbs} style={rowGap ? { rowGap } : undefined}>
      {items.map((item, i) => (
        <Fragment key={item.to}>
          {i > 0 ? <span>/</span> : null}
          <Link to={item.to}>{item.label}</Link>
        </Fragment>
      ))}
    </div>
  );
}
