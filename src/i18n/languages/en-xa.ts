// CLDR's pseudo-locale en-XA, "accented English": the English site with every letter of its
// messages and names accented and each text bracketed and lengthened, so that a word the
// translation missed, a clipped label or a hard-coded string shows on sight. Not published:
// a build renders it when asked (BUILD_ENV.pseudoLocales, src/i18n/locales.ts). It has no
// files of its own: its messages and names are English's, rewritten when they are loaded.
import * as english from './en.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';

/**
 * The letters of CLDR's en-XA pseudo-localiser (unicode-org/cldr, tools/cldr-code,
 * org/unicode/cldr/tool/CLDRFilePseudolocalizer.java, PseudolocalizerXA): each ASCII letter
 * and its accented look-alike. Only letters change here: digits and signs are left alone,
 * since the site's numbers and symbols must stay readable as numbers.
 */
const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž';
/** The words CLDR's pseudo-localiser lengthens a text with (its first ten of forty). */
const EXPANSION = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function accents(): ReadonlyMap<string, string> {
  const accented = Array.from(ACCENTED);
  return new Map(Array.from(PLAIN, (c, i) => [c, accented[i] ?? c]));
}
const ACCENT = /* @__PURE__ */ accents();

/**
 * "Length of {unit}" → "[Ļéñĝţĥ öƒ {unit} one two three]": the letters accented, the text in
 * brackets and lengthened by words adding half its length (as CLDR's en-XA), a message's
 * placeholders ({unit}, {unit:def.cap}) kept as they are.
 */
export function accented(text: string): string {
  let count = 0;
  const body = text.replace(/\{[^{}]*\}|[^{]+/g, (part) => {
    if (part.startsWith('{')) return part;
    count += Array.from(part).length;
    return part.replace(/[A-Za-z]/g, (c) => ACCENT.get(c) ?? c);
  });
  const words: string[] = [];
  for (let left = Math.floor((count + 1) / 2), i = 0; left > 0; i++) {
    const word = EXPANSION[i % EXPANSION.length] ?? 'one';
    words.push(word);
    left -= word.length + 1;
  }
  return `[${body}${words.map((w) => ` ${w}`).join('')}]`;
}

// English's words, the shared ones.
export const search = english.search;

// English's numbers; not its place as the default language, nor its failures' English words (en-XA shows its own), nor the visitor's dates.
export const island = { decimal: english.island.decimal } as const satisfies IslandFacts;

// English's facts written out, not read from its record, so that a bundler leaves both records
// out of an island (tests/unit/i18n/languages.test.ts holds them to English's).
export const record = {
  code: 'en-xa',
  hreflang: 'en-XA',
  cldr: 'en-XA',
  name: /* @__PURE__ */ accented('English'),
  position: 5,
  pseudo: true,
  colon: ': ',
  published: false,
  island,
  search,
  lowerInText: true,
  titleCaseHeadings: true,
  numberSeparator: ', ',
  generated: { base: 'en', rewrite: accented },
  ordinal: english.englishOrdinal,
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
