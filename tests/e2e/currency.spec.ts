/**
 * The live-currency widget against the real currency-rates function, served the way
 * `npm run rates:serve` serves it, with its upstreams replaced by local servers that
 * answer with the recorded-format fixtures of tests/fixtures/rates. The fixture site is
 * built with PUBLIC_CURRENCY_API_URL pointing at RATES_PORT (scripts/e2e.ts).
 */
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated.ts';
import { createMemoryCache, handleCurrencyRates } from '../../functions/currency-rates/index.ts';
import { createRatesServer } from '../../functions/currency-rates/node-server.ts';
import { createCurrencyRatesTestDeps, type TestDeps } from '../integration/currency/deps.ts';
import { startUpstreams, type Upstreams } from '../integration/currency/upstreams.ts';

export const RATES_PORT = Number(process.env['E2E_RATES_PORT'] ?? 8797);
const SITE_ORIGIN = `http://127.0.0.1:${process.env['E2E_PORT'] ?? '4410'}`;

// One function server on a fixed port: the tests of this file run in order, in one worker.
test.describe.configure({ mode: 'serial' });

let up: Upstreams;
let deps: TestDeps;
let server: Server | undefined;
const requests: string[] = [];

test.beforeAll(async () => {
  up = await startUpstreams();
  deps = { ...createCurrencyRatesTestDeps(up.coinbase.url, up.ecb.url, { start: Date.now() }), allowedOrigins: [SITE_ORIGIN] };
  const s = createRatesServer(
    (request) => handleCurrencyRates(request, deps),
    (line) => requests.push(line),
  );
  await new Promise<void>((resolve, reject) => {
    s.once('error', reject);
    s.listen(RATES_PORT, '127.0.0.1', resolve);
  });
  server = s;
});

test.afterAll(async () => {
  const s = server;
  if (s) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await up.close();
});

