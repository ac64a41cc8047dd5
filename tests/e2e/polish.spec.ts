import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydrated.ts';

// What a demanding visitor notices, checked at 390 px and 1280 px in both themes. Each
// page is also photographed: into the test's artifacts, and into SCREENSHOT_DIR when set
// (docs/screenshots holds the committed set: SCREENSHOT_DIR=docs/screenshots npm run test:e2e -- polish).

const widths = [390, 1280] as const;
const themes = ['light', 'dark'] as const;
const shots = [
  { name: 'home', path: '/' },
  { name: 'ultra-length', path: '/ultra/length?v=180&from=cm' },
  { name: 'cm-to-ft', path: '/convert/length/cm-to-ft?v=180' },
  { name: 'category-length', path: '/convert/length' },
] as const;

async function photograph(page: Page, name: string): Promise<void> {
  const file = `${name}.png`;
  await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
  const dir = process.env['SCREENSHOT_DIR'];
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
  }
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const theme of themes) {
  for (const width of widths) {
    test.describe(`${String(width)} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((t) => {
          localStorage.setItem('theme', t);
        }, theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
      });

      for (const s of shots) {
        test(`${s.name}: nothing overflows, no floating symbol sits behind text`, async ({ page }) => {
          await page.goto(s.path);
          await hydrated(page);
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const text = await page.locator('main h1, main p, main label, main td, main a').evaluateAll((els) =>
            els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
          );
          const symbols = await page.locator('.bg > *').evaluateAll((els) =>
            els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
          );
          for (const sym of symbols) {
            expect(text.some((t) => overlaps(t, sym))).toBe(false);
            expect(symbols.filter((o) => o !== sym && overlaps(o, sym))).toEqual([]);
          }
          await photograph(page, `${s.name}-${String(width)}-${theme}`);
        });
      }

      test('the toast keeps off the screen edges', async ({ page }) => {
        await page.goto('/contact');
        await page.getByLabel('Name').fill('Ada');
        await page.getByLabel('Email').fill('ada@example.com');
        await page.getByLabel('Subject').fill('Hello');
        await page.getByLabel('Message').fill('Thanks');
        await page.getByRole('button', { name: 'Send Message' }).click();
        const toast = page.locator('#toast > div');
        await expect(toast).toContainText('Message Sent!');
        const box = await toast.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(8);
        expect((box?.x ?? 0) + (box?.width ?? width)).toBeLessThanOrEqual(width - 8);
      });

      test('home tiles keep their names inside the border; button links are not underlined', async ({ page }) => {
        await page.goto('/');
        await page.locator('#tiles-toggle').click();
        const tiles = await page.locator('#category-grid a').evaluateAll((els) =>
          els.map((a) => {
            const box = a.getBoundingClientRect();
            const name = a.lastElementChild?.getBoundingClientRect();
            return { text: a.textContent, gap: name ? box.right - name.right : 0 };
          }),
        );
        for (const t of tiles) expect(t.gap, t.text).toBeGreaterThanOrEqual(8);
        await page.goto('/missing-page');
        const underline = await page.getByRole('link', { name: 'Return to Home' }).evaluate((a) => getComputedStyle(a).textDecorationLine);
        expect(underline).toBe('none');
      });
    });
  }
}
