/**
 * What the site knows of a language, in one record per language (src/i18n/languages/<code>.ts,
 * found by its file name: index.ts). Everything else that differs between languages reads a
 * record: the paths and their prefix, numbers, names in sentences, grammar, hreflang, the
 * language switch and which languages a build renders. A language's words are its message and
 * name files (messages/<code>/, data/names/<code>.json), which its record imports (`files`),
 * and, for a typed query, its record's `search`.
 */
import type { GrammarName } from '../grammar.ts';
import type { LanguageFiles } from './files.ts';
import type { QueryWords } from '../../core/connectors.ts';
import type { KitchenMeasures } from '../../core/substance/measures.ts';

/**
 * How a language writes a number: its decimal sign, CLDR 48's (cldr-numbers-full,
 * main/<cldr>/numbers.json, symbols-numberSystem-latn). A unit test compares it with the package,
 * so the islands need not ship CLDR. Digits are grouped the same way in every language (U+202F
 * in threes from five digits on: src/i18n/numbers.ts), not by CLDR's group sign.
 */
export interface NumberSymbols {
  decimal: string;
}

/**
 * The part of a record the islands read, in every island's JavaScript (a page's byte budget):
 * its number symbols and one rule of names, listed apart in index.ts so that a bundler carries
 * nothing else of a record.
 */
export interface IslandFacts extends NumberSymbols {
  /** The default language: its pages have no path prefix (/convert/...), and a page in no language is in it. One record says so. */
  isDefault?: true;
  /** The currency widget writes its dates in the visitor's own form (the browser's), as English pages, read worldwide, do; otherwise in the language's. */
  visitorDates?: true;
  /** A failure's own message (the browser's or the code's, in English) is shown as it is; another language shows its own words. */
  englishErrors?: true;
  /** A name inside a sentence keeps its capitals (German nouns: "Länge"); otherwise it is lowered ("length"). */
  capitals?: true;
}

/** A language made from another one's messages and names by a rewrite (a pseudo-locale, README "Languages"). */
export interface Generated {
  /** The language whose messages and names are rewritten (the default language). */
  base: string;
  /** The rewrite of one text; message placeholders ({unit:def.cap}) are kept as they are. */
  rewrite: (text: string) => string;
}

