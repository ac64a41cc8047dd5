// Which pages each shard of the build renders. A shard is the unit of rendering and of
// caching: one category (its category page, unit hubs and conversion pages), or one part
// of a large category split by from-unit, or the site-wide pages. A shard's pages are
// fixed by its own category alone, so adding a category adds a shard and moves no other
// page; a job (one `astro build` process) renders any set of shards.
import type { Catalogue, Category } from '../core/catalogue.ts';
import { companionCategory } from '../core/describe.ts';
import { paths } from '../core/site.ts';
import { hasUltra } from '../core/sitemap.ts';
import { LOCALES } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';

/** Every page is written once per language (src/i18n/locales.ts). */
const L = LOCALES.length;

/** The shard of the site-wide pages: home, the expression converter, about, contact, legal, 404, every Ultra view, and public/ files. */
export const SITE_SHARD = 'site';

/** A category with more pages than this is split by from-unit into parts of at most about this many. */
export const SHARD_MAX_PAGES = 4000;

/** The site shard's fixed pages (404 is a file, not in the sitemaps). */
export const SITE_PAGES = ['/', '/expression', '/about', '/contact', '/terms', '/privacy', '/404'] as const;

export interface ShardDef {
  id: string;
  /** The site-wide pages. */
  site: boolean;
  /** The category whose pages this shard renders (not for the site shard). */
  category?: string;
  /** The from-unit codes whose conversion pages this shard renders; absent: every one of the category. */
  from?: string[];
  /** Renders the category page and the unit hubs (a whole category, or its first part). */
  categoryPages: boolean;
  /** Categories whose data the pages read: the shard's own and its companion (describe.ts). */
  reads: string[];
  /** Pages this shard writes. */
  pages: number;
  /** Of which conversion pages (the build's progress counts these). */
  conversions: number;
}

function categoryShards(c: Category, maxPages: number): ShardDef[] {
  const reads = [c.slug, ...[companionCategory(c.slug)].filter((s): s is string => s !== undefined)];
  const fixed = (1 + c.units.length) * L;
  if (fixed + c.conversions.length * L <= maxPages) {
    return [{ id: `c-${c.slug}`, site: false, category: c.slug, categoryPages: true, reads, pages: fixed + c.conversions.length * L, conversions: c.conversions.length * L }];
  }
  const perFrom = new Map<string, number>();
  for (const v of c.conversions) perFrom.set(v.from.code, (perFrom.get(v.from.code) ?? 0) + L);
  const parts: { from: string[]; conversions: number }[] = [];
  let part = { from: [] as string[], conversions: 0 };
  let budget = maxPages - fixed;
  for (const u of c.units) {
    const n = perFrom.get(u.code) ?? 0;
    if (part.from.length > 0 && part.conversions + n > budget) {
      parts.push(part);
      part = { from: [], conversions: 0 };
      budget = maxPages;
    }
    part.from.push(u.code);
    part.conversions += n;
  }
  if (part.from.length > 0) parts.push(part);
  return parts.map((p, i) => ({
    id: `c-${c.slug}-${String(i + 1)}`,
    site: false,
    category: c.slug,
    from: p.from,
    categoryPages: i === 0,
    reads,
    pages: p.conversions + (i === 0 ? fixed : 0),
    conversions: p.conversions,
  }));
}

/** The shards of a catalogue's site: the site shard, then each category's, by slug. */
export function planShards(cat: Catalogue, maxPages = SHARD_MAX_PAGES): ShardDef[] {
  const ultra = cat.categories.filter(hasUltra).length;
  const out: ShardDef[] = [{ id: SITE_SHARD, site: true, categoryPages: false, reads: [], pages: (SITE_PAGES.length + ultra) * L, conversions: 0 }];
  const bySlug = [...cat.categories].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  for (const c of bySlug) out.push(...categoryShards(c, maxPages));
  return out;
}

/**
 * Split shards into `n` groups of about equal page count (largest first, each to the
 * lightest group; ties by id, so the split is the same on every machine).
 */
export function groupShards(shards: readonly ShardDef[], n: number): ShardDef[][] {
  const groups = Array.from({ length: Math.max(1, n) }, () => ({ pages: 0, shards: [] as ShardDef[] }));
  const order = [...shards].sort((a, b) => b.pages - a.pages || (a.id < b.id ? -1 : 1));
  for (const s of order) {
    let best = groups[0];
    for (const g of groups) if (best === undefined || g.pages < best.pages) best = g;
    if (!best) break;
    best.pages += s.pages;
    best.shards.push(s);
  }
  return groups.map((g) => g.shards.sort((a, b) => (a.id < b.id ? -1 : 1)));
}

/** `--shard K/N`: 1 <= K <= N. */
export function parseShardArg(text: string): { k: number; n: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || k < 1 || n < 1 || k > n) throw new Error(`--shard takes K/N with 1 <= K <= N (for example 2/4), not ${JSON.stringify(text)}`);
  return { k, n };
}

/** What a job renders: asked by the pages' getStaticPaths. `'all'`: every page (no job given). */
export class BuildScope {
  readonly site: boolean;
  readonly #everything: boolean;
  /** Per category: renders its category page and hubs; the from-units of its conversions (undefined: all). */
  readonly #categories = new Map<string, { pages: boolean; from: Set<string> | undefined }>();

  constructor(shards: readonly ShardDef[] | 'all') {
    this.#everything = shards === 'all';
    this.site = shards === 'all' || shards.some((s) => s.site);
    if (shards === 'all') return;
    for (const s of shards) {
      if (s.category === undefined) continue;
      const had = this.#categories.get(s.category);
      const wholeAlready = had !== undefined && had.from === undefined;
      const from = s.from === undefined || wholeAlready ? undefined : new Set([...(had?.from ?? []), ...s.from]);
      this.#categories.set(s.category, { pages: s.categoryPages || had?.pages === true, from });
    }
  }

  /** The category page and the unit hubs of `slug`. */
  ownsCategoryPages(slug: string): boolean {
    return this.#everything || this.#categories.get(slug)?.pages === true;
  }

  /** The conversion pages of `slug` from `fromCode`. */
  ownsConversion(slug: string, fromCode: string): boolean {
    if (this.#everything) return true;
    const c = this.#categories.get(slug);
    return c !== undefined && (c.from === undefined || c.from.has(fromCode));
  }
}

/** The page paths a shard renders (each page in every language), from a catalogue that holds its categories. */
export function shardPagePaths(cat: Catalogue, shard: ShardDef): string[] {
  return englishPagePaths(cat, shard).flatMap((p) => LOCALES.map((l) => localPath(l, p)));
}

function englishPagePaths(cat: Catalogue, shard: ShardDef): string[] {
  if (shard.site) return [...SITE_PAGES, ...cat.categories.filter(hasUltra).map((c) => paths.ultra(c.slug))];
  const c = shard.category === undefined ? undefined : cat.categoryBySlug.get(shard.category);
  if (!c) throw new Error(`shard ${shard.id}: the catalogue has no category ${JSON.stringify(shard.category)}`);
  const out: string[] = [];
  if (shard.categoryPages) {
    out.push(paths.category(c.slug));
    for (const u of c.units) out.push(paths.unitHub(c.slug, u.code));
  }
  const from = shard.from === undefined ? undefined : new Set(shard.from);
  for (const v of c.conversions) if (!from || from.has(v.from.code)) out.push(paths.conversion(c.slug, v.slug));
  return out;
}

/** The file a page path is written to (`format: 'file'`): "/" is index.html, "/a/b" a/b.html. */
export function pageFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}
