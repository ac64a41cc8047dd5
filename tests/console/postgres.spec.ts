// The console on a throwaway Postgres (DATABASE_URL): the generators write through the
// same import code as `npm run units:import`; a stopped batch run and its rerun leave
// every pair exactly once; the sitemap and static screens read the same database (the static generator builds from it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type pg from 'pg';
import { loadCatalogue } from '../../src/catalogue/index.ts';
import { indexedPages } from '../../src/site/pages.ts';
import { readJsonSources } from '../../src/catalogue/json.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { connect } from '../../src/postgres/connection.ts';
import { readMigrations } from '../../src/postgres/migrations.ts';
import { type PgServer, postgresGate, startPostgres } from '../integration/pg-harness.ts';
import { sql } from '../integration/postgres/helpers.ts';
import { consolePort, ROOT, type RunningConsole, SITE_FIXTURE, startConsole, tempDir } from './harness.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';

const gate = postgresGate();
test.describe.configure({ mode: 'serial' });
test.skip(gate.skip, `Postgres not available${gate.reason}`);

let server: PgServer | undefined;
let app: RunningConsole;
let url: string;
let siteDir: string;

const query = <T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> => sql<T>(url, text, params);

const counts = async (): Promise<{ categories: number; units: number; conversions: number }> => {
  const [r] = await query<{ c: string; u: string; v: string }>(
    'SELECT (SELECT count(*) FROM new_categories) AS c, (SELECT count(*) FROM new_units) AS u, (SELECT count(*) FROM new_conversions) AS v',
  );
  return { categories: Number(r?.c), units: Number(r?.u), conversions: Number(r?.v) };
};

