/** Widths the file endpoint resizes to (`/api/files/<key>?w=<w>`, WebP/AVIF by `Accept`). */
export const IMAGE_WIDTHS = [64, 128, 256, 480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * `srcset` for an uploaded image at the given widths, so a phone fetches a card-sized picture
 * instead of the original. Other URLs (external logos, already sized URLs) get none.
 */
export function fileSrcSet(
  src: string | null | undefined,
  widths: readonly ImageWidth[],
): string | undefined {
  if (!src?.startsWith('/api/files/') || src.includes('?')) return undefined;
  return widths.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
