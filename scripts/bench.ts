// Build benchmark: full builds of the catalogue in fresh processes; prints each run
// and the medians of pages, wall seconds, pages per second and peak RSS.
// `npm run bench -- --runs 3` (default 1; a full build takes minutes).
// `--floor` also builds, in each run, a trivial Astro site with the same number of
// pages (one small React island each, same build settings) and prints the ratio.
// `--sized-floor` also builds that site with each page padded to the site's average page
// size, to show what the bytes of a page cost alone: in one process, then shared among as many
// processes at once as the build runs jobs (one per core), the floor of the sharded build itself.
// `--serial` also times the build with `--jobs 1` in each run (the default uses every core).
// `--matrix N` also builds the N slices of a matrix one at a time (each with all cores, as
// one machine would) and merges them, and prints the matrix's wall time (slowest slice + merge).
// `--synthetic-pages N [--slices S]`: the scale rehearsal instead: a synthetic catalogue of
// about N pages in .tmp/, built slice by slice (S slices, default 32, one job each), with
// each slice's wall time and peak RSS, the merge, the sitemaps and projected matrix times.
// Each run also prints the largest RSS of all the build's processes at one time (sampled from
// /proc every 0.5 s), and the build's render CPU time per page by language (each job's, summed
// over the jobs: src/site/page-progress.ts) and its difference from English; the medians follow.
// Every build starts without cache (--no-cache, a fresh BUILD_CACHE_DIR). `--keep` leaves the
// last run's site in .tmp/bench-dist/ (to compare its bytes with another build's).
import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { projectMatrix, writeSyntheticCatalogue } from '../src/bench/synthetic.ts';
import { BUILD_ENV, type BuildReport, parseLine, REPORT_FLAG } from '../src/protocol/build.ts';
import { writeFloorSite } from '../src/bench/floor.ts';
import { filesBelow } from '../src/pipeline/files.ts';
import { median } from '../src/bench/stats.ts';
import { sampleTreeRss } from '../src/bench/tree-rss.ts';
import { msPerPage, renderTimesText } from '../src/pipeline/render-times.ts';

const root = path.resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a positive whole number');
  process.exit(2);
}
const sized = process.argv.includes('--sized-floor');
const floor = sized || process.argv.includes('--floor');
const outDir = path.join(root, '.tmp/bench-dist');
const cacheDir = path.join(root, '.tmp/bench-cache');
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const serial = process.argv.includes('--serial');
const keep = process.argv.includes('--keep');
const matrix = arg('--matrix') === undefined ? 0 : Number(arg('--matrix'));
const synthetic = arg('--synthetic-pages') === undefined ? 0 : Number(arg('--synthetic-pages'));
if (!Number.isInteger(matrix) || matrix < 0 || !Number.isInteger(synthetic) || synthetic < 0) {
  console.error('--matrix and --synthetic-pages take whole numbers');
  process.exit(2);
}
const floorDir = path.join(root, '.tmp/bench-floor');
// The sized floor in the build's lanes: as many at once as `npm run build` runs jobs (scripts/build.ts --jobs).
const lanes = availableParallelism();
const laneDir = (k: number): string => path.join(root, `.tmp/bench-floor-${String(k + 1)}`);

/**
 * Before each timed build: no output of an earlier build to delete (the site build would
 * otherwise remove it inside its time), the pages of the previous build flushed to disk,
 * and, where the bench may (as root on Linux), the page cache emptied: a page cache full of
 * an earlier build's gigabytes slows the next build down (docs/measurements.md). Before a
 * floor build of the last run, `--keep` leaves the site where it is.
 */