test.beforeAll(async () => {
  server = await startPostgres();
  url = await server.createDatabase('console');
  const db = await connect(url);
  try {
    await migrate(db, await readMigrations());
    await seedDatabase(db, await readJsonSources(SITE_FIXTURE));
  } finally {
    await db.end();
  }
  siteDir = await tempDir('console-site');
  app = await startConsole({ port: consolePort(2), databaseUrl: url, siteDir });
});
test.afterAll(async () => {
  await app.stop();
  await server?.stop();
});

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('Auto Unit Generator: bad input writes nothing, a good file adds its rows', async ({ page }) => {
  const before = await counts();
  await page.goto(`${app.base}auto-generator?token=${app.token}`);
  await expect(page.getByTestId('source')).toContainText('postgres');
  const box = page.getByLabel('Units (JSON array)');
  await box.fill('[{ "name": "Furlong", ');
  await page.getByRole('button', { name: 'Generate Units' }).click();
  await expect(toast(page, 'Invalid JSON')).toContainText('Please provide valid JSON format');
  await box.fill('{"units": []}');
  await page.getByRole('button', { name: 'Generate Units' }).click();
  await expect(toast(page, 'Invalid Data')).toContainText('Units data must be an array');
  expect(await counts()).toEqual(before);

  await box.fill(await readFile(path.join(ROOT, 'tests/fixtures/units-import/good.json'), 'utf8'));
  await page.getByRole('button', { name: 'Generate Units' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  // The fixture's L length units get a furlong (2·L pairs), a new angle category 4·3, a new "長さ" 2·1.
  const lengthUnits = (await loadCatalogue({ dataDir: SITE_FIXTURE, databaseUrl: '' })).categoryBySlug.get('length')?.units.length ?? 0;
  const added = 2 * lengthUnits + 4 * 3 + 2 * 1;
  await expect(page.getByTestId('stat-categories')).toHaveText('2');
  await expect(page.getByTestId('stat-units')).toHaveText('7');
  await expect(page.getByTestId('stat-conversions')).toHaveText(String(added));
  expect(await counts()).toEqual({ categories: before.categories + 2, units: before.units + 7, conversions: before.conversions + added });
});

test('the sitemap and static screens read the same database (the static generator builds from it)', async ({ page }) => {
  const c = await counts();
  await page.goto(`${app.base}static-generator?token=${app.token}`);
  await expect(page.getByText(/Mənbə: postgres/)).toBeVisible();
  await expect(page.getByTestId('count-categories')).toHaveText(String(c.categories));
  await page.goto(`${app.base}sitemap-generator`);
  await page.getByRole('button', { name: 'Generate Sitemap Index' }).click();
  await expect(toast(page, 'Sitemap generated successfully')).toBeVisible();
  // Every page of the site built from the database: static pages, categories, hubs, Ultra views, conversions.
  const cat = await loadCatalogue({ databaseUrl: url });
  await expect(page.getByTestId('total-urls')).toHaveText(String(indexedPages(cat, PUBLISHED_LOCALES).length));

  // The static generator builds the site from the database.
  await page.goto(`${app.base}static-generator`);
  await page.getByRole('button', { name: 'Generasiyaya başla' }).click();
  await expect(page.getByTestId('static-state')).toHaveText('Tamamlandı', { timeout: 90_000 });
  await expect(page.getByTestId('static-summary')).toContainText(String(cat.conversionCount));
  // A page of a unit the Auto generator added to the database.
  const length = cat.categories.find((c) => c.conversions.some((v) => v.from.code === 'fur'));
  const furlong = length?.conversions.find((v) => v.from.code === 'fur');
  expect(await readFile(path.join(siteDir, `convert/${length?.slug ?? '?'}/${furlong?.slug ?? '?'}.html`), 'utf8')).toContain('Furlong');
});

test('Batch Unit Generator: Stop shows "Stopped by user"; the rerun completes with no duplicates', async ({ page }) => {
  const N = 260;
  const units = Array.from({ length: N }, (_, i) => ({ name: `Stress unit ${String(i + 1)}`, unit_code: `su${String(i + 1)}`, factor: String(i + 1), category: 'Console Stress' }));
  await page.goto(`${app.base}batch-generator?token=${app.token}`);
  await expect(page.getByTestId('batch-status')).toHaveText(/Ready|Completed|Stopped|Error/);
  await page.getByLabel('Units (JSON array)').fill(JSON.stringify(units));
  await expect(page.getByTestId('expected')).toHaveText(`Console Stress: ${String(N)} units → ${String(N)}·${String(N - 1)} = ${String(N * (N - 1))} conversions`);

  await page.getByRole('button', { name: 'Start Batch Generation' }).click();
  await expect(page.getByTestId('batch-status')).toContainText('Creating conversions (');
  // Stop once the first transaction (100 units and their 9,900 pairs) is in, so the stop keeps a part.
  const status = page.getByTestId('batch-status');
  await expect
    .poll(async () => Number(/\((\d+)\//.exec((await status.textContent()) ?? '')?.[1] ?? 0), { timeout: 60_000, intervals: [20] })
    .toBeGreaterThan(9_900);
  const bar = page.getByRole('progressbar', { name: 'Batch progress' });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(95);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByTestId('batch-status')).toHaveText('Stopped by user');
  await expect(toast(page, 'Processing Stopped')).toBeVisible();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(95);
  const firstUnits = Number(await page.getByTestId('stat-units').textContent());
  const firstConversions = Number(await page.getByTestId('stat-conversions').textContent());
  expect(firstUnits).toBeGreaterThanOrEqual(100);
  expect(firstUnits).toBeLessThan(N);

  // What a stop leaves is consistent: each unit written has all its pairs.
  const [mid] = await query<{ u: string; v: string }>(
    `SELECT (SELECT count(*) FROM new_units u JOIN new_categories c ON c.id = u.category_id WHERE c.title = 'Console Stress') AS u,
            (SELECT count(*) FROM new_conversions v JOIN new_categories c ON c.id = v.category_id WHERE c.title = 'Console Stress') AS v`,
  );
  expect(Number(mid?.u)).toBe(firstUnits);
  expect(Number(mid?.v)).toBe(firstUnits * (firstUnits - 1));
  expect(Number(mid?.v)).toBe(firstConversions);

  await page.getByRole('button', { name: 'Start Batch Generation' }).click();
  await expect(page.getByTestId('batch-status')).toHaveText('Completed successfully', { timeout: 90_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(page.getByTestId('stat-units')).toHaveText(String(N - firstUnits));
  await expect(page.getByTestId('stat-conversions')).toHaveText(String(N * (N - 1) - firstConversions));

  const [end] = await query<{ u: string; v: string; pairs: string; slugs: string }>(
    `SELECT (SELECT count(*) FROM new_units u JOIN new_categories c ON c.id = u.category_id WHERE c.title = 'Console Stress') AS u,
            count(*) AS v, count(DISTINCT (v.from_unit_id, v.to_unit_id)) AS pairs, count(DISTINCT v.slug) AS slugs
       FROM new_conversions v JOIN new_categories c ON c.id = v.category_id WHERE c.title = 'Console Stress'`,
  );
  expect(Number(end?.u)).toBe(N);
  expect(Number(end?.v)).toBe(N * (N - 1));
  expect(Number(end?.pairs)).toBe(N * (N - 1));
  expect(Number(end?.slugs)).toBe(N * (N - 1));
  expect((await query('SELECT 1 FROM new_categories WHERE title = $1', ['Console Stress'])).length).toBe(1);
});
