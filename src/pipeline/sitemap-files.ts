import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import sitemap from '@astrojs/sitemap';
import { EnumChangefreq, type SitemapItemLoose } from 'sitemap';
import type { Catalogue } from '../core/catalogue.ts';
import { SITEMAP_MAX_URLS } from '../core/product.ts';
import { sitemapItem, type SitemapItem } from '../site/sitemap.ts';
import { indexedPages, type Page } from '../site/pages.ts';
import { type ChangeFreq, isIndexed, type PageKind } from '../site/page-kinds.ts';
import { URL_ORDER } from '../site/url-order.ts';
import { alternates, splitLocale } from '../i18n/paths.ts';
import { LANGUAGES } from '../i18n/languages/index.ts';
import { builtLocales, type Locale } from '../i18n/locales.ts';

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

/** A core sitemap entry in the `sitemap` package's terms, with the alternates @astrojs/sitemap's i18n option found. */
function toLoose(item: SitemapItem, links: SitemapItemLoose['links']): SitemapItemLoose {
  const loose: SitemapItemLoose = { url: item.url, lastmod: item.lastmod, changefreq: FREQ[item.changefreq], priority: item.priority };
  if (links && links.length > 0) loose.links = links;
  if (item.fullPrecisionPriority) loose.fullPrecisionPriority = true;
  return loose;
}

/**
 * The alternates of a page URL, as @astrojs/sitemap's i18n option lists them: the same page
 * in every language of the sitemaps (`locales`), in URL order. Every page is built in every
 * language, so they are found from the URL alone; the option itself compares every URL with
 * every other one (quadratic: hours on 560,000 pages), so `serialize` adds them instead. A
 * test checks both agree.
 */
export function sitemapLinks(url: string, locales: readonly Locale[]): { url: string; lang: string }[] {
  const u = new URL(url);
  const english = splitLocale(u.pathname).path;
  const links = alternates(english, locales).map((a) => ({ url: `${u.origin}${a.path}`, lang: a.hreflang }));
  return links.sort((a, b) => URL_ORDER.compare(a.url, b.url));
}

/** A page as the sitemaps need it: its path in its language, its language and its kind (whose rule gives its entry). */
export type SitemapPage = Pick<Page, 'localPath' | 'locale' | 'kind'>;

/** The languages of some pages, in the records' order: the languages a build rendered, as its page list says. */
function languagesOf(pages: readonly SitemapPage[]): Locale[] {
  const present = new Set(pages.map((p) => p.locale));
  return LANGUAGES.map((r) => r.code).filter((c) => present.has(c));
}

/**
 * @astrojs/sitemap configured with the site's rules (src/site/sitemap.ts): each URL's entry
 * from the kind of its page (`kindAt` its path), listing the same page in every language
 * (xhtml:link hreflang alternates).
 */
export function sitemapIntegration(date: string, kindAt: (pagePath: string) => PageKind, locales: readonly Locale[]): ReturnType<typeof sitemap> {
  return sitemap({
    filenameBase: FILENAME_BASE,
    entryLimit: SITEMAP_MAX_URLS,
    serialize: (item) => toLoose(sitemapItem(item.url, kindAt(new URL(item.url).pathname), date), sitemapLinks(item.url, locales)),
  });
}

type Hook = (arg: unknown) => Promise<void> | void;

/**
 * Write the sitemaps of a site's pages into `dir` with @astrojs/sitemap's own writer:
 * its hooks run as in an Astro build, given the merged page list of every shard (a shard's
 * build cannot write them: it sees only its own pages). The integration's index is then
 * published as /sitemap.xml. Returns the files written, index last.
 */
