// What a build gives its pages: the one typed channel from the build (src/pipeline/) to the
// routes. The build writes a job file and names it in BUILD_ENV.job (EXACTCONVERT_BUILD_JOB);
// an `astro build` process reads it here, once: the slices of the site it renders, the part
// of the catalogue they read, and the build's year. Without a job file (a plain `astro build`
// or `astro dev`) a process renders every page from the whole catalogue.
//
// The integration (Astro's config process) and the pre-rendered pages (bundled chunks in the
// same process, with their own copies of this module) share what is read through one global,
// so the job file is read once and a Postgres catalogue is read in one transaction.
import { readFileSync } from 'node:fs';
import { buildCatalogue, type Catalogue, type CatalogueSources } from '../core/catalogue.ts';
import { loadCatalogue } from '../catalogue/index.ts';
import { type CatalogueCounts, countCatalogue } from '../catalogue/report.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';
import { BUILD_ENV } from '../protocol/build.ts';
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

// Without BUILD_DATE, the day this process first asked: its keys, its job files and its sitemaps
// state the same day even when the build runs past midnight.
let today: string | undefined;

/** The build's date: BUILD_DATE (YYYY-MM-DD), or today's in UTC. Read by the process that starts the build; its jobs get it in their job file. */
export function buildDateFrom(env: NodeJS.ProcessEnv): string {
  const date = env[BUILD_ENV.date] ?? (today ??= new Date().toISOString().slice(0, 10));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`${BUILD_ENV.date} must be a date YYYY-MM-DD, not ${JSON.stringify(date)}`);
  return date;
}

/** The year of a build date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

interface Held {
  job: BuildJob | undefined;
  catalogue?: Promise<Catalogue>;
}

const KEY = Symbol.for('exactconvert.build-input');

function held(): Held {
  const g = globalThis as unknown as Record<symbol, Held | undefined>;
  return (g[KEY] ??= { job: readJob(process.env[BUILD_ENV.job]) });
}

function readJob(file: string | undefined): BuildJob | undefined {
  if (file === undefined || file === '') return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildJob;
}

/** This process's job, or undefined when the build was not started by scripts/build.ts. */
export function currentJob(): BuildJob | undefined {
  return held().job;
}

/** The slices this process renders: its job's, or every page. */
export function jobSlices(): readonly PageSlice[] | typeof EVERY_PAGE {
  return currentJob()?.shards ?? EVERY_PAGE;
}

/** The languages this process renders: its job's, or every language. */
export function jobLocales(): readonly Locale[] {
  return currentJob()?.locales ?? LOCALES;
}

/** The year every page states: the job's, else that of BUILD_DATE (or today) for a plain `astro build`. */
export function buildYear(): number {
  return currentJob()?.year ?? yearOf(buildDateFrom(process.env));
}

/**
 * The build date a site-wide page states (the legal pages' "last updated", SPEC §2). A job
 * without the site shard has none: its pages' keys hold only the year, so no other page may state the day.
 */
export function buildDate(): string {
  const job = currentJob();
  if (!job) return buildDateFrom(process.env);
  if (job.date === undefined) throw new Error('Only the site shard\'s pages may state the build date (its cache key holds it; the other shards\' hold only the year)');
  return job.date;
}

/** The catalogue the pages read, loaded on first use: the job's view of it, or the whole catalogue. */
export function getCatalogue(): Promise<Catalogue> {
  const h = held();
  const view = h.job?.view;
  return (h.catalogue ??= view ? Promise.resolve(buildCatalogue(view.sources)) : loadCatalogue());
}

/** The whole catalogue's counts (a view carries them: it holds only part of the catalogue). */
export async function getCatalogueCounts(): Promise<CatalogueCounts> {
  return currentJob()?.view?.counts ?? countCatalogue(await getCatalogue());
}

/** The catalogue in a page's language (names and descriptions localised; src/i18n/localize-catalogue.ts). */
export async function getCatalogueIn(locale: Locale): Promise<Catalogue> {
  return localizeCatalogue(await getCatalogue(), locale);
}
