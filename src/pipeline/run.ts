// The sharded build: plan the shards, reuse the cached ones whose key is unchanged,
// render the others in parallel `astro build` processes (jobs), then merge every shard
// into the site (or, for one machine of a matrix, write its slice for build:merge).
import { rmSync } from 'node:fs';
import { loadCatalogueSources } from '../catalogue/index.ts';
import { buildCatalogue, type Catalogue } from '../core/catalogue.ts';
import { replaceDir } from './swap.ts';
import { writeSitemapsBeside } from './sitemap-files.ts';
import { type CacheIndex, cacheDir, ShardCache } from './cache.ts';
import { type JobSettings, live, renderShards } from './jobs.ts';
import { type Keyed, keyShards, plannedPages } from './keys.ts';
import { mergeSettings, mergeShards } from './merge.ts';
import { groupShards } from './plan.ts';
import { writeSlice } from './slices.ts';
import { type BuildReport, formatLine, machineProgress, partialDir } from '../protocol/build.ts';
import { PhaseTimer } from './timer.ts';

export { abortBuildSync } from './jobs.ts';
export { mergeSlices } from './slices.ts';

export interface BuildOptions extends JobSettings {
  /** The site folder, or with `shard` the slice folder: replaced only when the build succeeds. */
  outDir: string;
  /** Render only slice K of N (a matrix build) and write it for build:merge. */
  shard?: { k: number; n: number } | undefined;
  /** Render every shard even when the cache has it. */
  noCache: boolean;
}

function grouped(lines: [string, string][]): string[] {
  const by = new Map<string, string[]>();
  for (const [why, id] of lines) by.set(why, [...(by.get(why) ?? []), id]);
  return [...by].map(([why, ids]) => `${String(ids.length)} (${why}): ${ids.join(', ')}`);
}

/** Which shards to render (and why) and which to reuse from the cache. */
function sortShards(o: BuildOptions, selected: Keyed[], cache: ShardCache, index: CacheIndex, common: string): { todo: Keyed[]; reasons: [string, string][]; reused: string[] } {
  const todo: Keyed[] = [];
  const reasons: [string, string][] = [];
  const reused: string[] = [];
  for (const k of selected) {
    const hit = o.noCache || o.whole ? undefined : cache.check(k.key);
    if (hit?.ok === true) {
      reused.push(k.shard.id);
      continue;
    }
    const last = index[k.shard.id];
    const why =
      o.whole ? 'the whole-catalogue reference build' :
      o.noCache ? '--no-cache' :
      hit && hit.why !== 'no cached output' ? hit.why :
      last === undefined ? 'not built before' :
      last.common !== common ? 'sources, lock file, config, Node or environment changed' :
      last.data !== k.data ? 'its catalogue data or build date changed' : 'no cached output';
    todo.push(k);
    reasons.push([why, k.shard.id]);
  }
  return { todo, reasons, reused };
}

/** Say what the build read: for the owner, and as the protocol's `@catalogue` line when asked. */
function announce(o: BuildOptions, full: Catalogue): void {
  o.print(`Catalogue from ${full.origin}: ${String(full.categories.length)} categories, ${String(full.conversionCount)} conversion pages. Building...`);
  if (machineProgress(o.env)) o.print(formatLine('catalogue', { origin: full.origin, categories: full.categories.length, pages: full.conversionCount }));
}

