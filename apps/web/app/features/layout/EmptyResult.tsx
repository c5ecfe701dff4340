import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon.tsx';
import type { MaskIconName } from '../icons/icon-masks.ts';
import classes from './EmptyResult.module.css';

/**
 * A public list with nothing to show (Mantine's EmptyState, light, in a bordered Paper, as plain
 * elements): its icon, title, an optional line and an optional link.
 */
export function EmptyResult({
  icon,
  title,
  text,
  heading = 'h2',
  children,
}: {
  icon: MaskIconName;
  title: string;
  text?: string;
  heading?: 'h2' | 'h3';
  /** The way on (a link styled as a button). */
  children?: ReactNode;
}) {
  const Heading = heading;
  return (
    <div className={classes.root}>
      <span className={classes.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={classes.title}>{title}</Heading>
      {text ? <p className={classes.text}>{text}</p> : null}
      {children}
    </div>
  );
}
