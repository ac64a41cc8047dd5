import type { Category } from './catalogue.ts';

/** A category with an Ultra view: unit categories with at least two units (currencies convert live). */
export function hasUltra(c: Category): boolean {
  return c.kind === 'units' && c.units.length > 1;
}

