// The merge: shard folders (from the cache, or from the slices of a matrix build) into
// one site. It links every shard's files into place, checks that every shard was built
// with the same assets, and writes what needs the whole site: the sitemaps (through
// @astrojs/sitemap's writer) and the site-wide files of site-files.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import type { Catalogue } from '../core/catalogue.ts';
import { originOfEndpoint } from './csp.ts';
import { type SiteFileSettings, siteFiles } from './site-files.ts';
import { siteUrl } from './settings.ts';
import { writeSitemaps } from './sitemap-files.ts';
import { pagesAt } from '../site/pages.ts';
import type { PhaseTimer } from './timer.ts';
import { ASSETS_DIR, assetFiles, linkFiles, readManifest, type ShardManifest } from './shard-files.ts';
import { BUILD_ENV, buildDate } from '../protocol/build.ts';
import { builtLocales } from '../i18n/locales.ts';
import { offlineLanguages } from '../offline/languages.ts';
import { overBudget, precacheLists } from '../offline/precache.ts';
import { ratesUrl, serviceWorkerScript } from '../offline/service-worker.ts';

export interface MergeSettings extends SiteFileSettings {
  /** Sitemap lastmod, YYYY-MM-DD. */
  date: string;
}

/** The merge's settings from the environment (and Vite's .env files for PUBLIC_ variables). */
export function mergeSettings(root: string, env: NodeJS.ProcessEnv): MergeSettings {
  const api = env[BUILD_ENV.currencyApiUrl] ?? loadEnv('production', root, 'PUBLIC_')[BUILD_ENV.currencyApiUrl];
  return {
    site: siteUrl(env),
    locales: builtLocales(env),
    date: buildDate(env),
    apiOrigin: api === undefined || api === '' ? undefined : originOfEndpoint(api),
    currencyApiUrl: api === '' ? undefined : api,
    adsPublisherId: env[BUILD_ENV.adsPublisherId] ?? 'pub-0000000000000000',
  };
}

export interface MergeReport {
  htmlFiles: number;
  /** The sitemap files, index last. */
  sitemaps: string[];
  /** What the service worker precaches per language, gzipped bytes. */
  precache: { code: string; gzipBytes: number }[];
}

function sameBytes(a: string, b: string): boolean {
  const sa = statSync(a);
  const sb = statSync(b);
  if (sa.ino === sb.ino && sa.dev === sb.dev) return true;
  return sa.size === sb.size && readFileSync(a).equals(readFileSync(b));
}

/** Every shard's assets must be the first shard's, byte for byte: the pages name them by hash. */
export function checkAssets(shardDirs: readonly string[]): string[] {
  const [first, ...rest] = shardDirs;
  if (first === undefined) return [];
  const ref = assetFiles(first);
  for (const dir of rest) {
    const mine = assetFiles(dir);
    const missing = ref.find((f) => !mine.includes(f)) ?? mine.find((f) => !ref.includes(f));
    if (missing !== undefined) {
      throw new Error(`${ASSETS_DIR}/${missing}: the shards were built with different assets (${first} and ${dir} differ in this file); build them from the same commit, lock file and environment`);
    }
    for (const f of ref) {
      if (!sameBytes(path.join(first, ASSETS_DIR, f), path.join(dir, ASSETS_DIR, f))) {
        throw new Error(`${ASSETS_DIR}/${f}: differs between the shards ${first} and ${dir}; build them from the same commit, lock file and environment`);
      }
    }
  }
  return ref;
}

/**
 * Sitemaps written ahead (while the jobs render) for the pages the plan said the shards
 * would write: the merge checks the shards wrote exactly those.
 */
export interface PlannedSitemaps {
  pages: ReadonlySet<string>;
  files: Promise<{ dir: string; files: string[] }>;
}

/** Merge shard folders into `out` (an empty or absent folder). */
export async function mergeShards(
  shardDirs: readonly string[],
  out: string,
  cat: Catalogue,
  settings: MergeSettings,
  opts: { timer?: PhaseTimer; sitemaps?: PlannedSitemaps } = {},
): Promise<MergeReport> {
  const { timer } = opts;
  if (existsSync(out)) throw new Error(`${out}: the merge writes a new folder, and this one exists`);
  await mkdir(out, { recursive: true });
  const manifests: ShardManifest[] = shardDirs.map(readManifest);
  const seen = new Map<string, string>();
  for (const [i, m] of manifests.entries()) {
    const other = seen.get(m.id);
    if (other !== undefined) throw new Error(`shard ${m.id} is given twice (${other} and ${shardDirs[i] ?? ''})`);
    seen.set(m.id, shardDirs[i] ?? '');
  }
  const assets = checkAssets(shardDirs);
  timer?.lap('check assets');

  const made = new Set<string>();
  const owner = new Map<string, string>();
  for (const [i, m] of manifests.entries()) {
    for (const f of m.files) {
      const had = owner.get(f);
      if (had !== undefined) throw new Error(`${f}: written by two shards, ${had} and ${m.id}`);
      owner.set(f, m.id);
    }
    linkFiles(shardDirs[i] ?? '', m.files, out, made);
  }
  const first = shardDirs[0];
  if (first !== undefined) linkFiles(first, assets.map((a) => `${ASSETS_DIR}/${a}`), out, made);

  timer?.lap('link pages');
  const write = async (rel: string, body: string): Promise<void> => {
    if (owner.has(rel)) throw new Error(`${rel}: the merge writes this file, and shard ${owner.get(rel) ?? ''} has it too`);
    owner.set(rel, 'merge');
    const file = path.join(out, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  };
  const pages = manifests.flatMap((m) => m.pages);
  let sitemaps: string[];
  if (opts.sitemaps) {
    const planned = opts.sitemaps.pages;
    const stray = pages.find((p) => !planned.has(p));
    if (stray !== undefined || pages.length !== planned.size) {
      const missing = [...planned].find((p) => !pages.includes(p));
      throw new Error(`The shards wrote other pages than planned (${stray ?? missing ?? ''}): the sitemaps would be wrong`);
    }
    const ready = await opts.sitemaps.files;
    linkFiles(ready.dir, ready.files, out, made);
    sitemaps = ready.files;
  } else {
    sitemaps = await writeSitemaps(out, settings.site, settings.date, pagesAt(cat, pages));
  }
  timer?.lap('sitemaps');
  const hashes = { scripts: manifests.flatMap((m) => m.scripts), styles: manifests.flatMap((m) => m.styles) };
  for (const [rel, body] of siteFiles(cat, settings, hashes)) await write(rel, body);
  timer?.lap('search indexes, currency lists, redirects, headers');
  // The service worker, with what it precaches for each language, read from the site just merged.
  const precache = await precacheLists(offlineLanguages(settings.locales), async (key) => (existsSync(path.join(out, key)) ? readFile(path.join(out, key)) : undefined));
  const over = overBudget(precache);
  if (over.length > 0) throw new Error(`The service worker's precache is over budget: ${over.join('; ')}`);
  await write('sw.js', await serviceWorkerScript(precache, ratesUrl(settings.currencyApiUrl)));
  timer?.lap('service worker');
  const htmlFiles = [...owner.keys()].filter((f) => f.endsWith('.html')).length;
  return { htmlFiles, sitemaps, precache: precache.map((l) => ({ code: l.code, gzipBytes: l.gzipBytes })) };
}
