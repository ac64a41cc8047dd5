// The build's protocol: what scripts/build.ts, its jobs (src/pipeline/astro-job.ts), the owner
// console (console/jobs.ts) and the bench (scripts/bench.ts) say to each other.
//  - Machine lines: one line each, a `@kind ` prefix and a JSON object, never meant for
//    a human (a reader skips them in a log): `@progress {"done":N,"total":T}` (a job's or
//    the build's page count), `@job {"peakRssMb":N}` (a job at its end),
//    `@catalogue {"origin":…,"categories":N,"pages":N}` (what the build read) and
//    `@report {…BuildReport}` (the build's result). The human lines ("Catalogue from …",
//    "Build complete: …") are printed as well, unchanged.
//  - When they are printed: `@progress` and `@job` by every job; the build's own
//    `@progress` and `@catalogue` with BUILD_PROGRESS=json; `@report` with --report-json.
//  - The partial folder: a build writes `<outDir>.partial-<pid>` and swaps it in only
//    when it succeeded; a stopped or failed build may leave it behind.
//  - The environment the build reads or sets for its jobs: BUILD_ENV; the build's date: buildDate.
// Nothing here imports anything: the pages of the site (src/site/page-progress.ts) use it too.

/**
 * Every environment variable the build and its pages read, by what it does: the only place
 * their names are spelled (tests/unit/project/build-env.test.ts checks both that each is read
 * and that no other source file spells one).
 */
export const BUILD_ENV = {
  /** The site folder when --out is not given (default dist/). */
  outDir: 'OUT_DIR',
  /** Where the shard cache lives (default node_modules/.cache/exactconvert-build). */
  cacheDir: 'BUILD_CACHE_DIR',
  /** `json`: the build also prints its `@progress` and `@catalogue` lines (the console). */
  progress: 'BUILD_PROGRESS',
  /** The catalogue folder when DATABASE_URL is not set (default data/). */
  catalogueDir: 'CATALOGUE_DIR',
  /** The catalogue from Postgres instead of the seed JSON. */
  databaseUrl: 'DATABASE_URL',
  /** YYYY-MM-DD, default today in UTC: the sitemaps' lastmod, the legal pages' date, the footer's year (buildDate below). */
  date: 'BUILD_DATE',
  /** The canonical origin (default https://exactconvert.example). */
  siteUrl: 'SITE_URL',
  /** The rates endpoint the currency pages call, and the CSP's connect-src (a `.env` file may set it too). */
  currencyApiUrl: 'PUBLIC_CURRENCY_API_URL',
  /** The publisher id of ads.txt. */
  adsPublisherId: 'ADS_PUBLISHER_ID',
  /** The host the build's report checks the site against (src/deploy/hosts.ts). */
  deployTarget: 'DEPLOY_TARGET',
  /** Set for a job: its job file (slices, catalogue view, build date), see src/site/build-input.ts. */
  job: 'EXACTCONVERT_BUILD_JOB',
  /** Set for a job: the conversion pages it renders; a job prints `@progress` only with it. */
  totalPages: 'BUILD_TOTAL_PAGES',
  /** Set for a job: `production`, whatever the caller's mode (a test runner sets `test`, and Astro then renders its islands otherwise). */
  nodeEnv: 'NODE_ENV',
  /** Set by a job for astro.config.mjs: the folder Astro writes. */
  astroOutDir: 'ASTRO_OUT_DIR',
  /** `info`: a job's Astro logs at info level (default warn). */
  astroLogLevel: 'ASTRO_LOG_LEVEL',
  /** `1`: the build also renders the pseudo-locales (en-XA), with their hreflang alternates and sitemap entries (src/i18n/locales.ts). */
  pseudoLocales: 'BUILD_PSEUDO_LOCALES',
  /** Codes of unpublished languages the build also renders, comma-separated (`it,pt`): a language being translated, seen before it is published (src/i18n/locales.ts). */
  languages: 'BUILD_LANGUAGES',
} as const;

/**
 * The environment the pages can read, hashed into every shard's key (src/pipeline/keys.ts):
 * Astro's `site`, which unpublished languages are rendered, Vite's PUBLIC_ variables, Astro's
 * own, locale and time zone.
 */
