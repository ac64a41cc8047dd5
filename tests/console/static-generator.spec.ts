// Static page generator on a small fixture catalogue: live progress, a real pause (no
// new pages while paused), resume, completion, the archive, a stop that leaves the
// published folder as it was, and the switch between Azerbaijani and English.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadCatalogue } from '../../src/catalogue/index.ts';
import { importUnits } from '../../src/db/import.ts';
import { JsonTarget } from '../../src/db/import-json.ts';
import { consolePort, copyCatalogue, listing, ROOT, type RunningConsole, startConsole, tempDir } from './harness.ts';

test.describe.configure({ mode: 'serial' });

let app: RunningConsole;
let siteDir: string;
let parent: string;
let dataDir: string;
const EXTRA = 36;

test.beforeAll(async () => {
  // The fixture site plus one category of 36 units (1,260 more pages), so a run lasts long enough to pause.
  dataDir = await copyCatalogue();
  const units = Array.from({ length: EXTRA }, (_, i) => ({ name: `Pace unit ${String(i + 1)}`, unit_code: `pu${String(i + 1)}`, factor: String(i + 1), category: 'Pace' }));
  const target = new JsonTarget(dataDir);
  await importUnits(JSON.stringify(units), { shown: 'pace', target });
  await target.close();
  parent = await tempDir('console-out');
  siteDir = path.join(parent, 'dist');
  app = await startConsole({ port: consolePort(3), dataDir, siteDir });
});
test.afterAll(async () => {
  await app.stop();
});

/**
 * Files the build has written so far: its jobs' folders (below node_modules/.cache, see
 * src/pipeline/run.ts) and the partial site folder (`dist.partial-PID`) of the merge.
 */
