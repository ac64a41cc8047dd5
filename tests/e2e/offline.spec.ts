/**
 * Issue 45, offline and installable: the service worker (src/offline/) in Chromium, against the
 * built site served as the edge Worker serves it (the same rules and headers). A visitor opens
 * the home page and one conversion page online; offline, that page reloads, the expression page
 * answers, and a conversion page never opened shows the offline page, which converts its pair;
 * the same in Spanish. Chromium reports the site installable.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated.ts';
import { createStaticHost } from '../../src/serve/static-host.ts';

test.use({ serviceWorkers: 'allow' });

/** The worker is active, its precache installed (activation waits for it), and it controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          resolve();
        });
      });
    }
  });
}

/** The caches the worker filled, by name, with their URLs' paths. */
async function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

for (const [prefix, locale, heading, answer, offlineHeading] of [
  ['', 'en', 'Foot to Centimeter', '= 161.29 cm', 'You are offline'],
  ['/es', 'es', 'Pies a centímetros', '= 161,29 cm', 'No tiene conexión'],
] as const) {
  test(`${locale}: opened pages reload offline; the expression page and a page never opened convert with the cached engine`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await controlled(page);
    // The language's precache is complete before the worker controls a page.
    const kept = await cached(page);
    expect(kept[`exactconvert-precache-${locale}`]).toEqual(expect.arrayContaining([`${prefix}/offline`, locale === 'en' ? '/expression-units.json' : `/expression-units.${locale}.json`]));

    await page.goto(`${prefix}/convert/length/ft-to-cm`);
    await hydrated(page);
    await expect(page.locator('h1')).toContainText(heading);

    await context.setOffline(true);
    try {
      // The page opened: it reloads, and its converter computes.
      await page.reload();
      await hydrated(page);
      await expect(page.locator('h1')).toContainText(heading);
      await page.locator('[data-converter] input').first().fill('2');
      await expect(page.locator('[data-result]')).toHaveText(locale === 'en' ? '60.96' : '60,96');

      // The expression page, never opened: the offline page at its address answers with the cached engine.
      await page.goto(`${prefix}/expression`);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(offlineHeading);
      const field = page.locator('[data-expression] input');
      await field.fill('5 ft 3 1/2 in to cm');
      await expect(page.locator('[data-expression-answer]')).toHaveText(answer);

      // A conversion page never opened: the offline page starts from its pair.
      await page.goto(`${prefix}/convert/length/yd-to-m`);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(offlineHeading);
      await expect(page.locator('[data-expression] input')).toHaveValue(locale === 'en' ? '1 yd to m' : '1 yd a m');
      await expect(page.locator('[data-expression-answer]')).toHaveText(locale === 'en' ? '= 0.9144 m' : '= 0,9144 m');
      expect(page.url()).toContain(`${prefix}/convert/length/yd-to-m`);
    } finally {
      await context.setOffline(false);
    }
  });
}

test('offline, the page a visitor landed on opens whole, and the offline page reads the address as its page would', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The first page ever opened: fetched before the worker existed, kept when it takes over.
  await page.goto('/convert/length/ft-to-cm');
  await hydrated(page);
  await controlled(page);
  await expect.poll(async () => (await cached(page))['exactconvert-pages'] ?? []).toContain('/convert/length/ft-to-cm');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  try {
    await page.reload();
    await hydrated(page);
    await page.locator('[data-converter] input').first().fill('3');
    await expect(page.locator('[data-result]')).toHaveText('91.44');
    // A page never opened, with a value: the offline page starts from it.
    await page.goto('/convert/length/yd-to-m?v=3');
    await hydrated(page);
    await expect(page.locator('[data-expression] input')).toHaveValue('3 yd to m');
    await expect(page.locator('[data-expression-answer]')).toHaveText('= 2.7432 m');
    // A temperature difference is written so that it is not read as a temperature.
    await page.goto('/convert/temperature-difference/delta-celsius-to-delta-fahrenheit');
    await hydrated(page);
    await expect(page.locator('[data-expression-answer]')).toHaveText(/^= 1\.8 /);
    // What is typed there is the expression page's: its address, and the link it copies, are that page's.
    await page.locator('[data-expression] input').fill('5 ft to cm');
    await expect(page.locator('[data-expression-answer]')).toHaveText('= 152.4 cm');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/expression?q=5+ft+to+cm');
  } finally {
    await context.setOffline(false);
  }
});

