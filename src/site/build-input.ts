// What a build gives its pages: the one typed channel from the build (src/pipeline/) to the
// routes, a BuildInput value. The build writes a job file and names it in BUILD_ENV.job
// (EXACTCONVERT_BUILD_JOB); an `astro build` process reads it here: the slices of the site it
// renders, the part of the catalogue they read, the build's year and (for the site shard) date.
// Without a job file (a plain `astro build` or `astro dev`) a process renders every page from
// the whole catalogue, dated BUILD_DATE or today. Each route's getStaticPaths gets the value
// (routes.ts staticPaths) and hands it to its pages as a prop; the views get what they state
// from it as arguments (routes.ts pageContext).
//
// The integration (Astro's config process), the job's process (src/pipeline/astro-job.ts) and
// the pre-rendered pages (bundled chunks in the same process, with their own copies of this
// module) get the same value: buildInput remembers what it read from a job file, by the file's
// name, in one global, so the job file is read once, a Postgres catalogue is read in one
// transaction, and the job's PageProgress is the one its pages report to.
import { readFileSync } from 'node:fs';
import { buildCatalogue, type Catalogue, type CatalogueSources } from '../core/catalogue.ts';
import { loadCatalogue } from '../catalogue/index.ts';
import { type CatalogueCounts, countCatalogue } from '../catalogue/report.ts';
import { builtLocales, type Locale } from '../i18n/locales.ts';
import { BUILD_ENV, buildDate, yearOf } from '../protocol/build.ts';
import { PageProgress } from './page-progress.ts';
import { EVERY_PAGE, type PageSlice } from './pages.ts';

/** The part of the catalogue a job's pages read (src/pipeline/view.ts makes it). */
export interface CatalogueView {
  sources: CatalogueSources;
  /** The whole catalogue's counts, for the site shard (the home page states them). */
  counts?: CatalogueCounts;
}

/** A slice of the page list with its name: a shard of the build (src/pipeline/plan.ts). */
export interface JobShard extends PageSlice {
  id: string;
}

/** A job file: what one `astro build` process renders, and from what. */
export interface BuildJob {
  /** The slices it renders. */
  shards: JobShard[];
  /** Absent: the whole catalogue, loaded as usual (the unsharded reference build). */
  view?: CatalogueView;
  /** The build date (YYYY-MM-DD), given only to a job that renders the site shard: the legal pages state it, and it is part of that shard's key. */
  date?: string;
  /** The build date's year, which every page states (the footer's copyright): part of every shard's key. */
  year: number;
  /** Only these languages' pages (a profile of one language, scripts/profile-job.ts); absent: every language. A build never sets it. */
  locales?: Locale[];
}

/** What one `astro build` process renders, from what, and what its pages state of the build date. */
export interface BuildInput {
  /** Its job file, or undefined when the build was not started by scripts/build.ts. */
  job: BuildJob | undefined;
  /** The slices it renders: its job's, or every page. */
  slices: readonly PageSlice[] | typeof EVERY_PAGE;
  /** The languages it renders: its job's, or those its environment asks for (builtLocales: the published ones, and BUILD_PSEUDO_LOCALES, BUILD_LANGUAGES). */
  locales: readonly Locale[];
  /** The year every page states (the footer's copyright). */
  year: number;
  /**
   * The build date a site-wide page states (the legal pages' "last updated", SPEC §2). A job
   * without the site shard has none: its pages' keys hold only the year, so no other page may state the day.
   */
  date: string | undefined;
  /** The catalogue the pages read, loaded on first call: the job's view of it, or the whole catalogue. */
  catalogue: () => Promise<Catalogue>;
  /** The whole catalogue's counts (a view carries them: it holds only part of the catalogue). */
  counts: () => Promise<CatalogueCounts>;
  /** What its pages report of their rendering. */
  progress: PageProgress;
}

const KEY = Symbol.for('exactconvert.build-input');

/** This process's build input: its job file's (BUILD_ENV.job), read once, or every page. */
export function buildInput(env: NodeJS.ProcessEnv = process.env): BuildInput {
  const g = globalThis as unknown as Record<symbol, Map<string, BuildInput> | undefined>;
  const read = (g[KEY] ??= new Map<string, BuildInput>());
  const file = env[BUILD_ENV.job] ?? '';
  let input = read.get(file);
  if (!input) {
    input = inputOf(file === '' ? undefined : JSON.parse(readFileSync(file, 'utf8')) as BuildJob, env);
    read.set(file, input);
  }
  return input;
}

function inputOf(job: BuildJob | undefined, env: NodeJS.ProcessEnv): BuildInput {
  let loaded: Promise<Catalogue> | undefined;
  const catalogue = (): Promise<Catalogue> => (loaded ??= job?.view ? Promise.resolve(buildCatalogue(job.view.sources)) : loadCatalogue());
  return {
    job,
    slices: job?.shards ?? EVERY_PAGE,
    locales: job?.locales ?? builtLocales(env),
    ...stated(job, env),
    catalogue,
    counts: async () => job?.view?.counts ?? countCatalogue(await catalogue()),
    progress: new PageProgress(Number(env[BUILD_ENV.totalPages] ?? 0)),
  };
}

/** What of the build date the pages state: a job's year (and date, for the site shard), else BUILD_DATE's (or today's). */
function stated(job: BuildJob | undefined, env: NodeJS.ProcessEnv): Pick<BuildInput, 'year' | 'date'> {
  if (job) return { year: job.year, date: job.date };
  const date = buildDate(env);
  return { year: yearOf(date), date };
}
