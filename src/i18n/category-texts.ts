/** Category descriptions in each language (messages/<lang>/categories.json, by category slug); English is the catalogue's own. */
import type { Locale } from './locales.ts';
import es from './messages/es/categories.json' with { type: 'json' };
import de from './messages/de/categories.json' with { type: 'json' };
import fr from './messages/fr/categories.json' with { type: 'json' };
import az from './messages/az/categories.json' with { type: 'json' };

const TEXTS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string | undefined>>>> = { es, de, fr, az };

/** The category's description in the language, or undefined (a category the translations do not know, e.g. one added in Postgres). */
export function categoryDescription(locale: Locale, slug: string): string | undefined {
  return locale === 'en' ? undefined : TEXTS[locale][slug];
}
