import { DOMESTIC_ACTIVITY } from '@app/contract/client';

/** Spec §3 company_activity codes, and the derived 3 (open domestic jobs, ADR 0023). */
export const ACTIVITY_LABELS: Record<number, string> = {
  1: 'Du học',
  2: 'Xuất khẩu lao động',
  [DOMESTIC_ACTIVITY]: 'Việc làm trong nước',
};
export const ACTIVITY_COLORS: Record<number, string> = {
  1: 'violet',
  2: 'blue',
  [DOMESTIC_ACTIVITY]: 'teal',
};
export const LABOR_EXPORT_ACTIVITY = 2;

/** 'Chưa có đánh giá', or '4,5/5 · 12 đánh giá' (shown as it is, never rounded up to look better). */
export function ratingText(stats: { averageRating: number | null; totalReviews: number }): string {
  if (stats.totalReviews === 0 || stats.averageRating === null) return 'Chưa có đánh giá';
  const avg = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }).format(stats.averageRating);
  return `${avg}/5 · ${stats.totalReviews.toLocaleString('vi-VN')} đánh giá`;
}

/** A company website as a link target; bare domains get https://. Null when unusable. */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A website as people read it: 'saomai.vn/tuyen-dung' (no scheme, no trailing slash). */
export function websiteLabel(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
