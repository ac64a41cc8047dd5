import { currentJob } from './job.ts';
import { buildCatalogue, type Catalogue } from '../core/catalogue.ts';
import { loadCatalogue } from '../catalogue/index.ts';
import { type CatalogueCounts, countCatalogue } from '../catalogue/report.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, PREFIXED_LOCALES } from '../i18n/locales.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';

// The build loads the catalogue once: the integration (config process) and the
// pre-rendered pages (bundled chunks in the same process) share it through a global,
// so a Postgres catalogue is read in one transaction and never twice.
const KEY = Symbol.for('exactconvert.catalogue');
type Holder = Record<symbol, Promise<Catalogue> | undefined>;

/**
 * The build's one catalogue (loaded on first use): a sharded build's job gives its
 * pages a view of the catalogue (src/pipeline/view.ts); otherwise the whole catalogue.
 */
export function getCatalogue(): Promise<Catalogue> {
  const g = globalThis as unknown as Holder;
  const view = currentJob()?.view;
  return (g[KEY] ??= view ? Promise.resolve(buildCatalogue(view.sources)) : loadCatalogue());
}

/** The whole catalogue's counts (a view carries them: it holds only part of the catalogue). */
export async function getCatalogueCounts(): Promise<CatalogueCounts> {
  return currentJob()?.view?.counts ?? countCatalogue(await getCatalogue());
}

/** The catalogue in a page's language (names and descriptions localised; src/i18n/localize-catalogue.ts). */
export async function getCatalogueIn(locale: Locale): Promise<Catalogue> {
  return localizeCatalogue(await getCatalogue(), locale);
}

/**
 * The language parameter of the pages' routes (src/pages/[...lang]/): undefined for English,
 * whose paths have no prefix, then each prefixed language. A page's paths are listed
 * language by language for each page, so a shard writes a page and its translations together.
 */
export const LANG_PARAMS: readonly (string | undefined)[] = [undefined, ...PREFIXED_LOCALES];

/** The language of a page from its route parameter (undefined is English). */
export function pageLocale(param: string | undefined): Locale {
  if (param === undefined) return DEFAULT_LOCALE;
  if (!isLocale(param)) throw new Error(`Unknown language "${param}" in a page path`);
  return param;
}
