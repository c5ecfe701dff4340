import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** Serious and critical axe violations of the page (or of the part `include` selects), explained. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default (runPartial) opens a blank page per
  // check to finish the run there, which doubled each check's time (≈ 5 s → 2.5 s on the home page,
  // same violations and passes); it is only needed for cross-origin iframes, which no page has (CSP).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} ${n.html.slice(0, 160)}\n      ${n.failureSummary?.replaceAll('\n', ' ')}`,
          )
          .join('\n'),
    );
}
