// The one place the console calls the build's sitemap code (src/core/sitemap.ts), so the
// Sitemap tool's files are the build's files byte for byte. If the build's writer moves,
// repoint this wrapper and nothing else.
import type { Catalogue } from '../src/core/catalogue.ts';
import { indexXml, shardSitemap, sitemapEntries, urlsetXml } from '../src/core/sitemap.ts';

export interface SitemapSet {
  /** The index, published as /sitemap.xml. */
  index: { filename: string; xml: string };
  /** The URL files the index lists. */
  files: { filename: string; xml: string; urls: number }[];
}

/** The sitemap files the build writes for this catalogue, site origin and date. */
export function buildSitemaps(cat: Catalogue, site: string, date: string): SitemapSet {
  const files = shardSitemap(sitemapEntries(cat, site, date));
  return {
    index: { filename: 'sitemap.xml', xml: indexXml(files, site, date) },
    files: files.map((f) => ({ filename: f.filename, xml: urlsetXml(f), urls: f.entries.length })),
  };
}

/** An index for URL files that came without one (imported files). */
export function indexFor(filenames: string[], site: string, date: string): string {
  return indexXml(
    filenames.map((filename) => ({ filename, entries: [] })),
    site,
    date,
  );
}
