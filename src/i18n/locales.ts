/**
 * The languages of the site, from their records (src/i18n/languages/). English is the default
 * and keeps its paths (/, /convert/...); every other language has the same pages under its
 * prefix (/es/, /de/, /fr/, /az/).
 *
 * The islands import this module for its types only, and paths.ts for `localPath`: every value
 * below is marked pure, so that a bundle that does not use it leaves it and the records out.
 */
import { BUILD_ENV } from '../protocol/build.ts';
import { LANGUAGES, type Locale, type SourcedLocale } from './languages/index.ts';
import type { LanguageRecord } from './languages/record.ts';

export type { Locale, SourcedLocale } from './languages/index.ts';
export type { LanguageRecord } from './languages/record.ts';

export const DEFAULT_LOCALE: Locale = 'en';

/** Whether the build was asked for the unpublished languages (BUILD_ENV.pseudoLocales); never in a browser or the Worker. */
function pseudoLocalesAsked(): boolean {
  return typeof process !== 'undefined' && process.env[BUILD_ENV.pseudoLocales] === '1';
}

function rendered(): Locale[] {
  return LANGUAGES.filter((r) => r.published || pseudoLocalesAsked()).map((r) => r.code);
}

/**
 * The languages a build renders, with their hreflang alternates and sitemap entries: the
 * published records, and the unpublished ones (the pseudo-locale en-XA) when the build asks.
 */
export const LOCALES: readonly Locale[] = /* @__PURE__ */ rendered();
/** The rendered languages with a path prefix. */
export const PREFIXED_LOCALES: readonly Locale[] = /* @__PURE__ */ withoutDefault(LOCALES);

function withoutDefault(locales: readonly Locale[]): Locale[] {
  return locales.filter((l) => l !== DEFAULT_LOCALE);
}

/** The languages with files of their own, published or not (the names generator writes theirs): every one but a generated language. */
export const SOURCED_LOCALES: readonly SourcedLocale[] = /* @__PURE__ */ sourced();

function sourced(): SourcedLocale[] {
  return LANGUAGES.flatMap((r) => ('generated' in r ? [] : [r.code]));
}

function byCode(): ReadonlyMap<string, LanguageRecord> {
  return new Map(LANGUAGES.map((r) => [r.code, r]));
}
const BY_CODE = /* @__PURE__ */ byCode();

/** Whether a text is a language's code (published or not: the type `Locale` is every record's). */
export function isLocale(s: string | undefined): s is Locale {
  return s !== undefined && BY_CODE.has(s);
}

/** A language's record. */
export function languageOf(locale: Locale): LanguageRecord {
  const r = BY_CODE.get(locale);
  if (!r) throw new Error(`No language record for "${locale}"`);
  return r;
}

/**
 * Each language's own name, for the language switch: CLDR 48 (cldr-localenames-full 48.2.0)
 * main/<l>/languages.json, the language's own code (checked in tests/unit/i18n/languages.test.ts).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = /* @__PURE__ */ ownNames();

function ownNames(): Record<Locale, string> {
  return Object.fromEntries(LANGUAGES.map((r) => [r.code, r.name])) as Record<Locale, string>;
}
