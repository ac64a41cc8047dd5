// The one page list: the pages the shard plan expects are the pages the routes render, for
// the fixture catalogue in every language; each kind of page has one route file, which lists
// its pages with one call and builds its data in a view (at most 25 lines of frontmatter).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue } from '../../../src/core/catalogue.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { splitLocale } from '../../../src/i18n/paths.ts';
import { planShards } from '../../../src/pipeline/plan.ts';
import { englishPages, EVERY_PAGE, indexedPages, isIndexed, KINDS, PAGE_KINDS, pagesOfKind, routeParams, slicePaths } from '../../../src/site/pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGES = path.join(ROOT, 'src/pages');

async function fixture() {
  return buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: path.join(ROOT, 'tests/fixtures/catalogue-small') }));
}

/** A route file's path pattern filled with a page's parameters: what Astro writes for it. */
function fill(route: string, params: object): string {
  const p = `/${route.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\[(\.\.\.)?(\w+)\]/g, (_, _rest: string | undefined, name: string) => (params as Partial<Record<string, string>>)[name] ?? '');
  const clean = p.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return clean === '' ? '/' : clean;
}

function frontmatter(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const end = lines.indexOf('---', 1);
  return lines.slice(1, end);
}

describe('the page list', () => {
  it('the shard plan and the routes list the same pages, in every language, each once', async () => {
    const cat = await fixture();
    const planned = planShards(cat, PUBLISHED_LOCALES, 40).flatMap((s) => slicePaths(cat, s, PUBLISHED_LOCALES));
    // The routes: each kind's pages, as each route's getStaticPaths returns them (staticPaths: pagesOfKind of the job's list), at the path Astro writes from the route's pattern.
    const all = englishPages(cat, EVERY_PAGE);
    const routed = KINDS.flatMap((kind) => pagesOfKind(all, kind, PUBLISHED_LOCALES).map((p) => ({ at: fill(PAGE_KINDS[kind].route, routeParams(p)), p })));
    expect(routed.filter((r) => r.at !== r.p.localPath).map((r) => `${r.p.kind} ${r.p.path} in ${r.p.locale} is written at ${r.at}`)).toEqual([]);
    expect(new Set(planned).size).toBe(planned.length);
    expect(routed.map((r) => r.at).sort()).toEqual([...planned].sort());
    // Every language, every kind: the fixture's 120 conversions and its hubs are there in each.
    const byLocale = new Map<string, number>();
    for (const p of planned) byLocale.set(splitLocale(p).locale, (byLocale.get(splitLocale(p).locale) ?? 0) + 1);
    expect([...byLocale.keys()].sort()).toEqual([...PUBLISHED_LOCALES].sort());
    for (const n of byLocale.values()) expect(n).toBe(planned.length / PUBLISHED_LOCALES.length);
    expect(new Set(all.map((p) => p.kind))).toEqual(new Set(KINDS));
    // The sitemaps list the same pages but those of the kinds not indexed: the 404 page, the offline page and the embeddable converter's frame page, each once per language.
    const hidden = KINDS.filter((k) => !isIndexed(k));
    expect(hidden.sort()).toEqual(['embed-frame', 'not-found', 'offline']);
    const hiddenPaths = new Set(hidden.map((k) => PAGE_KINDS[k].path));
    expect(indexedPages(cat, PUBLISHED_LOCALES).map((p) => p.localPath).sort()).toEqual(planned.filter((p) => !hiddenPaths.has(splitLocale(p).path)).sort());
  });

  it('a job with some shards gets their pages, and each route only its own kind', async () => {
    const cat = await fixture();
    const shards = planShards(cat, PUBLISHED_LOCALES, 40).filter((s) => s.category === 'length');
    expect(shards.length).toBeGreaterThan(1);
    const mine = englishPages(cat, shards);
    expect(mine.map((p) => p.kind)).not.toContain('home');
    expect(pagesOfKind(mine, 'home', PUBLISHED_LOCALES)).toEqual([]);
    const conversions = shards.flatMap((s) => slicePaths(cat, s, PUBLISHED_LOCALES)).filter((p) => /\/convert\/length\/[^/]+$/.test(p));
    expect(conversions.length).toBeGreaterThan(0);
    expect(pagesOfKind(mine, 'conversion', PUBLISHED_LOCALES).map((p) => p.localPath).sort()).toEqual(conversions.sort());
  });

  it('a route renders its pages one language after another, each language in the sitemap order of the English paths', async () => {
    const cat = await fixture();
    const pages = pagesOfKind(englishPages(cat, EVERY_PAGE), 'conversion', PUBLISHED_LOCALES);
    // One run per language, in the site's order (a job's render time by language is measured in these runs).
    const runs = pages.map((p) => p.locale).filter((l, i, all) => i === 0 || all[i - 1] !== l);
    expect(runs).toEqual([...PUBLISHED_LOCALES]);
    const english = pages.filter((p) => p.locale === 'en').map((p) => p.path);
    for (const locale of PUBLISHED_LOCALES) expect(pages.filter((p) => p.locale === locale).map((p) => p.path)).toEqual(english);
    expect(english.length).toBe(cat.conversionCount);
    // A job asked for one language (npm run profile --locale es) lists and claims that language's pages only.
    const spanish = pagesOfKind(englishPages(cat, EVERY_PAGE), 'conversion', ['es']);
    expect(spanish.map((p) => p.localPath)).toEqual(pages.filter((p) => p.locale === 'es').map((p) => p.localPath));
    const shard = planShards(cat, PUBLISHED_LOCALES, 40).find((s) => s.category === 'length');
    if (!shard) throw new Error('the fixture has no length shard');
    expect(slicePaths(cat, shard, ['es'])).toEqual(slicePaths(cat, shard, PUBLISHED_LOCALES).filter((p) => p.startsWith('/es/')));
  });

  it('every kind has its route file, whose getStaticPaths is one call, which calls its kind\'s view, and no route has more than 25 lines of frontmatter', () => {
    const files = readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.astro')).map((f) => f.split(path.sep).join('/')).sort();
    expect(files).toEqual(KINDS.map((k) => PAGE_KINDS[k].route).sort());
    for (const kind of KINDS) {
      const { route, view } = PAGE_KINDS[kind];
      const front = frontmatter(path.join(PAGES, route));
      expect(front.length, route).toBeLessThanOrEqual(25);
      expect(front, route).toContain(`export const getStaticPaths = () => staticPaths('${kind}');`);
      expect(front.some((line) => new RegExp(String.raw`^import \{[^}]*\b${view}\b[^}]*\} from '[./]+/site/views/[\w-]+\.ts';$`).test(line)), `${route} imports ${view}`).toBe(true);
      expect(front.some((line) => new RegExp(String.raw`\b${view}\(`).test(line)), `${route} calls ${view}`).toBe(true);
    }
  });
});
