/**
 * The icons of cards and list rows, drawn by CSS (Icon.module.css) from Tabler's paths: each is a
 * class holding a data-URI SVG that a mask paints in the text colour. Twenty cards with four
 * `<svg><use>` icons each were ~23 KB of a list page's HTML; the CSS is fetched once and cached.
 * The line width is baked in, as each icon is drawn at one weight. `icon-masks.test.ts` checks
 * the CSS against Tabler's paths and prints the rules to paste when an icon is added.
 */
export const MASK_ICONS = {
  mapPin: { tabler: 'IconMapPin', stroke: 1.6 },
  cash: { tabler: 'IconCash', stroke: 1.6 },
  receipt: { tabler: 'IconReceipt', stroke: 1.6 },
  calendar: { tabler: 'IconCalendarEvent', stroke: 1.6 },
  plane: { tabler: 'IconPlaneDeparture', stroke: 1.5 },
  school: { tabler: 'IconSchool', stroke: 1.5 },
  briefcase: { tabler: 'IconBriefcase', stroke: 2 },
  star: { tabler: 'IconStar', stroke: 2 },
  heart: { tabler: 'IconHeart', stroke: 1.8 },
  heartFilled: { tabler: 'IconHeartFilled', stroke: 0 },
  // The public shell (header, phone menu, footer) and list controls.
  pencilPlus: { tabler: 'IconPencilPlus', stroke: 2 },
  mail: { tabler: 'IconMail', stroke: 2 },
  brandFacebook: { tabler: 'IconBrandFacebook', stroke: 2 },
  brandYoutube: { tabler: 'IconBrandYoutube', stroke: 2 },
  brandTiktok: { tabler: 'IconBrandTiktok', stroke: 2 },
  search: { tabler: 'IconSearch', stroke: 2 },
  x: { tabler: 'IconX', stroke: 2 },
  filter: { tabler: 'IconFilter', stroke: 2 },
  adjustments: { tabler: 'IconAdjustmentsHorizontal', stroke: 2 },
  // The job page's facts and company panel.
  world: { tabler: 'IconWorld', stroke: 1.6 },
  users: { tabler: 'IconUsers', stroke: 1.6 },
  user: { tabler: 'IconUser', stroke: 1.6 },
  clock: { tabler: 'IconClock', stroke: 1.6 },
  category: { tabler: 'IconCategory', stroke: 1.6 },
  gift: { tabler: 'IconGift', stroke: 1.6 },
  building: { tabler: 'IconBuilding', stroke: 2 },
  externalLink: { tabler: 'IconExternalLink', stroke: 2 },
  alertTriangle: { tabler: 'IconAlertTriangle', stroke: 2 },
  certificate: { tabler: 'IconCertificate', stroke: 2 },
} as const;

export type MaskIconName = keyof typeof MASK_ICONS;

type IconNode = [string, Record<string, string>][];

/** The CSS rule of one icon from Tabler's node list (`stroke` 0: a filled icon). */
export function maskRule(name: MaskIconName, node: IconNode): string {
  const { stroke } = MASK_ICONS[name];
  const body = node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => `${k}='${v}'`)
          .join(' ')}/>`,
    )
    .join('');
  const paint = stroke
    ? `fill='none' stroke='%23000' stroke-width='${stroke}' stroke-linecap='round' stroke-linejoin='round'`
    : `fill='%23000'`;
  return `.${name} {\n  --vx-icon: url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${body}</svg>");\n}`;
}
