import { appendFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Lists the tests that failed first and passed on the retry CI allows (playwright.config.ts):
 * at the end of the run's output, and appended to the file named by E2E_FLAKY_FILE, which
 * `.ci/run` prints once every suite has run. A flaky test is a bug to fix (docs/testing.md),
 * not a pass: the list should stay empty.
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd(_result: FullResult) {
    const flaky = (this.root?.allTests() ?? [])
      .filter((t) => t.outcome() === 'flaky')
      .map((t) => `${t.location.file.replace(`${process.cwd()}/`, '')}:${t.location.line} › ${t.title}`);
    const label = process.env.E2E_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      flaky.length
        ? `\nFlaky browser tests (${label}; passed only on retry):\n${flaky.map((f) => `  - ${f}`).join('\n')}`
        : `\nFlaky browser tests (${label}): none`,
    );
    const file = process.env.E2E_FLAKY_FILE;
    if (file && flaky.length) appendFileSync(file, flaky.map((f) => `${label}: ${f}\n`).join(''));
  }
}
