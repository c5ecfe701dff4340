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

/** The resized widths a box `cssWidth` px wide needs: from 1× up to 2× screens. */
export function widthsFor(cssWidth: number): ImageWidth[] {
  const from = IMAGE_WIDTHS.findIndex((w) => w >= cssWidth);
  if (from === -1) return [IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth];
  const to = IMAGE_WIDTHS.findIndex((w) => w >= 2 * cssWidth);
  return IMAGE_WIDTHS.slice(from, to === -1 ? undefined : to + 1);
}

/**
 * `<img>` attributes for an uploaded image shown in a box of fixed size (a logo): its resized
 * variants, its size (no layout shift), and lazy unless it is the page's first picture (`eager`).
 */
export function fixedImageProps(src: string | null | undefined, size: number, eager = false) {
  return {
    srcSet: fileSrcSet(src, widthsFor(size)),
    sizes: `${size}px`,
    width: size,
    height: size,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
}
