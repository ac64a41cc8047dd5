// What a route file (src/pages/[...lang]/) calls: its getStaticPaths is `staticPaths(kind)`,
// which hands each page the process's BuildInput as its props (RouteProps); its page's data
// comes from a view function (views/) given `pageContext(props, ...)`.
import type { Catalogue } from '../core/catalogue.ts';
import { type Lang, lang } from '../i18n/lang.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';
import { type BuildInput, buildInput } from './build-input.ts';
import { type EnglishPage, englishPages, type PageKind, pagesOfKind, routeParams } from './pages.ts';
// Imported here, before any view: the chunk every route shares is named after the last of its
// modules to run (this one), and so is the stylesheet every page links (/_astro/routes.*.css).
import { footerView, type FooterView } from './views/page.ts';

/** What every page of a route is given by its getStaticPaths. */
export interface RouteProps {
  input: BuildInput;
}

// The pages of a build input's slices, listed once for all its routes (a memo of a pure result).
const listed = new WeakMap<BuildInput, Promise<EnglishPage[]>>();

function jobPages(input: BuildInput): Promise<EnglishPage[]> {
  let pages = listed.get(input);
  if (!pages) {
    pages = input.catalogue().then((cat) => englishPages(cat, input.slices));
    listed.set(input, pages);
  }
  return pages;
}

/** The route parameters of the pages of one kind this process renders (its job's slices and languages), one language after another, each in sitemap order; each page's props carry the build input. */
export async function staticPaths(kind: PageKind): Promise<{ params: ReturnType<typeof routeParams>; props: RouteProps }[]> {
  const input = buildInput();
  const props: RouteProps = { input };
  return pagesOfKind(await jobPages(input), kind, input.locales).map((p) => ({ params: routeParams(p), props }));
}

/** The language of a page from its route parameter (undefined is the default language, whose paths have no prefix). */
export function pageLocale(param: string | undefined): Locale {
  if (param === undefined) return DEFAULT_LOCALE;
  if (!isLocale(param)) throw new Error(`Unknown language "${param}" in a page path`);
  return param;
}

/** What every view is given: the page's language, the catalogue in that language, the site's origin, its footer (with the build date's year) and, for the site shard's pages, the build date. */
export interface PageContext {
  l: Lang;
  cat: Catalogue;
  /** The catalogue in English (search reads the English names too). */
  english: Catalogue;
  /** The site's origin ("https://exactconvert.example"), or '' when the build has none. */
  site: string;
  /** The footer, stating the build date's year. */
  footer: FooterView;
  /** The build date, for the site shard's pages only (BuildInput.date). */
  date: string | undefined;
  /** The languages the build renders (BuildInput.locales): every page's hreflang alternates and language switch. */
  locales: readonly Locale[];
}

/** A page's context from its props, its route's language parameter and Astro's `site`; the page counts as started in its language. */
export async function pageContext({ input }: RouteProps, langParam: string | undefined, site: URL | undefined): Promise<PageContext> {
  const l = lang(pageLocale(langParam));
  input.progress.started(l.locale);
  const english = await input.catalogue();
  return { l, cat: localizeCatalogue(english, l.locale), english, site: site?.origin ?? '', footer: footerView(l, input.year), date: input.date, locales: input.locales };
}
