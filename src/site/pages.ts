// The one list of the site's pages. Every page is data here: its kind, its language, its
// route parameters and its path, derived from the catalogue in one place. The shard plan
// (src/pipeline/plan.ts) slices this list, each route's getStaticPaths returns its kind's
// part of the job's slice (routes.ts), and the sitemaps list it (its indexed kinds). Each page
// carries its kind; what a kind needs (route, view, sitemap rule, budgets, truth check, render
// order) is its entry in page-kinds.ts, re-exported here.
import type { Catalogue, Category } from '../core/catalogue.ts';
import { hasUltra } from '../core/ultra.ts';
import { paths } from '../core/paths.ts';
import { PAIRS } from '../core/substance/measures.ts';
import { unitSlug } from '../core/slug.ts';
import { LANGUAGES } from '../i18n/languages/index.ts';
import { type Locale, DEFAULT_LOCALE } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';
import { isIndexed, KINDS, PAGE_KINDS, type PageKind } from './page-kinds.ts';
import { inSitemapOrder } from './url-order.ts';

export { isIndexed, KINDS, PAGE_KINDS, type PageKind } from './page-kinds.ts';

/** The site-wide pages that exist once per language (a kind whose path is one path), in PAGE_KINDS's order. */
const FIXED: readonly { kind: PageKind; path: string }[] = KINDS.flatMap((kind) => {
  const at = PAGE_KINDS[kind].path;
  return typeof at === 'string' ? [{ kind, path: at }] : [];
});

/** The English paths of the site-wide pages that exist once per language. */
export const SITE_PAGES: readonly string[] = FIXED.map((p) => p.path);

/** A page's route parameters besides its language: the category, the conversion's slug, the unit's slug. */
export interface PageParams {
  category?: string;
  conversion?: string;
  unit?: string;
  /** A substance's slug and a pair of its pages (src/core/substance/measures.ts PAIRS). */
  substance?: string;
  pair?: string;
}

/** A page in English: its kind, English path and route parameters. */
export interface EnglishPage {
  kind: PageKind;
  path: string;
  params: PageParams;
}

/** A page as built: an English page in one language, at its path in that language. */
export interface Page extends EnglishPage {
  locale: Locale;
  /** The path in its language ("/es/convert/length"). */
  localPath: string;
}

/**
 * Which pages a shard renders: the site-wide pages, or a category's (its category page and
 * unit hubs when `categoryPages`, and its conversions from the units in `from`, or all).
 */
export interface PageSlice {
  site: boolean;
  /** The substance pages: the list (with `categoryPages`), and each substance's page and its pairs' pages (those whose slugs are in `from`, or all). */
  substances?: boolean;
  category?: string;
  from?: string[];
  categoryPages: boolean;
}

/** Every page: the site-wide pages, then each category's (as the unsharded build renders them). */
export const EVERY_PAGE = 'all';

function sitePagesOf(cat: Catalogue): EnglishPage[] {
  const ultra = cat.categories.filter(hasUltra).map((c) => ({ kind: 'ultra' as const, path: PAGE_KINDS.ultra.path(c.slug), params: { category: c.slug } }));
  return [...FIXED.map((p) => ({ ...p, params: {} })), ...ultra];
}

function categoryPagesOf(c: Category, pages: boolean, from: ReadonlySet<string> | undefined): EnglishPage[] {
  const out: EnglishPage[] = [];
  if (pages) {
    out.push({ kind: 'category', path: PAGE_KINDS.category.path(c.slug), params: { category: c.slug } });
    for (const u of c.units) out.push({ kind: 'unit-hub', path: PAGE_KINDS['unit-hub'].path(c.slug, u.code), params: { category: c.slug, unit: unitSlug(u.code) } });
  }
  for (const v of c.conversions) {
    if (!from || from.has(v.from.code)) out.push({ kind: 'conversion', path: PAGE_KINDS.conversion.path(c.slug, v.slug), params: { category: c.slug, conversion: v.slug } });
  }
  return out;
}

function substancePagesOf(cat: Catalogue, list: boolean, from: ReadonlySet<string> | undefined): EnglishPage[] {
  if (cat.substances.list.length === 0) return [];
  const out: EnglishPage[] = list ? [{ kind: 'substances', path: paths.substances, params: {} }] : [];
  for (const s of cat.substances.list) {
    if (from && !from.has(s.slug)) continue;
    out.push({ kind: 'substance', path: paths.substance(s.slug), params: { substance: s.slug } });
    for (const p of PAIRS[s.group]) out.push({ kind: 'substance-pair', path: paths.substancePair(s.slug, p.slug), params: { substance: s.slug, pair: p.slug } });
  }
  return out;
}

