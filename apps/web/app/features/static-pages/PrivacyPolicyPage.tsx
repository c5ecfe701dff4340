import { privacyPolicyContent } from './privacyPolicy.content.ts';
import { StaticArticle } from './StaticArticle.tsx';

export { privacyPolicyMeta } from './privacyPolicy.content.ts';

/** `/chinh-sach-bao-ve`: personal data protection policy. */
export function PrivacyPolicyPage() {
  return <StaticArticle content={privacyPolicyContent} />;
}
