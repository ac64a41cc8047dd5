// The catalogue: its types, and `buildCatalogue`, which validates every source entry and
// indexes the result (the steps are in catalogue-steps.ts, a unit's exact model in
// unit-model.ts).
import { addAliases, addCategories, addConversionRows, addCurrencies, addGeneratedPairs, addUnits, applyOverrides, checkSourceRecords, finish, newDraft } from './catalogue-steps.ts';
import type { Rational } from './rational.ts';
import type { SourceRecord } from './source-record.ts';
import { buildSubstances, type Substances } from './substance/model.ts';
import { MEASURES, measureFactor } from './substance/measures.ts';
import { unitSlug } from './slug.ts';

export { CURRENCY_SLUG } from './catalogue-steps.ts';
export { unitModel } from './unit-model.ts';

/** One raw entry and where it came from ("data/units.json #12", "new_units id=7"). */
export interface Located {
  at: string;
  value: unknown;
}

/** An explicit conversion row (from Postgres); the JSON source derives every pair instead. */
export interface RawConversionRow {
  slug: string;
  category: string;
  from: string;
  to: string;
  is_popular: boolean;
  sort_order: number;
  meta_description?: string | null;
}

export interface CatalogueSources {
  /** Shown in messages and in the build report: "data/*.json" or "postgres". */
  origin: string;
  categories: Located[];
  units: Located[];
  currencies: Located[];
  overrides: Located[];
  aliases: Located[];
  conversions?: Located[];
  /** The substance files (data/substances/*.json, each one entry), or none. */
  substances?: Located[];
}

/** What a unit and a currency are both called: code, name with its count forms and gender, symbol. */
export interface NamedEntry {
  code: string;
  name: string;
  /** The name as a sentence writes it after a count of one and of several ("inch", "inches"): CLDR's unit patterns where they name the unit, else the name. */
  one: string;
  other: string;
  /** Grammatical gender of the name in a language that has one (a localised catalogue): articles, agreement. */
  gender?: 'masculine' | 'feminine' | 'neuter' | undefined;
  symbol: string;
}

export interface Unit extends NamedEntry {
  kind: 'unit';
  factor: Rational;
  offset: Rational;
  reciprocal: boolean;
  /**
   * The catalogue's word (the `exact` field beside the source): true when a definition
   * fixes the factor and offset exactly, false for a measured or conventional value.
   */
  exactDefinition: boolean;
  /** Net power of pi in the factor (0 for most units): equal powers cancel in a ratio. */
  piPower: number;
  /**
   * Exactly defined and free of pi: the stored factor and offset are exact rationals, the
   * unit itself to the last digit (the data's `exact` is `exactDefinition`).
   */
  exactRational: boolean;
  /** The factor and offset exactly as written in the data (shipped to islands). */
  factorText: string;
  offsetText: string;
  source: string;
  /** The source as data (source-record.ts): what pages show, in their language; checked against the factors. */
  sourceRecord: SourceRecord | undefined;
  /** Commonness for search ranking, 1 (everyday) to 5 (obscure); schema.ts `rank`. */
  rank: number;
}

export interface Currency extends NamedEntry {
  kind: 'currency';
  crypto: boolean;
}

export type AnyUnit = Unit | Currency;

export interface Conversion {
  slug: string;
  name: string;
  category: Category;
  from: AnyUnit;
  to: AnyUnit;
  isPopular: boolean;
  sortOrder: number;
  metaDescription: string | undefined;
}

export interface Category {
  slug: string;
  title: string;
  /** The tab bar's short label (a localised catalogue), where the title is too long for it. */
  short?: string | undefined;
  /** Grammatical gender of the title in a language that has one (a localised catalogue). */
  gender?: 'masculine' | 'feminine' | 'neuter' | undefined;
  description: string;
  icon: string;
  /** Position among the home tiles (data field home_order); undefined sorts after, by title. */
  homeOrder: number | undefined;
  kind: 'units' | 'currency';
  units: AnyUnit[];
  unitByCode: Map<string, AnyUnit>;
  /** Ordered by sort order, then generation order. */
  conversions: Conversion[];
  conversionBySlug: Map<string, Conversion>;
}

export interface Alias {
  from: string;
  to: string;
}

export interface Catalogue {
  origin: string;
  /** Ordered by title (SPEC §7). */
  categories: Category[];
  categoryBySlug: Map<string, Category>;
  currencies: Currency[];
  aliases: Alias[];
  conversionCount: number;
  unitCount: number;
  /** What is measured, with sources (src/core/substance/). */
  substances: Substances;
}

/** Every problem found in a catalogue, each naming the file or table, the entry and the field. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
  readonly problems: string[];
  constructor(problems: string[]) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n  ... and ${String(problems.length - shown.length)} more` : '';
    super(`The catalogue has ${String(problems.length)} problem(s):\n  ${shown.join('\n  ')}${more}`);
    this.problems = problems;
  }
}

/**
 * Validate every entry of every source and build the indexed catalogue. Nothing is
 * dropped: any problem anywhere throws one CatalogueError listing all of them.
 */
export function buildCatalogue(src: CatalogueSources): Catalogue {
  const d = newDraft();
  addCategories(d, src.categories);
  addUnits(d, src.units);
  checkSourceRecords(d);
  addCurrencies(d, src.currencies);
  // Conversions: explicit rows (Postgres) for unit categories, or every ordered pair.
  addGeneratedPairs(d, src.origin, src.conversions !== undefined);
  if (src.conversions) addConversionRows(d, src.conversions);
  applyOverrides(d, src.overrides);
  addAliases(d, src.aliases);
  const { substances, problems } = buildSubstances(src.substances ?? []);
  d.problems.push(...problems);
  if (d.problems.length > 0) throw new CatalogueError(d.problems);
  const cat = { ...finish(d, src), substances };
  checkMeasures(cat);
  return cat;
}

/** Each substance measure's factor is its catalogue unit's, where the catalogue holds the unit. */
function checkMeasures(cat: Catalogue): void {
  const problems: string[] = [];
  for (const m of MEASURES) {
    const u = cat.categoryBySlug.get(m.category)?.unitByCode.get(unitSlug(m.code));
    if (u?.kind === 'unit' && !u.factor.equals(measureFactor(m.code))) problems.push(`src/core/substance/measures.ts: ${m.code} is ${m.factorText}, the catalogue's ${u.factorText}`);
  }
  if (problems.length > 0) throw new CatalogueError(problems);
}
