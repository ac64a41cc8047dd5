import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated.ts';
import { domElementCount } from '../../src/checks/site.ts';
import { PAGE_KINDS, type PageKind } from '../../src/site/pages.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { localPath } from '../../src/i18n/paths.ts';

// Budgets of a conversion page (issue: HTML <= 10 KB, JS <= 75 KB, CSS <= 10 KB, gzipped).
const KB = 1024;

/** The same pages in every language (issue 21: every page type keeps its budgets in every language). */
function inEveryLanguage(paths: string[]): string[] {
  return PUBLISHED_LOCALES.flatMap((l) => paths.map((p) => localPath(l, p)));
}

for (const pathname of inEveryLanguage(['/convert/length/cm-to-in', '/convert/length/ft-to-cm', '/convert/currency/usd-to-eur', '/ultra/length', '/expression'])) {
  test(`${pathname} stays within the byte budgets of a conversion page`, async ({ page }) => {
    const sizes = { html: 0, js: 0, css: 0 };
    const blocking: string[] = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      const body = await res.body().catch(() => Buffer.alloc(0));
      const gz = gzipSync(body, { level: 9 }).length;
      if (type === 'document') sizes.html += gz;
      else if (type === 'script') sizes.js += gz;
      else if (type === 'stylesheet') sizes.css += gz;
    });
    await page.goto(pathname);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // No script may block first paint: every external script is a module (deferred).
    for (const s of await page.locator('head script[src], body script[src]').all()) {
      const type = await s.getAttribute('type');
      if (type !== 'module') blocking.push((await s.getAttribute('src')) ?? '');
    }
    console.log(`${pathname} gzipped: HTML ${String(sizes.html)} B, JS ${String(sizes.js)} B, CSS ${String(sizes.css)} B`);
    expect(blocking).toEqual([]);
    expect(sizes.html).toBeLessThanOrEqual(10 * KB);
    expect(sizes.js).toBeLessThanOrEqual(75 * KB);
    expect(sizes.js).toBeGreaterThan(0);
    expect(sizes.css).toBeLessThanOrEqual(10 * KB);
  });
}

// Home, category pages, unit hubs and a conversion page (issue 11): within their kind's DOM
// and gzipped HTML budgets (src/site/page-kinds.ts); the static counter scripts/check-site.ts
// uses on the full build must agree with what Chromium builds from the same HTML.
const KIND_OF: Record<string, PageKind> = { '/': 'home', '/convert/length': 'category', '/convert/currency': 'category', '/units/length/m': 'unit-hub', '/units/currency/usd': 'unit-hub', '/convert/length/cm-to-in': 'conversion' };
for (const [english, kind] of Object.entries(KIND_OF)) for (const pathname of inEveryLanguage([english])) {
  const budget = PAGE_KINDS[kind].budget;
  test(`${pathname}: DOM and HTML within the page budgets, counted as the browser counts`, async ({ page, request }) => {
    const html = await (await request.get(pathname)).text();
    await page.goto(pathname);
    const inBrowser = await page.evaluate(() => {
      // Islands may add elements after hydration; count the DOM the HTML itself builds.
      return new DOMParser().parseFromString(document.documentElement.outerHTML, 'text/html').getElementsByTagName('*').length;
    });
    const served = await page.evaluate((h) => new DOMParser().parseFromString(h, 'text/html').getElementsByTagName('*').length, html);
    const counted = domElementCount(html);
    console.log(`${pathname}: ${String(served)} DOM elements (static count ${String(counted)}, live ${String(inBrowser)}), ${String(gzipSync(html, { level: 9 }).length)} B gzipped`);
    expect(Math.abs(counted - served)).toBeLessThanOrEqual(Math.ceil(served * 0.02));
    expect(served).toBeLessThanOrEqual(budget.domElements);
    expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(budget.gzipHtmlBytes);
  });
}
