// The one place the console calls the build's sitemap code (src/pipeline/sitemap-files.ts, the
// files @astrojs/sitemap writes), so the Sitemap tool's files are the build's files
// byte for byte.
import { Readable } from 'node:stream';
import { SitemapIndexStream, streamToPromise } from 'sitemap';
import type { Catalogue } from '../src/core/catalogue.ts';
import { SITEMAP_INDEX, sitemapFiles } from '../src/pipeline/sitemap-files.ts';

export interface SitemapSet {
  /** The index, published as /sitemap.xml. */
  index: { filename: string; xml: string };
  /** The URL files the index lists. */
  files: { filename: string; xml: string; urls: number }[];
}

const urlCount = (xml: string): number => (xml.match(/<loc>/g) ?? []).length;

/** The sitemap files the build writes for this catalogue, site origin and date. */
export async function buildSitemaps(cat: Catalogue, site: string, date: string): Promise<SitemapSet> {
  const out = await sitemapFiles(cat, site, date, process.env);
  const index = out.find((f) => f.filename === SITEMAP_INDEX);
  if (!index) throw new Error(`the sitemap writer produced no ${SITEMAP_INDEX}`);
  return {
    index,
    files: out.filter((f) => f !== index).map((f) => ({ ...f, urls: urlCount(f.xml) })),
  };
}

/** An index for URL files that came without one (imported files), written by the same `sitemap` package. */
export async function indexFor(filenames: string[], site: string, date: string): Promise<string> {
  const stream = new SitemapIndexStream();
  Readable.from(filenames.map((f) => ({ url: new URL(`/${f}`, site).href, lastmod: date }))).pipe(stream);
  return (await streamToPromise(stream)).toString();
}
