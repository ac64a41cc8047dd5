// The sitemaps' entries: a page's entry from its kind's sitemap rule (page-kinds.ts, SPEC §9),
// robots.txt and ads.txt. The pages listed are the page list's (pages.ts).
import { absoluteUrl } from '../core/paths.ts';
import { type ChangeFreq, PAGE_KINDS, type PageKind } from './page-kinds.ts';

/** One sitemap entry in the shape @astrojs/sitemap serializes (`lastmod` a YYYY-MM-DD date). */
export interface SitemapItem {
  url: string;
  lastmod: string;
  changefreq: ChangeFreq;
  priority: number;
  /** The sitemap writer prints priorities with one decimal unless told otherwise (0.85 would read 0.8). */
  fullPrecisionPriority?: true;
}

/** The entry of a page's URL: its kind's priority and change frequency, lastmod = `date`. A kind the sitemaps leave out throws. */
export function sitemapItem(url: string, kind: PageKind, date: string): SitemapItem {
  const rule = PAGE_KINDS[kind].sitemap;
  if (rule === 'not-indexed') throw new Error(`sitemap: ${url} is a page of kind ${kind}, which the sitemaps do not list`);
  const item: SitemapItem = { url, lastmod: date, changefreq: rule.changefreq, priority: rule.priority };
  if (!Number.isInteger(Math.round(rule.priority * 1000) / 100)) item.fullPrecisionPriority = true;
  return item;
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
