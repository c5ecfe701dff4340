import icons from './Icon.module.css';
import type { MaskIconName } from './icon-masks.ts';

/** A CSS icon (Icon.module.css): an empty span, so screen readers pass it by. */
export function Icon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span className={`${icons.icon} ${icons[name]}${className ? ` ${className}` : ''}`} />;
}

/** The class of an icon, for a `::before` drawn by the element's own CSS module. */
export const iconClass = (name: MaskIconName) => icons[name] as string;
