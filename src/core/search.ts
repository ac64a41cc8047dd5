import type { Catalogue } from './catalogue.ts';
import { DEFAULT_RANK } from './site.ts';

/**
 * True when the text starts like a typed query, a number ("5 ft to cm", ".5 in mm"), so
 * the query module (query.ts, loaded on demand) is worth loading.
 */
export function looksLikeQuery(text: string): boolean {
  return /^\s*[+-]?\.?\d/.test(text);
}

/**
 * One searchable unit: [name, code, symbol, category slug, category title, rank], and for
 * units (not currencies) the exact model a typed query ("5 ft to cm") is answered with:
 * factor, offset, reciprocal (1/0), exactly defined (1/0), exact (1/0), power of pi.
 */
export type SearchEntry =
  | [name: string, code: string, symbol: string, category: string, categoryTitle: string, rank: number]
  | [
      name: string,
      code: string,
      symbol: string,
      category: string,
      categoryTitle: string,
      rank: number,
      factor: string,
      offset: string,
      reciprocal: 0 | 1,
      exactDefinition: 0 | 1,
      exact: 0 | 1,
      piPower: number,
    ];

export interface SearchIndex {
  units: SearchEntry[];
}

/** The home search index: every unit and currency, with its category, rank and exact model. */
export function buildSearchIndex(cat: Catalogue): SearchIndex {
  const units: SearchEntry[] = [];
  for (const c of cat.categories) {
    for (const u of c.units) {
      if (u.kind === 'currency') {
        units.push([u.name, u.code, u.symbol, c.slug, c.title, DEFAULT_RANK]);
      } else {
        const b = (x: boolean): 0 | 1 => (x ? 1 : 0);
        units.push([u.name, u.code, u.symbol, c.slug, c.title, u.rank, u.factorText, u.offsetText, b(u.reciprocal), b(u.exactDefinition), b(u.exactRational), u.piPower]);
      }
    }
  }
  return { units };
}

/** How well a query matches: 0 exact name, code or symbol; 1 prefix; 2 word prefix; 3 anywhere; -1 not at all. */
export function matchTier(item: { name: string; code: string; symbol: string }, q: string): number {
  const name = item.name.toLowerCase();
  const code = item.code.toLowerCase();
  const sym = item.symbol.toLowerCase();
  if (code === q || sym === q || name === q) return 0;
  if (name.startsWith(q) || code.startsWith(q) || sym.startsWith(q)) return 1;
  if (name.split(/[\s(),-]+/).some((w) => w.startsWith(q))) return 2;
  if (name.includes(q) || code.includes(q) || sym.includes(q)) return 3;
  return -1;
}

/**
 * Suggestions (SPEC §2): after `min` characters, at most `max`, matched on name, code or
 * symbol. The match tier and the unit's commonness rank (catalogue data, 1 to 5) are
 * added: "me" offers Meter (prefix, everyday) before Electron Mass (exact code, specialist),
 * while an exact symbol of a common unit ("lb", "Pa") still comes first.
 */
export function suggest<T extends { name: string; code: string; symbol: string; rank?: number }>(
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
