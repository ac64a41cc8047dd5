/**
 * The security headers of `_headers`, applied by `npm run serve` the way a CDN applies
 * them: the pages run under the strict CSP (no 'unsafe-inline') with zero violations,
 * and their islands still work.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated.ts';

interface Seen {
  violations: string[];
  console: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Record CSP violations (the DOM event, from before any page script runs) and console messages about them. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { violations: [], console: [] };
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${String(e.lineNumber)}`);
    });
  });
  page.on('console', (m) => {
    if (/content security policy|refused to/i.test(m.text())) seen.console.push(m.text());
  });
  return seen;
}

async function expectNoViolations(page: Page, seen: Seen): Promise<void> {
  seen.violations = await page.evaluate(() => window.__cspViolations ?? []);
  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
}

test('every response carries the security headers, and the CSP has no unsafe-inline', async ({ request }) => {
  for (const url of ['/', '/convert/length', '/convert/length/m-to-cm', '/no-such-page', '/_astro/' ]) {
    const res = await request.get(url);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(csp, url).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+; style-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')*;/);
    expect(csp).not.toContain('unsafe');
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(d);
    expect(csp).toMatch(/connect-src 'self'( http:\/\/127\.0\.0\.1:\d+)?;/);
    expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['permissions-policy']).toContain('camera=()');
  }
});

test('home: no CSP violation; theme script, search island and theme toggle work', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/');
  await hydrated(page);
  const from = page.getByRole('combobox', { name: 'From' });
  await from.click();
  await from.pressSequentially('kilo');
  await expect(page.getByRole('listbox', { name: 'From suggestions' })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The inline theme script applies the stored choice before the first paint.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await hydrated(page);
  await expectNoViolations(page, seen);
});

test('category page: no CSP violation; the search island works', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/convert/weight-and-mass');
  await hydrated(page);
  const from = page.getByRole('combobox', { name: 'From' });
  await from.click();
  await from.pressSequentially('po');
  await expect(page.getByRole('listbox', { name: 'From suggestions' }).getByRole('option').first()).toContainText('Pound (lb)');
  await expectNoViolations(page, seen);
});

test('conversion page: no CSP violation; the converter island computes', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/convert/length/m-to-cm');
  await hydrated(page);
  await page.getByLabel('Meter (m)').fill('1.1');
  await expect(page.locator('[data-result]')).toHaveText('110');
  await expectNoViolations(page, seen);
});

test('currency page: no CSP violation; the widget hydrates and may call the rates origin', async ({ page }) => {
  const seen = await watch(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/currency-rates')) calls.push(r.url());
  });
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  await expect(page.locator('[data-currency-converter]')).toBeVisible();
  // The widget asks the rates endpoint (another origin, allowed by connect-src); whether
  // it answers does not matter here, only that the browser was allowed to ask.
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  await expectNoViolations(page, seen);
});
