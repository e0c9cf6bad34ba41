import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A WCAG 2 A/AA scan (axe-core) of the page as it is: serious and critical violations fail the journey, each listed
 * (rule, impact, selector, why) so a failure says exactly what to fix.
 */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const found = serious.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s*\n\s*/g, ' ')}`),
  );
  expect(found, `serious or critical axe violations (wcag2a, wcag2aa) on ${page.url()}`).toEqual([]);
}
