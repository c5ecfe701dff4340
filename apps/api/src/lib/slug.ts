import slugify from 'slugify';

/**
 * Longest slug made: a URL a person can read and share; longer titles are cut at a word boundary.
 * (A 200-character title gave a 200+ character slug, longer than the router's parameter limit.)
 */
export const SLUG_MAX_LENGTH = 80;

/**
 * ASCII slug; locale 'vi' maps 'Đ' to 'd' (the default map gives 'dj'). A decimal point becomes a
 * dash first, so 'IELTS 5.5' gives 'ielts-5-5' rather than 'ielts-55'; a slash separates words
 * ('kỳ tháng 3/2027' → 'ky-thang-3-2027', not '32027'). At most SLUG_MAX_LENGTH characters, cut
 * after a whole word (a single word longer than half of it is cut inside).
 */
export function toSlug(name: string): string {
  const text = name
    .normalize('NFC')
    .replace(/(\d)[.,](\d)/g, '$1-$2')
    .replace(/[/\\|]/g, ' ');
  const slug = slugify(text, { lower: true, strict: true, locale: 'vi' });
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const head = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastBreak = head.lastIndexOf('-');
  return (
    lastBreak >= SLUG_MAX_LENGTH / 2 ? head.slice(0, lastBreak) : head.slice(0, SLUG_MAX_LENGTH)
  ).replace(/-+$/, '');
}
