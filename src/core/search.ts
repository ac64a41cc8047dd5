import type { Catalogue } from './catalogue.ts';

/** One searchable unit: [name, code, symbol, category slug, category title]. */
export type SearchEntry = [name: string, code: string, symbol: string, category: string, categoryTitle: string];

export interface SearchIndex {
  units: SearchEntry[];
}

/** The home search index: every unit and currency, with its category. */
export function buildSearchIndex(cat: Catalogue): SearchIndex {
  const units: SearchEntry[] = [];
  for (const c of cat.categories) for (const u of c.units) units.push([u.name, u.code, u.symbol, c.slug, c.title]);
  return { units };
}

/**
 * Suggestions (SPEC §2): after `min` characters, at most `max`, matched on name, code or
 * symbol; exact and prefix matches first.
 */
export function suggest<T extends { name: string; code: string; symbol: string }>(
  items: readonly T[],
  query: string,
  max: number,
  min: number,
): T[] {
  const q = query.trim().toLowerCase();
  if (q.length < min) return [];
  const scored: { item: T; score: number; i: number }[] = [];
  items.forEach((item, i) => {
    const name = item.name.toLowerCase();
    const code = item.code.toLowerCase();
    const sym = item.symbol.toLowerCase();
    let score = -1;
    if (code === q || sym === q || name === q) score = 0;
    else if (name.startsWith(q) || code.startsWith(q) || sym.startsWith(q)) score = 1;
    else if (name.split(/[\s(),-]+/).some((w) => w.startsWith(q))) score = 2;
    else if (name.includes(q) || code.includes(q) || sym.includes(q)) score = 3;
    if (score >= 0) scored.push({ item, score, i });
  });
  scored.sort((a, b) => a.score - b.score || a.item.name.length - b.item.name.length || a.i - b.i);
  return scored.slice(0, max).map((s) => s.item);
}
