import type { UserInfo } from '@app/contract';
import { type CSSProperties, useState } from 'react';
import { initials, personInitials } from '../../lib/initials.ts';
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

/**
 * A company shown by its abbreviation gets that abbreviation's initials ("SAO MAI HR" → "SM", as
 * on its logo placeholder); a person gets their given name's letter, the same on every page.
 */
function avatarText(user: UserInfo, name: string): string {
  if (user.type === 'company' && user.company?.abbreviation?.trim()) return initials(name, name);
  return personInitials(user.name);
}

/**
 * The account's picture, or its initials in a colour of its own (as Mantine's Avatar drew them).
 * `decorative` where a label beside it already names the account (the avatar menu's button).
 */
export function UserAvatar({
  user,
  size = 36,
  decorative = false,
}: {
  user: UserInfo;
  size?: number;
  decorative?: boolean;
}) {
  const name = displayName(user);
  const [failed, setFailed] = useState(false);
  const color = initialsColor(name);
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-bg': `var(--mantine-color-${color}-light)`,
    '--avatar-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={classes.avatar} style={style} aria-hidden={decorative || undefined}>
      {user.avatar && !failed ? (
        <img src={user.avatar} alt={decorative ? '' : name} onError={() => setFailed(true)} />
      ) : (
        // Decorative initials are drawn by CSS: text in the button would have to be part of its
        // accessible name (WCAG 2.5.3), and "SM Tài khoản của tôi: …" reads worse than the label.
        <span
          title={decorative ? undefined : name}
          data-initials={decorative ? avatarText(user, name) : undefined}
        >
          {decorative ? null : avatarText(user, name)}
        </span>
      )}
    </div>
  );
}
