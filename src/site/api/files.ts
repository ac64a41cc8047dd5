// The static JSON API (/api/v1/, README "Static JSON API"): index.json, one file per category
// and openapi.json, as [key, text] pairs for the site-wide files (src/pipeline/site-files.ts).
// Nothing in them depends on the build's date: they change only when the catalogue (or the
// site's address, languages or rates endpoint) does, so a host's ETag stays valid as long.
import { createHash } from 'node:crypto';
import type { Catalogue, Category } from '../../core/catalogue.ts';
import { paths } from '../../core/paths.ts';
import { PRODUCT_NAME } from '../../core/product.ts';
import { conversionSlug } from '../../core/slug.ts';
import { lang } from '../../i18n/lang.ts';
import { CATALOGUE_LOCALE, type Locale } from '../../i18n/locales.ts';
import { localizeCatalogue } from '../../i18n/localize-catalogue.ts';
import { QUDT_CITATION } from '../../i18n/names/categories.ts';
import { localPath } from '../../i18n/paths.ts';
import { API_VERSION, apiFileKey, apiPaths } from './paths.ts';
import { currencyRecord, type LocalCategories, unitRecord } from './records.ts';
import { PAGE_KINDS } from '../page-kinds.ts';
import { openApiDocument } from './schema.ts';

export interface ApiSettings {
  /** The site's origin (SITE_URL): the OpenAPI servers and the absolute rates endpoint. */
  site: string;
  /** The languages the build renders: names and page templates for each. */
  locales: readonly Locale[];
  /** The rates endpoint the currency pages call (PUBLIC_CURRENCY_API_URL); undefined: the site's own /currency-rates. */
  currencyApiUrl: string | undefined;
}

/** The version of a text: the first 16 hex digits of its SHA-256. */
export function contentVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Where a currency page's converter asks for rates, and what it answers: the pointer of the currency file. */
function ratesPointer(settings: ApiSettings): Record<string, unknown> {
  const url = settings.currencyApiUrl === undefined || settings.currencyApiUrl === '' ? '/currency-rates' : settings.currencyApiUrl;
  return {
    url: new URL(url, settings.site).href,
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    conversion: 'from=USD&to=EUR&amount=100',
    history: 'from=USD&to=EUR&historical=true&days=30',
    returns: {
      success: 'true, or false with error and code',
      convertedAmount: 'amount × rate (a conversion)',
      rate: '1 from = rate to (a history: the newest day\'s)',
      lastUpdated: 'when the rate was valid, ISO 8601',
      allRates: '1 from = allRates[X] X, for each currency the provider quotes (a conversion)',
      historicalRates: '[{ date: YYYY-MM-DD, rate }], oldest first (a history)',
      source: '"coinbase" or "ecb": the provider of the rates',
      error: 'what went wrong, or null',
    },
    note: 'Rates are live quotes of third parties, as floating-point numbers: not exact, and not part of this file. The function answers a browser only from the origins it allows (by default the site\'s own and localhost); a request without an Origin header (from a server) is answered.',
  };
}

/** Whether every ordered pair of the category's units has its page at the conversion template. */
function everyPair(c: Category): boolean {
  const n = c.units.length;
  return c.conversions.length === n * (n - 1) && c.conversions.every((v) => v.slug === conversionSlug(v.from.code, v.to.code));
}

/** A category file without its version (the hash of this content). */
function categoryContent(c: Category, local: LocalCategories, names: Record<string, string>, settings: ApiSettings): Record<string, unknown> {
  const head = { category: c.slug, kind: c.kind, names };
  if (c.kind === 'currency') {
    return { ...head, units: c.units.flatMap((u, i) => (u.kind === 'currency' ? [currencyRecord(u, i, c.slug, local)] : [])), rates: ratesPointer(settings) };
  }
  const units = c.units.flatMap((u, i) => (u.kind === 'unit' ? [unitRecord(u, i, c.slug, local)] : []));
  const base = units.find((u) => u.factor.numerator === '1' && u.factor.denominator === '1' && u.factor.piPower === 0 && u.offset.numerator === '0' && !u.reciprocal);
  return { ...head, base: base?.code ?? null, units, ...(everyPair(c) ? {} : { conversions: c.conversions.map((v) => v.slug) }) };
}

/** A path template in every language: "/convert/{category}" and "/es/convert/{category}". */
function templates(locales: readonly Locale[], englishPath: string): Record<string, string> {
  return Object.fromEntries(locales.map((l) => [l, localPath(l, englishPath)]));
}

/** The licence of the data, as far as the site states one: nothing beyond its terms, and the third parties' own. */
function licence(): Record<string, unknown> {
  const l = lang(CATALOGUE_LOCALE);
  return {
    declared: null,
    statement: `No licence is declared for this data. The site's terms of service apply: ${l.t('terms.use.text', { product: PRODUCT_NAME })} ${l.t('terms.warranty.text')}`,
    terms: PAGE_KINDS.terms.path,
    thirdParty: [
      { data: 'names of kind "cldr", and the patterns that compose those of kinds "si-prefix" and "composed"; currency names of kind "cldr"', source: 'Unicode CLDR (cldr-units-full, cldr-numbers-full)', licence: 'Unicode-3.0' },
      { data: 'category names that are QUDT quantity-kind labels (Spanish, German, French)', source: `QUDT (${QUDT_CITATION.repository})`, licence: QUDT_CITATION.licence },
    ],
  };
}

/** The API's files, [key in the built site, text], for the whole catalogue. */
export function apiFiles(cat: Catalogue, settings: ApiSettings): [key: string, body: string][] {
  const localised = settings.locales.map((l) => localizeCatalogue(cat, l));
  const out: [string, string][] = [];
  const listed: Record<string, unknown>[] = [];
  cat.categories.forEach((c, ci) => {
    const categories = localised.map((l) => l.categories[ci] ?? c);
    const names = Object.fromEntries(settings.locales.map((l, i) => [l, categories[i]?.title ?? c.title]));
    const content = categoryContent(c, { locales: settings.locales, categories }, names, settings);
    const version = contentVersion(JSON.stringify(content));
    out.push([apiFileKey(apiPaths.category(c.slug)), JSON.stringify({ api: API_VERSION, version, ...content })]);
    listed.push({ slug: c.slug, kind: c.kind, names, href: apiPaths.category(c.slug), version, units: c.units.map((u) => u.code), conversionPages: everyPair(c) ? 'every-pair' : 'listed' });
  });
  const index = {
    api: API_VERSION,
    catalogue: contentVersion(listed.map((c) => `${String(c['slug'])} ${String(c['version'])}`).join('\n')),
    site: settings.site,
    languages: settings.locales,
    licence: licence(),
    description: apiPaths.description,
    pages: {
      category: templates(settings.locales, paths.category('{category}')),
      unit: templates(settings.locales, paths.unitHub('{category}', '{unit}')),
      conversion: templates(settings.locales, paths.conversion('{category}', '{from}-to-{to}')),
    },
    categories: listed,
  };
  out.unshift([apiFileKey(apiPaths.index), JSON.stringify(index)]);
  out.push([apiFileKey(apiPaths.description), JSON.stringify(openApiDocument({ site: settings.site, locales: settings.locales, categories: cat.categories.map((c) => c.slug) }))]);
  return out;
}
