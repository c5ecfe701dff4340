import { IMAGE_VARIANT_WIDTHS } from '@app/contract';
import type { FileStorage } from './storage.ts';

export type VariantFormat = 'webp' | 'avif';

/** Raster types sharp resizes; anything else public is served as it is. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export function isResizable(mimeType: string): boolean {
  return RESIZABLE.has(mimeType);
}

/** The allowed width a requested one is served at: the next one up, the largest past them all. */
export function variantWidth(requested: number): number {
  return IMAGE_VARIANT_WIDTHS.find((w) => w >= requested) ?? IMAGE_VARIANT_WIDTHS.at(-1) ?? requested;
}

/** q of a media range in an Accept header; undefined when the header does not name it. */
function qualityOf(accept: string, range: string): number | undefined {
  for (const part of accept.toLowerCase().split(',')) {
    const [type, ...params] = part.trim().split(';');
    if (type?.trim() !== range) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(value) ? value : 0;
  }
  return undefined;
}

/**
 * AVIF when the browser names it at least as high as WebP (Chrome, Firefox and Safari send
 * `image/avif,image/webp,…`); WebP otherwise: every browser the site supports shows it.
 */
export function variantFormat(accept: string | undefined): VariantFormat {
  if (!accept) return 'webp';
  const avif = qualityOf(accept, 'image/avif') ?? 0;
  const webp =
    qualityOf(accept, 'image/webp') ?? qualityOf(accept, 'image/*') ?? qualityOf(accept, '*/*') ?? 0;
  return avif > 0 && avif >= webp ? 'avif' : 'webp';
}

/** Where the resized copy of an upload is kept, in the same storage as the upload. */
export const variantKey = (key: string, width: number, format: VariantFormat) =>
  `.variants/${key}.${width}.${format}`;

/** Every variant an upload may have (removed with the upload: storage.ts). */
export function variantKeys(key: string): string[] {
  return IMAGE_VARIANT_WIDTHS.flatMap((w) => (['webp', 'avif'] as const).map((f) => variantKey(key, w, f)));
}

export const VARIANT_MIME: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/**
 * Resized copies of public images, made once with sharp and kept as objects of the storage next
 * to the uploads (`.variants/<kind>/<name>.<width>.<format>`: a folder on disk, or keys in the
 * bucket), so every app process serves the copy one of them made (ADR 0034). Concurrent first
 * requests for the same variant share one encoding in this process; the storage writes a copy
 * whole or not at all, so a half-written one is never served.
 */
export function imageVariants(storage: FileStorage) {
  const pending = new Map<string, Promise<Buffer | null>>();

  async function encode(source: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
    // Loaded on first use: libvips costs memory a server that never resizes need not pay.
    const sharp = (await import('sharp')).default;
    // The encoded copies are the cache; libvips' own operation cache would only hold memory.
    sharp.cache(false);
    const image = sharp(source, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return format === 'avif'
      ? image.avif({ quality: 50, effort: 4 }).toBuffer()
      : image.webp({ quality: 75, effort: 4 }).toBuffer();
  }

  async function make(
    key: string,
    load: () => Promise<Buffer | null>,
    width: number,
    format: VariantFormat,
  ): Promise<Buffer | null> {
    const source = await load();
    if (!source) return null;
    const data = await encode(source, width, format);
    await storage.put(key, data, { contentType: VARIANT_MIME[format] });
    return data;
  }

  return {
    /**
     * The variant of an upload (key checked by the caller: a public image), from the storage, or
     * made from `load()` the first time. Null when the original is gone.
     */
    async get(
      key: string,
      width: number,
      format: VariantFormat,
      load: () => Promise<Buffer | null>,
    ): Promise<Buffer | null> {
      const stored = variantKey(key, width, format);
      const cached = await storage.get(stored);
      if (cached) return cached;
      const running = pending.get(stored);
      if (running) return running;
      const job = make(stored, load, width, format).finally(() => pending.delete(stored));
      pending.set(stored, job);
      return job;
    },
  };
}

export type ImageVariants = ReturnType<typeof imageVariants>;