export interface LanguageRecord {
  /**
   * The language's code: its BCP 47 tag in lower case, of any length ("es", "en-xa"), which is
   * also its path prefix (/es/, /en-xa/; the default language's paths have none), its `Locale`
   * in the code and the name of its files (messages/<code>/, data/names/<code>.json, search-index.<code>.json).
   */
  code: string;
  /** The tag in its canonical case ("en-XA"): the page's `<html lang>`, its hreflang alternates, sitemap links and the language switch. */
  hreflang: string;
  /** The CLDR locale whose data the language reads: Intl (plural rules, lists, collation, dates) and CLDR's names. */
  cldr: string;
  /** The language's own name for the language switch: CLDR 48 localeDisplayNames (cldr-localenames-full main/<cldr>/languages.json). */
  name: string;
  /** Where the language stands in the language switch, and in every list of languages: the default language is 0. */
  position: number;
  /** The catalogue's own language: its unit, category and description texts are the catalogue's, not a names file's translations. */
  isCatalogueLanguage?: true;
  /** A colon and the space after it (French sets a narrow no-break space before it: " : "). */
  colon: string;
  /** Rendered by every build. An unpublished language is rendered only when the build asks for it (BUILD_ENV.languages, or BUILD_ENV.pseudoLocales for a pseudo-locale: src/i18n/locales.ts). */
  published: boolean;
  /** A pseudo-locale (CLDR's en-XA): a test language made by rewriting another's texts, never published. */
  pseudo?: true;
  /** What the islands read (numbers, names in sentences): the record file's `island` export. */
  island: IslandFacts;
  /** The words a typed query is read with: the record file's `search` export, which the build writes into the language's expression data file (src/pipeline/site-files.ts), so the browser loads them with the expression engine. */
  search: QueryWords;
  /**
   * A unit's name inside a sentence or after a heading's first word is the sourced lower-case
   * form ("metro a pie", not "Metro a Pie"), where it is the name in another case. Otherwise a
   * sentence writes the name as a heading does (English, German).
   */
  lowerInText: boolean;
  /** Headings keep the catalogue's title case after their first word ("Kilometer to Mile"), as English does; running text still lowers names. */
  titleCaseHeadings?: true;
  /**
   * Words a name lowered for running text keeps as written (l.lower): proper nouns and adjectives
   * ("British thermal unit", "degree Fahrenheit", "Bohr radius"), and the word after one of
   * `capitalAfter` ("degree Newton", where the unit newton is lower case).
   */
  keepCapitals?: readonly string[];
  /**
   * A language whose nouns keep their capitals (German) still writes an adjective in lower case
   * inside a sentence ("die elektrische Ladung"): the leading adjective of a name, lowered there.
   */
  leadingAdjective?: RegExp;
  /** The quotation marks around a cited title (CLDR delimiters quotationStart/End, French with a narrow no-break space inside), where they are not English's “ ”. */
  quotes?: readonly [string, string];
  /** A whole number as an ordinal in a title ("3rd", "3e", "3.ª", "3.", "3-cü"): the CGPM meetings a source cites. */
  ordinal: (n: number) => string;
  capitalAfter?: readonly string[];
  /** Between the items of a list of numbers: ", " after a decimal point; "; " after a decimal comma, which a comma would make ambiguous. */
  numberSeparator: string;
  /** Articles by gender, contractions and cases of names in messages (grammar.ts); none: a name is written as it is. */
  grammar?: GrammarName;
  /**
   * CLDR writes the language's currency names in title case ("ABŞ Dolları"); a sentence writes
   * the currency word, the last one, in lower case ("ABŞ dolları", "avro"), and so does a heading
   * after its first word.
   */
  lowerCurrencyWord?: true;
  /** The hunspell dictionary that spells the language ("es_ES"), if there is one: `npm run check:headings` measures English words in its headings with it, against English's. */
  spelling?: string;
  /** The language's own files, imported by its record: messages/<code>/site.json, ui.json, categories.json, data/names/<code>.json and CLDR's currency names. None for a generated language. */
  files?: LanguageFiles;
  /** Messages and names made from another language's by a rewrite, at load time: the language has no files of its own. */
  generated?: Generated;
  /**
   * Unit symbols the language writes otherwise than the catalogue, wherever the symbol stands
   * in a unit's symbol (`°R` in `Btu/(lb·°R)` too), each with its source (symbols.ts).
   */
  symbols?: readonly SymbolSpelling[];
  /**
   * How the language says that a result is rounded once, the claim only an exact result may
   * carry (src/checks/truth-claims.ts reads every page for it). A published language without it
   * is an error of the check, never a page left unread.
   */
  roundedOnce?: RegExp;
  /** How its names are composed (the names generator); none: CLDR's patterns alone. */
  nameRules?: NameRules;
  /**
   * Which cup, spoons, fluid ounce and gallon the language's readers mean by the words (codes of
   * src/core/substance/measures.ts), with why: the substance pages and converter start from these.
   */
  kitchen: KitchenMeasures;
}

/**
 * How the names generator (src/i18n/names/) composes the language's names from CLDR's parts,
 * in words for each composed name's source note. A language without these joins by CLDR's
 * patterns alone and says so.
 */
export interface NameRules {
  /** The rule a prefix is joined to a base name by ("one word, ..."), with its reference. */
  prefix: string;
  /** How the parts of a product are joined ("parts joined by a hyphen, ..."), with its reference. */
  times: string;
  /** A name that already says it is the US unit ("termia estadounidense", "US-Gallone"): no "(US)" is added to it. */
  usWord?: RegExp;
  /** A prefix ending in a vowel may elide before a base name starting with one (French "kilohm", English "kilohm"): such a name is written only where CLDR shows it. */
  elides?: true;
  /** The language has grammatical gender: every name must say its gender (articles, agreement). */
  genders?: true;
}

/** A symbol as the catalogue writes it and as the language does, with the reference that says so. */
export interface SymbolSpelling {
  catalogue: string;
  local: string;
  source: string;
}