export const PAGE_ENV = /* @__PURE__ */ pageEnv();

// A function marked pure, so that a bundle that imports this module for BUILD_ENV alone (the
// languages' module, src/i18n/locales.ts, which the islands reach) keeps none of it.
function pageEnv() {
  return { names: [BUILD_ENV.siteUrl, BUILD_ENV.pseudoLocales, BUILD_ENV.languages, 'TZ', 'LANG'], prefixes: ['LC_', 'PUBLIC_', 'ASTRO_'] } as const;
}

/** The option of scripts/build.ts that makes it print its `@report` line, and its flag. */
export const REPORT_OPTION = 'report-json';
export const REPORT_FLAG = `--${REPORT_OPTION}` as const;

/** A count of conversion pages rendered. */
export interface ProgressLine {
  done: number;
  total: number;
}

/** CPU milliseconds of rendering (the job process's, user and system) and pages rendered, of one language. */
export interface LanguageTime {
  ms: number;
  pages: number;
}

/** A job's end. */
export interface JobLine {
  peakRssMb: number;
  /** Render time and pages by language code (src/site/page-progress.ts). */
  languages: Record<string, LanguageTime>;
  /** When its first page started, in microseconds of the monotonic clock that a V8 CPU profile's timestamps use (0: no page). */
  firstPageUs: number;
}

/** What the build read, before it renders. */
export interface CatalogueLine {
  origin: string;
  categories: number;
  /** Conversion pages of the catalogue. */
  pages: number;
}

/** The result of a build (scripts/build.ts). */
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
  /** Jobs (processes) that rendered, and how many ran at once. */
  jobs: number;
  lanes: number;
  /** Wall time of the rendering jobs, and of the merge (or writing the slice). */
  renderSeconds: number;
  mergeSeconds: number;
  /** Render time and pages by language code, summed over the jobs (each job's time in its own process). */
  languages: Record<string, LanguageTime>;
}

interface Lines {
  progress: ProgressLine;
  job: JobLine;
  catalogue: CatalogueLine;
  report: BuildReport;
}

export type LineKind = keyof Lines;

/** A machine line read back: its kind and its object. */
export type MachineLine = { [K in LineKind]: { kind: K; value: Lines[K] } }[LineKind];

const KINDS: readonly LineKind[] = ['progress', 'job', 'catalogue', 'report'];

/** The prefix of a kind of machine line (`@progress `). */
export function linePrefix(kind: LineKind): string {
  return `@${kind} `;
}

/** One machine line, without its newline. */
export function formatLine<K extends LineKind>(kind: K, value: Lines[K]): string {
  return `${linePrefix(kind)}${JSON.stringify(value)}`;
}

/** A machine line's kind and object, or undefined for any other line (a human's). */
export function parseLine(line: string): MachineLine | undefined {
  for (const kind of KINDS) {
    const prefix = linePrefix(kind);
    if (line.startsWith(prefix)) {
      const value: unknown = JSON.parse(line.slice(prefix.length));
      return { kind, value } as MachineLine;
    }
  }
  return undefined;
}

/** Whether the build prints its own `@progress` and `@catalogue` lines. */
export function machineProgress(env: NodeJS.ProcessEnv): boolean {
  return env[BUILD_ENV.progress] === 'json';
}

// Without BUILD_DATE, the day this process first asked: the build's keys, job files and sitemaps
// state the same day even when it runs past midnight.
let today: string | undefined;

/** The build's date: BUILD_DATE (YYYY-MM-DD), or today's in UTC. Read by the process that starts the build (its jobs get it in their job file), and by a plain `astro build`. */
export function buildDate(env: NodeJS.ProcessEnv = process.env): string {
  const date = env[BUILD_ENV.date] ?? (today ??= new Date().toISOString().slice(0, 10));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`${BUILD_ENV.date} must be a date YYYY-MM-DD, not ${JSON.stringify(date)}`);
  return date;
}

/** The year of a build date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The folder a build writes before it replaces `outDir` with it. */
export function partialDir(outDir: string, pid: number = process.pid): string {
  return `${outDir}.partial-${String(pid)}`;
}
