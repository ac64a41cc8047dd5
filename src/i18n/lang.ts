/**
 * A page's language: its messages, its number form and its paths, in one object the
 * page code passes to the sentence builders (src/site/: sentences.ts, faq.ts, meta.ts, hub-text.ts),
 * which take it as an argument, never by default (`EN`, the default language's, is for the tests).
 */
import { writeQuantities } from '../core/formula.ts';
import { BoundedMap, byObjects } from '../core/memo.ts';
import { type LanguageRecord, type Locale, DEFAULT_LOCALE, languageOf } from './locales.ts';
import { localCount, localNumber, localNumberKeeping } from './numbers.ts';
import { siteTranslator, type SiteParams } from './site-format.ts';
import { siteMessages, type SiteKey } from './site-messages.ts';
import { localPath } from './paths.ts';
import { inSentence } from './ui-translate.ts';
import { makeNoun, type Gender, type Noun } from './grammar.ts';
import { englishPlural } from './english-forms.ts';

/** What a name's grammar is made from: a unit, a currency or a category as the catalogue gives it. */
export interface Named {
  name: string;
  one?: string | undefined;
  other?: string | undefined;
  gender?: Gender | undefined;
  symbol?: string | undefined;
}

export interface Lang {
  locale: Locale;
  /** The language's record (src/i18n/languages/): its hreflang, CLDR locale, colon... */
  record: LanguageRecord;
  /** A page sentence in this language (messages/<lang>/site.json). */
  t: (key: SiteKey, params?: SiteParams) => string;
  /** A shown result or factor in this language's number form ("3,280839895013123"). */
  num: (text: string) => string;
  /**
   * A formula or line that writes these unit symbols: its numbers in this language's form, the
   * symbols unchanged ("USB 2.0"), and each quantity the core marked (⟦mi⟧) worded as the value
   * in that unit ("value in mi", "Wert in mi").
   */
  formula: (text: string, symbols: readonly string[]) => string;
  /** A count, grouped ("109.832"). */
  count: (n: number) => string;
  /** A site path in this language: "/convert/length" → "/es/convert/length". */
  path: (englishPath: string) => string;
  /** "a, b and c" in this language (Intl.ListFormat, CLDR list patterns). */
  list: (items: string[]) => string;
  /** A name as written inside a sentence: "length" in English, but German nouns keep their capital ("Länge"). */
  lower: (name: string) => string;
  /**
   * A unit's name inside a sentence or after the first word of a heading: Spanish, French and
   * Azerbaijani write "metro a pie", not "Metro a Pie" (the sourced lower-case form; an
   * English name kept for want of a source stays as it is: the record's `lowerInText`).
   * English and German keep the name.
   */
  inText: (u: { name: string; one: string }) => string;
  /** "Metro a pie", "Meter to Foot": a conversion's heading in this language. */
  pair: (from: { name: string; one: string }, to: { name: string; one: string }) => string;
  /**
   * A unit's, currency's or category's name for a message, with its grammar (grammar.ts): a
   * plain `{x}` writes `text` (by default the name as a sentence writes it), `{x:def.cap}`
   * "El metro", `{x:other}` "metros", `{x:dat}` (az) "metrə".
   */
  noun: (u: Named, text?: string) => Noun;
  /** Example numbers as a list that a decimal comma cannot make ambiguous ("−40; 0,5; 1000,5"). */
  numbers: (items: string[]) => string;
}

const langs = new Map<Locale, Lang>();

// Whether a name's sourced sentence form is the name in lower case, by language, name and form:
// asked of the same few thousand names on every page (toLocaleLowerCase is slow).
const sameLowered = new BoundedMap<string, boolean>(100_000);

function inText(r: LanguageRecord, u: { name: string; one: string }): string {
  if (!r.lowerInText || u.one === '') return u.name;
  const key = `${r.cldr}\u0000${u.name}\u0000${u.one}`;
  let same = sameLowered.get(key);
  if (same === undefined) {
    // The sourced sentence form where it is the name in another case (CLDR's "Azərbaycan Manatı" is "Azərbaycan manatı" in a sentence).
    same = u.name.toLocaleLowerCase(r.cldr) === u.one.toLocaleLowerCase(r.cldr);
    sameLowered.set(key, same);
  }
  return same ? u.one : u.name;
}

