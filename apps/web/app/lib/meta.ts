import { PRODUCT_NAME } from '@app/contract';
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
  noindex?: boolean;
}): MetaDescriptor[] {
  const title = `${opts.title} | ${PRODUCT_NAME}`;
  const description = opts.description ?? DEFAULT_DESCRIPTION;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: 'vi_VN' },
  ];
  if (opts.canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: opts.canonical });
    tags.push({ property: 'og:url', content: opts.canonical });
  }
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}
