// The shape of a language's own files, which its record imports (record.files), so that the
// bundler carries them into the build: the pages' and islands' messages (messages/<code>/site.json,
// ui.json), the category descriptions (messages/<code>/categories.json; the catalogue's language
// has its catalogue's own), the unit and category names (data/names/<code>.json) and CLDR's
// currency names. Build time only: an island reads a record's `island` part alone. A generated
// language (the pseudo-locale en-XA) has no files: its texts are its base language's, rewritten
// (generated.ts).
import type { Message } from '../format-message.ts';
import type enSite from '../messages/en/site.json';
import type enUi from '../messages/en/ui.json';

/** The pages' messages of a language: English's keys (tests/unit/i18n/site-messages.test.ts holds every language to them). */
export type SiteTable = Readonly<Record<keyof typeof enSite, Message>>;
/** The islands' messages of a language: English's keys, each language's checked by the compiler here. */
export type UiTable = Readonly<Record<keyof typeof enUi, Message>>;

/** CLDR's currencies file of a language (cldr-numbers-full main/<cldr>/currencies.json). */
export interface CldrCurrencies {
  main: Record<string, { numbers: { currencies: Record<string, { displayName?: string; 'displayName-count-one'?: string; 'displayName-count-other'?: string } | undefined> } }>;
}

export interface LanguageFiles {
  site: SiteTable;
  ui: UiTable;
  /** Category descriptions by slug; none for the catalogue's own language. */
  categories?: Readonly<Record<string, string | undefined>>;
  /** data/names/<code>.json, validated by names.ts. */
  names: unknown;
  currencies: CldrCurrencies;
}

