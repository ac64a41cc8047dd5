/**
 * Typed conversion queries answered in the search box: "5 ft to cm", "100 f in c",
 * "3.5 kg lb", "1/4 in mm", and in the page's language: "5,5 m en pies", "5,5 m in Fuß",
 * "5,5 m en pieds", "5,5 m fut". Loaded on demand by the search island; the answer is the
 * exact core result in the site's one display format (the island writes it in the
 * page's number form), with its conversion page.
 */
import { convert, type ShippedUnit } from './convert.ts';
import { modelOf } from './unit-text.ts';
import { relation, type ExactnessFields } from './exactness.ts';
import { parseInput, type Shown, showResultOrInfinity } from './format.ts';
import type { Rational } from './rational.ts';
import { paths, withValue } from './paths.ts';
import { conversionSlug } from './slug.ts';
import { connectorsOf, type QueryWords } from './connectors.ts';

export type { QueryWords } from './connectors.ts';

/** A unit a query can name: as shipped to the search island, with its category and commonness rank (1 to 5). */
export interface QueryUnit extends ShippedUnit, ExactnessFields {
  category: string;
  rank: number;
  /** The name after a count of one and of several in the page's language ("pie", "pies"), and the English name ("Foot"): more ways to type the unit. */
  one?: string | undefined;
  other?: string | undefined;
  en?: string | undefined;
}

export type QueryAnswer =
  | { kind: 'answer'; value: string; from: QueryUnit; to: QueryUnit; shown: Shown; relation: '=' | '≈'; href: string }
  /** A word that names no unit ("fleeb"), or two units of different categories. */
  | { kind: 'unknown'; word: string }
  | { kind: 'mismatch'; from: QueryUnit; to: QueryUnit }
  /** Not a query: the text is a unit name to suggest for. */
  | { kind: 'none' };

/**
 * The number a query starts with: a fraction ("1/4", "5 3/8") or a decimal in the English
 * or the page's form ("5.5", "1,234.5", "5,5", "1.234,5", "1 234,5"), read by the
 * language's `readNumber`. A space groups digits only before exactly three more.
 */
const NUMBER = /^\s*([+-]?(?:\d+\s+\d+\/\d+|\d+\/\d+|\d(?:[\d.,]|[ \u00a0\u202f](?=\d{3}(?![\d/])))*|[.,]\d+)(?:e[+-]?\d+)?)\s*(.*)$/i;


/** How a page's language reads a query: its connectors and its number form. */
export interface QueryOptions {
  /** The page language's words (its record's `query`, src/i18n/languages/); English's alone when absent. */
  words?: QueryWords | undefined;
  /** The typed number's exact value: the page's number form (i18n parseLocalInput); English parseInput by default. */
  readNumber?: (typed: string) => Rational;
}

/** A key without accents, as people type on keyboards without them: "mètre" is "metre", "Fuß" is "fuss". */
function folded(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').normalize('NFC');
}

/** Spellings of a word that might name a unit: as typed, without accents, singular, metre/litre, feet, and without an ending the language puts on it. */
function spellings(word: string, endings: RegExp | undefined): string[] {
  const w = word.toLowerCase().replace(/\s+/g, ' ').trim();
  const out = new Set([w, w.replace(/°\s*/g, ''), w.replace(/metre/g, 'meter').replace(/litre/g, 'liter')]);
  for (const s of [...out]) {
    out.add(s.replace(/\bfeet\b/g, 'foot'));
    if (s.endsWith('es')) out.add(s.slice(0, -2));
    if (s.endsWith('s')) out.add(s.slice(0, -1));
    if (endings?.test(s) && s.replace(endings, '').length >= 2) out.add(s.replace(endings, ''));
  }
  for (const s of [...out]) out.add(folded(s));
  return [...out].filter((s) => s !== '');
}

/** "degree(s)" before a temperature scale's name, in English and the page's language (QueryWords.degree): "Celsius" alone names the unit too. */
function degreeWord(words: QueryWords | undefined): RegExp {
  return new RegExp(`^(?:degrees?${words?.degree === undefined ? '' : `|${words.degree}`}) `, 'i');
}

/**
 * Index units by every name a person types for them: code, symbol (with or without °),
 * name, its forms after a count (one, other) and its English name, each also without
 * "degree" and without accents.
 */
