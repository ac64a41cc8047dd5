/**
 * Whether the catalogue an import would leave is still valid: the plan's additions put
 * through the one schema with what the target holds (both targets), and the limit on
 * how many conversions a catalogue may have.
 */
import { buildCatalogue, CatalogueError, type CatalogueSources, type Located } from '../core/catalogue.ts';
import { quoted } from '../core/quote.ts';
import { ImportInputError, type ImportUnit } from './import-input.ts';
import type { ImportPlan } from './import-plan.ts';

/**
 * Most unit conversions (every ordered pair of units in a category is a page) a
 * catalogue may have after an import: about ten times the seed catalogue. Checking and
 * building the catalogue holds every conversion in memory (about 250 bytes each, so
 * 1,000,000 take some 250 MB, and a check builds the catalogue twice), which keeps an
 * import well inside 2 GB; 20 categories of 1,000 units (20 million pages) are refused
 * before anything is read into a catalogue.
 */
export const MAX_CATALOGUE_CONVERSIONS = 1_000_000;

/** A unit as the seed file writes it (the generator input format of SPEC §3). */
export function unitEntry(u: ImportUnit, categoryTitle: string): Record<string, unknown> {
  const e: Record<string, unknown> = { name: u.name };
  if (u.symbol !== undefined) e['symbol'] = u.symbol;
  e['unit_code'] = u.unit_code;
  e['factor'] = u.factor;
  if (u.unit_offset !== undefined) e['unit_offset'] = u.unit_offset;
  e['category'] = categoryTitle;
  if (u.reciprocal) e['reciprocal'] = true;
  if (u.source !== undefined) e['source'] = u.source;
  if (u.source_record !== undefined) e['source_record'] = u.source_record;
  e['exact'] = u.exact;
  if (u.rankGiven) e['rank'] = u.rank;
  return e;
}

/** The plan's new categories and units as catalogue source entries; `categoryAt(i)` names the i-th new category. */
export function planAdditions(plan: ImportPlan, categoryAt: (i: number) => string): { categories: Located[]; units: Located[] } {
  return {
    categories: plan.categories
      .filter((c) => c.isNew)
      .map((c, i) => ({ at: categoryAt(i), value: { slug: c.slug, title: c.title, description: c.description, icon: c.icon } })),
    units: plan.categories.flatMap((c) => c.newUnits.map((u) => ({ at: u.at, value: unitEntry(u, c.title) }))),
  };
}

/** The problems building a catalogue from `src` finds (none when it builds). */
export function problemsOf(src: CatalogueSources): string[] {
  try {
    buildCatalogue(src);
    return [];
  } catch (e) {
    if (e instanceof CatalogueError) return e.problems;
    throw e;
  }
}

/**
 * The problems the catalogue would newly have with the plan's additions (problems it has
 * already are not the import's), by the one schema every source goes through. Both
 * targets use it, so a Postgres import refuses exactly what a JSON import refuses.
 * Conversions are the generated pairs, as in the seed JSON.
 */
export function newCatalogueProblems(src: CatalogueSources, add: { categories: Located[]; units: Located[] }): string[] {
  if (add.units.length === 0 && add.categories.length === 0) return [];
  const { origin, categories, units, currencies, overrides, aliases } = src;
  const base: CatalogueSources = { origin, categories, units, currencies, overrides, aliases };
  const before = new Set(problemsOf(base));
  const after = problemsOf({ ...base, categories: [...base.categories, ...add.categories], units: [...base.units, ...add.units] });
  return after.filter((p) => !before.has(p));
}

/** Refuse a plan that would take the catalogue past MAX_CATALOGUE_CONVERSIONS, naming its largest categories. */
export function checkConversionLimit(plan: ImportPlan, conversions: { total: number; added: number }, label: string): void {
  if (conversions.total <= MAX_CATALOGUE_CONVERSIONS) return;
  throw new ImportInputError('Invalid Data', `the catalogue would have too many conversions; nothing was imported`, [
    `every ordered pair of units in a category is a conversion page: with this file ${label} would have ` +
      `${conversions.total.toLocaleString('en-US')} conversions (${conversions.added.toLocaleString('en-US')} new), ` +
      `more than the limit of ${MAX_CATALOGUE_CONVERSIONS.toLocaleString('en-US')} that a check and a build hold in memory within 2 GB`,
    ...plan.categories
      .filter((c) => c.newUnits.length > 0)
      .sort((a, b) => b.existingUnitCount + b.newUnits.length - (a.existingUnitCount + a.newUnits.length))
      .slice(0, 5)
      .map((c) => {
        const n = c.existingUnitCount + c.newUnits.length;
        return `category ${quoted(c.title)}: ${String(n)} units, ${(n * (n - 1)).toLocaleString('en-US')} conversions`;
      }),
  ]);
}
