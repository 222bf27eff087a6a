import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen passes: WCAG 2.2 AA and what it includes. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Axe's WCAG 2.2 AA violations on the page as it is, one line each: the rule and its targets. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`,
  );
}

/**
 * Reloads the page in the light theme, then the dark one; once `ready` says
 * it is there, expects no WCAG 2.2 AA violation (softly: both themes are checked).
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  what: string,
  ready: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready(page);
    expect
      .soft(await wcagViolations(page), `axe violations on ${what}, ${theme} theme`)
      .toEqual([]);
  }
}
