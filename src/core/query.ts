/**
 * Typed conversion queries answered in the search box: "5 ft to cm", "100 f in c",
 * "3.5 kg lb", "1/4 in mm". Loaded on demand by the search island; the answer is the
 * exact core result in the site's one display format, with its conversion page.
 */
import { convert, modelOf, type ShippedUnit } from './convert.ts';
import { relation, type ExactnessFields } from './exactness.ts';
import { parseInput, type Shown, showResultOrInfinity } from './format.ts';
import { paths, withValue } from './site.ts';
import { conversionSlug } from './slug.ts';

/** A unit a query can name: as shipped to the search island, with its category and commonness rank (1 to 5). */
export interface QueryUnit extends ShippedUnit, ExactnessFields {
  category: string;
  rank: number;
}

export type QueryAnswer =
  | { kind: 'answer'; value: string; from: QueryUnit; to: QueryUnit; shown: Shown; relation: '=' | '≈'; href: string }
  /** A word that names no unit ("fleeb"), or two units of different categories. */
  | { kind: 'unknown'; word: string }
  | { kind: 'mismatch'; from: QueryUnit; to: QueryUnit }
  /** Not a query: the text is a unit name to suggest for. */
  | { kind: 'none' };

const NUMBER = /^\s*([+-]?(?:\d+\s+\d+\/\d+|\d+\/\d+|\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*(.*)$/i;
const CONNECTORS = new Set(['to', 'in', 'into', 'as', '->', '→', '=']);

/** Spellings of a word that might name a unit: as typed, singular, metre/litre, feet. */
function spellings(word: string): string[] {
  const w = word.toLowerCase().replace(/\s+/g, ' ').trim();
  const out = new Set([w, w.replace(/°\s*/g, ''), w.replace(/metre/g, 'meter').replace(/litre/g, 'liter')]);
  for (const s of [...out]) {
    out.add(s.replace(/\bfeet\b/g, 'foot'));
    if (s.endsWith('es')) out.add(s.slice(0, -2));
    if (s.endsWith('s')) out.add(s.slice(0, -1));
  }
  return [...out].filter((s) => s !== '');
}

/** Index units by every name a person types for them: code, symbol (with or without °), name, name without "degree". */
export function unitKeys(units: readonly QueryUnit[]): Map<string, QueryUnit[]> {
  const map = new Map<string, QueryUnit[]>();
  const add = (k: string, u: QueryUnit): void => {
    const key = k.toLowerCase().trim();
    if (key === '') return;
    const list = map.get(key);
    if (!list) map.set(key, [u]);
    else if (!list.includes(u)) list.push(u);
  };
  for (const u of units) {
    add(u.code, u);
    add(u.code.replace(/_/g, ' '), u);
    add(u.symbol, u);
    add(u.symbol.replace(/°/g, ''), u);
    add(u.name, u);
    add(u.name.replace(/^degrees? /i, ''), u);
  }
  return map;
}

function lookup(keys: Map<string, QueryUnit[]>, words: string[]): QueryUnit[] {
  const text = words.join(' ');
  for (const s of spellings(text)) {
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

/** Answer "VALUE FROM [to|in|into|as] TO" exactly, or say which word was not a unit. */
export function answerQuery(units: readonly QueryUnit[], text: string, keys: Map<string, QueryUnit[]> = unitKeys(units)): QueryAnswer {
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
    const toOptions = after.length > 1 && CONNECTORS.has(after[0]?.toLowerCase() ?? '') ? [after.slice(1), after] : [after];
    const froms = lookup(keys, fromWords);
    if (froms.length === 0) continue;
    for (const toWords of toOptions) {
      const tos = lookup(keys, toWords);
      if (tos.length === 0) continue;
      const pair = bestPair(froms, tos);
      if (!pair) {
        mismatch ??= [froms[0] as QueryUnit, tos[0] as QueryUnit];
        continue;
      }
      const [from, to] = pair;
      const r = convert(parseInput(value), modelOf(from), modelOf(to));
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
  const c = tokens.findIndex((t, i) => i > 0 && i < tokens.length - 1 && CONNECTORS.has(t.toLowerCase()));
  const sides = c > 0 ? [tokens.slice(0, c), tokens.slice(c + 1)] : [tokens.slice(0, 1), tokens.slice(1)];
  for (const side of sides) {
    if (lookup(keys, side).length === 0) return { kind: 'unknown', word: side.join(' ') };
  }
  return { kind: 'unknown', word: rest.trim() };
}
