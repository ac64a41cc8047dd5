/**
 * The paths of the languages. English keeps the site's paths (/, /convert/length/m-to-ft);
 * every other language has the same path under its prefix, its code (/es,
 * /es/convert/length/m-to-ft; /en-xa: a code of any length, src/i18n/languages/). The segments
 * after the prefix are the site's language-neutral identifiers (unit codes such as m and ft,
 * category slugs): a corrected translation never moves a page, every path is unique because
 * the English one is, and each page's alternates are found by swapping the prefix (README,
 * "Languages").
 */
import { islandFactsOf } from './languages/index.ts';
import { DEFAULT_LOCALE, isLocale, languageOf, type Locale } from './locales.ts';

/** "/es" + path; the English path itself for English. Home is "/" and "/es". */
export function localPath(locale: Locale, englishPath: string): string {
  if (islandFactsOf(locale).isDefault) return englishPath;
  const [p, rest] = splitQuery(englishPath);
  return `/${locale}${p === '/' ? '' : p}${rest}`;
}

function splitQuery(p: string): [string, string] {
  const i = p.search(/[?#]/);
  return i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i)];
}

/**
 * The language of a site path and its English path: "/de/convert/length" → de, "/convert/length";
 * "/en-xa" → en-xa, "/". Every record's prefix is known, published or not.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const code = m?.[1];
  if (m && code !== undefined && isLocale(code) && code !== DEFAULT_LOCALE) {
    const rest = m[2] ?? '';
    return { locale: code, path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in every language the build renders (`locales`, the default first): the hreflang alternates. */
export function alternates(englishPath: string, locales: readonly Locale[]): { locale: Locale; hreflang: string; path: string }[] {
  return locales.map((locale) => ({ locale, hreflang: languageOf(locale).hreflang, path: localPath(locale, englishPath) }));
}

/** The not-found page of a language: "/404", "/es/404" (a static host serves it for a missing path under its prefix). */
export function notFoundPath(locale: Locale): string {
  return localPath(locale, '/404');
}

/** The search index of a language's pages: its unit names (src/core/search.ts), one file per language. */
export function searchIndexPath(locale: Locale): string {
  return islandFactsOf(locale).isDefault ? '/search-index.json' : `/search-index.${locale}.json`;
}

/** The currency converter's list of currencies in a language (core/currency-list.ts), one file per language. */
export function currencyListPath(locale: Locale): string {
  return islandFactsOf(locale).isDefault ? '/currencies.json' : `/currencies.${locale}.json`;
}
