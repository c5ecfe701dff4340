import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MASK_ICONS, type MaskIconName, maskRule } from './icon-masks.ts';

const css = readFileSync(new URL('./Icon.module.css', import.meta.url), 'utf8');

describe('the CSS icons', () => {
  it("draws each icon with Tabler's paths (a failure prints the rule to paste)", async () => {
    for (const name of Object.keys(MASK_ICONS) as MaskIconName[]) {
      const { tabler } = MASK_ICONS[name];
      const mod = (await import(
        `../../../../../node_modules/@tabler/icons-react/dist/esm/icons/${tabler}.mjs`
      )) as {
        __iconNode: [string, Record<string, string>][];
      };
      expect(css, name).toContain(maskRule(name, mod.__iconNode));
    }
  });
});
