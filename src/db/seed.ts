/**
 * `npm run db:seed`: load the seed catalogue into Postgres, as the rows of
 * src/postgres/rows.ts, completing what is there and never changing it.
 */
import path from 'node:path';
import { buildCatalogue, type Catalogue, type CatalogueSources, type Category, type Unit } from '../core/catalogue.ts';
import { overrideSchema } from '../core/schema.ts';
import type { Db } from '../postgres/connection.ts';
import {
  ALIAS_COLUMNS,
  SUBSTANCE_FILE_COLUMNS,
  type SubstanceFileInsert,
  type AliasInsert,
  CATEGORY_COLUMNS,
  type CategoryInsert,
  CONVERSION_COLUMNS,
  type ConversionInsert,
  CURRENCY_COLUMNS,
  type CurrencyInsert,
  OVERRIDE_COLUMNS,
  type OverrideRow,
  UNIT_COLUMNS,
} from '../postgres/rows.ts';
import { codeKey, inTransaction, insertRows, WRITE_LOCK } from './sql.ts';
import { conversionFormulaText, unitInsert } from './values.ts';

export interface SeedCount {
  /** Rows written by this run. */
  inserted: number;
  /** Rows of the seed that were already there (left as they are). */
  existing: number;
}

export interface SeedResult {
  categories: SeedCount;
  units: SeedCount;
  conversions: SeedCount;
  currencies: SeedCount;
  overrides: SeedCount;
  aliases: SeedCount;
  /** Substance files (data/substances/): each one document. */
  substances: SeedCount;
}

/** The seed cannot be loaded into this database as it is. */
export class SeedError extends Error {
  override name = 'SeedError';
}

const count = (total: number, inserted: number): SeedCount => ({ inserted, existing: total - inserted });

/** A category's row id by its slug ('' for one that is not there). */
type CategoryIds = (slug: string) => string;

/** Insert the categories, give home_order to those seeded before it existed, and map slugs to ids. */
async function seedCategories(db: Db, categories: Category[]): Promise<{ count: SeedCount; idOf: CategoryIds }> {
  const rows: CategoryInsert[] = categories.map((c) => ({ slug: c.slug, title: c.title, description: c.description, icon: c.icon, home_order: c.homeOrder ?? null }));
  const ins = await insertRows(db, 'new_categories', CATEGORY_COLUMNS, rows);
  // Categories seeded before home_order existed take the seed's tile order; an order the owner set stays.
  const ordered = categories.filter((c) => c.homeOrder !== undefined);
  if (ordered.length > 0) {
    await db.query(
      `UPDATE new_categories c SET home_order = v.home_order
         FROM unnest($1::text[], $2::int[]) AS v(slug, home_order)
        WHERE c.slug = v.slug AND c.home_order IS NULL`,
      [ordered.map((c) => c.slug), ordered.map((c) => c.homeOrder)],
    );
  }
  const catRows = await db.query<{ id: string; slug: string; title: string }>('SELECT id::text AS id, slug, title FROM new_categories');
  const catId = new Map(catRows.rows.map((r) => [r.slug, r.id]));
  for (const c of categories) {
    if (catId.has(c.slug)) continue;
    const other = catRows.rows.find((r) => r.title.toLowerCase() === c.title.toLowerCase());
    throw new SeedError(
      `new_categories id=${other?.id ?? '?'}: slug: the seed category "${c.title}" has slug "${c.slug}", the database has "${other?.slug ?? '?'}" for that title`,
    );
  }
  return { count: count(categories.length, ins.inserted), idOf: (slug) => catId.get(slug) ?? '' };
}

/** Insert the units of the unit categories and map (category slug, unit code) to unit ids. */
async function seedUnits(
  db: Db,
  unitCats: Category[],
  idOf: CategoryIds,
): Promise<{ count: SeedCount; idOfUnit: (catSlug: string, code: string) => string }> {
  const rows = unitCats.flatMap((c) =>
    c.units
      .filter((u): u is Unit => u.kind === 'unit')
      .map((u) =>
        unitInsert({
          code: u.code,
          name: u.name,
          symbol: u.symbol === '' ? null : u.symbol,
          factor: u.factorText,
          offset: u.offsetText,
          category_id: idOf(c.slug),
          reciprocal: u.reciprocal,
          source: u.source === '' ? null : u.source,
          sourceRecord: u.sourceRecord,
          exact: u.exactDefinition,
          rank: u.rank,
        }),
      ),
  );
  const ins = await insertRows(db, 'new_units', UNIT_COLUMNS, rows);
  const ids = await db.query<{ id: string; category_id: string; unit_code: string }>(
    'SELECT id::text AS id, category_id::text AS category_id, unit_code FROM new_units',
  );
  const unitId = new Map(ids.rows.map((r) => [`${r.category_id}\t${codeKey(r.unit_code)}`, r.id]));
  return {
    count: count(rows.length, ins.inserted),
    idOfUnit: (catSlug, code) => unitId.get(`${idOf(catSlug)}\t${codeKey(code)}`) ?? '',
  };
}

