/**
 * Pages of the spec's route table (§2) that are not built yet. The area catch-alls and the public
 * not-found page send them to /coming-soon (after the area's guard), so that no link of the product
 * leads to a 404 while a page is on its way. Remove a path here in the change that builds its page.
 * COMING_SOON_PATHS (env) closes built pages as well; this list is the default that needs no env.
 */
export const UNBUILT_PAGES: readonly string[] = [];

/** Whether `pathname` is one of the unbuilt pages or below one (`/admin/fields/create`). */
export function isUnbuiltPage(pathname: string, pages: readonly string[] = UNBUILT_PAGES): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
