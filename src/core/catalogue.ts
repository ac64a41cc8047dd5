import type { z } from 'zod';
import { parseExact } from './exact.ts';
import { quoted } from './quote.ts';
import { Rational } from './rational.ts';
import {
  aliasSchema,
  categorySchema,
  currencySchema,
  DEFAULT_RANK,
  describeIssues,
  overrideSchema,
  unitSchema,
} from './schema.ts';
import { conversionSlug, SLUG_PATTERN, unitSlug } from './slug.ts';

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
}

export interface Unit {
  kind: 'unit';
  code: string;
  name: string;
  symbol: string;
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
  /** Exactly defined and free of pi: the stored factor and offset are the unit itself, to the last digit. */
  exact: boolean;
  /** The factor and offset exactly as written in the data (shipped to islands). */
  factorText: string;
  offsetText: string;
  source: string;
  /** Commonness for search ranking, 1 (everyday) to 5 (obscure); schema.ts `rank`. */
  rank: number;
}

export interface Currency {
  kind: 'currency';
  code: string;
  name: string;
  symbol: string;
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

export const CURRENCY_SLUG = 'currency';

function label(entry: Located): string {
  const v = entry.value as Record<string, unknown> | null;
  const name = v && typeof v === 'object' ? (v['name'] ?? v['title'] ?? v['slug'] ?? v['code']) : undefined;
  return typeof name === 'string' ? `${entry.at} (${quoted(name)})` : entry.at;
}

function check<S extends z.ZodType>(schema: S, entry: Located, problems: string[]): z.output<S> | undefined {
  const r = schema.safeParse(entry.value);
  if (r.success) return r.data;
  for (const line of describeIssues(r.error, entry.value)) problems.push(`${label(entry)}: ${line}`);
  return undefined;
}

/**
 * Validate every entry of every source and build the indexed catalogue. Nothing is
 * dropped: any problem anywhere throws one CatalogueError listing all of them.
 */
export function buildCatalogue(src: CatalogueSources): Catalogue {
  const problems: string[] = [];
  const categories: Category[] = [];
  const bySlug = new Map<string, Category>();
  const byTitle = new Map<string, Category>();

  for (const entry of src.categories) {
    const c = check(categorySchema, entry, problems);
    if (!c) continue;
    if (bySlug.has(c.slug)) {
      problems.push(`${label(entry)}: slug: duplicate category slug ${quoted(c.slug)}`);
      continue;
    }
    if (byTitle.has(c.title.toLowerCase())) {
      problems.push(`${label(entry)}: title: duplicate category title ${quoted(c.title)}`);
      continue;
    }
    const homeOrder = c.home_order ?? undefined;
    const sameTile = homeOrder === undefined ? undefined : categories.find((o) => o.homeOrder === homeOrder);
    if (sameTile) problems.push(`${label(entry)}: home_order: ${String(homeOrder)} is already the home tile of "${sameTile.slug}"`);
    const cat: Category = {
      slug: c.slug,
      title: c.title,
      description: c.description,
      icon: c.icon,
      homeOrder,
      kind: c.slug === CURRENCY_SLUG ? 'currency' : 'units',
      units: [],
      unitByCode: new Map(),
      conversions: [],
      conversionBySlug: new Map(),
    };
    categories.push(cat);
    bySlug.set(cat.slug, cat);
    byTitle.set(cat.title.toLowerCase(), cat);
  }

  // Codes must stay distinct once they are lowercased into URLs ("MB" and "Mb" would collide).
  const addUnit = (cat: Category, u: AnyUnit, entry: Located, field: string): void => {
    const key = unitSlug(u.code);
    if (cat.unitByCode.has(key)) {
      problems.push(`${label(entry)}: ${field}: duplicate code ${quoted(u.code)} in category ${quoted(cat.title)}`);
      return;
    }
    if (cat.units.some((o) => o.name.toLowerCase() === u.name.toLowerCase())) {
      problems.push(`${label(entry)}: name: duplicate unit name ${quoted(u.name)} in category ${quoted(cat.title)}`);
      return;
    }
    cat.units.push(u);
    cat.unitByCode.set(key, u);
  };

  for (const entry of src.units) {
    const u = check(unitSchema, entry, problems);
    if (!u) continue;
    if (u.exact === undefined) {
      problems.push(`${label(entry)}: exact: is required (true when a definition fixes the factor exactly, false for a measured or conventional value)`);
      continue;
    }
    const cat = byTitle.get(u.category.toLowerCase());
    if (!cat) {
      problems.push(`${label(entry)}: category: no category titled ${quoted(u.category)}`);
      continue;
    }
    if (cat.kind === 'currency') {
      problems.push(`${label(entry)}: category: currencies come from the currency list, not from units`);
      continue;
    }
    addUnit(
      cat,
      unitModel({
        code: u.unit_code,
        name: u.name,
        symbol: u.symbol,
        factor: u.factor,
        offset: u.unit_offset,
        reciprocal: u.reciprocal === true,
        source: u.source,
        exact: u.exact ?? false,
        rank: u.rank,
      }),
      entry,
      'unit_code',
    );
  }

  const currencies: Currency[] = [];
  const currencyCat = bySlug.get(CURRENCY_SLUG);
  for (const entry of src.currencies) {
    const c = check(currencySchema, entry, problems);
    if (!c) continue;
    if (!currencyCat) {
      problems.push(`${label(entry)}: there is no category with slug ${quoted(CURRENCY_SLUG)} for currencies`);
      break;
    }
    const cur: Currency = { kind: 'currency', code: c.code, name: c.name, symbol: c.symbol, crypto: c.crypto };
    const before = currencyCat.units.length;
    addUnit(currencyCat, cur, entry, 'code');
    if (currencyCat.units.length > before) currencies.push(cur);
  }

  // Conversions: explicit rows (Postgres) for unit categories, or every ordered pair.
  const addConversion = (cat: Category, from: AnyUnit, to: AnyUnit, slug: string, where: string): Conversion | undefined => {
    if (cat.conversionBySlug.has(slug)) {
      problems.push(`${where}: slug: duplicate conversion slug ${quoted(slug)} in category ${quoted(cat.slug)}`);
      return undefined;
    }
    const conv: Conversion = {
      slug,
      name: `${from.name} to ${to.name}`,
      category: cat,
      from,
      to,
      isPopular: false,
      sortOrder: 1_000_000 + cat.conversions.length, // generated pairs keep their order, after any ranked override
      metaDescription: undefined,
    };
    cat.conversions.push(conv);
    cat.conversionBySlug.set(slug, conv);
    return conv;
  };

  for (const cat of categories) {
    if (src.conversions && cat.kind === 'units') continue;
    for (const a of cat.units) {
      for (const b of cat.units) {
        if (a !== b) addConversion(cat, a, b, conversionSlug(a.code, b.code), `${src.origin}: pair ${a.code} -> ${b.code} in ${quoted(cat.slug)}`);
      }
    }
  }

  if (src.conversions) {
    for (const entry of src.conversions) {
      const row = entry.value as RawConversionRow;
      const cat = bySlug.get(row.category);
      if (!cat) {
        problems.push(`${entry.at}: category_id: no such category`);
        continue;
      }
      const from = cat.unitByCode.get(unitSlug(row.from));
      const to = cat.unitByCode.get(unitSlug(row.to));
      if (!from || !to) {
        problems.push(`${entry.at}: ${from ? 'to_unit_id' : 'from_unit_id'}: the unit is not in category ${quoted(cat.slug)}`);
        continue;
      }
      if (from === to) {
        problems.push(`${entry.at}: to_unit_id: a conversion needs two different units`);
        continue;
      }
      if (typeof row.slug !== 'string' || !SLUG_PATTERN.test(row.slug)) {
        problems.push(`${entry.at}: slug: ${quoted(row.slug)} is not a valid slug`);
        continue;
      }
      const conv = addConversion(cat, from, to, row.slug, entry.at);
      if (conv) {
        conv.isPopular = row.is_popular;
        conv.sortOrder = row.sort_order;
        conv.metaDescription = row.meta_description ?? undefined;
      }
    }
  }

  const seenOverride = new Set<string>();
  for (const entry of src.overrides) {
    const o = check(overrideSchema, entry, problems);
    if (!o) continue;
    const key = `${o.category}/${o.slug}`;
    const conv = bySlug.get(o.category)?.conversionBySlug.get(o.slug);
    if (!conv) {
      problems.push(`${label(entry)}: slug: no conversion ${quoted(key)}`);
      continue;
    }
    if (seenOverride.has(key)) {
      problems.push(`${label(entry)}: slug: duplicate override for ${quoted(key)}`);
      continue;
    }
    seenOverride.add(key);
    if (o.is_popular !== undefined) conv.isPopular = o.is_popular;
    if (o.sort_order !== undefined) conv.sortOrder = o.sort_order;
    if (o.meta_description) conv.metaDescription = o.meta_description;
  }

  const aliases: Alias[] = [];
  const aliasSeen = new Set<string>();
  for (const entry of src.aliases) {
    const a = check(aliasSchema, entry, problems);
    if (!a) continue;
    const [, , catSlug = '', convSlug] = a.to.split('/');
    const target = bySlug.get(catSlug);
    if (!target || (convSlug !== undefined && !target.conversionBySlug.has(convSlug))) {
      problems.push(`${label(entry)}: to: ${quoted(a.to)} is not a page of the site`);
      continue;
    }
    const [, , fromCat = '', fromConv] = a.from.split('/');
    const shadow = bySlug.get(fromCat);
    if (shadow && (fromConv === undefined || shadow.conversionBySlug.has(fromConv))) {
      problems.push(`${label(entry)}: from: ${quoted(a.from)} is already a page; an alias cannot replace it`);
      continue;
    }
    if (aliasSeen.has(a.from)) {
      problems.push(`${label(entry)}: from: duplicate alias ${quoted(a.from)}`);
      continue;
    }
    aliasSeen.add(a.from);
    aliases.push(a);
  }

  if (problems.length > 0) throw new CatalogueError(problems);

  categories.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  let conversionCount = 0;
  let unitCount = 0;
  for (const cat of categories) {
    cat.conversions.sort((a, b) => a.sortOrder - b.sortOrder);
    conversionCount += cat.conversions.length;
    if (cat.kind === 'units') unitCount += cat.units.length;
  }
  return { origin: src.origin, categories, categoryBySlug: bySlug, currencies, aliases, conversionCount, unitCount };
}

/** Look up a conversion by its category and conversion slugs. */
export function findConversion(cat: Catalogue, categorySlug: string, slug: string): Conversion | undefined {
  return cat.categoryBySlug.get(categorySlug)?.conversionBySlug.get(slug);
}

/**
 * The exact model of a unit from its written fields (seed JSON, Postgres row or
 * generator input). Throws ExpressionError when the factor or offset cannot be read.
 */
export function unitModel(f: {
  code: string;
  name: string;
  symbol: string | null | undefined;
  factor: string | number;
  offset: string | number | null | undefined;
  reciprocal: boolean;
  source?: string | undefined;
  /** The catalogue's exactness field; false (nothing claimed) when a source has none. */
  exact: boolean;
  /** Commonness 1 to 5; DEFAULT_RANK when a source has none. */
  rank?: number | null | undefined;
}): Unit {
  const factor = parseExact(f.factor);
  const offset = f.offset === null || f.offset === undefined ? undefined : parseExact(f.offset);
  const rational = factor.exact && (offset?.exact ?? true);
  return {
    kind: 'unit',
    code: f.code,
    name: f.name,
    symbol: f.symbol ?? '',
    factor: factor.value,
    offset: offset?.value ?? Rational.ZERO,
    reciprocal: f.reciprocal,
    exactDefinition: f.exact,
    piPower: factor.piPower,
    exact: f.exact && rational,
    factorText: String(f.factor),
    offsetText: offset && !offset.value.isZero() ? String(f.offset) : '0',
    source: f.source ?? '',
    rank: f.rank ?? DEFAULT_RANK,
  };
}
