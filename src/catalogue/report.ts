import type { Catalogue } from '../core/catalogue.ts';
import { languageOf, type Locale } from '../i18n/locales.ts';
import { NAME_KINDS, namesOf, NamesError, type NameKind, type NamesData } from '../i18n/names.ts';

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

/** Per language: how many unit and category names come from each kind of source. */
export interface NamesCounts {
  units: Record<NameKind | 'english', number>;
  categories: Record<NameKind | 'english', number>;
  /** Units with a name in the language (any kind), as a share of all units: 0 to 1. */
  coverage: number;
  /** Keys of the POPULAR_UNITS most popular units that keep their English name. */
  popularEnglish: string[];
}

/** How many of the most popular units must all be named in every language (names-coverage test). */
export const POPULAR_UNITS = 300;

/**
 * The catalogue's units by popularity: commonness rank (1 everyday .. 5 obscure; DEFAULT_RANK
 * where the data gives none), then the catalogue's own order. Keys `<category>/<code>`.
 */
export function unitsByPopularity(cat: Catalogue): string[] {
  const all: { key: string; rank: number; order: number }[] = [];
  for (const c of cat.categories) for (const u of c.units) if (u.kind === 'unit') all.push({ key: `${c.slug}/${u.code}`, rank: u.rank, order: all.length });
  return all.sort((a, b) => a.rank - b.rank || a.order - b.order).map((u) => u.key);
}

export interface NamesReport {
  counts: Record<Locale, NamesCounts>;
  /** Keys that are no catalogue unit or category, and names files that break the rules. */
  problems: string[];
}

const zero = (): Record<NameKind | 'english', number> => Object.fromEntries([...NAME_KINDS, 'english'].map((k) => [k, 0])) as Record<NameKind | 'english', number>;

/**
 * Count, in each language given, the localised names of the catalogue's units (not currencies) and categories by kind,
 * and find names for keys the catalogue does not have. `load` is names.ts's namesOf (tests
 * pass their own); a names file without a source on a name is reported, not thrown.
 */
export function namesReport(cat: Catalogue, locales: readonly Locale[], load: (locale: Locale) => NamesData = namesOf): NamesReport {
  const problems: string[] = [];
  let data: ReadonlyMap<Locale, NamesData>;
  try {
    data = new Map(locales.map((l) => [l, load(l)]));
  } catch (e) {
    if (!(e instanceof NamesError)) throw e;
    return { counts: Object.fromEntries(locales.map((l): [Locale, NamesCounts] => [l, { units: zero(), categories: zero(), coverage: 0, popularEnglish: [] }])), problems: e.message.split('\n') };
  }
  const unitKeys = new Set<string>();
  for (const c of cat.categories) for (const u of c.units) if (u.kind === 'unit') unitKeys.add(`${c.slug}/${u.code}`);
  const counts = {} as Record<Locale, NamesCounts>;
  for (const locale of locales) {
    const d = data.get(locale);
    if (!d) continue;
    const units = zero();
    for (const key of unitKeys) units[d.units.get(key)?.kind ?? 'english']++;
    const categories = zero();
    for (const c of cat.categories) categories[d.categories.get(c.slug)?.kind ?? 'english']++;
    const popular = unitsByPopularity(cat).slice(0, POPULAR_UNITS);
    counts[locale] = {
      units,
      categories,
      coverage: unitKeys.size === 0 ? 1 : 1 - units.english / unitKeys.size,
      popularEnglish: languageOf(locale).isCatalogueLanguage ? [] : popular.filter((k) => !d.units.has(k)),
    };
    for (const key of d.units.keys()) if (!unitKeys.has(key)) problems.push(`data/names/${locale}.json units "${key}": not a unit of the catalogue`);
    for (const key of d.categories.keys()) if (!cat.categoryBySlug.has(key)) problems.push(`data/names/${locale}.json categories "${key}": not a category of the catalogue`);
  }
  return { counts, problems };
}
