import { unitSlug } from './slug.ts';
import type { Catalogue } from './catalogue.ts';
import { DEFAULT_RANK } from './product.ts';

/**
 * True when the text starts like a typed query, a number ("5 ft to cm", ".5 in mm",
 * ",5 m en pies"), so the expression converter's engine (loaded on demand) is worth loading.
 */
export function looksLikeQuery(text: string): boolean {
  return /^\s*[+-]?[.,]?\d/.test(text);
}

/**
 * A unit's other names in a language's index: [one, other, en], its name after a count
 * of one and of several ("pie", "pies") and its English name ("Foot"). "" is the name
 * itself (up to case), and trailing ones are left out, so the English index carries
 * only what differs ("feet"): the index stays small.
 */
export type SearchNames = [one: string, other?: string, en?: string];

type Base = [name: string, code: string, symbol: string, category: string, categoryTitle: string, rank: number];

/**
 * One searchable unit: [name, code, symbol, category slug, category title, rank] and, where
 * any differs from the name, its other names (SearchNames). Typed text ("5 ft to cm") is
 * answered by the expression converter's engine and its own file (one reader, issue 42).
 */
export type SearchEntry = [...Base] | [...Base, SearchNames];

export interface SearchIndex {
  units: SearchEntry[];
}

/** The other names of a unit worth shipping, or undefined when every one is its name (up to case). */
export function searchNames(name: string, one: string | undefined, other: string | undefined, en: string | undefined): SearchNames | undefined {
  const same = (x: string | undefined): string => (x === undefined || x.toLowerCase() === name.toLowerCase() ? '' : x);
  const out = [same(one), same(other), same(en)];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.length === 0 ? undefined : (out as SearchNames);
}

/**
 * A language's search index: every unit and currency, with its category and rank, in the names of the catalogue given (a localised one for /search-index.<lang>.json),
 * and the English name from `english` where it differs.
 */
export function buildSearchIndex(cat: Catalogue, english?: Catalogue): SearchIndex {
  const units: SearchEntry[] = [];
  for (const c of cat.categories) {
    const enCategory = english?.categoryBySlug.get(c.slug);
    for (const u of c.units) {
      const names = searchNames(u.name, u.one, u.other, enCategory?.unitByCode.get(unitSlug(u.code))?.name);
      const base: Base = [u.name, u.code, u.symbol, c.slug, c.title, u.kind === 'currency' ? DEFAULT_RANK : u.rank];
      units.push(names ? [...base, names] : base);
    }
  }
  return { units };
}

/** What an index entry says: its name, code, symbol, category, rank, and other names. */
export function readSearchEntry(e: SearchEntry): { base: Base; names: SearchNames | undefined } {
  const last = e[e.length - 1];
  const names = Array.isArray(last) ? last : undefined;
  const base = e.slice(0, 6) as Base;
  return { base, names };
}

/** A unit as the search island reads it (components/UnitSearch.tsx), from an index entry or from the page's props. */
export interface SearchUnit {
  /** The name in the page's language. */
  name: string;
  code: string;
  symbol: string;
  category: string;
  categoryTitle: string;
  /** Commonness 1 (everyday) to 5, from the catalogue: ranks the suggestions. */
  rank: number;
  /** The name after a count of one and of several ("pie", "pies") and the English name ("Foot"), where they differ from `name`: typed queries and suggestions read them too. */
  one?: string | undefined;
  other?: string | undefined;
  en?: string | undefined;
}

/** A searchable item: its name, code and symbol, and optionally its other names (forms after a count, English name). */
export interface Searchable {
  name: string;
  code: string;
  symbol: string;
  rank?: number;
  alt?: readonly string[] | undefined;
}

/**
 * How well a query matches: 0 exact name, code or symbol; 1 prefix; 2 word prefix; 3
 * anywhere; -1 not at all. Another name of the unit ("pies", "feet" on the Spanish page)
 * matches like the name.
 */
export function matchTier(item: Searchable, q: string): number {
  const names = [item.name, ...(item.alt ?? [])].map((n) => n.toLowerCase());
  const code = item.code.toLowerCase();
  const sym = item.symbol.toLowerCase();
  if (code === q || sym === q || names.includes(q)) return 0;
  if (code.startsWith(q) || sym.startsWith(q) || names.some((n) => n.startsWith(q))) return 1;
  if (names.some((n) => n.split(/[\s(),-]+/).some((w) => w.startsWith(q)))) return 2;
  if (code.includes(q) || sym.includes(q) || names.some((n) => n.includes(q))) return 3;
  return -1;
}

/**
 * Suggestions (SPEC §2): after `min` characters, at most `max`, matched on name, code or
 * symbol. The match tier and the unit's commonness rank (catalogue data, 1 to 5) are
 * added: "me" offers Meter (prefix, everyday) before Electron Mass (exact code, specialist),
 * while an exact symbol of a common unit ("lb", "Pa") still comes first.
 */
export function suggest<T extends Searchable>(
  items: readonly T[],
  query: string,
  max: number,
  min: number,
): T[] {
  const q = query.trim().toLowerCase();
  if (q.length < min) return [];
  const scored: { item: T; score: number; tier: number; i: number }[] = [];
  items.forEach((item, i) => {
    const tier = matchTier(item, q);
    if (tier >= 0) scored.push({ item, score: tier + (item.rank ?? DEFAULT_RANK), tier, i });
  });
  scored.sort((a, b) => a.score - b.score || a.tier - b.tier || a.item.name.length - b.item.name.length || a.i - b.i);
  return scored.slice(0, max).map((s) => s.item);
}
