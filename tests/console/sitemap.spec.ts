// Sitemap tool on a temporary copy of the fixture catalogue: the SPEC §5 and §8 messages,
// downloads spaced 500 ms, Populate into the built site, drag-and-drop import of XML
// files (a .txt is refused) and the clipboard.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadCatalogue } from '../../src/catalogue/index.ts';
import { indexedPages } from '../../src/site/pages.ts';
import { consolePort, copyCatalogue, type RunningConsole, startConsole, tempDir } from './harness.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';

let app: RunningConsole;
let dataDir: string;
let siteDir: string;

test.beforeAll(async () => {
  dataDir = await copyCatalogue();
  siteDir = await tempDir('console-site');
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>built</title>');
  app = await startConsole({ port: consolePort(0), dataDir, siteDir });
});
test.afterAll(async () => {
  await app.stop();
});

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

async function open(page: Page): Promise<void> {
  await page.goto(`${app.base}sitemap-generator?token=${app.token}`);
  await expect(page.getByTestId('source')).toContainText('(seed JSON)');
}

/** Drop files on the drop zone the way a browser does (dragenter, dragover, drop with a DataTransfer). */
async function drop(page: Page, files: { name: string; type: string; text: string }[], check?: () => Promise<void>): Promise<void> {
  const zone = page.getByTestId('dropzone');
  const dt = await page.evaluateHandle((list) => {
    const d = new DataTransfer();
    for (const f of list) d.items.add(new File([f.text], f.name, { type: f.type }));
    return d;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer: dt });
  await zone.dispatchEvent('dragover', { dataTransfer: dt });
  if (check) await check();
  await zone.dispatchEvent('drop', { dataTransfer: dt });
}

test('Download and Populate before Generate say "No sitemap data"', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Download Sitemaps' }).click();
  await expect(toast(page, 'No sitemap data')).toContainText('Please generate sitemap first');
  await page.getByRole('button', { name: 'Populate XML Files' }).click();
  await expect(toast(page, 'No sitemap data').nth(1)).toContainText('Please generate sitemap first');
});

test('Generate, Download (spaced 500 ms), Copy and Populate', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.base });
  await open(page);
  await page.getByRole('button', { name: 'Generate Sitemap Index' }).click();
  await expect(toast(page, 'Sitemap generated successfully')).toBeVisible();
  const cat = await loadCatalogue({ dataDir });
  // Every page of the site: static pages, categories, unit hubs, Ultra views and conversions.
  await expect(page.getByTestId('total-urls')).toHaveText(String(indexedPages(cat, PUBLISHED_LOCALES).length));
  await expect(page.getByTestId('total-files')).toHaveText('1');
  const index = page.getByLabel('Sitemap index');
  await expect(index).toHaveValue(/<sitemapindex[^]*https:\/\/exactconvert\.example\/sitemap-0\.xml/);
  await expect(index).toHaveJSProperty('readOnly', true);

  const downloads: { name: string; at: number; text: string }[] = [];
  page.on('download', (d) => {
    const at = Date.now();
    void d.path().then(async (p) => {
      downloads.push({ name: d.suggestedFilename(), at, text: await readFile(p, 'utf8') });
    });
  });
  await page.getByRole('button', { name: 'Download Sitemaps' }).click();
  // Every action is disabled while one is busy (the downloads take 500 ms at least).
  await expect(page.getByRole('button', { name: 'Generate Sitemap Index' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Copy Index to Clipboard' })).toBeDisabled();
  await expect(toast(page, 'Sitemaps downloaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Sitemap Index' })).toBeEnabled();
  await expect.poll(() => downloads.length).toBe(2);
  downloads.sort((a, b) => a.at - b.at);
  expect(downloads.map((d) => d.name)).toEqual(['sitemap.xml', 'sitemap-0.xml']);
  expect((downloads[1]?.at ?? 0) - (downloads[0]?.at ?? 0)).toBeGreaterThanOrEqual(450);
  expect(downloads[0]?.text).toBe(await index.inputValue());

  await page.getByRole('button', { name: 'Copy Index to Clipboard' }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await index.inputValue());

  await page.getByRole('button', { name: 'Populate XML Files' }).click();
  await expect(toast(page, 'Sitemap files prepared')).toBeVisible();
  expect(await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8')).toBe(downloads[0]?.text);
  expect(await readFile(path.join(siteDir, 'sitemap-0.xml'), 'utf8')).toBe(downloads[1]?.text);
});

test('Import takes dropped XML files (highlighted while dragging) and refuses a .txt', async ({ page }) => {
  await open(page);
  const urlset = (n: number, prefix: string): string =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
      { length: n },
      (_, i) => `<url><loc>https://exactconvert.example/${prefix}/${String(i)}</loc></url>`,
    ).join('\n')}\n</urlset>\n`;

  await drop(page, [{ name: 'notes.txt', type: 'text/plain', text: 'not a sitemap' }]);
  await expect(toast(page, 'No XML files found')).toContainText('Please select XML sitemap files to import');

  await drop(
    page,
    [
      { name: 'sitemap-1.xml', type: 'text/xml', text: urlset(3, 'a') },
      { name: 'sitemap-2.xml', type: 'text/xml', text: urlset(4, 'b') },
      { name: 'readme.txt', type: 'text/plain', text: 'ignored' },
    ],
    async () => {
      await expect(page.getByTestId('dropzone')).toHaveAttribute('data-dragging', 'true');
    },
  );
  await expect(toast(page, 'Files imported successfully')).toBeVisible();
  await expect(page.getByTestId('dropzone')).toHaveAttribute('data-dragging', 'false');
  await expect(page.getByTestId('total-urls')).toHaveText('7');
  await expect(page.getByTestId('total-files')).toHaveText('2');
  await expect(page.getByTestId('sitemap-files')).toContainText('sitemap-2.xml: 4 URLs');
  await expect(page.getByLabel('Sitemap index')).toHaveValue(/sitemap-1\.xml[^]*sitemap-2\.xml/);

  // Not well-formed XML: the SPEC §8 error.
  await drop(page, [{ name: 'sitemap-3.xml', type: 'text/xml', text: '<urlset><url>' }]);
  await expect(toast(page, 'Error importing files')).toContainText('Failed to import sitemap files. Please check console for details.');

  // The file picker takes several files at once too.
  await page.getByLabel('Import Sitemaps').setInputFiles([
    { name: 'sitemap-1.xml', mimeType: 'text/xml', buffer: Buffer.from(urlset(2, 'c')) },
    { name: 'sitemap-2.xml', mimeType: 'text/xml', buffer: Buffer.from(urlset(2, 'd')) },
  ]);
  await expect(page.getByTestId('total-urls')).toHaveText('4');
});
