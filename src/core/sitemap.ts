import type { Catalogue, Category } from './catalogue.ts';
import { absoluteUrl, paths, SITEMAP_MAX_URLS } from './site.ts';

export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  changefreq: ChangeFreq;
  priority: string;
}

export interface SitemapFile {
  filename: string;
  entries: SitemapEntry[];
}

/** Every public page with its SPEC §9 priority and change frequency, lastmod = `date` (YYYY-MM-DD). */
export function sitemapEntries(cat: Catalogue, site: string, date: string): SitemapEntry[] {
  const e = (path: string, changefreq: ChangeFreq, priority: string): SitemapEntry => ({
    loc: absoluteUrl(site, path),
    lastmod: date,
    changefreq,
    priority,
  });
  const out: SitemapEntry[] = [
    e('/', 'daily', '1.0'),
    e('/about', 'monthly', '0.8'),
    e('/contact', 'monthly', '0.7'),
    e('/terms', 'yearly', '0.5'),
    e('/privacy', 'yearly', '0.5'),
  ];
  for (const c of cat.categories) out.push(e(paths.category(c.slug), 'weekly', '0.9'));
  for (const c of cat.categories) if (hasUltra(c)) out.push(e(paths.ultra(c.slug), 'weekly', '0.8'));
  for (const c of cat.categories) {
    for (const v of c.conversions) out.push(e(paths.conversion(c.slug, v.slug), 'weekly', '0.8'));
  }
  return out;
}

/** A category with an Ultra view: unit categories with at least two units (currencies convert live). */
export function hasUltra(c: Category): boolean {
  return c.kind === 'units' && c.units.length > 1;
}

/** Split entries into files of at most `max` URLs: sitemap-1.xml, sitemap-2.xml, ... */
export function shardSitemap(entries: SitemapEntry[], max: number = SITEMAP_MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let i = 0; i < entries.length; i += max) {
    files.push({ filename: `sitemap-${String(files.length + 1)}.xml`, entries: entries.slice(i, i + max) });
  }
  return files;
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function urlsetXml(file: SitemapFile): string {
  const body = file.entries
    .map(
      (x) =>
        `<url><loc>${xmlEscape(x.loc)}</loc><lastmod>${x.lastmod}</lastmod><changefreq>${x.changefreq}</changefreq><priority>${x.priority}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function indexXml(files: SitemapFile[], site: string, date: string): string {
  const body = files
    .map((f) => `<sitemap><loc>${xmlEscape(absoluteUrl(site, `/${f.filename}`))}</loc><lastmod>${date}</lastmod></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
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