/** A word that is a symbol, not a word: it holds a digit, or is one or two letters ("C", "Hz") or a bit symbol ("Gbit", "Mibit"). */
const SYMBOL_LIKE = /\d|^\p{Lu}\p{Ll}?(?:i?bit)?$|\p{Lu}.*\p{Lu}/u;

// A record's words that keep their capitals, as sets: made once per record, not once per name lowered.
const CAPITAL_WORDS = new WeakMap<LanguageRecord, { keep: ReadonlySet<string>; after: ReadonlySet<string> }>();
function capitalWords(r: LanguageRecord): { keep: ReadonlySet<string>; after: ReadonlySet<string> } {
  let w = CAPITAL_WORDS.get(r);
  if (!w) CAPITAL_WORDS.set(r, (w = { keep: new Set(r.keepCapitals), after: new Set(r.capitalAfter) }));
  return w;
}

/**
 * A name lowered for running text ("kilometer per hour"), as the islands lower it (inSentence),
 * except what is in parentheses, a qualifier or symbol written as the name writes it
 * ("zolotnik (Russian)", "mebibit (Mibit)"), and the words the language keeps capitalised
 * ("British thermal unit", "degree Fahrenheit").
 */
export function lowerName(r: LanguageRecord, name: string, locale: Locale): string {
  if (r.island.capitals) return r.leadingAdjective ? name.replace(r.leadingAdjective, (a) => a.toLocaleLowerCase(r.cldr)) : name;
  const { keep, after } = capitalWords(r);
  return name
    .split(/(\([^)]*\))/)
    .map((part, i) => {
      // In parentheses, a language with its own list of proper words lowers the common ones only
      // ("calorie (mean)", "zolotnik (Russian)"); a symbol ("Mibit", "C90", "Hz") stays as written.
      if (i % 2 === 1) return r.keepCapitals ? part.replace(/[\p{L}\p{N}'’-]+/gu, (w) => (keep.has(w) || SYMBOL_LIKE.test(w) ? w : inSentence(w, locale))) : part;
      const words = part.split(/(\p{L}+)/u);
      // A capital letter alone is a numeral or a name ("SATA I", "Gen 2"), not a word to lower.
      return words.map((w, j) => (j % 2 === 0 || keep.has(w) || /^\p{Lu}$/u.test(w) || after.has(words[j - 2] ?? '') ? w : inSentence(w, locale))).join('');
    })
    .join('');
}

function nounOf(r: LanguageRecord, locale: Locale, u: Named, text?: string): Noun {
  // A language whose nouns keep their capitals (German) writes a name as its heading does; the others lower it where the sourced form is lower case.
  const one = u.one ?? lowerName(r, u.name, locale);
  const sentence = r.island.capitals ? (u.one ?? u.name) : inText(r, { name: u.name, one });
  // The catalogue's language (English) composes its plural where the name has none (english-forms.ts); another language writes the name as it is.
  const other = u.other ?? (r.isCatalogueLanguage === true && r.lowerInText ? englishPlural(sentence) : sentence);
  return makeNoun(locale, { text: text ?? inText(r, { name: u.name, one }), name: u.name, one: sentence, other, gender: u.gender, symbol: u.symbol });
}

export function lang(locale: Locale): Lang {
  let l = langs.get(locale);
  if (!l) {
    const r = languageOf(locale);
    const lf = new Intl.ListFormat(r.cldr, { type: 'conjunction' });
    const t = siteTranslator(locale, siteMessages(locale));
    const pair = byObjects((from: { name: string; one: string }, to: { name: string; one: string }) => t('pair', { from: nounOf(r, locale, from, from.name), to: nounOf(r, locale, to, r.titleCaseHeadings ? to.name : undefined) }));
    l = {
      locale,
      record: r,
      t,
      num: (text) => localNumber(text, locale),
      formula: (text, symbols) => writeQuantities(localNumberKeeping(text, locale, symbols), (unit) => t('formula.value', { unit })),
      count: (n) => localCount(n),
      path: (p) => localPath(locale, p),
      list: (items) => lf.format(items),
      lower: (name) => lowerName(r, name, locale),
      inText: (u) => inText(r, u),
      pair,
      noun: (u, text) => nounOf(r, locale, u, text),
      numbers: (items) => items.join(r.numberSeparator),
    };
    langs.set(locale, l);
  }
  return l;
}

export const EN: Lang = lang(DEFAULT_LOCALE);
