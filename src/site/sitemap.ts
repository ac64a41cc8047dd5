// The sitemaps' entries: each page type's priority and change frequency (SPEC §9), the entry of
// a URL, robots.txt and ads.txt. The pages listed are the page list's (pages.ts).
import type { Catalogue } from '../core/catalogue.ts';
import { absoluteUrl, paths } from '../core/paths.ts';
import { splitLocale } from '../i18n/paths.ts';
import { sitemapPaths } from './pages.ts';
import { sortSitemapUrls } from './url-order.ts';

export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** The kinds of public page, each with its own sitemap priority and change frequency. */
export type PageType = 'home' | 'expression' | 'about' | 'contact' | 'legal' | 'category' | 'unit-hub' | 'ultra' | 'conversion';

export interface PageRule {
  changefreq: ChangeFreq;
  priority: number;
}

/**
 * SPEC §9 priorities and change frequencies per page type. Unit hubs sit between their
 * category (0.9) and the conversions they list (0.8).
 */
export const PAGE_RULES: Readonly<Record<PageType, PageRule>> = {
  home: { changefreq: 'daily', priority: 1.0 },
  expression: { changefreq: 'monthly', priority: 0.9 },
  about: { changefreq: 'monthly', priority: 0.8 },
  contact: { changefreq: 'monthly', priority: 0.7 },
  legal: { changefreq: 'yearly', priority: 0.5 },
  category: { changefreq: 'weekly', priority: 0.9 },
  'unit-hub': { changefreq: 'weekly', priority: 0.85 },
  ultra: { changefreq: 'weekly', priority: 0.8 },
  conversion: { changefreq: 'weekly', priority: 0.8 },
};

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const CATEGORY_PATH = new RegExp(`^/convert/${SEGMENT}$`);
const CONVERSION_PATH = new RegExp(`^/convert/${SEGMENT}/${SEGMENT}$`);
const HUB_PATH = new RegExp(`^/units/${SEGMENT}/${SEGMENT}$`);
const ULTRA_PATH = new RegExp(`^/ultra/${SEGMENT}$`);

/** The page type of a site path ("/convert/length" is a category), or undefined for anything else. */
export function pageType(pathname: string): PageType | undefined {
  // A page in another language is the same type of page: "/es/convert/length" is a category.
  const english = splitLocale(pathname).path;
  const p = english.length > 1 ? english.replace(/\/+$/, '') : english;
  if (p === '/' || p === '') return 'home';
  if (p === paths.expression) return 'expression';
  if (p === '/about') return 'about';
  if (p === '/contact') return 'contact';
  if (p === '/terms' || p === '/privacy') return 'legal';
  if (CATEGORY_PATH.test(p)) return 'category';
  if (CONVERSION_PATH.test(p)) return 'conversion';
  if (HUB_PATH.test(p)) return 'unit-hub';
  if (ULTRA_PATH.test(p)) return 'ultra';
  return undefined;
}

/** One sitemap entry in the shape @astrojs/sitemap serializes (`lastmod` a YYYY-MM-DD date). */
export interface SitemapItem {
  url: string;
  lastmod: string;
  changefreq: ChangeFreq;
  priority: number;
  /** The sitemap writer prints priorities with one decimal unless told otherwise (0.85 would read 0.8). */
  fullPrecisionPriority?: true;
}

/**
 * The entry of one page URL: its type's priority and change frequency, lastmod = `date`.
 * A URL that is no known page type throws, so a new kind of page cannot slip into the
 * sitemap without a rule.
 */
export function sitemapItem(url: string, date: string): SitemapItem {
  const type = pageType(new URL(url).pathname);
  if (!type) throw new Error(`sitemap: no page type for ${url}; add it to pageType() and PAGE_RULES in src/site/sitemap.ts`);
  const rule = PAGE_RULES[type];
  const item: SitemapItem = { url, lastmod: date, changefreq: rule.changefreq, priority: rule.priority };
  if (!Number.isInteger(Math.round(rule.priority * 1000) / 100)) item.fullPrecisionPriority = true;
  return item;
}

/** Every sitemap entry of a catalogue's site, in file order. */
export function sitemapItems(cat: Catalogue, site: string, date: string): SitemapItem[] {
  return sortSitemapUrls(sitemapPaths(cat).map((p) => absoluteUrl(site, p))).map((u) => sitemapItem(u, date));
}

/** robots.txt (SPEC §2): all crawlers, the sitemap, crawl delay 1, no /admin/, JSON files or /api/. */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /api/',
    'Disallow: /*.json$',
    'Crawl-delay: 1',
    '',
    `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** ads.txt: one line declaring the advertising publisher as direct. */
export function adsTxt(publisherId: string): string {
  return `google.com, ${publisherId}, DIRECT, f08c47fec0942fa0\n`;
}
