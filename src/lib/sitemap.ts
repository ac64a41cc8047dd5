import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sitemap from '@astrojs/sitemap';
import { EnumChangefreq, SitemapAndIndexStream, type SitemapItemLoose, SitemapStream } from 'sitemap';
import type { Catalogue } from '../core/catalogue.ts';
import { SITEMAP_MAX_URLS } from '../core/site.ts';
import { type ChangeFreq, sitemapItem, sitemapItems, type SitemapItem } from '../core/sitemap.ts';

/** The sitemap index robots.txt names; @astrojs/sitemap writes it as sitemap-index.xml. */
export const SITEMAP_INDEX = 'sitemap.xml';
export const INTEGRATION_INDEX = 'sitemap-index.xml';
const FILENAME_BASE = 'sitemap';

const FREQ: Record<ChangeFreq, EnumChangefreq> = {
  daily: EnumChangefreq.DAILY,
  weekly: EnumChangefreq.WEEKLY,
  monthly: EnumChangefreq.MONTHLY,
  yearly: EnumChangefreq.YEARLY,
};

/** A core sitemap entry in the `sitemap` package's terms. */
function toLoose(item: SitemapItem): SitemapItemLoose {
  const loose: SitemapItemLoose = { url: item.url, lastmod: item.lastmod, changefreq: FREQ[item.changefreq], priority: item.priority };
  if (item.fullPrecisionPriority) loose.fullPrecisionPriority = true;
  return loose;
}

/** @astrojs/sitemap configured with the site's rules (src/core/sitemap.ts): one place for the build and the console. */
export function sitemapIntegration(date: string): ReturnType<typeof sitemap> {
  return sitemap({
    filenameBase: FILENAME_BASE,
    entryLimit: SITEMAP_MAX_URLS,
    serialize: (item) => toLoose(sitemapItem(item.url, date)),
  });
}

export interface SitemapOutput {
  filename: string;
  xml: string;
}

/** The newest lastmod of a file's entries, as @astrojs/sitemap dates each file in the index. */
function latest(items: SitemapItem[]): string | undefined {
  let t: number | undefined;
  for (const i of items) {
    const v = new Date(i.lastmod).getTime();
    if (!Number.isNaN(v) && (t === undefined || v > t)) t = v;
  }
  return t === undefined ? undefined : new Date(t).toISOString();
}

/**
 * The sitemap files the build writes for a catalogue, without running a build: the
 * url sets (sitemap-0.xml, sitemap-1.xml, ...) and the index as /sitemap.xml, byte for
 * byte what @astrojs/sitemap writes (the same `sitemap` streams, order and options;
 * tests/unit/sitemap-files.test.ts holds them together), so the owner console can show
 * and download exactly what a build publishes.
 */
export async function sitemapFiles(cat: Catalogue, site: string, date: string): Promise<SitemapOutput[]> {
  const hostname = new URL('/', site).href;
  const items = sitemapItems(cat, site, date);
  // The streams write files, as in the integration; a scratch folder holds them.
  const dir = await mkdtemp(path.join(tmpdir(), 'exactconvert-sitemap-'));
  try {
    const names: string[] = [];
    const written: Promise<void>[] = [];
    const stream = new SitemapAndIndexStream({
      limit: SITEMAP_MAX_URLS,
      getSitemapStream: (i: number) => {
        const sm = new SitemapStream({ hostname, xmlns: { news: true, xhtml: true, image: true, video: true } });
        const filename = `${FILENAME_BASE}-${String(i)}.xml`;
        names.push(filename);
        const file = createWriteStream(path.join(dir, filename));
        written.push(new Promise((resolve, reject) => file.on('finish', resolve).on('error', reject)));
        const lastmod = latest(items.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS));
        const url = new URL(`/${filename}`, hostname).toString();
        return [lastmod === undefined ? { url } : { url, lastmod }, sm, sm.pipe(file)];
      },
    });
    await pipeline(Readable.from(items.map(toLoose)), stream, createWriteStream(path.join(dir, SITEMAP_INDEX)));
    await Promise.all(written);
    const out: SitemapOutput[] = [];
    for (const filename of [...names, SITEMAP_INDEX]) out.push({ filename, xml: await readFile(path.join(dir, filename), 'utf8') });
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