test('converts with live rates: result, rate line, update time, rates list and history', async ({ page }) => {
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  const widget = page.locator('[data-currency-converter]');
  // Coinbase fixture: 1 USD = 0.9712405986 EUR.
  await expect(widget.locator('[data-result]')).toHaveText('1 USD = 0.97 EUR');
  await expect(widget.locator('[data-rate]')).toHaveText('1 USD = 0.971\u202f241 EUR');
  await expect(widget.locator('[data-updated]')).toContainText('Source: coinbase');
  await expect(widget.locator('[data-rates-list]')).toContainText('GBP: 0.814\u202f235');
  await expect(widget.locator('[data-rates-list]')).toContainText('JPY:');
  // ECB history fixture: a line chart with its first and last day.
  await expect(widget.locator('svg[data-history]')).toBeVisible();
  await expect(widget.locator('figcaption')).toContainText('low');
  // Axes: dates under the line and rates beside it, the chart as wide as its figure.
  await expect(widget.locator('svg[data-history] [data-axis="x"]').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  expect(await widget.locator('svg[data-history] [data-axis="y"]').count()).toBeGreaterThanOrEqual(2);
  const [svgWidth, figureWidth] = await widget.locator('svg[data-history]').evaluate((svg) => [svg.getBoundingClientRect().width, svg.parentElement?.getBoundingClientRect().width ?? 0]);
  expect(Math.abs(svgWidth - figureWidth)).toBeLessThan(1);

  const amount = page.getByLabel('Amount');
  await amount.fill('250');
  await expect(widget.locator('[data-result]')).toHaveText('250 USD = 242.81 EUR');
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  expect(requests.some((l) => / POST \/currency-rates 200 /.test(l))).toBe(true);
});

test("the selects hold the page's pair, then every currency of the language's list", async ({ page, request }) => {
  // The page itself carries only its pair (the 10 KB page budget); the list is one file per language.
  const html = await (await request.get('/es/convert/currency/usd-to-eur')).text();
  expect(html.match(/<option /g) ?? []).toHaveLength(4);
  expect(html).not.toContain('currencies=');
  const list = (await (await request.get('/currencies.es.json')).json()) as [string, string, boolean][];
  expect(list.length).toBeGreaterThanOrEqual(5);
  const gbp = list.find(([code]) => code === 'GBP');
  expect(gbp?.[1]).toBe('Libra esterlina');
  await page.goto('/es/convert/currency/usd-to-eur');
  await hydrated(page);
  const from = page.locator('[data-currency-converter] select').first();
  await expect(from.locator('option')).toHaveCount(list.length);
  await expect(from.locator('option[value="GBP"]')).toHaveText('GBP · Libra esterlina');
  await from.selectOption('GBP');
  await expect(page).toHaveURL(/\/es\/convert\/currency\/gbp-to-eur$/);
  await expect(page.locator('[data-result]')).toHaveText(/^1 GBP = 1,\d{1,2} EUR$/);
});

test('a list of currencies that cannot be had leaves the pair, says so, and the conversion goes on', async ({ page }) => {
  await page.route('**/currencies.json', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' }));
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  const note = page.locator('[data-list-note]');
  await expect(note).toHaveText('The list of currencies could not be loaded: only USD and EUR can be chosen. Reload the page to try again.');
  await expect(page.locator('[data-currency-converter] select').first().locator('option')).toHaveText(['USD · US Dollar', 'EUR · Euro']);
  await expect(page.locator('[data-result]')).toHaveText('1 USD = 0.97 EUR');
  // The note stays after the conversion's answer (a toast would be cleared by it).
  await expect(note).toBeVisible();
  await expect(page.locator('[data-toast]')).toHaveCount(0);
});

test('shows Converting... while the function answers', async ({ page }) => {
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  await expect(page.locator('[data-result]')).toBeVisible();
  up.coinbase.route('/v2/exchange-rates?currency=GBP', 'hang');
  deps.cache = createMemoryCache();
  await page.getByLabel('From').selectOption('GBP');
  await expect(page.locator('[data-status]')).toHaveText('Converting...');
  up.coinbase.route('/v2/exchange-rates?currency=GBP', undefined);
  // The hung request times out and the function then leaves Coinbase alone for 45 s
  // (FAILURE_MEMORY_MS): the next tests start from a fresh cache and upstream state.
  deps.cache = createMemoryCache();
});

test('swaps the pair and updates the address without a reload', async ({ page }) => {
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  await expect(page.locator('[data-result]')).toHaveText('1 USD = 0.97 EUR');
  await page.getByRole('button', { name: 'Swap: convert EUR to USD' }).click();
  await expect(page).toHaveURL(/\/convert\/currency\/eur-to-usd$/);
  // Coinbase EUR fixture: the inverse direction comes from EUR's own table.
  await expect(page.locator('[data-result]')).toHaveText(/^1 EUR = 1\.\d{1,2} USD$/);
  await expect(page.locator('[data-rate]')).toHaveText(/^1 EUR = 1\.\d{4} USD$/);
});

test('never shows an answer that belongs to another amount, pair or direction (slow and failing upstreams)', async ({ page }) => {
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  const result = page.locator('[data-result]');
  await expect(result).toHaveText('1 USD = 0.97 EUR');
  // Every text the result line ever shows, recorded in the page as it changes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenResults: string[] }).seenResults = seen;
    const note = (): void => {
      for (const el of document.querySelectorAll('[data-result]')) {
        const t = el.textContent;
        if (seen[seen.length - 1] !== t) seen.push(t);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const settled = ['1 USD = 0.97 EUR'];
  const settle = async (re: RegExp): Promise<void> => {
    await expect(result).toHaveText(re, { timeout: 15_000 });
    settled.push((await result.textContent()) ?? '');
  };
  deps.cache = createMemoryCache();
  up.coinbase.delay(1000);
  up.ecb.delay(1000);
  try {
    // Amount: the old answer leaves at once, "Converting..." until the new one.
    await page.getByLabel('Amount').fill('100');
    await expect(result).toHaveCount(0);
    await expect(page.locator('[data-status]')).toHaveText('Converting...');
    await expect(page.locator('[data-rate]')).toHaveCount(0);
    await settle(/^100 USD = 97\.12 EUR$/);
    // Direction.
    await page.getByRole('button', { name: 'Swap: convert EUR to USD' }).click();
    await expect(result).toHaveCount(0);
    await settle(/^100 EUR = \d+\.\d{2} USD$/);
    // Pair.
    await page.getByLabel('To', { exact: true }).selectOption('GBP');
    await expect(result).toHaveCount(0);
    await settle(/^100 EUR = \d+\.\d{2} GBP$/);
    // Quick changes: the answer to 7 (sent after the 250 ms debounce, slow upstream) arrives
    // after 8 was typed and must be dropped.
    deps.cache = createMemoryCache();
    await page.getByLabel('Amount').fill('7');
    await page.waitForTimeout(400);
    await page.getByLabel('Amount').fill('8');
    await settle(/^8 EUR = \d+\.\d{2} GBP$/);
    // A failing upstream: the result is cleared and the SPEC §8 toast shown, never the last answer.
    deps.cache = createMemoryCache();
    up.coinbase.override({ status: 503, body: 'unavailable' });
    up.ecb.override({ status: 503, body: 'unavailable' });
    await page.getByLabel('Amount').fill('9');
    await expect(page.locator('[data-toast]')).toContainText(/Conversion Failed|Currency Conversion Error/, { timeout: 15_000 });
    await expect(result).toHaveCount(0);
    await expect(page.locator('[data-rate]')).toHaveCount(0);
  } finally {
    up.coinbase.delay(0);
    up.ecb.delay(0);
    up.coinbase.override(undefined);
    up.ecb.override(undefined);
  }
  const seen = await page.evaluate(() => (window as unknown as { seenResults: string[] }).seenResults);
  // The failures above are remembered by the function for 45 s: later tests start afresh.
  await page.close();
  deps.cache = createMemoryCache();
  expect(seen.filter((t) => !settled.includes(t))).toEqual([]);
});

test('a crypto pair converts and says there is no history, without an error toast', async ({ page }) => {
  await page.goto('/convert/currency/btc-to-usd');
  await hydrated(page);
  await expect(page.locator('[data-result]')).toHaveText(/^1 BTC = \d{1,3}(\u202f\d{3})+(\.\d{1,2})? USD$/);
  await expect(page.locator('[data-history-note]')).toContainText('No rate history is available for BTC to USD');
  await expect(page.locator('svg[data-history]')).toHaveCount(0);
  await expect(page.locator('[data-toast]')).toHaveCount(0);
});

test('when every upstream fails, the SPEC §8 toasts say so and no rate is shown', async ({ page }) => {
  deps.cache = createMemoryCache();
  up.coinbase.override({ status: 503, body: 'unavailable' });
  up.ecb.override({ status: 503, body: 'unavailable' });
  try {
    await page.goto('/convert/currency/usd-to-eur');
    await hydrated(page);
    const toast = page.locator('[data-toast]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/Currency Conversion Error|Conversion Failed|Historical Data Error/);
    await expect(page.locator('[data-result]')).toHaveCount(0);
    await expect(page.locator('[data-rate]')).toHaveCount(0);
  } finally {
    up.coinbase.override(undefined);
    up.ecb.override(undefined);
  }
});

test('when the function cannot be reached: Network Error', async ({ page }) => {
  const s = server;
  if (s) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
    server = undefined;
  }
  await page.goto('/convert/currency/usd-to-eur');
  await hydrated(page);
  const toast = page.locator('[data-toast]');
  await expect(toast).toContainText('Network Error');
  await expect(toast).toContainText('Failed to connect to currency service');
});
