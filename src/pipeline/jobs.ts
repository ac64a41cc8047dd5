// The jobs of a build: `astro build` processes (src/pipeline/astro-job.ts), each rendering a
// group of shards with its catalogue view, their output lines turned into one progress
// display, and their shards moved into the cache as each job ends. A signal handler
// stops them all with abortBuildSync().
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Catalogue, CatalogueSources } from '../core/catalogue.ts';
import type { ShardCache } from './cache.ts';
import type { Keyed } from './keys.ts';
import { jobGroups, type ShardDef } from './plan.ts';
import { ProgressDisplay } from './progress-display.ts';
import { BUILD_ENV, buildDate, type JobLine, type LanguageTime, machineProgress, parseLine, yearOf } from '../protocol/build.ts';
import { sumLanguages } from './render-times.ts';
import { SHARDS_DIR } from './shard-files.ts';
import type { BuildJob } from '../site/build-input.ts';
import { viewFor } from './view.ts';

/** What the jobs need to know of the build. */
export interface JobSettings {
  root: string;
  /** Jobs run at once (processes). */
  jobs: number;
  /** One job with the whole catalogue and no views. */
  whole: boolean;
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
}

// What a signal handler must undo: running jobs and folders being written.
export const live = { children: new Set<ChildProcess>(), dirs: new Set<string>() };

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

/**
 * The job file of a job rendering `shards`: its slices, the build date's year (and the date
 * itself for the site shard), and its view of the catalogue (none for the whole-catalogue job).
 */
export function jobFor(src: CatalogueSources, full: Catalogue, shards: ShardDef[], date: string, whole = false): BuildJob {
  const job: BuildJob = { shards, year: yearOf(date) };
  if (shards.some((s) => s.site)) job.date = date;
  if (!whole) job.view = viewFor(src, full, shards);
  return job;
}

/** The environment of a job process reading the job file `file`; with `totalPages`, it prints its progress. */
export function jobEnv(base: NodeJS.ProcessEnv, file: string, totalPages?: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, [BUILD_ENV.job]: file, FORCE_COLOR: '0' };
  if (totalPages === undefined) Reflect.deleteProperty(env, BUILD_ENV.totalPages);
  else env[BUILD_ENV.totalPages] = String(totalPages);
  // A job's pages read the build date from its job file, which holds only what its shards' keys hold.
  Reflect.deleteProperty(env, BUILD_ENV.date);
  // A production build whatever the caller's mode (a test runner sets NODE_ENV=test, and
  // Astro then renders its islands otherwise).
  env[BUILD_ENV.nodeEnv] = 'production';
  // A catalogue folder given relative to here stays the same folder for the job.
  const dir = env[BUILD_ENV.catalogueDir];
  if (dir !== undefined && dir !== '') env[BUILD_ENV.catalogueDir] = path.resolve(dir);
  return env;
}

/** Run one job: an `astro build` process rendering `shards` into `out`. Resolves with its `@job` line (peak RSS, render time by language). */
function runJob(o: JobSettings, i: number, file: string, out: string, shards: ShardDef[], display: ProgressDisplay): Promise<JobLine> {
  const env = jobEnv(o.env, file, shards.reduce((n, s) => n + s.conversions, 0));
  const child = spawn(process.execPath, [path.join(o.root, 'src/pipeline/astro-job.ts'), o.root, out], { cwd: o.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.children.add(child);
  const started = performance.now();
  let end: JobLine = { peakRssMb: 0, languages: {}, firstPageUs: 0 };
  const onLine = (line: string): void => {
    const m = parseLine(line);
    if (m?.kind === 'progress') {
      display.update(i, m.value.done);
    } else if (m?.kind === 'job') {
      end = m.value;
    } else if (line.trim() !== '') {
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
        o.print(`  job ${String(i + 1)} done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${String(shards.length)} shard(s), ${String(shards.reduce((n, s) => n + s.pages, 0))} pages, peak RSS ${String(end.peakRssMb)} MB`);
        resolve(end);
      }
      else reject(new Error(`job ${String(i + 1)} (${shards.map((s) => s.id).join(', ')}) ended with ${signal ?? `code ${String(code)}`}`));
    });
  });
}

/** What the jobs of a build measured: the largest peak RSS of a job, and render time by language summed over the jobs. */
export interface JobsMeasured {
  /** Jobs run. */
  jobs: number;
  peakRssMb: number;
  languages: Record<string, LanguageTime>;
}

/**
 * Render `shards` in jobs (processes) of at most about JOB_MAX_PAGES pages each (plan.ts
 * jobGroups), `o.jobs` at a time; each rendered shard goes into the cache as its job ends.
 */
export async function renderShards(o: JobSettings, src: CatalogueSources, full: Catalogue, todo: Keyed[], cache: ShardCache): Promise<JobsMeasured> {
  if (todo.length === 0) return { jobs: 0, peakRssMb: 0, languages: {} };
  // Jobs write below the project: Astro puts its server bundle in the output folder only when
  // that lies inside the working directory (else all jobs would share <root>/.astro), and the
  // bundle must find node_modules from there.
  const work = path.join(o.root, 'node_modules/.cache/exactconvert-build', `work-${String(process.pid)}`);
  live.dirs.add(work);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const shards = todo.map((t) => t.shard);
    const lanes = Math.max(1, o.jobs);
    const groups = o.whole ? [shards] : jobGroups(shards, lanes);
    const display = new ProgressDisplay(shards.reduce((n, s) => n + s.conversions, 0), machineProgress(o.env), o.print);
    o.print(`Rendering ${String(shards.length)} shard(s) in ${String(groups.length)} job(s)${groups.length > lanes ? `, ${String(lanes)} at a time` : ''}...`);
    const runGroup = async (g: ShardDef[], i: number): Promise<JobLine> => {
      const job = jobFor(src, full, g, buildDate(o.env), o.whole);
      const file = path.join(work, `job-${String(i + 1)}.json`);
      await writeFile(file, JSON.stringify(job));
      const out = path.join(work, `job-${String(i + 1)}`);
      const end = await runJob(o, i, file, out, g, display);
      // Into the cache as soon as this job is done, while the others still render.
      for (const s of g) {
        const t = todo.find((k) => k.shard.id === s.id);
        if (t) cache.store(t.key, path.join(out, SHARDS_DIR, s.id));
      }
      return end;
    };
    // `lanes` jobs at a time, each lane taking the next group when its job ends (none after a failure).
    const ends: JobLine[] = [];
    let next = 0;
    let failed = false;
    const lane = async (): Promise<void> => {
      while (!failed && next < groups.length) {
        const i = next++;
        const g = groups[i];
        if (!g) continue;
        try {
          ends[i] = await runGroup(g, i);
        } catch (e) {
          failed = true;
          throw e;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, groups.length) }, lane)).catch((e: unknown) => {
      abortBuildSync();
      throw e;
    });
    return { jobs: groups.length, peakRssMb: Math.max(0, ...ends.map((e) => e.peakRssMb)), languages: sumLanguages(ends) };
  } finally {
    rmSync(work, { recursive: true, force: true });
    live.dirs.delete(work);
  }
}

