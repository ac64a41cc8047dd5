// The conversions a page links: a category's popular ones, those related to a conversion,
// its reverse, and a category's conversions by from-unit.
import type { AnyUnit, Category, Conversion } from './catalogue.ts';

interface CategoryIndex {
  popular: Conversion[];
  byFrom: Map<AnyUnit, Conversion[]>;
  byPair: Map<AnyUnit, Map<AnyUnit, Conversion>>;
}

// Pages ask these questions 90,000 times per build: index each category once.
const indexes = new WeakMap<Category, CategoryIndex>();

function indexOf(cat: Category): CategoryIndex {
  let ix = indexes.get(cat);
  if (!ix) {
    ix = { popular: [], byFrom: new Map(), byPair: new Map() };
    for (const c of cat.conversions) {
      if (c.isPopular) ix.popular.push(c);
      let list = ix.byFrom.get(c.from);
      if (!list) ix.byFrom.set(c.from, (list = []));
      list.push(c);
      let m = ix.byPair.get(c.from);
      if (!m) ix.byPair.set(c.from, (m = new Map<AnyUnit, Conversion>()));
      m.set(c.to, c);
    }
    indexes.set(cat, ix);
  }
  return ix;
}

/** Popular conversions of the category in order (SPEC §2 Popular Conversions). */
export function popularConversions(cat: Category): Conversion[] {
  return indexOf(cat).popular;
}

/** Popular conversions of the category except the current one (SPEC §2), at most `max`. */
export function relatedConversions(conv: Conversion, max: number): Conversion[] {
  return indexOf(conv.category).popular.filter((c) => c !== conv).slice(0, max);
}

/**
 * Other conversions in the category, excluding the current one and `exclude`: those
 * from the same unit first (the most useful next step), then the rest in category order.
 */
export function otherConversions(conv: Conversion, max: number, exclude: Conversion[] = []): Conversion[] {
  const skip = new Set<Conversion>([conv, ...exclude]);
  const out: Conversion[] = [];
  const sameFrom = indexOf(conv.category).byFrom.get(conv.from) ?? [];
  for (const c of sameFrom) {
    if (out.length >= max) return out;
    if (!skip.has(c)) out.push(c);
  }
  for (const c of conv.category.conversions) {
    if (out.length >= max) break;
    if (!skip.has(c) && c.from !== conv.from) out.push(c);
  }
  return out;
}

/** The reverse conversion (to -> from). */
export function reverseOf(conv: Conversion): Conversion | undefined {
  return indexOf(conv.category).byPair.get(conv.to)?.get(conv.from);
}

/** Conversions grouped by their from-unit, in unit order (category page "All Conversions"). */
export function conversionsByFrom(cat: Category): { unit: AnyUnit; conversions: Conversion[] }[] {
  const ix = indexOf(cat);
  return cat.units.map((unit) => ({ unit, conversions: ix.byFrom.get(unit) ?? [] }));
}