/** The English pages of one slice, from a catalogue that holds its category. */
export function slicePages(cat: Catalogue, slice: PageSlice): EnglishPage[] {
  if (slice.site) return sitePagesOf(cat);
  if (slice.substances) return substancePagesOf(cat, slice.categoryPages, slice.from === undefined ? undefined : new Set(slice.from));
  const c = slice.category === undefined ? undefined : cat.categoryBySlug.get(slice.category);
  if (!c) throw new Error(`pages: the catalogue has no category ${JSON.stringify(slice.category)}`);
  return categoryPagesOf(c, slice.categoryPages, slice.from === undefined ? undefined : new Set(slice.from));
}

/** The English pages of some slices (their union, each page once), or of the whole site. */
export function englishPages(cat: Catalogue, slices: readonly PageSlice[] | typeof EVERY_PAGE): EnglishPage[] {
  if (slices === EVERY_PAGE) return [...sitePagesOf(cat), ...substancePagesOf(cat, true, undefined), ...cat.categories.flatMap((c) => categoryPagesOf(c, true, undefined))];
  const seen = new Set<string>();
  const out: EnglishPage[] = [];
  for (const s of slices) {
    for (const p of slicePages(cat, s)) {
      if (seen.has(p.path)) continue;
      seen.add(p.path);
      out.push(p);
    }
  }
  return out;
}

/** Each English page in every language given, a page and its translations together. */
export function inEveryLanguage(pages: readonly EnglishPage[], locales: readonly Locale[]): Page[] {
  return pages.flatMap((p) => locales.map((locale) => ({ ...p, locale, localPath: localPath(locale, p.path) })));
}

/** The paths a slice writes, in every language given. */
export function slicePaths(cat: Catalogue, slice: PageSlice, locales: readonly Locale[]): string[] {
  return inEveryLanguage(slicePages(cat, slice), locales).map((p) => p.localPath);
}

/** Every page of the site in every language given. */
export function sitePages(cat: Catalogue, locales: readonly Locale[]): Page[] {
  return inEveryLanguage(englishPages(cat, EVERY_PAGE), locales);
}

/** The sitemaps' list: every page of the site in every language given whose kind is indexed (not the 404 page). */
export function indexedPages(cat: Catalogue, locales: readonly Locale[]): Page[] {
  return sitePages(cat, locales).filter((p) => isIndexed(p.kind));
}

/** The site's pages by their path in their language ("/es/convert/length"), in every language there is a record of: what a file or URL of a built site is. */
export function pagesByPath(cat: Catalogue): Map<string, Page> {
  return new Map(sitePages(cat, LANGUAGES.map((r) => r.code)).map((p) => [p.localPath, p]));
}

/** The page records of some page paths (the pages shards wrote); a path the page list lacks throws. */
export function pagesAt(cat: Catalogue, pagePaths: readonly string[]): Page[] {
  const byPath = pagesByPath(cat);
  return pagePaths.map((p) => {
    const page = byPath.get(p);
    if (!page) throw new Error(`${p}: no page of the page list (src/site/pages.ts) has this path`);
    return page;
  });
}

/** The language parameter of a route (src/pages/[...lang]/): undefined for English, whose paths have no prefix. */
export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** A page's route parameters, its language's included. */
export function routeParams(p: Page): PageParams & { lang: string | undefined } {
  return { lang: langParam(p.locale), ...p.params };
}

/**
 * Pages of one kind in its render order (the sitemap's order of their English paths, for the
 * kinds of the catalogue), one language after another (all English pages, then all
 * Spanish...): a job renders them in this order, so its render time
 * by language is measured in long runs of one language (page-progress.ts).
 */
export function pagesOfKind(pages: readonly EnglishPage[], kind: PageKind, locales: readonly Locale[]): Page[] {
  const mine = pages.filter((p) => p.kind === kind);
  const ordered = PAGE_KINDS[kind].renderOrder === 'sitemap' ? inSitemapOrder(mine, (p) => p.path) : mine;
  return locales.flatMap((locale) => inEveryLanguage(ordered, [locale]));
}

/** The file a page path is written to (`format: 'file'`): "/" is index.html, "/a/b" a/b.html. */
export function pageFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}
