// CLDR's pseudo-locale en-XA (accented English, src/i18n/languages/en-xa.ts, unpublished), a
// language that is its record alone (found by its file name; its texts made from English's, so it
// has no files), built with the fixture catalogue when the build asks for the pseudo-locales
// (BUILD_ENV.pseudoLocales). Every kind of page renders in it, with its hreflang
// alternates and its sitemap entries; the published site does not have it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue } from '../../../src/core/catalogue.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { localPath } from '../../../src/i18n/paths.ts';
import { BUILD_ENV } from '../../../src/protocol/build.ts';
import { englishPages, EVERY_PAGE, type EnglishPage, isIndexed, KINDS, pageFile } from '../../../src/site/pages.ts';
import { removeTemps, runCli, tempDir } from '../postgres/helpers.ts';
import { SMALL_CATALOGUE, fixtureEnv, siteFiles } from '../site-fixture.ts';

afterAll(removeTemps);

const PSEUDO = 'en-xa';
let out: string;
let pages: EnglishPage[];

beforeAll(async () => {
  out = path.join(await tempDir('pseudo'), 'site');
  const r = await runCli('build.ts', ['--out', out], { ...fixtureEnv(SMALL_CATALOGUE), BUILD_CACHE_DIR: path.join(out, '..', 'cache'), [BUILD_ENV.pseudoLocales]: '1' });
  if (r.code !== 0) throw new Error(`build failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
  pages = englishPages(buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: SMALL_CATALOGUE })), EVERY_PAGE);
}, 240_000);

describe('the pseudo-locale en-XA, from its record alone', () => {
  it('is not a published language', () => {
    expect(PUBLISHED_LOCALES).not.toContain(PSEUDO);
  });

  it('renders every kind of page, in accented English, with hreflang alternates to every language', async () => {
    for (const kind of KINDS) {
      const page = pages.find((p) => p.kind === kind);
      if (!page) throw new Error(`the fixture has no ${kind} page`);
      const html = await readFile(path.join(out, pageFile(localPath(PSEUDO, page.path))), 'utf8');
      const english = await readFile(path.join(out, pageFile(page.path)), 'utf8');
      expect(html, kind).toContain('<html lang="en-XA"');
      // Pseudo-localised text: letters English does not have, and not the English page.
      expect(/[àáâãäåçèéêëìíîïñòóôõöùúûüýÿĀ-ž]/u.test(html.replace(/<script[\s\S]*?<\/script>/g, '')), kind).toBe(true);
      expect(html).not.toBe(english);
      // The kinds kept out of the sitemaps (404, offline, embed frame) are answered at any address: no alternates.
      if (!isIndexed(kind)) continue;
      const self = `https://exactconvert.example${localPath(PSEUDO, page.path)}`.replace(/\/$/, '');
      expect(html, kind).toContain(`hreflang="en-XA" href="${self}`);
      expect(english, kind).toContain(`hreflang="en-XA" href="${self}`);
      expect(html, kind).toContain(`hreflang="es" href="https://exactconvert.example${localPath('es', page.path)}`);
    }
  });

  it('has a sitemap entry for each page in it, with its alternates', async () => {
    const files = await siteFiles(out);
    const sitemaps = [...files].filter(([k]) => /^sitemap-\d+\.xml$/.test(k)).map(([, b]) => b.toString('utf8')).join('\n');
    const listed = pages.filter((p) => isIndexed(p.kind));
    for (const p of listed) expect(sitemaps).toContain(`<loc>https://exactconvert.example${localPath(PSEUDO, p.path)}</loc>`);
    expect(sitemaps).toContain('hreflang="en-XA"');
    expect(sitemaps).not.toContain('hreflang="en-xa"');
    expect([...files.keys()].filter((k) => k === `${PSEUDO}.html` || (k.startsWith(`${PSEUDO}/`) && k.endsWith('.html'))).length).toBe(pages.length);
  });
});
