import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * WCAG 2.1 AA and axe's best practices, with the experimental rules (label-content-name-mismatch
 * is one of them), as a scripted audit runs them.
 */
const TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/**
 * The serious and critical violations axe finds on the page as it is now, one line per node
 * ('rule: target: summary'), so a failing test says what to fix and where.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  // A page at rest: mid-fade, a button's colours blend with the page behind and axe would measure
  // a contrast no one reads.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  // Only the violations are read: axe then keeps no account of the nodes that passed, which took
  // a third of each audit.
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ')}`,
      ),
    );
};
