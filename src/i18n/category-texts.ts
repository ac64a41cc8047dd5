/** Category descriptions in each language (messages/<lang>/categories.json, by category slug); English is the catalogue's own. */
import { FILES } from './languages/files.ts';
import type { Locale } from './locales.ts';

/** The category's description in the language, or undefined (the catalogue's own language, a generated one, or a category the translations do not know, e.g. one added in Postgres). */
export function categoryDescription(locale: Locale, slug: string): string | undefined {
  return (FILES as Partial<Record<Locale, (typeof FILES)[keyof typeof FILES]>>)[locale]?.categories?.[slug];
}
