// What a job's pages tell the build about their rendering: one PageProgress per job, carried to
// the pages by its BuildInput (build-input.ts), which the job's integration and process read too.
// - Progress: each rendered conversion page counts one, and the job prints the machine-readable
//   line `@progress {"done":N,"total":T}` at most every 100 ms and at the end, for the build's one
//   progress display (src/pipeline/progress-display.ts). The build (src/pipeline/jobs.ts) sets
//   the job's total in BUILD_TOTAL_PAGES; without it (a plain `astro build`) nothing is printed.
// - Render time by language: every page calls `started` with its language (routes.ts
//   pageContext). A route's pages come one language after another (pages.ts pagesOfKind), so
//   the job's CPU time (its threads', user and system) from one language's first page to the
//   next language's (or to the end of rendering, `finished`) is that language's; with four
//   pages in flight (Astro's concurrency) only the last pages of a run are counted with the next.
//   CPU time, not wall time: what the pages cost, whatever else the machine runs meanwhile (the
//   build's own sitemaps, the other jobs). The job reports the sums in its `@job` line.
// The lines are src/protocol/build.ts's.
import { formatLine, type LanguageTime } from '../protocol/build.ts';

/** The process's CPU time so far, user and system, in microseconds. */
function cpuNow(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/** A job's rendering so far: its conversion pages, and its CPU time by language. */
export class PageProgress {
  #done = 0;
  #lastLine = 0;
  /** The language of the pages rendering now, and the process's CPU time (µs) when its run began. */
  #run: { locale: string; since: number } | undefined;
  readonly #byLanguage: Record<string, LanguageTime> = {};
  /** When the first page started: microseconds of the monotonic clock, which a V8 CPU profile's timestamps share (npm run profile). */
  #firstPageUs = 0;
  readonly #total: number;

  /** `total`: the conversion pages the job renders (0: print no progress). */
  constructor(total: number) {
    this.#total = total;
  }

  #closeRun(cpu: number): void {
    if (!this.#run) return;
    const t = (this.#byLanguage[this.#run.locale] ??= { ms: 0, pages: 0 });
    t.ms += (cpu - this.#run.since) / 1000;
    this.#run = undefined;
  }

  /** A page of this language starts rendering. */
  started(locale: string): void {
    if (this.#firstPageUs === 0) this.#firstPageUs = Number(process.hrtime.bigint() / 1000n);
    if (this.#run?.locale !== locale) {
      const cpu = cpuNow();
      this.#closeRun(cpu);
      this.#run = { locale, since: cpu };
    }
    (this.#byLanguage[locale] ??= { ms: 0, pages: 0 }).pages++;
  }

  /** Every page is rendered (the build's `astro:build:done`): the last run of a language ends. */
  finished(): void {
    this.#closeRun(cpuNow());
  }

  /** CPU milliseconds of rendering and pages, by language, so far. */
  renderTimes(): Record<string, LanguageTime> {
    return this.#byLanguage;
  }

  /** When the first page started, in microseconds of the monotonic clock (0 before any page). */
  firstPageAt(): number {
    return this.#firstPageUs;
  }

  /** Count one rendered conversion page. */
  rendered(): void {
    if (!this.#total) return;
    this.#done++;
    const now = performance.now();
    if (now - this.#lastLine >= 100 || this.#done === this.#total) {
      this.#lastLine = now;
      process.stdout.write(`${formatLine('progress', { done: this.#done, total: this.#total })}\n`);
    }
  }
}
