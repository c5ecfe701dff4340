import type { BlogDetail } from '@app/contract';
import { PRODUCT_NAME } from '@app/contract/client';
import { absoluteUrl } from '../../lib/meta.ts';

/** schema.org NewsArticle of an article page (Google's article structured data). */
export function newsArticleJsonLd(blog: BlogDetail, publicUrl: string): Record<string, unknown> {
  const url = absoluteUrl(publicUrl, blog.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: blog.title.slice(0, 110),
    description: blog.summary,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(blog.thumbnail ? { image: [absoluteUrl(publicUrl, blog.thumbnail)] } : {}),
    ...(blog.published_at ? { datePublished: blog.published_at } : {}),
    dateModified: blog.updated_at,
    ...(blog.author ? { author: [{ '@type': 'Person', name: blog.author.name }] } : {}),
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: absoluteUrl(publicUrl, '/') },
    inLanguage: 'vi',
    ...(blog.tags.length > 0 ? { keywords: blog.tags.join(', ') } : {}),
  };
}
