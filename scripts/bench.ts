// Build benchmark: full builds of the catalogue in fresh processes; prints each run
// and the medians of pages, wall seconds, pages per second and peak RSS.
// `npm run bench -- --runs 3` (default 1; a full build takes minutes).
// `--floor` also builds, in each run, a trivial Astro site with the same number of
// pages (one small React island each, same build settings) and prints the ratio.
// `--sized-floor` also builds that site with each page padded to the site's average page
// size, to show what the bytes of a page cost alone.
import { spawnSync } from 'node:child_process';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFloorSite } from '../src/lib/bench-floor.ts';
import { filesBelow } from '../src/lib/files.ts';
import { median } from '../src/lib/stats.ts';

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
const floorDir = path.join(root, '.tmp/bench-floor');

/**
 * Before each timed build: no output of an earlier build to delete (the site build would
 * otherwise remove it inside its time), the pages of the previous build flushed to disk,
 * and, where the bench may (as root on Linux), the page cache emptied. On this machine a
 * page cache full of an earlier build's gigabytes doubled the system time of the next one:
 * the same 16,000-page build went from 36 s to 49 s over three runs in a row, and stayed at
 * 34-36 s with the cache emptied in between.
 */
async function settle(): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
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

/** Build the floor site in a fresh process; wall seconds and peak RSS. */
function buildFloor(): { seconds: number; peakRssMb: number } {
  const code = `const { build } = await import('astro');
await build({ root: ${JSON.stringify(floorDir)}, logLevel: 'warn' });
console.log(JSON.stringify({ floorRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) {
    console.error(r.stdout.slice(-4000), r.stderr.slice(-4000));
    console.error('bench: the floor build failed');
    process.exit(1);
  }
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"floorRssMb"'));
  return { seconds, peakRssMb: line ? (JSON.parse(line) as { floorRssMb: number }).floorRssMb : 0 };
}

interface Report {
  htmlFiles: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
}


const reports: Report[] = [];
const floors: { seconds: number; peakRssMb: number }[] = [];
const sizedFloors: { seconds: number; peakRssMb: number }[] = [];
for (let i = 1; i <= runs; i++) {
  await settle();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['scripts/build.ts', '--report-json'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: outDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0) {
    console.error(r.stdout.slice(-4000), r.stderr.slice(-4000));
    console.error(`bench: build ${String(i)} failed`);
    process.exit(1);
  }
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"htmlFiles"'));
  if (!line) throw new Error('bench: the build printed no report');
  const rep = JSON.parse(line) as Report;
  // Wall time of the whole command (process start, catalogue, Astro, rename).
  rep.seconds = wall;
  rep.pagesPerSecond = rep.htmlFiles / wall;
  reports.push(rep);
  console.log(
    `run ${String(i)}: ${String(rep.htmlFiles)} pages, ${wall.toFixed(1)} s wall, ${rep.pagesPerSecond.toFixed(0)} pages/s, peak RSS ${String(rep.peakRssMb)} MB`,
  );
  const siteSize = sized ? await htmlSize(outDir) : undefined;
  if (floor) {
    await writeFloorSite(floorDir, rep.htmlFiles);
    await settle();
    const f = buildFloor();
    floors.push(f);
    console.log(`run ${String(i)} floor: ${String(rep.htmlFiles)} trivial pages, ${f.seconds.toFixed(1)} s wall, peak RSS ${String(f.peakRssMb)} MB; ratio ${(wall / f.seconds).toFixed(2)}x`);
  }
  if (siteSize) {
    const siteAvg = siteSize.bytes / siteSize.files;
    const trivial = await htmlSize(path.join(floorDir, 'dist'));
    await writeFloorSite(floorDir, rep.htmlFiles, Math.max(0, Math.round(siteAvg - trivial.bytes / trivial.files)));
    await settle();
    const f = buildFloor();
    sizedFloors.push(f);
    const padded = await htmlSize(path.join(floorDir, 'dist'));
    console.log(
      `run ${String(i)} sized floor: ${String(rep.htmlFiles)} trivial pages of ${(padded.bytes / padded.files / 1024).toFixed(1)} KB ` +
        `(site ${(siteAvg / 1024).toFixed(1)} KB), ${f.seconds.toFixed(1)} s wall, peak RSS ${String(f.peakRssMb)} MB; ratio ${(wall / f.seconds).toFixed(2)}x`,
    );
  }
}
if (floor) await rm(floorDir, { recursive: true, force: true });
await rm(outDir, { recursive: true, force: true });
console.log(
  `median of ${String(runs)}: ${String(median(reports.map((r) => r.htmlFiles)))} pages, ${median(reports.map((r) => r.seconds)).toFixed(1)} s wall, ` +
    `${median(reports.map((r) => r.pagesPerSecond)).toFixed(0)} pages/s, peak RSS ${String(median(reports.map((r) => r.peakRssMb)))} MB`,
);
if (floor) {
  const site = median(reports.map((r) => r.seconds));
  const base = median(floors.map((f) => f.seconds));
  console.log(`floor median: ${base.toFixed(1)} s wall, peak RSS ${String(median(floors.map((f) => f.peakRssMb)))} MB; site / floor = ${(site / base).toFixed(2)}x`);
  if (sized) {
    const big = median(sizedFloors.map((f) => f.seconds));
    console.log(
      `sized floor median: ${big.toFixed(1)} s wall, peak RSS ${String(median(sizedFloors.map((f) => f.peakRssMb)))} MB; ` +
        `sized floor / floor = ${(big / base).toFixed(2)}x, site / sized floor = ${(site / big).toFixed(2)}x`,
    );
  }
}
