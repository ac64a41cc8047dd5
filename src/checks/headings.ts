// English words in the H1 of localised conversion pages (issue 27's measure): on a seeded uniform
// sample of conversion pages, a heading word counts as English when the language's spelling
// dictionary does not know it, the English one does, and nothing vouches for it in the language:
// not CLDR's own unit names for the language, not a name the names file cites as the language's
// (kind `reference`), not a proper name of a product or standard, not a transliterated national
// unit. Words in brackets (glosses, qualifiers) are left out. The dictionaries are hunspell's,
// named by each language's record (`spelling`); a language without one (Azerbaijani) is not
// measured here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seededSample } from '../core/seeded.ts';
import { DEFAULT_LOCALE, languageOf, type Locale } from '../i18n/locales.ts';
import { htmlText } from './html-text.ts';

/** A language whose headings are measured: one the build renders, other than English, with a spelling dictionary. */
export type MeasuredLanguage = Locale;

/** The languages measured of those a build rendered (`locales`), and those no dictionary spells. */
export function measuredLanguages(locales: readonly Locale[]): { measured: MeasuredLanguage[]; unmeasured: Locale[] } {
  const others = locales.filter((l) => l !== DEFAULT_LOCALE);
  return { measured: others.filter((l) => languageOf(l).spelling !== undefined), unmeasured: others.filter((l) => languageOf(l).spelling === undefined) };
}

/** A language's hunspell dictionary ("es_ES"); English's is the reference a word is checked against. */
function dictionary(lang: Locale): string {
  const d = languageOf(lang).spelling;
  if (d === undefined) throw new Error(`No spelling dictionary for ${lang} (its record's \`spelling\`)`);
  return d;
}

/** Words a spelling dictionary does not know: the words given back by `hunspell -d <dict> -l`. */
export type Speller = (dictionary: string, words: readonly string[]) => Set<string>;

/**
 * Proper names, the same in every language: products and standards (Blu-ray Disc, Ultra HD, USB
 * Full/Low/Hi-Speed, Fast Ethernet, Advanced Format, DVD, LTO, SATA, TeX, PostScript), the people
 * units and constants are named after (Planck, Compton, Mach, Gunter, Rankine…), TNT, and the
 * symbol min of a CD's "80 min".
 */
const PROPER = new Set(
  (
    'Blu ray Disc Ultra Full Low Speed Hi Fast Ethernet Advanced Format USB DVD LTO SATA ISDN TeX PostScript TNT min ' +
    'Compton Planck Bohr Hartree Rydberg Mach Gunter Rankine Réaumur Rømer Celsius Fahrenheit Kelvin Newton Didot Berthold Hefner ' +
    'Gray Sievert Tesla Weber Henry Coulomb Farad Siemens Ohm Joule Watt Pascal Becquerel Curie Röntgen Rutherford Maxwell Gauss ' +
    'Oersted Gilbert Stokes Poise Reyn Dalton Faraday Lambert Torr Hertz'
  ).split(' '),
);
/** SI prefixes in the spellings of the four languages, taken off a word the dictionary does not know. */
const PREFIX = /^(?:yotta|zetta|exa|peta|tera|giga|mega|kilo|hecto|hekto|deca|deka|deci|dezi|centi|zenti|milli|mili|micro|mikro|nano|pico|piko|femto|atto|kibi|mebi|gibi|tebi|pebi)/i;
/** Catalogue names with a national qualifier: their other words are transliterations (Shaku, Tael, Pous), no English. */
const NATIONAL = /\((?:[^)]*(?:Roman|Greek|Chinese|Japanese|Indian|Thai|Russian|Hong Kong|Taiwanese|Punjab|Biblical|Egyptian|Gallic|Texas|Quebec|Paris)[^)]*)\)/;
const WORD = /[A-Za-zÀ-ÿ]{3,}/g;

/** A heading's words, glosses in brackets left out. */
export function headingWords(h1: string): string[] {
  return h1.replace(/\([^()]*\)/g, ' ').match(WORD) ?? [];
}

