import type { Category } from './catalogue.ts';

/**
 * Categories in home-tile order: those with a home_order first, by it, then the rest
 * by title (the catalogue's order). The first HOME_TILES show before View all.
 */
export function homeTiles(categories: readonly Category[]): Category[] {
  const ordered = categories.filter((c) => c.homeOrder !== undefined).sort((a, b) => (a.homeOrder ?? 0) - (b.homeOrder ?? 0));
  return [...ordered, ...categories.filter((c) => c.homeOrder === undefined)];
}
