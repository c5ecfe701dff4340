import {
  IconBriefcase,
  IconCalendarEvent,
  IconCash,
  IconHeart,
  IconMapPin,
  IconPlaneDeparture,
  IconReceipt,
  IconSchool,
  IconStar,
} from '@tabler/icons-react';
import type { SVGProps } from 'react';

/*
 * Icons repeated on every card of a list are drawn once here and referenced with <use>: twenty
 * cards with five inline Tabler icons each added ~50 KB of identical SVG paths to a list page.
 * The sprite is rendered once per document (root layout).
 */
const SPRITE = {
  briefcase: IconBriefcase,
  calendar: IconCalendarEvent,
  cash: IconCash,
  heart: IconHeart,
  'map-pin': IconMapPin,
  plane: IconPlaneDeparture,
  receipt: IconReceipt,
  school: IconSchool,
  star: IconStar,
} as const;

export type SpriteIconName = keyof typeof SPRITE;

export function IconSprite() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden focusable="false">
      {Object.entries(SPRITE).map(([name, Icon]) => (
        <symbol key={name} id={`vx-i-${name}`} viewBox="0 0 24 24">
          <Icon size={24} stroke="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** A sprite icon; `stroke` is the line width, as with Tabler's components. */
export function SpriteIcon({
  name,
  size = 18,
  stroke = 1.6,
  ...props
}: { name: SpriteIconName; size?: number; stroke?: number } & Omit<SVGProps<SVGSVGElement>, 'stroke'>) {
  return (
    <svg width={size} height={size} strokeWidth={stroke} aria-hidden focusable="false" {...props}>
      <use href={`#vx-i-${name}`} />
    </svg>
  );
}
