// Auto Unit Generator on a temporary copy of the fixture catalogue (seed JSON): the
// SPEC §5 messages for bad input with nothing written, then a good file with its counts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { catalogueFiles, consolePort, copyCatalogue, ROOT, type RunningConsole, startConsole, tempDir } from './harness.ts';

const INPUTS = path.join(ROOT, 'tests/fixtures/units-import');
let app: RunningConsole;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await copyCatalogue();
  app = await startConsole({ port: consolePort(0), dataDir, siteDir: await tempDir('console-site') });
});
test.afterAll(async () => {
  await app.stop();
});

async function open(page: Page): Promise<void> {
  await page.goto(`${app.base}auto-generator?token=${app.token}`);
  await expect(page.getByTestId('source')).toContainText('(seed JSON)');
}

async function submit(page: Page, text: string): Promise<void> {
  await page.getByLabel('Units (JSON array)').fill(text);
  await page.getByRole('button', { name: 'Generate Units' }).click();
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('bad JSON, a non-array and bad units show the SPEC messages and write nothing', async ({ page }) => {
  const before = await catalogueFiles(dataDir);
  await open(page);

  await submit(page, await readFile(path.join(INPUTS, 'bad-json.json'), 'utf8'));
  await expect(toast(page, 'Invalid JSON')).toContainText('Please provide valid JSON format');

  await submit(page, '{ "name": "Furlong" }');
  await expect(toast(page, 'Invalid Data')).toContainText('Units data must be an array');

  await submit(page, await readFile(path.join(INPUTS, 'missing-field.json'), 'utf8'));
  await expect(toast(page, 'Invalid Data').last()).toContainText('nothing was imported');
  await expect(page.getByTestId('problems')).toContainText('#');

  expect(await catalogueFiles(dataDir)).toEqual(before);
});

test('a good file completes with the right counts, and again adds nothing', async ({ page }) => {
  const units = JSON.parse(await readFile(path.join(dataDir, 'units.json'), 'utf8')) as { category: string }[];
  const lengthUnits = units.filter((u) => u.category.toLowerCase() === 'length').length;
  await open(page);
  // The file picker path: good.json has 1 length unit, 4 units of a new angle category, 2 of a new "長さ".
  await page.getByLabel('Load a JSON file').setInputFiles(path.join(INPUTS, 'good.json'));
  await expect(page.getByLabel('Units (JSON array)')).toContainText('Furlong');
  await page.getByRole('button', { name: 'Generate Units' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(page.getByTestId('stat-categories')).toHaveText('2');
  await expect(page.getByTestId('stat-units')).toHaveText('7');
  // New pairs: 2·L for the furlong among L length units, 4·3 and 2·1 in the new categories.
  await expect(page.getByTestId('stat-conversions')).toHaveText(String(2 * lengthUnits + 12 + 2));
  const after = JSON.parse(await readFile(path.join(dataDir, 'units.json'), 'utf8')) as unknown[];
  expect(after.length).toBe(units.length + 7);

  await page.getByRole('button', { name: 'Generate Units' }).click();
  await expect(page.getByTestId('auto-message')).toContainText('nothing new');
  await expect(page.getByTestId('stat-units')).toHaveText('0');
});