async function settle(keepSite = false): Promise<void> {
  if (!keepSite) await rm(outDir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
  spawnSync('sync');
  try {
    await writeFile('/proc/sys/vm/drop_caches', '3');
  } catch {
    // not permitted here: the flush alone
  }
}

/** Count and total bytes of the `.html` files below a folder. */
async function htmlSize(dir: string): Promise<{ files: number; bytes: number }> {
  const files = await filesBelow(dir, '.html');
  let bytes = 0;
  for (const f of files) bytes += (await stat(f)).size;
  return { files: files.length, bytes };
}

/**
 * Node with these arguments in a fresh process in the project: its pid at once (to sample its
 * memory) and its standard output when it ends. A process that cannot start or fails stops the
 * bench, with the end of its output and what it was (`what`).
 */
function nodeProcess(args: string[], what: string, env: NodeJS.ProcessEnv = process.env): { pid: number | undefined; stdout: Promise<string> } {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (d: string) => out.push(d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => err.push(d));
  const stdout = new Promise<string>((resolve) => {
    child.on('error', (e) => {
      console.error(`bench: could not start ${what}: ${e.message}`);
      process.exit(1);
    });
    child.on('close', (status) => {
      const text = out.join('');
      if (status !== 0) {
        console.error(text.slice(-4000), err.join('').slice(-4000));
        console.error(`bench: ${what} failed`);
        process.exit(1);
      }
      resolve(text);
    });
  });
  return { pid: child.pid, stdout };
}

/** Build floor sites at once, each in a fresh process; wall seconds and the largest peak RSS of one. */
async function buildFloors(dirs: string[]): Promise<{ seconds: number; peakRssMb: number }> {
  const t0 = performance.now();
  const one = async (dir: string): Promise<number> => {
    const code = `const { build } = await import('astro');
await build({ root: ${JSON.stringify(dir)}, logLevel: 'warn' });
console.log(JSON.stringify({ floorRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
    const stdout = await nodeProcess(['--input-type=module', '-e', code], `the floor build in ${path.relative(root, dir)}`).stdout;
    const line = stdout.split('\n').find((l) => l.startsWith('{"floorRssMb"'));
    return line ? (JSON.parse(line) as { floorRssMb: number }).floorRssMb : 0;
  };
  const rss = await Promise.all(dirs.map(one));
  return { seconds: (performance.now() - t0) / 1000, peakRssMb: Math.max(0, ...rss) };
}

/** What the bench reads of a build's report (src/protocol/build.ts), and the largest RSS of all its processes at one time. */
type Report = Pick<BuildReport, 'htmlFiles' | 'pages' | 'seconds' | 'pagesPerSecond' | 'peakRssMb' | 'jobPeakRssMb' | 'mainPeakRssMb' | 'mergeSeconds' | 'languages'> & { totalPeakRssMb: number };

/** One build command in a fresh process, from no cache; its report with the command's wall time. */
async function timedBuild(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Report> {
  const t0 = performance.now();
  const child = nodeProcess([script, ...args], `${script} ${args.join(' ')}`, { ...process.env, [BUILD_ENV.cacheDir]: cacheDir, ...env });
  const sampler = child.pid === undefined ? undefined : sampleTreeRss(child.pid);
  const stdout = await child.stdout;
  const totalPeakRssMb = sampler?.stop() ?? 0;
  const wall = (performance.now() - t0) / 1000;
  const report = stdout.split('\n').map(parseLine).find((m) => m?.kind === 'report');
  const rep: Report = report?.kind === 'report' ? { ...report.value, totalPeakRssMb } : { htmlFiles: 0, pages: 0, seconds: wall, pagesPerSecond: 0, peakRssMb: 0, jobPeakRssMb: 0, mainPeakRssMb: 0, mergeSeconds: wall, languages: {}, totalPeakRssMb };
  rep.seconds = wall;
  rep.pagesPerSecond = rep.htmlFiles / wall;
  return rep;
}

/**
 * Build slices 1..n one at a time, each as one machine of the matrix would (all of this
 * machine's cores), then merge them: each slice's report and the merge's wall time.
 */
async function sliceByslice(n: number, env: NodeJS.ProcessEnv = {}): Promise<{ slices: Report[]; merge: number }> {
  const dirs: string[] = [];
  const slices: Report[] = [];
  for (let k = 1; k <= n; k++) {
    const dir = path.join(root, `.tmp/bench-slice-${String(k)}`);
    dirs.push(dir);
    await rm(cacheDir, { recursive: true, force: true });
    spawnSync('sync');
    slices.push(await timedBuild('scripts/build.ts', ['--shard', `${String(k)}/${String(n)}`, '--out', dir, '--no-cache', REPORT_FLAG], env));
  }
  await rm(outDir, { recursive: true, force: true });
  const merge = (await timedBuild('scripts/build-merge.ts', [...dirs, '--out', outDir], env)).seconds;
  for (const d of dirs) await rm(d, { recursive: true, force: true });
  return { slices, merge };
}

if (synthetic > 0) {
  const slicesArg = Number(arg('--slices') ?? 32);
  const data = path.join(root, '.tmp/bench-synthetic-catalogue');
  const made = await writeSyntheticCatalogue(data, synthetic);
  console.log(`synthetic catalogue: ${String(made.categories)} categories, ${String(made.conversions)} conversion pages in ${path.relative(root, data)}; ${String(slicesArg)} slices, one at a time`);
  const env = { [BUILD_ENV.catalogueDir]: data };
  const { slices, merge } = await sliceByslice(slicesArg, env);
  for (const [i, r] of slices.entries()) {
    console.log(
      `slice ${String(i + 1)}/${String(slicesArg)}: ${String(r.htmlFiles)} pages, ${r.seconds.toFixed(1)} s wall, peak RSS of a job ${String(r.jobPeakRssMb)} MB, of the build command ${String(r.mainPeakRssMb)} MB`,
    );
  }
  console.log(`merge: ${merge.toFixed(1)} s`);
  const maps = (await readdir(outDir)).filter((f) => /^sitemap.*\.xml$/.test(f)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const f of maps) {
    const xml = await readFile(path.join(outDir, f), 'utf8');
    console.log(`  ${f}: ${String(xml.split('<url>').length - 1)} URLs, ${String(xml.split('<sitemap>').length - 1)} sitemaps`);
  }
  const times = slices.map((r) => r.seconds);
  console.log(
    `slices: total ${times.reduce((a, b) => a + b, 0).toFixed(1)} s, slowest ${Math.max(...times).toFixed(1)} s; peak RSS max: a job ${String(Math.max(...slices.map((r) => r.jobPeakRssMb)))} MB, the build command ${String(Math.max(...slices.map((r) => r.mainPeakRssMb)))} MB`,
  );
  for (const m of [8, 16, 32]) console.log(`projected matrix of ${String(m)} machines: ${projectMatrix(times, m, merge).toFixed(1)} s (slices packed largest first, plus the merge)`);
  await rm(outDir, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
  process.exit(0);
}


const reports: Report[] = [];
const serials: Report[] = [];
const matrices: { slowest: number; merge: number }[] = [];
const floors: { seconds: number; peakRssMb: number }[] = [];
const sizedFloors: { seconds: number; peakRssMb: number }[] = [];
const laneFloors: { seconds: number; peakRssMb: number }[] = [];
for (let i = 1; i <= runs; i++) {
  await settle();
  const rep = await timedBuild('scripts/build.ts', ['--no-cache', REPORT_FLAG], { [BUILD_ENV.outDir]: outDir });
  const wall = rep.seconds;
  reports.push(rep);
  console.log(
    `run ${String(i)}: ${String(rep.htmlFiles)} pages, ${wall.toFixed(1)} s wall, ${rep.pagesPerSecond.toFixed(0)} pages/s, peak RSS ${String(rep.peakRssMb)} MB (a job ${String(rep.jobPeakRssMb)} MB, the build command ${String(rep.mainPeakRssMb)} MB; all its processes at once ${String(rep.totalPeakRssMb)} MB)`,
  );
  console.log(`run ${String(i)} render CPU time per page: ${renderTimesText(msPerPage(rep.languages))}`);
  const siteSize = sized ? await htmlSize(outDir) : undefined;
  if (serial) {
    await settle();
    const one = await timedBuild('scripts/build.ts', ['--no-cache', REPORT_FLAG, '--jobs', '1'], { [BUILD_ENV.outDir]: outDir });
    serials.push(one);
    console.log(`run ${String(i)} --jobs 1: ${one.seconds.toFixed(1)} s wall, peak RSS ${String(one.peakRssMb)} MB; default is ${(one.seconds / wall).toFixed(2)}x faster`);
  }
  if (matrix > 0) {
    const m = await sliceByslice(matrix);
    const slowest = Math.max(...m.slices.map((r) => r.seconds));
    matrices.push({ slowest, merge: m.merge });
    console.log(`run ${String(i)} matrix of ${String(matrix)}: slices ${m.slices.map((r) => r.seconds.toFixed(1)).join(' / ')} s, merge ${m.merge.toFixed(1)} s; wall ${(slowest + m.merge).toFixed(1)} s`);
  }
  if (floor) {
    await writeFloorSite(floorDir, rep.htmlFiles);
    await settle(keep && i === runs);
    const f = await buildFloors([floorDir]);
    floors.push(f);
    console.log(`run ${String(i)} floor: ${String(rep.htmlFiles)} trivial pages, ${f.seconds.toFixed(1)} s wall, peak RSS ${String(f.peakRssMb)} MB; ratio ${(wall / f.seconds).toFixed(2)}x`);
  }
  if (siteSize) {
    const siteAvg = siteSize.bytes / siteSize.files;
    const trivial = await htmlSize(path.join(floorDir, 'dist'));
    const pad = Math.max(0, Math.round(siteAvg - trivial.bytes / trivial.files));
    await writeFloorSite(floorDir, rep.htmlFiles, pad);
    await settle(keep && i === runs);
    const f = await buildFloors([floorDir]);
    sizedFloors.push(f);
    const padded = await htmlSize(path.join(floorDir, 'dist'));
    console.log(
      `run ${String(i)} sized floor: ${String(rep.htmlFiles)} trivial pages of ${(padded.bytes / padded.files / 1024).toFixed(1)} KB ` +
        `(site ${(siteAvg / 1024).toFixed(1)} KB), ${f.seconds.toFixed(1)} s wall, peak RSS ${String(f.peakRssMb)} MB; ratio ${(wall / f.seconds).toFixed(2)}x`,
    );
    // The same pages shared among as many processes as the build runs jobs at once (one per core):
    // what Astro alone needs to write the site's bytes on this machine, the floor of the sharded build.
    await rm(floorDir, { recursive: true, force: true });
    const shares = Array.from({ length: lanes }, (_, k) => Math.floor(rep.htmlFiles / lanes) + (k < rep.htmlFiles % lanes ? 1 : 0));
    for (const [k, n] of shares.entries()) await writeFloorSite(laneDir(k), n, pad);
    await settle(keep && i === runs);
    const l = await buildFloors(shares.map((_, k) => laneDir(k)));
    for (const k of shares.keys()) await rm(laneDir(k), { recursive: true, force: true });
    laneFloors.push(l);
    console.log(`run ${String(i)} sized floor in ${String(lanes)} processes at once: ${l.seconds.toFixed(1)} s wall, peak RSS ${String(l.peakRssMb)} MB each at most; ratio ${(wall / l.seconds).toFixed(2)}x`);
  }
}
if (floor) await rm(floorDir, { recursive: true, force: true });
await rm(cacheDir, { recursive: true, force: true });
if (keep) console.log(`the last run's site is in ${path.relative(root, outDir)}/`);
else await rm(outDir, { recursive: true, force: true });
console.log(
  `median of ${String(runs)}: ${String(median(reports.map((r) => r.htmlFiles)))} pages, ${median(reports.map((r) => r.seconds)).toFixed(1)} s wall, ` +
    `${median(reports.map((r) => r.pagesPerSecond)).toFixed(0)} pages/s, peak RSS ${String(median(reports.map((r) => r.peakRssMb)))} MB`,
);
console.log(
  `peak RSS medians: a job ${String(median(reports.map((r) => r.jobPeakRssMb)))} MB, the build command ${String(median(reports.map((r) => r.mainPeakRssMb)))} MB, ` +
    `all the build's processes at once ${String(median(reports.map((r) => r.totalPeakRssMb)))} MB`,
);
const byRun = reports.map((r) => msPerPage(r.languages));
const languageMedians = (byRun[0] ?? []).map(({ code }) => ({ code, ms: median(byRun.map((run) => run.find((t) => t.code === code)?.ms ?? 0)) }));
if (languageMedians.length > 0) {
  const english = languageMedians[0]?.ms ?? 0;
  const worst = Math.max(...languageMedians.map((t) => Math.abs(t.ms / english - 1)));
  console.log(`render CPU time per page, median of ${String(runs)}: ${renderTimesText(languageMedians)}; largest difference from ${languageMedians[0]?.code ?? ''} ${(worst * 100).toFixed(1)} %`);
}
const siteMedian = median(reports.map((r) => r.seconds));
if (serial) {
  const one = median(serials.map((r) => r.seconds));
  console.log(`--jobs 1 median: ${one.toFixed(1)} s wall, peak RSS ${String(median(serials.map((r) => r.peakRssMb)))} MB; default / --jobs 1: ${(one / siteMedian).toFixed(2)}x faster`);
}
if (matrix > 0) {
  const wall = median(matrices.map((m) => m.slowest + m.merge));
  const floorNote = floor ? `; ${(wall / median(floors.map((f) => f.seconds))).toFixed(2)}x the floor` : '';
  console.log(`matrix of ${String(matrix)} median: ${wall.toFixed(1)} s wall (slowest slice ${median(matrices.map((m) => m.slowest)).toFixed(1)} s + merge ${median(matrices.map((m) => m.merge)).toFixed(1)} s)${floorNote}`);
}
if (floor) {
  const site = siteMedian;
  const base = median(floors.map((f) => f.seconds));
  console.log(`floor median: ${base.toFixed(1)} s wall, peak RSS ${String(median(floors.map((f) => f.peakRssMb)))} MB; site / floor = ${(site / base).toFixed(2)}x`);
  if (sized) {
    const big = median(sizedFloors.map((f) => f.seconds));
    console.log(
      `sized floor median: ${big.toFixed(1)} s wall, peak RSS ${String(median(sizedFloors.map((f) => f.peakRssMb)))} MB; ` +
        `sized floor / floor = ${(big / base).toFixed(2)}x, site / sized floor = ${(site / big).toFixed(2)}x`,
    );
    const wide = median(laneFloors.map((f) => f.seconds));
    console.log(`sized floor in ${String(lanes)} processes median: ${wide.toFixed(1)} s wall; it / floor = ${(wide / base).toFixed(2)}x, site / it = ${(site / wide).toFixed(2)}x`);
  }
}
