/**
 * The languages of the site. English is the default and keeps its paths (/, /convert/...);
 * every other language has the same pages under its prefix (/es/, /de/, /fr/, /az/).
 */
export const LOCALES = ['en', 'es', 'de', 'fr', 'az'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages with a path prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

export function isLocale(s: string | undefined): s is Locale {
  return s !== undefined && (LOCALES as readonly string[]).includes(s);
}

/**
 * Each language's own name, for the language switch: CLDR 48 (cldr-localenames-full 48.2.0)
 * main/<l>/languages.json, the language's own code (checked in tests/unit/i18n/names.test.ts).
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'español',
  de: 'Deutsch',
  fr: 'français',
  az: 'azərbaycan',
};
