/**
 * The languages of the site: one list, the records (src/i18n/languages/), and its views. The
 * default language keeps its paths (/, /convert/...); every other language has the same pages
 * under its prefix (/es/, /de/, /fr/, /az/).
 *
 * The islands import this module for its types only, and paths.ts for `localPath`: every value
 * below is marked pure, so that a bundle that does not use it leaves it and the records out.
 */
import { BUILD_ENV } from '../protocol/build.ts';
import { LANGUAGES, type Locale, type SourcedLocale } from './languages/index.ts';

export { DEFAULT_LOCALE } from './languages/index.ts';
import type { LanguageRecord } from './languages/record.ts';

export type { Locale, SourcedLocale } from './languages/index.ts';
export type { LanguageRecord } from './languages/record.ts';


function catalogueLocale(): Locale {
  const r = LANGUAGES.find((l) => l.isCatalogueLanguage === true);
  if (!r) throw new Error('No language record is the catalogue\'s language (isCatalogueLanguage: true)');
  return r.code;
}

/** The language the catalogue is written in (units' names, category titles and descriptions): its record says `isCatalogueLanguage`. */
export const CATALOGUE_LOCALE: Locale = /* @__PURE__ */ catalogueLocale();

/**
 * The languages a build renders, with their hreflang alternates and sitemap entries: the
 * published records, the pseudo-locales when BUILD_ENV.pseudoLocales is `1`, and the
 * unpublished languages BUILD_ENV.languages names. An unknown code there is an error.
 */
export function builtLocales(env: Readonly<Record<string, string | undefined>>): Locale[] {
  const asked = new Set((env[BUILD_ENV.languages] ?? '').split(',').map((c) => c.trim()).filter((c) => c !== ''));
  for (const code of asked) {
    const r = LANGUAGES.find((l) => l.code === code);
    if (!r) throw new Error(`${BUILD_ENV.languages}: "${code}" is no language (src/i18n/languages/${code}.ts does not exist)`);
    if (r.pseudo) throw new Error(`${BUILD_ENV.languages}: "${code}" is a pseudo-locale: ${BUILD_ENV.pseudoLocales}=1 builds it`);
  }
  const pseudo = env[BUILD_ENV.pseudoLocales] === '1';
  return LANGUAGES.filter((r) => r.published || (r.pseudo === true ? pseudo : asked.has(r.code))).map((r) => r.code);
}

/** The languages with files of their own, published or not (the names generator writes theirs): every one but a generated language. */
export const SOURCED_LOCALES: readonly SourcedLocale[] = /* @__PURE__ */ sourced();

function sourced(): SourcedLocale[] {
  return LANGUAGES.flatMap((r) => (r.generated ? [] : [r.code]));
}

/** The published languages: the ones the site's quality tests read (real texts, a native reader's). */
export const PUBLISHED_LOCALES: readonly Locale[] = /* @__PURE__ */ published();

function published(): Locale[] {
  return LANGUAGES.filter((r) => r.published).map((r) => r.code);
}

function byCode(): ReadonlyMap<string, LanguageRecord> {
  return new Map(LANGUAGES.map((r) => [r.code, r]));
}
const BY_CODE = /* @__PURE__ */ byCode();

/** Whether a text is a language's code (published or not: every record's). */
export function isLocale(s: string | undefined): boolean {
  return s !== undefined && BY_CODE.has(s);
}

/** A language's record. */
export function languageOf(locale: Locale): LanguageRecord {
  const r = BY_CODE.get(locale);
  if (!r) throw new Error(`No language record for "${locale}"`);
  return r;
}
