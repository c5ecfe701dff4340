import { StaticArticle } from './StaticArticle.tsx';
import { scamWarningContent } from './scamWarning.content.ts';

export { scamWarningMeta } from './scamWarning.content.ts';

/** `/canh-bao-lua-dao`: the warning signs of a scam offer. */
export function ScamWarningPage() {
  return <StaticArticle content={scamWarningContent} />;
}
