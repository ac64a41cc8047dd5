// The steps of building the catalogue (src/core/catalogue.ts `buildCatalogue`): each reads
// one kind of source entry into the catalogue being built and records every problem,
// naming the file or table, the entry and the field.
import type { z } from 'zod';
import type { Alias, AnyUnit, Catalogue, CatalogueSources, Category, Conversion, Currency, Located, RawConversionRow, Unit } from './catalogue.ts';
import { quoted } from './quote.ts';
import { aliasSchema, categorySchema, currencySchema, describeIssues, overrideSchema, unitSchema } from './schema.ts';
import { conversionSlug, SLUG_PATTERN, unitSlug } from './slug.ts';
import { sourceRecordProblems } from './source-record.ts';
import { unitModel } from './unit-model.ts';

export const CURRENCY_SLUG = 'currency';

/** The catalogue being built, and the problems found so far. */
export interface Draft {
  problems: string[];
  categories: Category[];
  bySlug: Map<string, Category>;
  byTitle: Map<string, Category>;
  currencies: Currency[];
  aliases: Alias[];
  /** The units with a source record, checked once every unit of their category is in (checkSourceRecords). */
  recorded: { unit: Unit; cat: Category; where: string }[];
}

export function newDraft(): Draft {
  return { problems: [], categories: [], bySlug: new Map(), byTitle: new Map(), currencies: [], aliases: [], recorded: [] };
}

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

export function addCategories(d: Draft, entries: Located[]): void {
  for (const entry of entries) {
    const c = check(categorySchema, entry, d.problems);
    if (!c) continue;
    if (d.bySlug.has(c.slug)) {
      d.problems.push(`${label(entry)}: slug: duplicate category slug ${quoted(c.slug)}`);
      continue;
    }
    if (d.byTitle.has(c.title.toLowerCase())) {
      d.problems.push(`${label(entry)}: title: duplicate category title ${quoted(c.title)}`);
      continue;
    }
    const homeOrder = c.home_order ?? undefined;
    const sameTile = homeOrder === undefined ? undefined : d.categories.find((o) => o.homeOrder === homeOrder);
    if (sameTile) d.problems.push(`${label(entry)}: home_order: ${String(homeOrder)} is already the home tile of "${sameTile.slug}"`);
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
    d.categories.push(cat);
    d.bySlug.set(cat.slug, cat);
    d.byTitle.set(cat.title.toLowerCase(), cat);
  }
}

// Codes must stay distinct once they are lowercased into URLs ("MB" and "Mb" would collide).
/** Add a unit to its category; false (with the problem recorded) when its code or name is taken. */
function addUnit(d: Draft, cat: Category, u: AnyUnit, entry: Located, field: string): boolean {
  const key = unitSlug(u.code);
  if (cat.unitByCode.has(key)) {
    d.problems.push(`${label(entry)}: ${field}: duplicate code ${quoted(u.code)} in category ${quoted(cat.title)}`);
    return false;
  }
  if (cat.units.some((o) => o.name.toLowerCase() === u.name.toLowerCase())) {
    d.problems.push(`${label(entry)}: name: duplicate unit name ${quoted(u.name)} in category ${quoted(cat.title)}`);
    return false;
  }
  cat.units.push(u);
  cat.unitByCode.set(key, u);
  return true;
}

export function addUnits(d: Draft, entries: Located[]): void {
  for (const entry of entries) {
    const u = check(unitSchema, entry, d.problems);
    if (!u) continue;
    if (u.exact === undefined) {
      d.problems.push(`${label(entry)}: exact: is required (true when a definition fixes the factor exactly, false for a measured or conventional value)`);
      continue;
    }
    const cat = d.byTitle.get(u.category.toLowerCase());
    if (!cat) {
      d.problems.push(`${label(entry)}: category: no category titled ${quoted(u.category)}`);
      continue;
    }
    if (cat.kind === 'currency') {
      d.problems.push(`${label(entry)}: category: currencies come from the currency list, not from units`);
      continue;
    }
    const model = unitModel({
      code: u.unit_code,
      name: u.name,
      symbol: u.symbol,
      factor: u.factor,
      offset: u.unit_offset,
      reciprocal: u.reciprocal === true,
      source: u.source,
      sourceRecord: u.source_record,
      exact: u.exact ?? false,
      rank: u.rank,
    });
    if (addUnit(d, cat, model, entry, 'unit_code') && model.sourceRecord) d.recorded.push({ unit: model, cat, where: label(entry) });
  }
}

/** Every source record's statement against the factors of its category's units (source-record.ts). */
export function checkSourceRecords(d: Draft): void {
  for (const { unit, cat, where } of d.recorded) {
    if (!unit.sourceRecord) continue;
    for (const line of sourceRecordProblems(unit.sourceRecord, unit, cat)) d.problems.push(`${where}: ${line}`);
  }
}

