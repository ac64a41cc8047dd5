// English: the catalogue's language and the default one, at the root of the site (/convert/...).
import type { QueryWords } from '../../core/connectors.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';
import site from '../messages/en/site.json' with { type: 'json' };
import ui from '../messages/en/ui.json' with { type: 'json' };
import names from '../../../data/names/en.json' with { type: 'json' };
import currencies from 'cldr-numbers-full/main/en/currencies.json' with { type: 'json' };
import type { LanguageFiles } from './files.ts';

/** English's own words are the shared ones (core/connectors.ts): an English query works on every page. */
export const search = { connectors: [] } as const satisfies QueryWords;

export const island = {
  isDefault: true,
  decimal: '.',
  englishErrors: true,
  visitorDates: true,
} as const satisfies IslandFacts;

/** CLDR's English ordinal suffixes by plural category (Intl.PluralRules, type ordinal). */
const EN_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** "1st", "2nd", "3rd", "11th": CLDR's English ordinal rules. */
export function englishOrdinal(n: number): string {
  return `${String(n)}${EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`;
}

/** The language's own files (files.ts). */
const files: LanguageFiles = { site, ui, names, currencies };

export const record = {
  code: 'en',
  hreflang: 'en',
  cldr: 'en',
  name: 'English',
  position: 0,
  isCatalogueLanguage: true,
  colon: ': ',
  published: true,
  island,
  search,
  files,
  lowerInText: true,
  titleCaseHeadings: true,
  // Proper nouns and adjectives in the catalogue's English names (Chicago Manual of Style 8.1:
  // units named after people are lower case, the scales and constants keep the name's capital).
  keepCapitals: [
    'Blu', 'Bohr', 'British', 'Btu', 'Celsius', 'Compton', 'Didot', 'Earth', 'Ethernet', 'Fahrenheit', 'Hefner', 'Hoppus', 'Jupiter', 'Klitzing', 'Mach', 'Planck', 'Rankine', 'Réaumur', 'Rømer', 'Scandinavian', 'Ultra',
    // In the qualifiers: peoples, places, people and institutions.
    'Admiralty', 'American', 'Australian', 'Berthold', 'Biot', 'Canadian', 'Chinese', 'Colorado', 'Egyptian', 'English', 'Franklin', 'French', 'Gallic', 'Gaussian', 'Greek', "Gunter's", 'Hong', 'Kong', 'Indian', 'Irish', 'Japanese', 'Julian', 'Mars', 'Paris', 'Punjab', 'Quebec', 'Roman', 'Russian', 'Swedish', 'Taiwanese', 'Texas', 'Thai', 'Warsaw', 'Pact', 'Mode',
    // Product names as their makers write them ("USB 3.2 Gen 1", "USB4 Version 2.0").
    'Gen', 'Version',
  ],
  capitalAfter: ['Degree'],
  numberSeparator: ', ',
  spelling: 'en_US',
  // CLDR's English ordinal plural rules (one: 1st, two: 2nd, few: 3rd, other: 4th, 11th, 12th, 13th).
  ordinal: englishOrdinal,
  // How its pages say a result is rounded once (the truth check reads them for it).
  roundedOnce: /\brounded (?:only )?once\b/i,
  // How the names generator composes its names (src/i18n/names/), in words for their source notes.
  nameRules: {
    prefix: 'English: prefix and base name written as one word',
    elides: true,
    times: 'English: parts joined by a hyphen',
    usWord: /\bUS\b/,
  },
  // Which measures "cup", "tablespoon"... mean to the language's readers (the substance pages).
  kitchen: {
    cup: 'us_cup',
    tbsp: 'us_tbsp',
    tsp: 'us_tsp',
    floz: 'us_fl_oz',
    gal: 'us_gal',
    why: 'American recipes and USDA FoodData Central household measures use the US customary cup and spoons (NIST Handbook 44, Appendix C: cup = 8 US fluid ounces, tablespoon = 1/2 fluid ounce, teaspoon = 1/6 fluid ounce).',
  },
} as const satisfies LanguageRecord;
