import type { Catalogue } from '../core/catalogue.ts';

export interface CatalogueCounts {
  categories: number;
  units: number;
  conversions: number;
  currencies: number;
  currencyConversions: number;
  inexactUnits: number;
  /** Units whose catalogue entry says exact: true (a definition fixes the factor). */
  exactUnits: number;
  /** Units measured, estimated or nominal (exact: false). */
  measuredUnits: number;
}

/** The counts the owner sees: unit categories and units, and currency separately. */
export function countCatalogue(cat: Catalogue): CatalogueCounts {
  let conversions = 0;
  let currencyConversions = 0;
  let inexactUnits = 0;
  let exactUnits = 0;
  let measuredUnits = 0;
  for (const c of cat.categories) {
    if (c.kind === 'currency') currencyConversions += c.conversions.length;
    else conversions += c.conversions.length;
    for (const u of c.units) {
      if (u.kind !== 'unit') continue;
      if (u.exactDefinition) exactUnits++;
      else measuredUnits++;
      if (u.exactDefinition && u.piPower !== 0) inexactUnits++;
    }
  }
  return {
    categories: cat.categories.length,
    units: cat.unitCount,
    conversions,
    currencies: cat.currencies.length,
    currencyConversions,
    inexactUnits,
    exactUnits,
    measuredUnits,
  };
}

/** Data-quality rules for the seed catalogue on top of the schema: every unit names its source. */
export function seedQualityProblems(cat: Catalogue): string[] {
  const problems: string[] = [];
  for (const c of cat.categories) {
    for (const u of c.units) {
      if (u.kind === 'unit' && u.source.trim() === '') {
        problems.push(`${cat.origin}units.json ("${u.name}" in "${c.title}"): source: every seed unit needs its source`);
      }
    }
  }
  return problems;
}
