import { buildCatalogue, type CatalogueSources, type Unit } from '../core/catalogue.ts';
import { overrideSchema } from '../core/schema.ts';
import { codeKey, type Db, inTransaction, insertRows, WRITE_LOCK } from './sql.ts';
import { conversionFormula, toStoredExact } from './values.ts';

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
}

/** The seed cannot be loaded into this database as it is. */
export class SeedError extends Error {
  override name = 'SeedError';
}

const count = (total: number, inserted: number): SeedCount => ({ inserted, existing: total - inserted });

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

    const cats = await insertRows(
      db,
      'new_categories',
      ['slug', 'title', 'description', 'icon', 'home_order'],
      catalogue.categories.map((c) => [c.slug, c.title, c.description, c.icon, c.homeOrder ?? null]),
    );
    // Categories seeded before home_order existed take the seed's tile order; an order the owner set stays.
    const ordered = catalogue.categories.filter((c) => c.homeOrder !== undefined);
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
    for (const c of catalogue.categories) {
      if (catId.has(c.slug)) continue;
      const other = catRows.rows.find((r) => r.title.toLowerCase() === c.title.toLowerCase());
      throw new SeedError(
        `new_categories id=${other?.id ?? '?'}: slug: the seed category "${c.title}" has slug "${c.slug}", the database has "${other?.slug ?? '?'}" for that title`,
      );
    }
    const idOf = (slug: string): string => catId.get(slug) ?? '';

    const unitCats = catalogue.categories.filter((c) => c.kind === 'units');
    const units = unitCats.flatMap((c) => c.units.filter((u): u is Unit => u.kind === 'unit').map((u) => ({ c, u })));
    const unitRows = units.map(({ c, u }) => {
      const factor = toStoredExact(u.factorText);
      const offset = toStoredExact(u.offsetText);
      return [
        u.code,
        u.name,
        u.symbol === '' ? null : u.symbol,
        factor.numeric,
        offset.numeric,
        idOf(c.slug),
        factor.exact,
        offset.exact,
        u.reciprocal,
        u.source === '' ? null : u.source,
        u.exactDefinition,
        u.rank,
      ];
    });
    const unitsIns = await insertRows(
      db,
      'new_units',
      ['unit_code', 'name', 'symbol', 'factor', 'unit_offset', 'category_id', 'factor_exact', 'offset_exact', 'reciprocal', 'source', 'exact', 'rank'],
      unitRows,
    );
    const ids = await db.query<{ id: string; category_id: string; unit_code: string }>(
      'SELECT id::text AS id, category_id::text AS category_id, unit_code FROM new_units',
    );
    const unitId = new Map(ids.rows.map((r) => [`${r.category_id}\t${codeKey(r.unit_code)}`, r.id]));
    const idOfUnit = (catSlug: string, code: string): string => unitId.get(`${idOf(catSlug)}\t${codeKey(code)}`) ?? '';

    // In catalogue order, so ids break sort_order ties the way the JSON catalogue does.
    const convRows = unitCats.flatMap((c) =>
      c.conversions.map((v) => [
        v.slug,
        v.name,
        idOf(c.slug),
        idOfUnit(c.slug, v.from.code),
        idOfUnit(c.slug, v.to.code),
        conversionFormula(v.from, v.to),
        v.metaDescription ?? null,
        v.isPopular,
        v.sortOrder,
      ]),
    );
    const convIns = await insertRows(
      db,
      'new_conversions',
      ['slug', 'name', 'category_id', 'from_unit_id', 'to_unit_id', 'formula', 'meta_description', 'is_popular', 'sort_order'],
      convRows,
      { chunk: 5000 },
    );

    const curIns = await insertRows(
      db,
      'new_currencies',
      ['code', 'name', 'symbol', 'crypto', 'position'],
      catalogue.currencies.map((c, i) => [c.code, c.name, c.symbol, c.crypto, i]),
    );

    // Overrides of derived (currency) conversions; unit conversions carry theirs in their rows.
    const derived = new Set(catalogue.categories.filter((c) => c.kind === 'currency').map((c) => c.slug));
    const ovRows = sources.overrides
      .map((o) => overrideSchema.parse(o.value))
      .filter((o) => derived.has(o.category))
      .map((o) => [o.category, o.slug, o.is_popular ?? null, o.sort_order ?? null, o.meta_description ?? null]);
    const ovIns = await insertRows(
      db,
      'new_conversion_overrides',
      ['category_slug', 'slug', 'is_popular', 'sort_order', 'meta_description'],
      ovRows,
    );

    const alIns = await insertRows(
      db,
      'new_aliases',
      ['from_path', 'to_path', 'position'],
      catalogue.aliases.map((a, i) => [a.from, a.to, i]),
    );

    return {
      categories: count(catalogue.categories.length, cats.inserted),
      units: count(unitRows.length, unitsIns.inserted),
      conversions: count(convRows.length, convIns.inserted),
      currencies: count(catalogue.currencies.length, curIns.inserted),
      overrides: count(ovRows.length, ovIns.inserted),
      aliases: count(catalogue.aliases.length, alIns.inserted),
    };
  });
}
