import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = ['/', '/convert/length', '/convert/length/cm-to-in', '/convert/length/cm-to-ft', '/ultra/length', '/contact', '/404', '/embed'];

for (const theme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} has no WCAG 2.2 AA violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
      }, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      // Let islands hydrate so the scan sees the interactive markup.
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
