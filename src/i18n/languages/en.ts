// English: the catalogue's language and the default one, at the root of the site (/convert/...).
import type { IslandFacts, LanguageRecord } from './record.ts';

export const island = {
  decimal: '.',
} as const satisfies IslandFacts;

/** CLDR's English ordinal suffixes by plural category (Intl.PluralRules, type ordinal). */
const EN_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** "1st", "2nd", "3rd", "11th": CLDR's English ordinal rules. */
export function englishOrdinal(n: number): string {
  return `${String(n)}${EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`;
}

export const record = {
  code: 'en',
  hreflang: 'en',
  cldr: 'en',
  name: 'English',
  published: true,
  island,
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
  colon: ': ',
  spelling: 'en_US',
  // CLDR's English ordinal plural rules (one: 1st, two: 2nd, few: 3rd, other: 4th, 11th, 12th, 13th).
  ordinal: englishOrdinal,
} as const satisfies LanguageRecord;
