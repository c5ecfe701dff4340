import { StaticArticle } from './StaticArticle.tsx';
import { termsContent } from './terms.content.ts';

export { termsMeta } from './terms.content.ts';

/** `/dieu-khoan`: terms of use. */
export function TermsPage() {
  return <StaticArticle content={termsContent} />;
}
