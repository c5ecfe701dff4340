import { PRODUCT_NAME } from '@app/contract/client';
import type { MetaDescriptor } from 'react-router';

export { PRODUCT_NAME };
export const PRODUCT_TAGLINE = 'Việc làm, xuất khẩu lao động và du học';
export const DEFAULT_DESCRIPTION =
  'ViệcXa – sàn việc làm trong nước, chương trình xuất khẩu lao động và du học: đơn hàng được kiểm duyệt, chi phí minh bạch, ứng tuyển nhanh trên điện thoại.';

/** Title with the product suffix, description, canonical URL and Open Graph (DESIGN §5). */
export function pageMeta(opts: {
  title: string;
  description?: string;
  /** Absolute URL of the page; omit on private pages. */
  canonical?: string;
  /** Private pages: neither indexed nor followed. */
  noindex?: boolean;
  /** A robots directive for public pages that should not be indexed but whose links count. */
  robots?: 'noindex, follow';
  /** Absolute URL of the page's picture (a job's thumbnail, a company's logo). */
  image?: string | null;
  type?: 'website' | 'article';
  /** schema.org data, rendered as `<script type="application/ld+json">` (escaped by React Router). */
  jsonLd?: Record<string, unknown>;
}): MetaDescriptor[] {
  const title = `${opts.title} | ${PRODUCT_NAME}`;
  const description = opts.description ?? DEFAULT_DESCRIPTION;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: 'vi_VN' },
  ];
  if (opts.canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: opts.canonical });
    tags.push({ property: 'og:url', content: opts.canonical });
  }
  if (opts.image) {
    tags.push({ property: 'og:image', content: opts.image });
    tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  }
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  else if (opts.robots) tags.push({ name: 'robots', content: opts.robots });
  if (opts.jsonLd) tags.push({ 'script:ld+json': opts.jsonLd });
  return tags;
}

/**
 * An absolute URL on the public site for a path or an uploaded file's URL (`/api/files/…`);
 * absolute URLs (https logos) pass through.
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string;
export function absoluteUrl(publicUrl: string, pathOrUrl: string | null | undefined): string | null;
export function absoluteUrl(publicUrl: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
