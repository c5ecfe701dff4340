import { Link } from 'react-router';
import classes from './Crumbs.module.css';

/**
 * The trail above a public page's content (job, company, news article): a "Breadcrumb" navigation
 * of links, "/" between them, as Mantine's Breadcrumbs drew it. `className` for the page's spacing.
 */
export function Crumbs({
  items,
  rowGap,
  className,
}: {
  items: { to: string; label: string }[];
  rowGap?: number;
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={classes.crumbs} style={rowGap ? { rowGap } : undefined}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
