// The sharded build: plan the shards, reuse the cached ones whose key is unchanged,
// render the others in parallel `astro build` processes (jobs), then merge every shard
// into the site (or, for one machine of a matrix, write its slice for build:merge).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { loadCatalogueSources } from '../catalogue/index.ts';
import { buildCatalogue, type Catalogue, type CatalogueSources } from '../core/catalogue.ts';
import { originOfEndpoint } from '../integrations/csp.ts';
import { buildDate, siteUrl } from '../lib/build-settings.ts';
import { replaceDir } from '../lib/site-build.ts';
import { writeSitemaps } from '../lib/sitemap.ts';
import { cacheDir, ShardCache } from './cache.ts';
import { commonKey, dataKey, shardKey } from './keys.ts';
import { type MergeSettings, mergeShards } from './merge.ts';
import { groupShards, planShards, shardPagePaths, type ShardDef } from './plan.ts';
import { ProgressDisplay } from './progress-display.ts';
import { PhaseTimer } from './timer.ts';
import { ASSETS_DIR, assetFiles, linkFiles, readManifest, SHARD_MANIFEST, SHARDS_DIR } from './shard-files.ts';
import { type BuildJob, JOB_ENV, viewFor } from './view.ts';

/** The file of a slice folder that names its shards and their keys. */
export const SLICE_FILE = 'slice.json';

export interface BuildOptions {
  root: string;
  /** The site folder, or with `shard` the slice folder: replaced only when the build succeeds. */
  outDir: string;
  /** Jobs run at once (processes). */
  jobs: number;
  /** Render only slice K of N (a matrix build) and write it for build:merge. */
  shard?: { k: number; n: number } | undefined;
  /** Render every shard even when the cache has it. */
  noCache: boolean;
  /** One job with the whole catalogue and no views: the reference the tests compare views against. */
  whole: boolean;
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
}

export interface BuildReport {
  origin: string;
  /** Conversion pages of the catalogue. */
  pages: number;
  htmlFiles: number;
  seconds: number;
  pagesPerSecond: number;
  /** The largest peak RSS of any process of the build (this one or a job). */
  peakRssMb: number;
  /** The largest peak RSS of a job, and of this process (which holds the whole catalogue). */
  jobPeakRssMb: number;
  mainPeakRssMb: number;
  shards: number;
  rendered: string[];
  reused: string[];
  jobs: number;
  /** Wall time of the rendering jobs, and of the merge (or writing the slice). */
  renderSeconds: number;
  mergeSeconds: number;
}

// What a signal handler must undo: running jobs and folders being written.
const live = { children: new Set<ChildProcess>(), dirs: new Set<string>() };

/** Stop every job and remove every partial folder, synchronously (Ctrl-C, SIGTERM). */
export function abortBuildSync(): void {
  for (const c of live.children) {
    try {
      c.kill('SIGTERM');
      c.kill('SIGCONT');
    } catch {
      // already gone
    }
  }
  for (const d of live.dirs) rmSync(d, { recursive: true, force: true });
}

interface Keyed {
  shard: ShardDef;
  key: string;
  data: string;
}

/** The shards of the catalogue with their keys. */
function keyShards(root: string, env: NodeJS.ProcessEnv, src: CatalogueSources, full: Catalogue): { common: string; keyed: Keyed[] } {
  const common = commonKey(root, env);
  const keyed = planShards(full).map((shard) => {
    const data = dataKey(shard, viewFor(src, full, [shard]));
    return { shard, data, key: shardKey(common, data) };
  });
  return { common, keyed };
}

function mergeSettings(root: string, env: NodeJS.ProcessEnv): MergeSettings {
  const api = env['PUBLIC_CURRENCY_API_URL'] ?? loadEnv('production', root, 'PUBLIC_')['PUBLIC_CURRENCY_API_URL'];
  return {
    site: siteUrl(env),
    date: buildDate(env),
    apiOrigin: api === undefined || api === '' ? undefined : originOfEndpoint(api),
    adsPublisherId: env['ADS_PUBLISHER_ID'] ?? 'pub-0000000000000000',
  };
}

function grouped(lines: [string, string][]): string[] {
  const by = new Map<string, string[]>();
  for (const [why, id] of lines) by.set(why, [...(by.get(why) ?? []), id]);
  return [...by].map(([why, ids]) => `${String(ids.length)} (${why}): ${ids.join(', ')}`);
}