export async function writeSitemaps(dir: string, site: string, date: string, pages: readonly SitemapPage[]): Promise<string[]> {
  // The pages of kinds to index (not the not-found pages, in any language; the integration itself only knows /404).
  const kinds = new Map(pages.filter((p) => isIndexed(p.kind)).map((p) => [p.localPath, p.kind]));
  const kindAt = (pagePath: string): PageKind => {
    const kind = kinds.get(pagePath);
    if (kind === undefined) throw new Error(`sitemap: ${pagePath} is no page given to the sitemaps`);
    return kind;
  };
  const hooks = sitemapIntegration(date, kindAt, languagesOf(pages)).hooks as Record<string, Hook | undefined>;
  const problems: string[] = [];
  const logger = { info: () => undefined, debug: () => undefined, warn: (m: string) => problems.push(m), error: (m: string) => problems.push(m) };
  await hooks['astro:routes:resolved']?.({ routes: [] });
  await hooks['astro:config:done']?.({ config: { site, base: '/', trailingSlash: 'never', build: { format: 'file' } } });
  const before = new Set(await readdir(dir));
  // Given in the order the integration sorts its URLs into (`localeCompare(b, 'en', { numeric:
  // true })`, the same collation as URL_ORDER): its sort then makes one pass instead of
  // 11 million locale comparisons (16 s at 560,000 pages). It still sorts, so the files are the same.
  const listed = [...kinds.keys()].sort(URL_ORDER.compare);
  await hooks['astro:build:done']?.({ dir: pathToFileURL(`${path.resolve(dir)}/`), pages: listed.map((p) => ({ pathname: p.slice(1) })), logger });
  if (problems.length > 0) throw new Error(`@astrojs/sitemap: ${problems.join('; ')}`);
  await rename(path.join(dir, INTEGRATION_INDEX), path.join(dir, SITEMAP_INDEX)).catch((e: unknown) => {
    throw new Error(`The sitemap integration wrote no ${INTEGRATION_INDEX}: ${(e as Error).message}`);
  });
  const written = (await readdir(dir)).filter((f) => !before.has(f) && f !== SITEMAP_INDEX);
  written.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return [...written, SITEMAP_INDEX];
}

/** What sitemap-worker.ts is given, and what it answers. */
export interface SitemapJob {
  dir: string;
  site: string;
  date: string;
  pages: readonly SitemapPage[];
}
export type SitemapReply = { files: string[] } | { error: string };

/**
 * writeSitemaps on a worker thread (sitemap-worker.ts): the same files, while this thread goes
 * on (the build links the shards' pages meanwhile). Rejects with the worker's error.
 */
export function writeSitemapsBeside(dir: string, site: string, date: string, pages: readonly SitemapPage[]): Promise<string[]> {
  // Only what the sitemaps read of each page crosses to the thread.
  const job: SitemapJob = { dir, site, date, pages: pages.map(({ localPath, locale, kind }) => ({ localPath, locale, kind })) };
  return new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(new URL('./sitemap-worker.ts', import.meta.url), { workerData: job });
    let reply: SitemapReply | undefined;
    worker.on('message', (m: SitemapReply) => (reply = m));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (reply && 'files' in reply) resolve(reply.files);
      else reject(new Error(reply ? `Writing the sitemaps failed: ${reply.error}` : `The sitemap worker stopped (exit code ${String(code)}) without writing them`));
    });
  });
}

export interface SitemapOutput {
  filename: string;
  xml: string;
}

/**
 * The sitemap files the build writes for a catalogue, without running a build: the same
 * writer (writeSitemaps) over the catalogue's page list, so the owner console shows and
 * downloads exactly what a build publishes.
 */
export async function sitemapFiles(cat: Catalogue, site: string, date: string, env: Readonly<Record<string, string | undefined>>): Promise<SitemapOutput[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exactconvert-sitemap-'));
  try {
    // The languages a build of this environment renders (builtLocales).
    const names = await writeSitemaps(dir, site, date, indexedPages(cat, builtLocales(env)));
    const out: SitemapOutput[] = [];
    for (const filename of names) out.push({ filename, xml: await readFile(path.join(dir, filename), 'utf8') });
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