/** Insert the unit conversions with the flags, order and meta description the JSON catalogue computes. */
async function seedConversions(
  db: Db,
  unitCats: Category[],
  idOf: CategoryIds,
  idOfUnit: (catSlug: string, code: string) => string,
): Promise<SeedCount> {
  // In catalogue order, so ids break sort_order ties the way the JSON catalogue does.
  const rows: ConversionInsert[] = unitCats.flatMap((c) =>
    c.conversions.map((v) => ({
      slug: v.slug,
      name: v.name,
      category_id: idOf(c.slug),
      from_unit_id: idOfUnit(c.slug, v.from.code),
      to_unit_id: idOfUnit(c.slug, v.to.code),
      formula: conversionFormulaText(v.from, v.to),
      meta_description: v.metaDescription ?? null,
      is_popular: v.isPopular,
      sort_order: v.sortOrder,
    })),
  );
  const ins = await insertRows(db, 'new_conversions', CONVERSION_COLUMNS, rows, { chunk: 5000 });
  return count(rows.length, ins.inserted);
}

/** Currencies, the overrides of derived (currency) conversions, and aliases, in their seed order. */
async function seedLists(
  db: Db,
  catalogue: Catalogue,
  sources: CatalogueSources,
): Promise<Pick<SeedResult, 'currencies' | 'overrides' | 'aliases'>> {
  const currencies: CurrencyInsert[] = catalogue.currencies.map((c, i) => ({ code: c.code, name: c.name, symbol: c.symbol, crypto: c.crypto, position: i }));
  const curIns = await insertRows(db, 'new_currencies', CURRENCY_COLUMNS, currencies);

  // Unit conversions carry their overrides in their rows.
  const derived = new Set(catalogue.categories.filter((c) => c.kind === 'currency').map((c) => c.slug));
  const overrides: OverrideRow[] = sources.overrides
    .map((o) => overrideSchema.parse(o.value))
    .filter((o) => derived.has(o.category))
    .map((o) => ({
      category_slug: o.category,
      slug: o.slug,
      is_popular: o.is_popular ?? null,
      sort_order: o.sort_order ?? null,
      meta_description: o.meta_description ?? null,
    }));
  const ovIns = await insertRows(db, 'new_conversion_overrides', OVERRIDE_COLUMNS, overrides);

  const aliases: AliasInsert[] = catalogue.aliases.map((a, i) => ({ from_path: a.from, to_path: a.to, position: i }));
  const alIns = await insertRows(db, 'new_aliases', ALIAS_COLUMNS, aliases);
  return {
    currencies: count(currencies.length, curIns.inserted),
    overrides: count(overrides.length, ovIns.inserted),
    aliases: count(aliases.length, alIns.inserted),
  };
}

/**
 * Load a seed catalogue (validated by the one schema first) into Postgres, in one
 * transaction: all of it or nothing. Rows that exist already (same category slug, unit
 * code in its category, conversion slug in its category, currency code, alias path)
 * are kept as they are, so a second run inserts nothing and a partly-filled database
 * is completed. Conversion rows get exactly the popular flag, sort order and meta
 * description the JSON catalogue computes, so Postgres and the seed JSON give the same
 * catalogue; currency pairs stay derived, with their overrides in
 * new_conversion_overrides. Multi-row INSERTs keep 90,000 conversions to seconds.
 */
export async function seedDatabase(db: Db, sources: CatalogueSources): Promise<SeedResult> {
  const catalogue = buildCatalogue(sources);
  return inTransaction(db, async () => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
    const categories = await seedCategories(db, catalogue.categories);
    const unitCats = catalogue.categories.filter((c) => c.kind === 'units');
    const units = await seedUnits(db, unitCats, categories.idOf);
    const conversions = await seedConversions(db, unitCats, categories.idOf, units.idOfUnit);
    const lists = await seedLists(db, catalogue, sources);
    // The substance files as documents, named by their place in the seed ("substances/foods.json").
    const files: SubstanceFileInsert[] = (sources.substances ?? []).map((f) => ({ name: path.basename(path.dirname(f.at)) === 'substances' ? `substances/${path.basename(f.at)}` : f.at, body: JSON.stringify(f.value) }));
    const subIns = await insertRows(db, 'new_substance_files', SUBSTANCE_FILE_COLUMNS, files);
    return { categories: categories.count, units: units.count, conversions, ...lists, substances: count(files.length, subIns.inserted) };
  });
}
