// Symbols that do not tell their unit: one symbol written for two units of a category, or a
// unit written with the symbol of a common unit of another category ("mph" for the milliphot).
import type { Catalogue } from './catalogue.ts';

/** One symbol that several units of one category are written with. */
export interface SymbolClash {
  category: string;
  symbol: string;
  /** The units' codes, in catalogue order. */
  units: string[];
}

/** A unit written with the symbol of a common unit (rank 1 or 2) of another category. */
export interface BorrowedSymbol {
  symbol: string;
  /** "category/code" of the unit that borrows the symbol. */
  unit: string;
  /** "category/code" of the common unit whose symbol it is. */
  common: string;
}

/** How two symbols are compared: Unicode NFC, any run of spaces (no-break ones too) as one space. */
export function symbolKey(symbol: string): string {
  return symbol.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

function unitsWithSymbols(catalogue: Catalogue): { category: string; code: string; name: string; key: string; rank: number }[] {
  return catalogue.categories.flatMap((c) =>
    c.units.flatMap((u) => (u.kind === 'unit' && u.symbol !== '' ? [{ category: c.slug, code: u.code, name: u.name, key: symbolKey(u.symbol), rank: u.rank }] : [])),
  );
}

/** Every symbol that two or more units of one category share. Units without a symbol are not compared. */
export function sharedSymbols(catalogue: Catalogue): SymbolClash[] {
  const groups = new Map<string, SymbolClash>();
  for (const u of unitsWithSymbols(catalogue)) {
    const id = `${u.category}\n${u.key}`;
    const g = groups.get(id) ?? { category: u.category, symbol: u.key, units: [] };
    g.units.push(u.code);
    groups.set(id, g);
  }
  return [...groups.values()].filter((g) => g.units.length > 1);
}

/**
 * Every unit written with the symbol of a common unit (rank 1 or 2) of another category: the
 * reader takes it for that unit. The same unit in two categories (the same code and name:
 * the centilitre in Volume and Cooking Volume) is not a clash (the radian and the rad share a
 * code, not a name), nor are units of `sameQuantity`, pairs of
 * category slugs that measure one quantity two ways (a temperature and a temperature
 * difference, both in kelvins).
 */
export function borrowedSymbols(catalogue: Catalogue, sameQuantity: readonly (readonly [string, string])[] = []): BorrowedSymbol[] {
  const units = unitsWithSymbols(catalogue);
  const common = new Map<string, { category: string; code: string; name: string }[]>();
  for (const u of units) if (u.rank <= 2) common.set(u.key, [...(common.get(u.key) ?? []), u]);
  const related = (a: string, b: string): boolean => sameQuantity.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const out: BorrowedSymbol[] = [];
  for (const u of units) {
    for (const c of common.get(u.key) ?? []) {
      if (c.category === u.category || (c.code === u.code && c.name === u.name) || related(c.category, u.category)) continue;
      out.push({ symbol: u.key, unit: `${u.category}/${u.code}`, common: `${c.category}/${c.code}` });
    }
  }
  return out;
}
