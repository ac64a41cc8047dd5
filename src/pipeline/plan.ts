// Which pages each shard of the build renders. A shard is the unit of rendering and of
// caching: one category (its category page, unit hubs and conversion pages), or one part
// of a large category split by from-unit, or the site-wide pages. A shard's pages are
// fixed by its own category alone, so adding a category adds a shard and moves no other
// page; a job (one `astro build` process) renders any set of shards.
import type { Catalogue, Category } from '../core/catalogue.ts';
import { companionCategory } from '../core/companion.ts';
import type { Locale } from '../i18n/locales.ts';
import type { JobShard } from '../site/build-input.ts';
import { slicePages } from '../site/pages.ts';


/** The shard of the site-wide pages: home, the expression converter, about, contact, legal, 404, every Ultra view, and public/ files. */
export const SITE_SHARD = 'site';

/** The shard of the substance pages (src/core/substance/): their list, each substance and its pairs. */
export const SUBSTANCES_SHARD = 'substances';

/** A category with more pages than this is split by from-unit into parts of at most about this many. */
export const SHARD_MAX_PAGES = 4000;

/**
 * A shard: a slice of the page list (src/site/pages.ts: the site-wide pages, or a category's
 * pages, split by from-unit when large), with what its cache key and progress need.
 */
export interface ShardDef extends JobShard {
  /** Categories whose data the pages read: the shard's own and its companion (src/core/companion.ts). */
  reads: string[];
  /** Pages this shard writes. */
  pages: number;
  /** Of which conversion pages (the build's progress counts these). */
  conversions: number;
}

function categoryShards(cat: Catalogue, c: Category, maxPages: number, L: number): ShardDef[] {
  const reads = [c.slug, ...[companionCategory(c.slug)].filter((s): s is string => s !== undefined)];
  // The category page and the unit hubs: the category's pages from no unit's conversions.
  const fixed = slicePages(cat, { site: false, category: c.slug, categoryPages: true, from: [] }).length * L;
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

/** The shards of a catalogue's site in the languages given (each page is written once per language): the site shard, then each category's, by slug. */
export function planShards(cat: Catalogue, locales: readonly Locale[], maxPages = SHARD_MAX_PAGES): ShardDef[] {
  const L = locales.length;
  const site = { site: true, categoryPages: false } as const;
  const out: ShardDef[] = [{ id: SITE_SHARD, ...site, reads: [], pages: slicePages(cat, site).length * L, conversions: 0 }];
  out.push(...substanceShards(cat, maxPages, L));
  const bySlug = [...cat.categories].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  for (const c of bySlug) out.push(...categoryShards(cat, c, maxPages, L));
  return out;
}

/** The substance pages in shards of at most about `maxPages` pages, by substance (the list with the first). */
function substanceShards(cat: Catalogue, maxPages: number, L: number): ShardDef[] {
  const perSubstance = (slug: string): number => slicePages(cat, { site: false, substances: true, categoryPages: false, from: [slug] }).length * L;
  const parts: string[][] = [];
  let part: string[] = [];
  let pages = L;
  for (const s of cat.substances.list) {
    const n = perSubstance(s.slug);
    if (part.length > 0 && pages + n > maxPages) {
      parts.push(part);
      part = [];
      pages = 0;
    }
    part.push(s.slug);
    pages += n;
  }
  if (part.length > 0) parts.push(part);
  return parts.map((from, i) => {
    const slice = { site: false, substances: true, categoryPages: i === 0, from } as const;
    return { id: `${SUBSTANCES_SHARD}-${String(i + 1)}`, ...slice, reads: [], pages: slicePages(cat, slice).length * L, conversions: 0 };
  });
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

/**
 * A job (one `astro build` process) renders at most about this many pages: its memory grows
 * with its pages (Astro holds every page's path and address until the job ends), so a larger
 * site gets more jobs, run a few at a time, not larger ones. At this size a job's peak RSS stays
 * near 1 GB (docs/measurements.md), and the cost of one more job (bundling the site again,
 * about 3 s) is small beside its rendering.
 */
export const JOB_MAX_PAGES = 80_000;

/**
 * The jobs of a build run `lanes` at a time: the shards split into at least `lanes` groups of
 * about equal page count, more when a group would pass `maxPages`, and a multiple of `lanes`,
 * so every lane renders as many pages as the others (never more groups than shards).
 */
export function jobGroups(shards: readonly ShardDef[], lanes: number, maxPages = JOB_MAX_PAGES): ShardDef[][] {
  const pages = shards.reduce((n, s) => n + s.pages, 0);
  const perLane = Math.max(1, Math.ceil(pages / maxPages / Math.max(1, lanes)));
  const n = Math.min(shards.length, Math.max(1, lanes) * perLane);
  return groupShards(shards, n).filter((g) => g.length > 0);
}

/** `--shard K/N`: 1 <= K <= N. */
export function parseShardArg(text: string): { k: number; n: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || k < 1 || n < 1 || k > n) throw new Error(`--shard takes K/N with 1 <= K <= N (for example 2/4), not ${JSON.stringify(text)}`);
  return { k, n };
}
