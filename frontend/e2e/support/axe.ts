import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.1 A and AA rules: the level the product holds to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const blocking = new Set(['serious', 'critical']);

/** One line per element: rule, impact, target and axe's own summary of what is wrong. */
const describe = (violations: Result[]) =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? violation.help}`,
    ),
  );

export interface AxeCheckOptions {
  /**
   * Elements axe must skip, each only for a false positive that is explained where it is passed.
   * Never a whole rule: a rule that fails on the app is a bug to fix.
   */
  exclude?: string[];
}

/**
 * Runs axe on the current screen, in the theme it is painted in. Serious and critical violations fail the test (softly, so one run lists the
 * findings of every screen); moderate and minor ones, and what axe could not decide, are attached to the report
 * for a person to weigh.
 */
export const expectAccessible = async (page: Page, name: string, options: AxeCheckOptions = {}) => {
  // The page's theme (shared/src/theme.ts) is part of what is checked: each finding names it.
  const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  const screen = `${name} (${theme ?? 'no theme'})`;
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations, incomplete } = await builder.analyze();

  const failing = violations.filter((violation) => blocking.has(violation.impact ?? ''));
  const advisory = violations.filter((violation) => !blocking.has(violation.impact ?? ''));
  if (advisory.length > 0)
    await test.info().attach(`axe-${screen}-advisory`, {
      body: describe(advisory).join('\n'),
      contentType: 'text/plain',
    });
  // What axe could not decide (e.g. text over a gradient or an image): for a person to look at, not a failure.
  if (incomplete.length > 0)
    await test.info().attach(`axe-${screen}-needs-review`, {
      body: describe(incomplete).join('\n'),
      contentType: 'text/plain',
    });
  expect.soft(describe(failing), `serious or critical axe violations on ${screen}`).toEqual([]);
};