test('Chromium reports the site installable: manifest, icons, service worker', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito profile, which every Playwright context
  // is: this test opens a profile of its own, as a visitor's browser has.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'exactconvert-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'], baseURL: baseURL ?? '' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await hydrated(page);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('each language has its manifest, with its name, description and start page, served as a manifest', async ({ request }) => {
  for (const [path, lang, start] of [['/manifest.webmanifest', 'en', '/'], ['/es/manifest.webmanifest', 'es', '/es'], ['/de/manifest.webmanifest', 'de', '/de']] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const m = (await res.json()) as { lang: string; start_url: string; description: string; icons: { purpose: string; sizes: string }[] };
    expect(m.lang).toBe(lang);
    expect(m.start_url).toBe(start);
    expect(m.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // The worker keeps the page headers: it may not be framed or read by another origin either.
  expect(sw.headers()['x-frame-options']).toBe('DENY');
});

test('offline, a currency page shows the last rate seen, marked with its time and as not live', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await controlled(page);
  // The rates endpoint of the fixture build answers as the function does (a recorded answer).
  await context.route('**/currency-rates', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    const amount = Number(form.get('amount') ?? '1');
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, rate: 0.9215, convertedAmount: Math.round(amount * 0.9215 * 100) / 100, lastUpdated: '2026-11-28T09:00:00.000Z', source: 'European Central Bank', allRates: { EUR: 0.9215 } }) });
  });
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  await expect(page.locator('[data-rate]')).toHaveText(/^1 USD = 0\.921\s?500 EUR$/);
  await expect(page.locator('[data-updated]')).toContainText('Last updated');
  await context.unroute('**/currency-rates');
  await context.setOffline(true);
  try {
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-rate]')).toHaveText(/^1 USD = 0\.921\s?500 EUR$/);
    await expect(page.locator('[data-updated]')).toContainText('Offline: the last rate you saw');
    await expect(page.locator('[data-updated]')).toContainText('not a live rate');
    await expect(page.locator('[data-updated]')).toContainText('European Central Bank');
  } finally {
    await context.setOffline(false);
  }
});

test('a new deploy\'s worker installs beside the old one, waits while a page uses the old one, then takes over', async ({ context }) => {
  test.setTimeout(90_000);
  // A copy of the built site (hard links) on a host of its own, so that this test can publish a
  // next deploy's sw.js without touching the site the other tests read.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exactconvert-deploy-'));
  execFileSync('cp', ['-al', `${path.resolve(process.env['E2E_SITE_DIR'] ?? '.tmp/e2e-site')}/.`, dir]);
  const host = createStaticHost(dir);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((host.address() as AddressInfo).port)}`;
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/convert/length/ft-to-cm`);
    await hydrated(page);
    await controlled(page);
    // The next deploy: sw.js with other bytes (a new file; the linked one stays the site's).
    const sw = path.join(dir, 'sw.js');
    const next = `${await readFile(sw, 'utf8')}\n// the next deploy\n`;
    await rm(sw);
    await writeFile(sw, next);
    const states = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg) throw new Error('no registration');
      await reg.update();
      const w = reg.installing ?? reg.waiting;
      if (w && w.state !== 'installed') {
        await new Promise<void>((resolve) => {
          w.addEventListener('statechange', () => {
            if (w.state === 'installed' || w.state === 'redundant') resolve();
          });
        });
      }
      return { waiting: reg.waiting?.state, active: reg.active?.state };
    });
    // Installed, and waiting: the open page keeps the worker and the scripts it started with.
    expect(states).toEqual({ waiting: 'installed', active: 'activated' });
    await page.locator('[data-converter] input').first().fill('3');
    await expect(page.locator('[data-result]')).toHaveText('91.44');
    // Once no page uses the old worker, the next page opened is the new one's. Chromium learns
    // that a closed page no longer uses it a moment after the close: a page opened too soon is
    // still the old one's, so it is closed and another opened, until one is the new worker's.
    await page.close();
    const state = async (): Promise<{ waiting: string | null; active: string | null }> => {
      const again = await context.newPage();
      try {
        await again.goto(`${origin}/convert/length/ft-to-cm`);
        await hydrated(again);
        return await again.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return { waiting: reg?.waiting?.state ?? null, active: reg?.active?.state ?? null };
        });
      } finally {
        await again.close();
      }
    };
    await expect.poll(state, { timeout: 30_000 }).toEqual({ waiting: null, active: 'activated' });
  } finally {
    await new Promise((resolve) => host.close(resolve));
    await rm(dir, { recursive: true, force: true });
  }
});