/** Run one job: an `astro build` process rendering `shards` into `out`. Resolves with its peak RSS. */
function runJob(o: BuildOptions, i: number, file: string, out: string, shards: ShardDef[], display: ProgressDisplay): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...o.env, [JOB_ENV]: file, BUILD_PROGRESS: 'job', BUILD_TOTAL_PAGES: String(shards.reduce((n, s) => n + s.conversions, 0)), FORCE_COLOR: '0' };
  // Only the merge writes dates (sitemaps): a job's pages cannot depend on the day.
  delete env['BUILD_DATE'];
  // A production build whatever the caller's mode (a test runner sets NODE_ENV=test, and
  // Astro then renders its islands otherwise).
  env['NODE_ENV'] = 'production';
  // A catalogue folder given relative to here stays the same folder for the job.
  if (env['CATALOGUE_DIR'] !== undefined && env['CATALOGUE_DIR'] !== '') env['CATALOGUE_DIR'] = path.resolve(env['CATALOGUE_DIR']);
  const child = spawn(process.execPath, [path.join(o.root, 'src/build/astro-job.ts'), o.root, out], { cwd: o.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.children.add(child);
  const started = performance.now();
  let peak = 0;
  const tail: string[] = [];
  const onLine = (line: string): void => {
    if (line.startsWith('@progress ')) {
      display.update(i, (JSON.parse(line.slice(10)) as { done: number }).done);
    } else if (line.startsWith('@job ')) {
      peak = (JSON.parse(line.slice(5)) as { peakRssMb: number }).peakRssMb;
    } else if (line.trim() !== '') {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      o.print(`  [job ${String(i + 1)}] ${line}`);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (d: string) => {
      const parts = (rest + d).split('\n');
      rest = parts.pop() ?? '';
      for (const l of parts) onLine(l);
    });
  }
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      live.children.delete(child);
      if (code === 0) {
        o.print(`  job ${String(i + 1)} done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${String(shards.length)} shard(s), ${String(shards.reduce((n, s) => n + s.pages, 0))} pages, peak RSS ${String(peak)} MB`);
        resolve(peak);
      }
      else reject(new Error(`job ${String(i + 1)} (${shards.map((s) => s.id).join(', ')}) ended with ${signal ?? `code ${String(code)}`}`));
    });
  });
}

/** Render `shards` in up to `o.jobs` processes; each rendered shard goes into the cache. */
async function renderShards(o: BuildOptions, src: CatalogueSources, full: Catalogue, todo: Keyed[], cache: ShardCache): Promise<number> {
  if (todo.length === 0) return 0;
  // Jobs write below the project: Astro puts its server bundle in the output folder only when
  // that lies inside the working directory (else all jobs would share <root>/.astro), and the
  // bundle must find node_modules from there.
  const work = path.join(o.root, 'node_modules/.cache/exactconvert-build', `work-${String(process.pid)}`);
  live.dirs.add(work);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const shards = todo.map((t) => t.shard);
    const groups = o.whole ? [shards] : groupShards(shards, Math.min(Math.max(1, o.jobs), shards.length)).filter((g) => g.length > 0);
    const display = new ProgressDisplay(shards.reduce((n, s) => n + s.conversions, 0), o.env['BUILD_PROGRESS'] === 'json', o.print);
    o.print(`Rendering ${String(shards.length)} shard(s) in ${String(groups.length)} job(s)...`);
    const runs = groups.map(async (g, i) => {
      const job: BuildJob = o.whole ? { shards: g } : { shards: g, view: viewFor(src, full, g) };
      const file = path.join(work, `job-${String(i + 1)}.json`);
      await writeFile(file, JSON.stringify(job));
      const out = path.join(work, `job-${String(i + 1)}`);
      const peak = await runJob(o, i, file, out, g, display);
      // Into the cache as soon as this job is done, while the others still render.
      for (const s of g) {
        const t = todo.find((k) => k.shard.id === s.id);
        if (t) cache.store(t.key, path.join(out, SHARDS_DIR, s.id));
      }
      return peak;
    });
    const peaks = await Promise.all(runs).catch((e: unknown) => {
      abortBuildSync();
      throw e;
    });
    return Math.max(0, ...peaks);
  } finally {
    rmSync(work, { recursive: true, force: true });
    live.dirs.delete(work);
  }
}