export function addCurrencies(d: Draft, entries: Located[]): void {
  const currencyCat = d.bySlug.get(CURRENCY_SLUG);
  for (const entry of entries) {
    const c = check(currencySchema, entry, d.problems);
    if (!c) continue;
    if (!currencyCat) {
      d.problems.push(`${label(entry)}: there is no category with slug ${quoted(CURRENCY_SLUG)} for currencies`);
      break;
    }
    const cur: Currency = { kind: 'currency', code: c.code, name: c.name, one: c.name, other: c.name, symbol: c.symbol, crypto: c.crypto };
    const before = currencyCat.units.length;
    addUnit(d, currencyCat, cur, entry, 'code');
    if (currencyCat.units.length > before) d.currencies.push(cur);
  }
}

function addConversion(d: Draft, cat: Category, from: AnyUnit, to: AnyUnit, slug: string, where: string): Conversion | undefined {
  if (cat.conversionBySlug.has(slug)) {
    d.problems.push(`${where}: slug: duplicate conversion slug ${quoted(slug)} in category ${quoted(cat.slug)}`);
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
}

/** Every ordered pair of units of a category, for the categories without explicit rows (all of them for the JSON source). */
export function addGeneratedPairs(d: Draft, origin: string, explicitRows: boolean): void {
  for (const cat of d.categories) {
    if (explicitRows && cat.kind === 'units') continue;
    for (const a of cat.units) {
      for (const b of cat.units) {
        if (a !== b) addConversion(d, cat, a, b, conversionSlug(a.code, b.code), `${origin}: pair ${a.code} -> ${b.code} in ${quoted(cat.slug)}`);
      }
    }
  }
}

/** Explicit conversion rows (Postgres) for the unit categories. */
export function addConversionRows(d: Draft, entries: Located[]): void {
  for (const entry of entries) {
    const row = entry.value as RawConversionRow;
    const cat = d.bySlug.get(row.category);
    if (!cat) {
      d.problems.push(`${entry.at}: category_id: no such category`);
      continue;
    }
    const from = cat.unitByCode.get(unitSlug(row.from));
    const to = cat.unitByCode.get(unitSlug(row.to));
    if (!from || !to) {
      d.problems.push(`${entry.at}: ${from ? 'to_unit_id' : 'from_unit_id'}: the unit is not in category ${quoted(cat.slug)}`);
      continue;
    }
    if (from === to) {
      d.problems.push(`${entry.at}: to_unit_id: a conversion needs two different units`);
      continue;
    }
    if (typeof row.slug !== 'string' || !SLUG_PATTERN.test(row.slug)) {
      d.problems.push(`${entry.at}: slug: ${quoted(row.slug)} is not a valid slug`);
      continue;
    }
    const conv = addConversion(d, cat, from, to, row.slug, entry.at);
    if (conv) {
      conv.isPopular = row.is_popular;
      conv.sortOrder = row.sort_order;
      conv.metaDescription = row.meta_description ?? undefined;
    }
  }
}

export function applyOverrides(d: Draft, entries: Located[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    const o = check(overrideSchema, entry, d.problems);
    if (!o) continue;
    const key = `${o.category}/${o.slug}`;
    const conv = d.bySlug.get(o.category)?.conversionBySlug.get(o.slug);
    if (!conv) {
      d.problems.push(`${label(entry)}: slug: no conversion ${quoted(key)}`);
      continue;
    }
    if (seen.has(key)) {
      d.problems.push(`${label(entry)}: slug: duplicate override for ${quoted(key)}`);
      continue;
    }
    seen.add(key);
    if (o.is_popular !== undefined) conv.isPopular = o.is_popular;
    if (o.sort_order !== undefined) conv.sortOrder = o.sort_order;
    if (o.meta_description) conv.metaDescription = o.meta_description;
  }
}

export function addAliases(d: Draft, entries: Located[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    const a = check(aliasSchema, entry, d.problems);
    if (!a) continue;
    const [, , catSlug = '', convSlug] = a.to.split('/');
    const target = d.bySlug.get(catSlug);
    if (!target || (convSlug !== undefined && !target.conversionBySlug.has(convSlug))) {
      d.problems.push(`${label(entry)}: to: ${quoted(a.to)} is not a page of the site`);
      continue;
    }
    const [, , fromCat = '', fromConv] = a.from.split('/');
    const shadow = d.bySlug.get(fromCat);
    if (shadow && (fromConv === undefined || shadow.conversionBySlug.has(fromConv))) {
      d.problems.push(`${label(entry)}: from: ${quoted(a.from)} is already a page; an alias cannot replace it`);
      continue;
    }
    if (seen.has(a.from)) {
      d.problems.push(`${label(entry)}: from: duplicate alias ${quoted(a.from)}`);
      continue;
    }
    seen.add(a.from);
    d.aliases.push(a);
  }
}

/** The finished catalogue: categories by title, each category's conversions by sort order, and the counts. */
export function finish(d: Draft, src: CatalogueSources): Omit<Catalogue, 'substances'> {
  d.categories.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  let conversionCount = 0;
  let unitCount = 0;
  for (const cat of d.categories) {
    cat.conversions.sort((a, b) => a.sortOrder - b.sortOrder);
    conversionCount += cat.conversions.length;
    if (cat.kind === 'units') unitCount += cat.units.length;
  }
  return { origin: src.origin, categories: d.categories, categoryBySlug: d.bySlug, currencies: d.currencies, aliases: d.aliases, conversionCount, unitCount };
}