async function partialFiles(): Promise<number> {
  let n = 0;
  const work = path.join(ROOT, 'node_modules/.cache/exactconvert-build');
  const jobs = (await readdir(work).catch(() => [] as string[])).filter((d) => d.startsWith('work-')).map((d) => path.join(work, d));
  const partial = (await readdir(parent)).filter((d) => d.startsWith('dist.partial-')).map((d) => path.join(parent, d));
  for (const dir of [...jobs, ...partial]) n += (await readdir(dir, { recursive: true }).catch(() => [] as string[])).length;
  return n;
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const state = (page: Page) => page.getByTestId('static-state');
const done = async (page: Page): Promise<number> => Number(await page.getByTestId('count-done').textContent());

test('progress, a real pause, resume and completion, then the archive', async ({ page }) => {
  await page.goto(`${app.base}static-generator?token=${app.token}`);
  await expect(page.getByRole('heading', { name: 'Statik səhifə generatoru' })).toBeVisible();
  await expect(page.getByText(/Mənbə: .*\(seed JSON\)/)).toBeVisible();
  const categories = (await loadCatalogue({ dataDir })).categories.length;
  await expect(page.getByTestId('count-categories')).toHaveText(String(categories));
  const conversions = Number(await page.getByTestId('count-conversions').textContent());
  await expect(page.getByTestId('count-total')).toHaveText(String(1 + categories + conversions + 4));

  await page.getByRole('button', { name: 'Generasiyaya başla' }).click();
  await expect(state(page)).toHaveAttribute('data-state', 'running');
  await expect.poll(() => done(page), { timeout: 90_000, intervals: [50] }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Fasilə ver' }).click();
  await expect(state(page)).toHaveText('Fasilədədir');

  // Paused means paused: no file is written and the counter does not move.
  await page.waitForTimeout(300);
  const files = await partialFiles();
  const pages = await done(page);
  expect(files).toBeGreaterThan(0);
  expect(pages).toBeLessThan(conversions);
  await page.waitForTimeout(2_000);
  expect(await partialFiles()).toBe(files);
  expect(await done(page)).toBe(pages);

  await page.getByRole('button', { name: 'Davam et' }).click();
  await expect(state(page)).toHaveText('Generasiya gedir...');
  await expect(state(page)).toHaveText('Tamamlandı', { timeout: 90_000 });
  await expect(toast(page, 'Generasiya tamamlandı')).toContainText('0 xəta');
  await expect(page.getByTestId('static-percent')).toContainText('100%');
  await expect(page.getByTestId('count-done')).toHaveText(String(1 + categories + conversions + 4));
  await expect(page.getByTestId('static-summary')).toContainText(String(conversions));
  expect(await readFile(path.join(siteDir, 'convert/pace/pu1-to-pu2.html'), 'utf8')).toContain('Pace unit 1');
  expect((await readdir(parent)).filter((n) => n.startsWith('dist.partial-'))).toEqual([]);

  // The Sitemap tool makes the very files the build wrote (one implementation).
  const fromTool = await page.evaluate(async () => {
    await fetch('/api/sitemap/generate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const get = async (name: string): Promise<string> => (await fetch(`/api/sitemap/file?name=${name}`)).text();
    return { index: await get('sitemap.xml'), urls: await get('sitemap-0.xml') };
  });
  expect(fromTool.index).toBe(await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8'));
  expect(fromTool.urls).toBe(await readFile(path.join(siteDir, 'sitemap-0.xml'), 'utf8'));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Hamısını arxiv kimi yüklə' }).click();
  const d = await download;
  expect(d.suggestedFilename()).toMatch(/^site-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const bytes = await readFile(await d.path());
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  expect(bytes.length).toBeGreaterThan(10_000);
});

test('Stop ends the run with the count of pages made, and the published site is unchanged', async ({ page }) => {
  await writeFile(path.join(siteDir, 'marker.txt'), 'the published site');
  const before = await listing(siteDir);
  // The owner edits a unit: the Pace category's shard (and the site shard) render again;
  // unchanged shards would come from the build's cache in a moment, too fast to stop.
  const unitsFile = path.join(dataDir, 'units.json');
  const units = JSON.parse(await readFile(unitsFile, 'utf8')) as { unit_code: string; factor: string }[];
  const pace = units.find((u) => u.unit_code === 'pu2');
  if (!pace) throw new Error('no pace unit pu2');
  pace.factor = '2.5';
  await writeFile(unitsFile, JSON.stringify(units, null, 2));
  await page.goto(`${app.base}static-generator?token=${app.token}`);
  await page.getByRole('button', { name: 'Generasiyaya başla' }).click();
  await expect(state(page)).toHaveAttribute('data-state', 'running');
  await expect.poll(() => done(page), { timeout: 90_000, intervals: [50] }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Dayandır' }).click();
  await expect(state(page)).toHaveText('Dayandırıldı');
  const made = await done(page);
  expect(made).toBeGreaterThan(0);
  await expect(toast(page, 'Generasiya dayandırıldı')).toContainText(`${String(made)} çevirmə səhifəsi yaradılmışdı`);
  await expect(toast(page, 'Generasiya dayandırıldı')).toHaveAttribute('data-variant', 'destructive');
  expect(await listing(siteDir)).toEqual(before);
  expect((await readdir(parent)).filter((n) => n.startsWith('dist.partial-'))).toEqual([]);
});

test('the interface switches completely to English and back', async ({ page }) => {
  await page.goto(`${app.base}static-generator?token=${app.token}`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Static page generator' })).toBeVisible();
  const main = page.locator('main');
  for (const text of ['Categories', 'Conversions', 'Total pages', 'Completed pages', 'Start generation', 'Pause', 'Stop', 'How it works', 'Download all as an archive']) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  // No Azerbaijani letters are left on the English screen.
  const text = (await main.innerText()).replace('Azərbaycanca', '');
  expect(text).not.toMatch(/[əğışçöüƏĞİŞÇÖÜ]/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Static page generator' })).toBeVisible();
  await page.getByRole('button', { name: 'Azərbaycanca' }).click();
  await expect(page.getByRole('heading', { name: 'Statik səhifə generatoru' })).toBeVisible();
});

test('a failed build says "Generasiya uğursuz oldu" and leaves the published site as it was', async ({ page }) => {
  const before = await listing(siteDir);
  await page.goto(`${app.base}static-generator?token=${app.token}`);
  await expect(page.getByTestId('count-categories')).toHaveText(String((await loadCatalogue({ dataDir })).categories.length));
  // The catalogue breaks after the screen loaded it: the build refuses it.
  await writeFile(path.join(dataDir, 'units.json'), '[{ "name": "Broken" }]');
  await page.getByRole('button', { name: 'Generasiyaya başla' }).click();
  await expect(state(page)).toHaveText('Uğursuz oldu', { timeout: 90_000 });
  await expect(toast(page, 'Generasiya uğursuz oldu')).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByTestId('static-percent')).toContainText('Xətalar: 1');
  expect(await listing(siteDir)).toEqual(before);
});
