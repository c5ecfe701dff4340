import type { UserInfo } from '@app/contract';
import { type CSSProperties, useState } from 'react';
import { displayName } from '../navigation/nav-items.ts';
import classes from './Shell.module.css';

/** Mantine's palette for initials, picked by a hash of the name (Avatar's `color="initials"`). */
const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
];

function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length] ?? 'blue';
}

function initials(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** The account's picture, or its initials in a colour of its own (as Mantine's Avatar drew them). */
export function UserAvatar({ user, size = 36 }: { user: UserInfo; size?: number }) {
  const name = displayName(user);
  const [failed, setFailed] = useState(false);
  const color = initialsColor(name);
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-bg': `var(--mantine-color-${color}-light)`,
    '--avatar-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={classes.avatar} style={style}>
      {user.avatar && !failed ? (
        <img src={user.avatar} alt={name} onError={() => setFailed(true)} />
      ) : (
        <span title={name}>{initials(name)}</span>
      )}
    </div>
  );
}