/** The page list of a set of shards, and the key of its sitemaps (pages, site, date and the writer's code). */
function plannedPages(full: Catalogue, shards: readonly Keyed[], common: string, settings: MergeSettings): { pages: string[]; key: string } {
  const pages = shards.flatMap((k) => shardPagePaths(full, k.shard));
  const key = createHash('sha256').update(JSON.stringify([common, settings.site, settings.date, pages])).digest('hex').slice(0, 40);
  return { pages, key };
}

/** The folder of a slice that holds the whole site's sitemaps (slice 1 writes them while its jobs render). */
const SLICE_SITEMAPS = 'sitemaps';

interface SliceFile {
  common: string;
  shards: { id: string; key: string }[];
  sitemaps?: { key: string; files: string[] };
}

/** Write a slice folder: the shard folders, linked from the cache, the sitemaps if it has them, and the slice file. */
function writeSlice(dir: string, common: string, shards: Keyed[], cache: ShardCache, sitemaps?: { key: string; dir: string; files: string[] }): void {
  mkdirSync(path.join(dir, SHARDS_DIR), { recursive: true });
  for (const s of shards) {
    const from = cache.entry(s.key);
    const m = readManifest(from);
    const files = [...m.files, ...assetFiles(from).map((a) => `${ASSETS_DIR}/${a}`), SHARD_MANIFEST];
    linkFiles(from, files, path.join(dir, SHARDS_DIR, s.shard.id));
  }
  const slice: SliceFile = { common, shards: shards.map((s) => ({ id: s.shard.id, key: s.key })) };
  if (sitemaps) {
    linkFiles(sitemaps.dir, sitemaps.files, path.join(dir, SLICE_SITEMAPS));
    slice.sitemaps = { key: sitemaps.key, files: sitemaps.files };
  }
  writeFileSync(path.join(dir, SLICE_FILE), `${JSON.stringify(slice, null, 1)}\n`);
}

/** The owner's build (`npm run build`): see the file's first lines. */
export async function buildSite(o: BuildOptions): Promise<BuildReport> {
  const t0 = performance.now();
  const timer = new PhaseTimer();
  const src = await loadCatalogueSources();
  const full = buildCatalogue(src);
  timer.lap('catalogue');
  o.print(`Catalogue from ${full.origin}: ${String(full.categories.length)} categories, ${String(full.conversionCount)} conversion pages. Building...`);
  const { common, keyed } = keyShards(o.root, o.env, src, full);
  const selectedIds = new Set((o.shard ? (groupShards(keyed.map((k) => k.shard), o.shard.n)[o.shard.k - 1] ?? []) : keyed.map((k) => k.shard)).map((s) => s.id));
  const selected = keyed.filter((k) => selectedIds.has(k.shard.id));
  timer.lap('keys');
  const cache = new ShardCache(cacheDir(o.root, o.env));
  const index = cache.readIndex();

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
      last.data !== k.data ? 'its catalogue data changed' : 'no cached output';
    todo.push(k);
    reasons.push([why, k.shard.id]);
  }
  o.print(`Shards: ${String(selected.length)}${o.shard ? ` (slice ${String(o.shard.k)}/${String(o.shard.n)} of ${String(keyed.length)})` : ''}; render ${String(todo.length)}, reuse ${String(reused.length)}.`);
  for (const line of grouped(reasons)) o.print(`  render ${line}`);
  if (reused.length > 0) o.print(`  reuse ${String(reused.length)} (unchanged key): ${reused.join(', ')}`);

  timer.lap('cache check');
  // While the jobs render: outdated cache entries are deleted, and the sitemaps of the
  // planned pages are written (or found in the cache: most edits change no address); in a
  // matrix, slice 1 writes the whole site's, for the merge.
  const settings = mergeSettings(o.root, o.env);
  const planned = o.shard === undefined || o.shard.k === 1 ? plannedPages(full, keyed, common, settings) : undefined;
  const sitemaps = planned ? cache.sitemaps(planned.key, (dir) => writeSitemaps(dir, settings.site, settings.date, planned.pages)) : undefined;
  sitemaps?.catch(() => undefined);
  const evicting = cache.evict(new Set(keyed.map((k) => k.key)), new Set(planned ? [planned.key] : []));
  evicting.catch(() => undefined);
  const tRender = performance.now();
  const jobPeak = await renderShards(o, src, full, todo, cache);
  const renderSeconds = (performance.now() - tRender) / 1000;
  for (const k of selected) index[k.shard.id] = { common, data: k.data, key: k.key };
  cache.writeIndex(index);
  timer.lap('render');

  const tMerge = performance.now();
  const partial = `${o.outDir}.partial-${String(process.pid)}`;
  live.dirs.add(partial);
  rmSync(partial, { recursive: true, force: true });
  let htmlFiles: number;
  if (o.shard) {
    writeSlice(partial, common, selected, cache, planned && sitemaps ? { key: planned.key, ...(await sitemaps) } : undefined);
    htmlFiles = selected.reduce((n, k) => n + k.shard.pages, 0);
  } else {
    const merged = await mergeShards(selected.map((k) => cache.entry(k.key)), partial, full, settings, {
      timer,
      ...(planned && sitemaps ? { sitemaps: { pages: new Set(planned.pages), files: sitemaps } } : {}),
    });
    htmlFiles = merged.htmlFiles;
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
    jobs: o.whole ? 1 : Math.min(o.jobs, todo.length),
    renderSeconds,
    mergeSeconds,
  };
}

