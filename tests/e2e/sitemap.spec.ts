import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadCatalogue } from '../../src/catalogue/index.ts';
import { sitemapFiles } from '../../src/pipeline/sitemap-files.ts';
import { sitemapPages } from '../../src/checks/site.ts';
import { pagesByPath } from '../../src/site/pages.ts';

// The built fixture site: its sitemaps name every page once, hubs included, and are what
// the owner console's sitemapFiles() produces for the same catalogue, byte for byte.
const siteDir = process.env['E2E_SITE_DIR'] ?? '.tmp/e2e-site';
const SITE = 'https://exactconvert.example';

test('the sitemaps list every page of the build once, and equal sitemapFiles()', async () => {
  const cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../fixtures/site'), databaseUrl: '' });
  const { pages, listed, duplicates } = sitemapPages(siteDir, SITE, pagesByPath(cat));
  expect(duplicates).toEqual([]);
  expect([...listed].sort()).toEqual([...pages].sort());
  expect(pages.some((p) => p.startsWith('/units/'))).toBe(true);

  const built = readdirSync(siteDir).filter((f) => /^sitemap.*\.xml$/.test(f)).sort();
  const index = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  const date = /<lastmod>(\d{4}-\d{2}-\d{2})T/.exec(index)?.[1] ?? '';
  const ours = await sitemapFiles(cat, SITE, date, {});
  expect(ours.map((f) => f.filename).sort()).toEqual(built);
  for (const f of ours) expect(f.xml, f.filename).toBe(readFileSync(path.join(siteDir, f.filename), 'utf8'));
  expect(readFileSync(path.join(siteDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
