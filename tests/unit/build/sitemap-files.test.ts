import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { sitePaths } from '../../../src/core/sitemap.ts';
import { INTEGRATION_INDEX, SITEMAP_INDEX, sitemapFiles, sitemapIntegration } from '../../../src/build/sitemap-files.ts';

// The owner console shows and downloads sitemapFiles(); the build writes through
// @astrojs/sitemap. Here the real integration runs its build hook on the pages of the
// full seed catalogue (110,000 URLs, so three files), and the two must agree byte for byte.
const SITE = 'https://exactconvert.example';
const DATE = '2026-11-22';
let cat: Catalogue;

beforeAll(async () => {
  cat = await loadCatalogue({ databaseUrl: '', dataDir: path.resolve(import.meta.dirname, '../../../data') });
});

async function runIntegration(pages: string[]): Promise<Map<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitemap-'));
  try {
    const integration = sitemapIntegration(DATE);
    const hooks = integration.hooks as Record<string, (arg: unknown) => Promise<void> | void>;
    const logged: string[] = [];
    const logger = { info: () => undefined, warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
    await hooks['astro:routes:resolved']?.({ routes: [] });
    await hooks['astro:config:done']?.({ config: { site: SITE, base: '/', trailingSlash: 'never', build: { format: 'file' } } });
    await hooks['astro:build:done']?.({ dir: pathToFileURL(`${dir}/`), pages: pages.map((p) => ({ pathname: p.slice(1) })), logger });
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
    const pages = sitePaths(cat);
    expect(pages.length).toBeGreaterThan(90_000);
    const built = await runIntegration(pages);
    const ours = await sitemapFiles(cat, SITE, DATE);
    expect(ours.map((f) => f.filename).sort()).toEqual([...built.keys()].sort());
    expect(ours.map((f) => f.filename)).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-2.xml', SITEMAP_INDEX]);
    for (const f of ours) expect(f.xml === built.get(f.filename), f.filename).toBe(true);
    const counts = ours.slice(0, -1).map((f) => f.xml.split('<url>').length - 1);
    expect(counts.slice(0, 2)).toEqual([45_000, 45_000]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(pages.length);
    const index = ours.at(-1)?.xml ?? '';
    expect(index).toContain(`<sitemap><loc>${SITE}/sitemap-2.xml</loc><lastmod>2026-11-22T00:00:00.000Z</lastmod></sitemap>`);
  }, 120_000);
});