export function unitKeys(units: readonly QueryUnit[], words?: QueryWords): Map<string, QueryUnit[]> {
  const degree = degreeWord(words);
  const map = new Map<string, QueryUnit[]>();
  const add = (k: string, u: QueryUnit): void => {
    const key = k.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key === '') return;
    for (const one of new Set([key, folded(key)])) {
      const list = map.get(one);
      if (!list) map.set(one, [u]);
      else if (!list.includes(u)) list.push(u);
    }
  };
  for (const u of units) {
    add(u.code, u);
    add(u.code.replace(/_/g, ' '), u);
    add(u.symbol, u);
    add(u.symbol.replace(/°/g, ''), u);
    for (const name of [u.name, u.one, u.other, u.en]) {
      if (name === undefined) continue;
      add(name, u);
      add(name.replace(degree, ''), u);
    }
  }
  return map;
}

function lookup(keys: Map<string, QueryUnit[]>, words: string[], endings: RegExp | undefined): QueryUnit[] {
  const text = words.join(' ');
  for (const s of spellings(text, endings)) {
    const hit = keys.get(s);
    if (hit) return hit;
  }
  return [];
}

/** The most common pair of one candidate each in a shared category, or undefined. */
function bestPair(froms: QueryUnit[], tos: QueryUnit[]): [QueryUnit, QueryUnit] | undefined {
  let best: [QueryUnit, QueryUnit] | undefined;
  for (const f of froms) {
    for (const t of tos) {
      if (f === t || f.category !== t.category) continue;
      if (!best || f.rank + t.rank < best[0].rank + best[1].rank) best = [f, t];
    }
  }
  return best;
}

/**
 * Answer "VALUE FROM [connector] TO" exactly (the shared connectors and the language's,
 * connectors.ts), or say which word was not a unit. The answer's value and its page's `?v=`
 * are the number as typed ("5,5"); its page is the English path (the island puts it in the page's language).
 */
export function answerQuery(units: readonly QueryUnit[], text: string, given?: Map<string, QueryUnit[]>, options: QueryOptions = {}): QueryAnswer {
  const { words, readNumber = parseInput } = options;
  const keys = given ?? unitKeys(units, words);
  const connectors = connectorsOf(words);
  const endings = words?.endings;
  const m = NUMBER.exec(text);
  if (!m) return { kind: 'none' };
  const [, value = '', rest = ''] = m;
  const tokens = rest.split(/\s+/).filter((t) => t !== '');
  if (tokens.length < 2) return { kind: 'none' };

  let mismatch: [QueryUnit, QueryUnit] | undefined;
  // Every split point: "in" is both a connector and the inch ("1/4 in mm", "100 f in c").
  for (let i = 1; i < tokens.length; i++) {
    const fromWords = tokens.slice(0, i);
    const after = tokens.slice(i);
    const toOptions = after.length > 1 && connectors.has(after[0]?.toLowerCase() ?? '') ? [after.slice(1), after] : [after];
    const froms = lookup(keys, fromWords, endings);
    if (froms.length === 0) continue;
    for (const toWords of toOptions) {
      const tos = lookup(keys, toWords, endings);
      if (tos.length === 0) continue;
      const pair = bestPair(froms, tos);
      if (!pair) {
        mismatch ??= [froms[0] as QueryUnit, tos[0] as QueryUnit];
        continue;
      }
      const [from, to] = pair;
      const r = convert(readNumber(value), modelOf(from), modelOf(to));
      const shown = showResultOrInfinity(r);
      const typed = value.replace(/\s+/g, ' ');
      return {
        kind: 'answer',
        value: typed,
        from,
        to,
        shown,
        relation: relation(from, to, shown),
        href: withValue(paths.conversion(from.category, conversionSlug(from.code, to.code)), typed),
      };
    }
  }
  if (mismatch) return { kind: 'mismatch', from: mismatch[0], to: mismatch[1] };

  // Name the word that is not a unit: around a connector if there is one, else each side of the first split.
  const c = tokens.findIndex((t, i) => i > 0 && i < tokens.length - 1 && connectors.has(t.toLowerCase()));
  const sides = c > 0 ? [tokens.slice(0, c), tokens.slice(c + 1)] : [tokens.slice(0, 1), tokens.slice(1)];
  for (const side of sides) {
    if (lookup(keys, side, endings).length === 0) return { kind: 'unknown', word: side.join(' ') };
  }
  return { kind: 'unknown', word: rest.trim() };
}