/** The H1 of a page, as a reader sees it. */
export function headingOf(html: string): string {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return htmlText(m?.[1] ?? '').trim();
}

/** Words vouched for in a language, lower-cased: CLDR's unit names (abbreviated forms, with a full stop, left out) and the names the names file cites as the language's own. */
export function vouchedWords(cldrUnits: unknown, names: { units: Record<string, { name: string; kind: string }> }): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (!v.includes('.')) for (const w of v.match(WORD) ?? []) out.add(w.toLowerCase());
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(cldrUnits);
  for (const n of Object.values(names.units)) if (n.kind === 'reference') for (const w of headingWords(n.name)) out.add(w.toLowerCase());
  return out;
}

/** Words of the catalogue's national units (transliterations), lower-cased. */
export function nationalWords(units: readonly { name: string }[]): Set<string> {
  const out = new Set<string>();
  for (const u of units) if (NATIONAL.test(u.name)) for (const w of u.name.replace(NATIONAL, '').match(WORD) ?? []) out.add(w.toLowerCase());
  return out;
}

/** The heading words that are English: unknown to the language's dictionary (also without an SI prefix), known to the English one, vouched for by nothing. */
export function englishWords(words: readonly string[], lang: MeasuredLanguage, spell: Speller, vouched: Set<string>, national: Set<string>): Set<string> {
  const candidates = [...new Set(words)].filter((w) => !PROPER.has(w) && !vouched.has(w.toLowerCase()) && !national.has(w.toLowerCase()));
  const unknown = spell(dictionary(lang), candidates);
  const unknownEnglish = spell(dictionary(DEFAULT_LOCALE), candidates);
  const bare = new Map([...unknown].map((w) => [w, w.replace(PREFIX, '')] as const));
  const stems = [...new Set([...bare.values()].filter((s) => s !== ''))];
  const unknownStems = spell(dictionary(lang), [...stems, ...stems.map((s) => s.charAt(0).toUpperCase() + s.slice(1))]);
  return new Set(
    [...unknown].filter((w) => {
      const stem = bare.get(w) ?? w;
      return !unknownEnglish.has(w) && unknownStems.has(stem) && unknownStems.has(stem.charAt(0).toUpperCase() + stem.slice(1));
    }),
  );
}

/** A seeded uniform sample of the English conversion pages of a built site (currency pages left out), as paths under each language's folder. */
export function sampleConversionPages(dist: string, n: number, seed: number): string[] {
  const pages: string[] = [];
  const root = path.join(dist, 'convert');
  for (const cat of readdirSync(root, { withFileTypes: true })) {
    if (!cat.isDirectory() || cat.name === 'currency') continue;
    for (const f of readdirSync(path.join(root, cat.name))) if (f.endsWith('.html') && f.includes('-to-')) pages.push(`convert/${cat.name}/${f}`);
  }
  pages.sort();
  return seededSample(pages, n, seed);
}

export interface HeadingReport {
  lang: MeasuredLanguage;
  sampled: number;
  withEnglish: number;
  /** Each English word with the number of sampled headings it is in, most first. */
  words: [string, number][];
  examples: string[];
}

/** The measure for one language on a built site. */
export function measureHeadings(dist: string, pages: readonly string[], lang: MeasuredLanguage, spell: Speller, vouched: Set<string>, national: Set<string>): HeadingReport {
  const heads = pages.map((p) => headingOf(readFileSync(path.join(dist, lang, p), 'utf8')));
  const english = englishWords(heads.flatMap(headingWords), lang, spell, vouched, national);
  const count = new Map<string, number>();
  const examples: string[] = [];
  let withEnglish = 0;
  for (const h of heads) {
    const found = [...new Set(headingWords(h))].filter((w) => english.has(w));
    if (found.length === 0) continue;
    withEnglish++;
    if (examples.length < 8) examples.push(h);
    for (const w of found) count.set(w, (count.get(w) ?? 0) + 1);
  }
  return { lang, sampled: heads.length, withEnglish, words: [...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])), examples };
}
