// What a route file (src/pages/[...lang]/) calls: its getStaticPaths is `staticPaths(kind)`,
// its page's data comes from a view function (views/) given `pageContext(...)`.
import type { Catalogue } from '../core/catalogue.ts';
import { type Lang, lang } from '../i18n/lang.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.ts';
import { getCatalogue, getCatalogueIn, jobLocales, jobSlices } from './build-input.ts';
import { pageStarted } from './page-progress.ts';
import { type EnglishPage, englishPages, type PageKind, pagesOfKind, routeParams } from './pages.ts';

// The pages this process renders: its job's slices of the page list, listed once for all its routes.
let jobPages: Promise<EnglishPage[]> | undefined;

/** The route parameters of the pages of one kind this process renders (its job's slices and languages), one language after another, each in sitemap order. */
export async function staticPaths(kind: PageKind): Promise<{ params: ReturnType<typeof routeParams> }[]> {
  jobPages ??= getCatalogue().then((cat) => englishPages(cat, jobSlices()));
  return pagesOfKind(await jobPages, kind, jobLocales()).map((p) => ({ params: routeParams(p) }));
}

/** The language of a page from its route parameter (undefined is English). */
export function pageLocale(param: string | undefined): Locale {
  if (param === undefined) return DEFAULT_LOCALE;
  if (!isLocale(param)) throw new Error(`Unknown language "${param}" in a page path`);
  return param;
}

/** What every view is given: the page's language, the catalogue in that language, and the site's origin. */
export interface PageContext {
  l: Lang;
  cat: Catalogue;
  /** The catalogue in English (search reads the English names too). */
  english: Catalogue;
  /** The site's origin ("https://exactconvert.example"), or '' when the build has none. */
  site: string;
}

/** A page's context from its route's language parameter and Astro's `site`. */
export async function pageContext(langParam: string | undefined, site: URL | undefined): Promise<PageContext> {
  const l = lang(pageLocale(langParam));
  pageStarted(l.locale);
  return { l, cat: await getCatalogueIn(l.locale), english: await getCatalogue(), site: site?.origin ?? '' };
}
