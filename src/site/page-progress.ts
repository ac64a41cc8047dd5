// What a job's pages tell the build about their rendering.
// - Progress: each rendered conversion page counts one, and the job prints the machine-readable
//   line `@progress {"done":N,"total":T}` at most every 100 ms and at the end, for the build's one
//   progress display (src/pipeline/progress-display.ts). The build (src/pipeline/jobs.ts) sets
//   the job's total in BUILD_TOTAL_PAGES; without it (a plain `astro build`) nothing is printed.
// - Render time by language: every page calls pageStarted with its language (routes.ts
//   pageContext). A route's pages come one language after another (pages.ts pagesOfKind), so
//   the job's CPU time (its threads', user and system) from one language's first page to the
//   next language's (or to the end of rendering, renderingDone) is that language's; with four
//   pages in flight (Astro's concurrency) only the last pages of a run are counted with the next.
//   CPU time, not wall time: what the pages cost, whatever else the machine runs meanwhile (the
//   build's own sitemaps, the other jobs). The job reports the sums in its `@job` line.
// The state is global: the pages (bundled chunks) and the job's own modules share it.
// The lines are src/protocol/build.ts's.
import { BUILD_ENV, formatLine, type LanguageTime } from '../protocol/build.ts';

const KEY = Symbol.for('exactconvert.progress');

interface Progress {
  done: number;
  total: number;
  lastLine: number;
  /** The language of the pages rendering now, and the process's CPU time (µs) when its run began. */
  run: { locale: string; since: number } | undefined;
  byLanguage: Record<string, LanguageTime>;
  /** When the first page started: microseconds of the monotonic clock, which a V8 CPU profile's timestamps share (npm run profile). */
  firstPageUs: number;
}

function state(): Progress {
  const g = globalThis as unknown as Record<symbol, Progress | undefined>;
  return (g[KEY] ??= { done: 0, total: Number(process.env[BUILD_ENV.totalPages] ?? 0), lastLine: 0, run: undefined, byLanguage: {}, firstPageUs: 0 });
}

/** The process's CPU time so far, user and system, in microseconds. */
function cpuNow(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

function closeRun(p: Progress, cpu: number): void {
  if (!p.run) return;
  const t = (p.byLanguage[p.run.locale] ??= { ms: 0, pages: 0 });
  t.ms += (cpu - p.run.since) / 1000;
  p.run = undefined;
}

/** A page of this language starts rendering. */
export function pageStarted(locale: string): void {
  const p = state();
  if (p.firstPageUs === 0) p.firstPageUs = Number(process.hrtime.bigint() / 1000n);
  if (p.run?.locale !== locale) {
    const cpu = cpuNow();
    closeRun(p, cpu);
    p.run = { locale, since: cpu };
  }
  (p.byLanguage[locale] ??= { ms: 0, pages: 0 }).pages++;
}

/** Every page is rendered (the build's `astro:build:done`): the last run of a language ends. */
export function renderingDone(): void {
  closeRun(state(), cpuNow());
}

/** CPU milliseconds of rendering and pages, by language, so far. */
export function renderTimes(): Record<string, LanguageTime> {
  return state().byLanguage;
}

/** When the first page started, in microseconds of the monotonic clock (0 before any page). */
export function firstPageAt(): number {
  return state().firstPageUs;
}

/** Count one rendered conversion page. */
export function pageRendered(): void {
  const p = state();
  if (!p.total) return;
  p.done++;
  const now = performance.now();
  if (now - p.lastLine >= 100 || p.done === p.total) {
    p.lastLine = now;
    process.stdout.write(`${formatLine('progress', { done: p.done, total: p.total })}\n`);
  }
}
