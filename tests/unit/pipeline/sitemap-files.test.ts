import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { sitemapItem } from '../../../src/site/sitemap.ts';
import { indexedPages, isIndexed, type Page, type PageKind, sitePages } from '../../../src/site/pages.ts';
import sitemap from '@astrojs/sitemap';
import { EnumChangefreq, type SitemapItemLoose } from 'sitemap';
import { INTEGRATION_INDEX, SITEMAP_INDEX, sitemapFiles, sitemapIntegration, writeSitemaps, writeSitemapsBeside } from '../../../src/pipeline/sitemap-files.ts';

// The owner console shows and downloads sitemapFiles(); the build writes through
// @astrojs/sitemap. Here the real integration runs its build hook on the pages of the
// full seed catalogue (110,000 URLs, so three files), and the two must agree byte for byte.
const SITE = 'https://exactconvert.example';
const DATE = '2026-11-22';
let cat: Catalogue;

beforeAll(async () => {
  cat = await loadCatalogue({ databaseUrl: '', dataDir: path.resolve(import.meta.dirname, '../../../data') });
});

/** The kind of each page's path, as the page list gives it. */
function kindAtOf(pages: readonly Page[]): (pagePath: string) => PageKind {
  const kinds = new Map(pages.map((p) => [p.localPath, p.kind]));
  return (pagePath) => {
    const kind = kinds.get(pagePath);
    if (kind === undefined) throw new Error(`${pagePath}: not a page given`);
    return kind;
  };
}

/** The locales as @astrojs/sitemap's i18n option names them (each language's code is its hreflang). */
const SITEMAP_I18N = { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(PUBLISHED_LOCALES.map((l) => [l, l])) };

// The same entries without our alternates: @astrojs/sitemap's i18n option adds its own.
function toLooseForTest(item: SitemapItemLoose, kindAt: (pagePath: string) => PageKind): SitemapItemLoose {
  const rule = sitemapItem(item.url, kindAt(new URL(item.url).pathname), DATE);
  return { ...item, lastmod: rule.lastmod, changefreq: EnumChangefreq[rule.changefreq.toUpperCase() as Uppercase<typeof rule.changefreq>], priority: rule.priority };
}

async function runIntegration(pages: readonly Page[], integration = sitemapIntegration(DATE, kindAtOf(pages), PUBLISHED_LOCALES)): Promise<Map<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitemap-'));
  try {
    const hooks = integration.hooks as Record<string, (arg: unknown) => Promise<void> | void>;
    const logged: string[] = [];
    const logger = { info: () => undefined, warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
    await hooks['astro:routes:resolved']?.({ routes: [] });
    await hooks['astro:config:done']?.({ config: { site: SITE, base: '/', trailingSlash: 'never', build: { format: 'file' } } });
    await hooks['astro:build:done']?.({ dir: pathToFileURL(`${dir}/`), pages: pages.map((p) => ({ pathname: p.localPath.slice(1) })), logger });
    expect(logged).toEqual([]);
    const out = new Map<string, string>();
    for (const f of await readdir(dir)) out.set(f === INTEGRATION_INDEX ? SITEMAP_INDEX : f, await readFile(path.join(dir, f), 'utf8'));
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('sitemap files', () => {
  it('are what @astrojs/sitemap writes, byte for byte, in files of at most 45,000 URLs', async () => {
    const pages = indexedPages(cat, PUBLISHED_LOCALES);
    expect(pages.length).toBeGreaterThan(450_000);
    const built = await runIntegration(pages);
    const ours = await sitemapFiles(cat, SITE, DATE, {});
    expect(ours.map((f) => f.filename).sort()).toEqual([...built.keys()].sort());
    const files = Math.ceil(pages.length / 45_000);
    expect(ours.map((f) => f.filename)).toEqual([...Array.from({ length: files }, (_, i) => `sitemap-${String(i)}.xml`), SITEMAP_INDEX]);
    for (const f of ours) expect(f.xml === built.get(f.filename), f.filename).toBe(true);
    const counts = ours.slice(0, -1).map((f) => f.xml.split('<url>').length - 1);
    expect(counts.slice(0, 2)).toEqual([45_000, 45_000]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(pages.length);
    const index = ours.at(-1)?.xml ?? '';
    expect(index).toContain(`<sitemap><loc>${SITE}/sitemap-${String(files - 1)}.xml</loc><lastmod>2026-11-22T00:00:00.000Z</lastmod></sitemap>`);
    // Google's limit is 50 MB per sitemap file; the alternates make each URL about five times longer.
    for (const f of ours) expect(Buffer.byteLength(f.xml), f.filename).toBeLessThan(50 * 1024 * 1024);
  }, 300_000);

  it('list every page with its alternates exactly as @astrojs/sitemap\'s i18n option would', async () => {
    const pages = indexedPages(cat, PUBLISHED_LOCALES).filter((p) => /^(\/[a-z]{2,3}(?:-[a-z\d]+)*)?\/(convert\/length\/m-to-ft|about|convert\/area)$/.test(p.localPath));
    expect(pages).toHaveLength(3 * PUBLISHED_LOCALES.length);
    const ours = await runIntegration(pages);
    const theirs = await runIntegration(pages, sitemap({ filenameBase: 'sitemap', entryLimit: 45_000, i18n: SITEMAP_I18N, serialize: (item) => toLooseForTest(item, kindAtOf(pages)) }));
    expect(ours.get('sitemap-0.xml')).toBe(theirs.get('sitemap-0.xml'));
    const xml = ours.get('sitemap-0.xml') ?? '';
    expect(xml).toContain(`<url><loc>${SITE}/es/convert/length/m-to-ft</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="az" href="${SITE}/az/convert/length/m-to-ft"/>`);
    expect(xml.split('hreflang=').length - 1).toBe(3 * PUBLISHED_LOCALES.length * PUBLISHED_LOCALES.length);
  });

  it('are the same when written on a worker thread, which the build does while it links the pages', async () => {
    // The 404 pages are given too: the sitemaps leave them out by their kind.
    const pages = sitePages(cat, PUBLISHED_LOCALES).filter((p) => p.localPath.includes('/convert/length/m-') || !p.localPath.includes('/convert/'));
    expect(pages.filter((p) => p.kind === 'not-found').length).toBeGreaterThan(1);
    const [a, b] = [await mkdtemp(path.join(tmpdir(), 'sitemap-a-')), await mkdtemp(path.join(tmpdir(), 'sitemap-b-'))];
    try {
      const here = await writeSitemaps(a, SITE, DATE, pages);
      const beside = await writeSitemapsBeside(b, SITE, DATE, pages);
      expect(beside).toEqual(here);
      expect(here.at(-1)).toBe(SITEMAP_INDEX);
      for (const f of here) expect(await readFile(path.join(b, f), 'utf8'), f).toBe(await readFile(path.join(a, f), 'utf8'));
      const xml = await readFile(path.join(a, 'sitemap-0.xml'), 'utf8');
      expect(xml.split('<url>').length - 1).toBe(pages.filter((p) => isIndexed(p.kind)).length);
      expect(xml).not.toMatch(/\/404</);
      // A failure on the thread is the build's failure, with the reason.
      await expect(writeSitemapsBeside(path.join(b, 'missing-folder'), SITE, DATE, pages)).rejects.toThrow(/Writing the sitemaps failed: .*missing-folder/s);
    } finally {
      await rm(a, { recursive: true, force: true });
      await rm(b, { recursive: true, force: true });
    }
  });
});