/** `npm run build:merge -- DIR... --out dist`: merge the slices of a matrix build into the site. */
export async function mergeSlices(o: { root: string; dirs: string[]; outDir: string; env: NodeJS.ProcessEnv; print: (line: string) => void }): Promise<{ htmlFiles: number; seconds: number }> {
  const t0 = performance.now();
  const src = await loadCatalogueSources();
  const full = buildCatalogue(src);
  const { common, keyed } = keyShards(o.root, o.env, src, full);
  const found = new Map<string, { dir: string; key: string }>();
  const withSitemaps = new Map<string, { dir: string; files: string[] }>();
  for (const dir of o.dirs) {
    let slice: SliceFile;
    try {
      slice = JSON.parse(await readFile(path.join(dir, SLICE_FILE), 'utf8')) as typeof slice;
    } catch (e) {
      throw new Error(`${dir}: not a slice of a sharded build (${SLICE_FILE}: ${(e as Error).message})`, { cause: e });
    }
    for (const s of slice.shards) {
      const had = found.get(s.id);
      if (had) throw new Error(`shard ${s.id} is in two slices: ${had.dir} and ${dir}`);
      found.set(s.id, { dir: path.join(dir, SHARDS_DIR, s.id), key: s.key });
    }
    if (slice.sitemaps) withSitemaps.set(slice.sitemaps.key, { dir: path.join(dir, SLICE_SITEMAPS), files: slice.sitemaps.files });
  }
  const where = new Map([...found].map(([id, f]) => [id, f.dir]));
  const problems: string[] = [];
  for (const k of keyed) {
    const f = found.get(k.shard.id);
    if (!f) problems.push(`shard ${k.shard.id} is in none of the slices`);
    else if (f.key !== k.key) problems.push(`shard ${k.shard.id} (${f.dir}) was built from other inputs than this checkout's (catalogue, sources, lock file or environment)`);
    found.delete(k.shard.id);
  }
  for (const id of found.keys()) problems.push(`shard ${id} is not a shard of this catalogue`);
  if (problems.length > 0) throw new Error(`The slices do not make this site:\n  ${problems.join('\n  ')}`);
  const partial = `${o.outDir}.partial-${String(process.pid)}`;
  live.dirs.add(partial);
  const shardDirs = keyed.map((k) => where.get(k.shard.id) ?? '');
  const settings = mergeSettings(o.root, o.env);
  // Slice 1's sitemaps, when they were made for this page list, site and date; else written here.
  const planned = plannedPages(full, keyed, common, settings);
  const ready = withSitemaps.get(planned.key);
  const merged = await mergeShards(shardDirs, partial, full, settings, ready ? { sitemaps: { pages: new Set(planned.pages), files: Promise.resolve(ready) } } : {});
  await replaceDir(partial, o.outDir);
  live.dirs.delete(partial);
  o.print(
    `Merged ${String(o.dirs.length)} slice(s), ${String(keyed.length)} shards: ${String(merged.htmlFiles)} HTML files, sitemaps ${merged.sitemaps.join(', ')} (${ready ? "slice 1's" : 'written here: no slice has them for this date and site'})`,
  );
  return { htmlFiles: merged.htmlFiles, seconds: (performance.now() - t0) / 1000 };
}
