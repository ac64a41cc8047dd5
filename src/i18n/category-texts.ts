/** Category descriptions in each language (messages/<lang>/categories.json, by category slug); English is the catalogue's own. */
import { languageOf, type Locale } from './locales.ts';

/** The category's description in the language, or undefined (the catalogue's own language, a generated one, or a category the translations do not know, e.g. one added in Postgres). */
export function categoryDescription(locale: Locale, slug: string): string | undefined {
  return languageOf(locale).files?.categories?.[slug];
}
