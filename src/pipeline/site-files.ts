// The files of the site that need the whole site (besides the sitemaps): robots.txt,
// ads.txt, the static JSON API, the search index, expression units and currency list of each language, alias redirect pages,
// `_redirects`, and `_headers` with the CSP hashes of every page. The merge writes them
// into the merged site; the deploy's final step (`npm run deploy -- --finish`) publishes
// them from the slices' manifests: one implementation for both.
import { expressionSubstances } from '../i18n/substance-names.ts';
import { kitchenChoices } from '../core/substance/measures.ts';
import { lang } from '../i18n/lang.ts';
import { languageOf, type Locale } from '../i18n/locales.ts';
import { queryWordsData } from '../core/connectors.ts';
import { ISLAND_MESSAGES } from '../i18n/island-messages.ts';
import { islandMessages } from '../i18n/ui-messages.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';
import { expressionDataPath } from '../i18n/expression-path.ts';
import { currencyListPath, localPath, searchIndexPath } from '../i18n/paths.ts';
import type { Catalogue } from '../core/catalogue.ts';
import { currencyList } from '../core/currency-list.ts';
import { buildSearchIndex } from '../core/search.ts';
import { expressionData } from '../core/expression/table.ts';
import { adsTxt, robotsTxt } from '../site/sitemap.ts';
import { apiFiles } from '../site/api/files.ts';
import { contentSecurityPolicy } from './csp.ts';
import { headersFile } from './headers.ts';
import { manifestPath, webManifest } from '../offline/manifest.ts';
import { redirectPage, redirectsFile } from './redirects.ts';

export interface SiteFileSettings {
  site: string;
  /** The languages the build renders (builtLocales of its environment): one search index, expression data and currency list each. */
  locales: readonly Locale[];
  /** The origin the currency pages fetch rates from, for connect-src; undefined for same-origin. */
  apiOrigin: string | undefined;
  /** The rates endpoint as the build was given it (PUBLIC_CURRENCY_API_URL), for the JSON API's currency file; undefined when unset. */
  currencyApiUrl: string | undefined;
  adsPublisherId: string;
}

/**
 * A language's expression data file: its units (`local` is the catalogue in the language) and
 * the expression converter's messages, so the search box says what the expression page says
 * without a page carrying them.
 */
export function expressionDataFile(local: Catalogue, english: Catalogue, locale: Locale): string {
  return JSON.stringify({ ...expressionData(local, english), messages: islandMessages(locale, ISLAND_MESSAGES.expression), words: queryWordsData(languageOf(locale).search), colon: languageOf(locale).colon, substances: expressionSubstances(english, lang(locale)), kitchen: kitchenChoices(languageOf(locale).kitchen) });
}

/** The site-wide files (key → text) for this catalogue and the pages' inline script and style hashes. */
export function siteFiles(cat: Catalogue, settings: SiteFileSettings, hashes: { scripts: Iterable<string>; styles: Iterable<string> }): [key: string, body: string][] {
  const out: [string, string][] = [
    ['robots.txt', robotsTxt(settings.site)],
    ['ads.txt', adsTxt(settings.adsPublisherId)],
  ];
  // One search index per language: its unit names (and the English ones, which a search there also finds).
  // And one list of currencies per language, which every currency page's converter fetches.
  for (const locale of settings.locales) {
    const local = localizeCatalogue(cat, locale);
    out.push([searchIndexPath(locale).slice(1), JSON.stringify(buildSearchIndex(local, cat))]);
    // The units an expression can name, with the language's words: the expression converter's data.
    out.push([expressionDataPath(locale).slice(1), expressionDataFile(local, cat, locale)]);
    if (local.currencies.length > 0) out.push([currencyListPath(locale).slice(1), JSON.stringify(currencyList(local.currencies))]);
    // The web app manifest in the language (src/offline/manifest.ts).
    out.push([manifestPath(lang(locale)).slice(1), webManifest(lang(locale))]);
  }
  // The static JSON API (/api/v1/): index, one file per category, OpenAPI description.
  out.push(...apiFiles(cat, { site: settings.site, locales: settings.locales, currencyApiUrl: settings.currencyApiUrl }));
  for (const a of cat.aliases) out.push([`${a.from.slice(1)}.html`, redirectPage(settings.site, a.to)]);
  out.push(['_redirects', redirectsFile(cat.aliases, settings.locales)]);
  // The CSP allows exactly the inline scripts and styles of the pages.
  const csp = contentSecurityPolicy({ scripts: new Set(hashes.scripts), styles: new Set(hashes.styles) }, { connectOrigins: settings.apiOrigin ? [settings.apiOrigin] : [] });
  out.push(['_headers', headersFile(csp, { embed: settings.locales.map((l) => localPath(l, '/embed')) })]);
  return out;
}
