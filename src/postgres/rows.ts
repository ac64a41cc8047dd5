/**
 * The catalogue's Postgres rows, declared once: what the seed (src/db/seed.ts) and the
 * importer (src/db/import-postgres.ts) write, with the column lists they write, and what
 * the catalogue reader (src/catalogue/postgres.ts) and the importer read back.
 */

/** A new_categories row as written. */
export interface CategoryInsert {
  slug: string;
  title: string;
  description: string | null;
  icon: string | null;
  /** Place on the home page; NULL sorts after the ordered tiles. */
  home_order: number | null;
}

/** The columns every migrated database has (home_order came with migration 005). */
export const CATEGORY_BASE_COLUMNS = ['slug', 'title', 'description', 'icon'] as const satisfies readonly (keyof CategoryInsert)[];
export const CATEGORY_COLUMNS = [...CATEGORY_BASE_COLUMNS, 'home_order'] as const satisfies readonly (keyof CategoryInsert)[];

/** A new_units row as written: `factor`/`unit_offset` numeric text, the text as written in the *_exact columns (see toStoredExact). */
export interface UnitInsert {
  unit_code: string;
  name: string;
  symbol: string | null;
  factor: string;
  unit_offset: string;
  category_id: string;
  factor_exact: string | null;
  offset_exact: string | null;
  reciprocal: boolean;
  source: string | null;
  /** The source record as JSON text (a jsonb column), or NULL. */
  source_record: string | null;
  exact: boolean;
  rank: number;
}

export const UNIT_COLUMNS = [
  'unit_code',
  'name',
  'symbol',
  'factor',
  'unit_offset',
  'category_id',
  'factor_exact',
  'offset_exact',
  'reciprocal',
  'source',
  'source_record',
  'exact',
  'rank',
] as const satisfies readonly (keyof UnitInsert)[];

/** A new_conversions row as written. */
export interface ConversionInsert {
  slug: string;
  name: string;
  category_id: string;
  from_unit_id: string;
  to_unit_id: string;
  /** The formula's readable text ("ft = m × 3.280839895013123"), NULL when it cannot be written. */
  formula: string | null;
  meta_description: string | null;
  is_popular: boolean;
  sort_order: number;
}

export const CONVERSION_COLUMNS = [
  'slug',
  'name',
  'category_id',
  'from_unit_id',
  'to_unit_id',
  'formula',
  'meta_description',
  'is_popular',
  'sort_order',
] as const satisfies readonly (keyof ConversionInsert)[];

/** A new_currencies row as written; `position` is its place in the seed's currency list. */
export interface CurrencyInsert {
  code: string;
  name: string;
  symbol: string;
  crypto: boolean;
  position: number;
}

export const CURRENCY_COLUMNS = ['code', 'name', 'symbol', 'crypto', 'position'] as const satisfies readonly (keyof CurrencyInsert)[];

/** A new_conversion_overrides row: what the owner set on a derived (currency) conversion. */
export interface OverrideRow {
  category_slug: string;
  slug: string;
  is_popular: boolean | null;
  sort_order: number | null;
  meta_description: string | null;
}

export const OVERRIDE_COLUMNS = ['category_slug', 'slug', 'is_popular', 'sort_order', 'meta_description'] as const satisfies readonly (keyof OverrideRow)[];

/** A new_aliases row as written; `position` is its place in the seed's alias list. */
export interface AliasInsert {
  from_path: string;
  to_path: string;
  position: number;
}

export const ALIAS_COLUMNS = ['from_path', 'to_path', 'position'] as const satisfies readonly (keyof AliasInsert)[];

/** A new_substance_files row as written: a substance file's name ("substances/foods.json") and its JSON. */
export interface SubstanceFileInsert {
  name: string;
  body: string;
}

export const SUBSTANCE_FILE_COLUMNS = ['name', 'body'] as const satisfies readonly (keyof SubstanceFileInsert)[];

/** A new_units row as read back: numbers as text; the columns an older database lacks read as NULL. */
export interface UnitRow {
  id: string;
  unit_code: string;
  name: string;
  symbol: string | null;
  factor: string;
  unit_offset: string | null;
  factor_exact: string | null;
  offset_exact: string | null;
  reciprocal: boolean | null;
  source: string | null;
  /** jsonb, as pg parses it. */
  source_record: unknown;
  exact: boolean | null;
  rank: number | null;
}

/** The extension columns of UnitRow: a database of the original site has none of them. */
export const UNIT_EXTENSION_COLUMNS = ['factor_exact', 'offset_exact', 'reciprocal', 'source', 'source_record', 'exact', 'rank'] as const satisfies readonly (keyof UnitRow)[];

/**
 * The select list of a UnitRow from `new_units u`; `extension(column)` gives the SQL of
 * an extension column (the reader passes NULL for one an older database lacks).
 */
export function unitRowSelect(extension: (column: string) => string = (column) => `u.${column}`): string {
  return [
    'u.id::text AS id, u.unit_code, u.name, u.symbol, u.factor::text AS factor, u.unit_offset::text AS unit_offset',
    ...UNIT_EXTENSION_COLUMNS.map((c) => `${extension(c)} AS ${c}`),
  ].join(', ');
}

/** A new_conversions row joined with its category and units, as the catalogue reader reads it. */
export interface ConversionRow {
  id: string;
  slug: string;
  category_slug: string;
  from_code: string;
  to_code: string;
  /** Whether the from and to units belong to the conversion's category. */
  from_ok: boolean;
  to_ok: boolean;
  is_popular: boolean | null;
  sort_order: number | null;
  meta_description: string | null;
}
