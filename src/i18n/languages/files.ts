// Each language's own files, imported statically so that the bundler carries them into the
// build: the pages' and islands' messages (messages/<code>/site.json, ui.json), the category
// descriptions (messages/<code>/categories.json; English's are the catalogue's own), the unit
// and category names (data/names/<code>.json) and CLDR's currency names. Build time only:
// nothing an island or the Worker imports reaches this module. A generated language (the
// pseudo-locale en-XA) has no files: its texts are its base language's, rewritten (generated.ts).
import type { Message } from '../format-message.ts';
import type { SourcedLocale } from './index.ts';
import enSite from '../messages/en/site.json' with { type: 'json' };
import esSite from '../messages/es/site.json' with { type: 'json' };
import deSite from '../messages/de/site.json' with { type: 'json' };
import frSite from '../messages/fr/site.json' with { type: 'json' };
import azSite from '../messages/az/site.json' with { type: 'json' };
import enUi from '../messages/en/ui.json' with { type: 'json' };
import esUi from '../messages/es/ui.json' with { type: 'json' };
import deUi from '../messages/de/ui.json' with { type: 'json' };
import frUi from '../messages/fr/ui.json' with { type: 'json' };
import azUi from '../messages/az/ui.json' with { type: 'json' };
import esCategories from '../messages/es/categories.json' with { type: 'json' };
import deCategories from '../messages/de/categories.json' with { type: 'json' };
import frCategories from '../messages/fr/categories.json' with { type: 'json' };
import azCategories from '../messages/az/categories.json' with { type: 'json' };
import enNames from '../../../data/names/en.json' with { type: 'json' };
import esNames from '../../../data/names/es.json' with { type: 'json' };
import deNames from '../../../data/names/de.json' with { type: 'json' };
import frNames from '../../../data/names/fr.json' with { type: 'json' };
import azNames from '../../../data/names/az.json' with { type: 'json' };
import enCurrencies from 'cldr-numbers-full/main/en/currencies.json' with { type: 'json' };
import esCurrencies from 'cldr-numbers-full/main/es/currencies.json' with { type: 'json' };
import deCurrencies from 'cldr-numbers-full/main/de/currencies.json' with { type: 'json' };
import frCurrencies from 'cldr-numbers-full/main/fr/currencies.json' with { type: 'json' };
import azCurrencies from 'cldr-numbers-full/main/az/currencies.json' with { type: 'json' };

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

export const FILES: Readonly<Record<SourcedLocale, LanguageFiles>> = {
  en: { site: enSite, ui: enUi, names: enNames, currencies: enCurrencies },
  es: { site: esSite, ui: esUi, categories: esCategories, names: esNames, currencies: esCurrencies },
  de: { site: deSite, ui: deUi, categories: deCategories, names: deNames, currencies: deCurrencies },
  fr: { site: frSite, ui: frUi, categories: frCategories, names: frNames, currencies: frCurrencies },
  az: { site: azSite, ui: azUi, categories: azCategories, names: azNames, currencies: azCurrencies },
};
