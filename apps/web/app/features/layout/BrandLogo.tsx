import { Link } from 'react-router';
import classes from './BrandLogo.module.css';

/** The ViệcXa mark: a blue rounded square with a white paper plane (same drawing as favicon.svg). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0b6bcb" />
      <path d="M13 31.5 51 15 41.5 50 31 40.5Z" fill="#fff" />
      <path d="M31 40.5 51 15 27 37.5 29 48Z" fill="#cfe3f8" />
    </svg>
  );
}

/** The logo, linking home (plain elements: it is on every page, public ones included). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Link to="/" aria-label="ViệcXa – về trang chủ" className={classes.logo}>
      <BrandMark size={size} />
      <span className={classes.word} data-small={size < 32 || undefined}>
        Việc<span>Xa</span>
      </span>
    </Link>
  );
}
