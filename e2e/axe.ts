import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules the README promises: every one, whatever axe's impact. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No violation of a WCAG A/AA rule on the page as it stands, of any impact; of axe's best practices, none serious or
 * critical. axe still marks the check that a label contains the visible text (WCAG 2.5.3, level A) experimental, so
 * it is switched on by name.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const wcag = (tags: string[]) => tags.some((tag) => WCAG_TAGS.includes(tag));
  const failing = results.violations.filter((v) => wcag(v.tags) || v.impact === 'serious' || v.impact === 'critical');
  const where = (v: (typeof failing)[number]) =>
    v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
  expect(
    failing.map((v) => `${v.id} [${v.impact}]: ${v.help} (${v.nodes.length}: ${where(v)})`),
    page.url(),
  ).toEqual([]);
}
