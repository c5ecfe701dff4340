import type { CSSProperties } from 'react';
import icons from './Icon.module.css';
import type { MaskIconName } from './icon-masks.ts';

/**
 * A CSS icon (Icon.module.css): an empty span, so screen readers pass it by. `size` in px (18 by
 * default), `color` any CSS colour (the text colour by default).
 */
export function Icon({
  name,
  size,
  color,
  className,
}: {
  name: MaskIconName;
  size?: number;
  color?: string;
  className?: string;
}) {
  const style =
    size === undefined && color === undefined
      ? undefined
      : ({ '--vx-icon-size': size === undefined ? undefined : `${size}px`, color } as CSSProperties);
  return <span className={`${icons.icon} ${icons[name]}${className ? ` ${className}` : ''}`} style={style} />;
}

/** The class of an icon, for a `::before` drawn by the element's own CSS module. */
export const iconClass = (name: MaskIconName) => icons[name] as string;