/** The owner's build (`npm run build`): see the file's first lines. */
export async function buildSite(o: BuildOptions): Promise<BuildReport> {
  const t0 = performance.now();
  const timer = new PhaseTimer();
  const src = await loadCatalogueSources();
  const full = buildCatalogue(src);
  timer.lap('catalogue');
  announce(o, full);
  const { common, keyed } = keyShards(o.root, o.env, src, full);
  const selectedIds = new Set((o.shard ? (groupShards(keyed.map((k) => k.shard), o.shard.n)[o.shard.k - 1] ?? []) : keyed.map((k) => k.shard)).map((s) => s.id));
  const selected = keyed.filter((k) => selectedIds.has(k.shard.id));
  timer.lap('keys');
  const cache = new ShardCache(cacheDir(o.root, o.env));
  const index = cache.readIndex();

  const { todo, reasons, reused } = sortShards(o, selected, cache, index, common);
  o.print(`Shards: ${String(selected.length)}${o.shard ? ` (slice ${String(o.shard.k)}/${String(o.shard.n)} of ${String(keyed.length)})` : ''}; render ${String(todo.length)}, reuse ${String(reused.length)}.`);
  for (const line of grouped(reasons)) o.print(`  render ${line}`);
  if (reused.length > 0) o.print(`  reuse ${String(reused.length)} (unchanged key): ${reused.join(', ')}`);

  timer.lap('cache check');
  // While the jobs render, outdated cache entries are deleted.
  const settings = mergeSettings(o.root, o.env);
  const planned = o.shard === undefined || o.shard.k === 1 ? plannedPages(full, keyed, common, settings) : undefined;
  const evicting = cache.evict(new Set(keyed.map((k) => k.key)), new Set(planned ? [planned.key] : []));
  evicting.catch(() => undefined);
  const tRender = performance.now();
  const measured = await renderShards(o, src, full, todo, cache);
  const jobPeak = measured.peakRssMb;
  const renderSeconds = (performance.now() - tRender) / 1000;
  for (const k of selected) index[k.shard.id] = { common, data: k.data, key: k.key };
  cache.writeIndex(index);
  timer.lap('render');
  // Then the sitemaps of the planned pages are written on a thread of their own while the merge
  // links the pages (or found in the cache: most edits change no address); in a matrix, slice 1
  // writes the whole site's, for the merge.
  // Not while the jobs render: @astrojs/sitemap holds every URL with its alternates at once
  // (about 1.1 GB for the full site), which beside the jobs would pass the build's memory
  // budget (docs/measurements.md).
  const sitemaps = planned ? cache.sitemaps(planned.key, (dir) => writeSitemapsBeside(dir, settings.site, settings.date, planned.pages)) : undefined;
  sitemaps?.catch(() => undefined);

  const tMerge = performance.now();
  const partial = partialDir(o.outDir);
  live.dirs.add(partial);
  rmSync(partial, { recursive: true, force: true });
  let htmlFiles: number;
  if (o.shard) {
    writeSlice(partial, common, selected, cache, planned && sitemaps ? { key: planned.key, ...(await sitemaps) } : undefined);
    htmlFiles = selected.reduce((n, k) => n + k.shard.pages, 0);
  } else {
    const merged = await mergeShards(selected.map((k) => cache.entry(k.key)), partial, full, settings, {
      timer,
      ...(planned && sitemaps ? { sitemaps: { pages: new Set(planned.pages.map((p) => p.localPath)), files: sitemaps } } : {}),
    });
    htmlFiles = merged.htmlFiles;
    o.print(`Service worker precache (gzipped, per language): ${merged.precache.map((l) => `${l.code} ${(l.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
  }
  if (o.shard) timer.lap('write slice');
  await replaceDir(partial, o.outDir);
  live.dirs.delete(partial);
  timer.lap('swap');
  const mergeSeconds = (performance.now() - tMerge) / 1000;
  // The cache keeps the current output of every shard (other slices' too), nothing older.
  const evicted = await evicting;
  if (evicted > 0) o.print(`Cache: removed ${String(evicted)} outdated entries.`);
  timer.lap('cache clean-up (rest)');
  o.print(`Timings: ${timer.toString()}`);

  const seconds = (performance.now() - t0) / 1000;
  return {
    origin: full.origin,
    pages: full.conversionCount,
    htmlFiles,
    seconds,
    pagesPerSecond: full.conversionCount / seconds,
    peakRssMb: Math.max(jobPeak, Math.round(process.resourceUsage().maxRSS / 1024)),
    jobPeakRssMb: jobPeak,
    mainPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    shards: selected.length,
    rendered: todo.map((k) => k.shard.id),
    reused,
    jobs: measured.jobs,
    lanes: o.whole ? 1 : Math.min(o.jobs, measured.jobs),
    renderSeconds,
    mergeSeconds,
    languages: measured.languages,
  };
}

