/**
 * The catalogue reader for Postgres (SPEC §7): every catalogue row, as the sources the
 * one schema validates. Connection, row types and the migrations check come from
 * src/postgres/.
 */
import type pg from 'pg';
import type { CatalogueSources, Located, RawConversionRow } from '../core/catalogue.ts';
import { CatalogueError } from '../core/catalogue.ts';
import { parseExact } from '../core/exact.ts';
import { toExponential } from '../core/format.ts';
import { connect, describeTarget, errorText } from '../postgres/connection.ts';
import { missingMigratedObjects, readMigrations } from '../postgres/migrations.ts';
import { type ConversionRow, type OverrideRow, type UnitRow, unitRowSelect } from '../postgres/rows.ts';

/** Rows per page when reading conversions (SPEC §7: ranges of 1000 until a short page). */
export const PAGE_SIZE = 1000;

/**
 * Prefer the exact expression column; check it agrees with the numeric column so a
 * hand-edited row cannot silently disagree with itself.
 */
function exactColumn(
  numeric: string | null,
  exact: string | null,
  at: string,
  field: string,
  problems: string[],
): string | null {
  if (exact === null || exact.trim() === '') return numeric;
  if (numeric === null) return exact;
  try {
    const a = parseExact(exact).value;
    const b = parseExact(numeric).value;
    if (toExponential(a, 24) !== toExponential(b, 24)) {
      problems.push(`${at}: ${field}: ${field}_exact "${exact}" does not match ${field} ${numeric}`);
    }
  } catch {
    // the schema reports the malformed value with its field
  }
  return exact;
}

/** Which optional tables and columns exist: a database of the original site has only SPEC §3's. */
interface Shape {
  tables: Set<string>;
  columns: Set<string>;
}

async function readShape(client: pg.Client): Promise<Shape> {
  const r = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name::text, column_name::text FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name LIKE 'new\\_%'`,
  );
  return {
    tables: new Set(r.rows.map((x) => x.table_name)),
    columns: new Set(r.rows.map((x) => `${x.table_name}.${x.column_name}`)),
  };
}

/** `alias.column`, or NULL when an older database lacks the column. */
function col(shape: Shape, table: string, alias: string, column: string): string {
  return shape.columns.has(`${table}.${column}`) ? `${alias}.${column}` : `NULL`;
}

/** The tables the catalogue cannot do without; stop, naming them, when one is missing or the recorded migrations do not match. */
async function checkSchema(client: pg.Client, shape: Shape, where: string): Promise<void> {
  const missing = ['new_categories', 'new_units', 'new_conversions'].filter((t) => !shape.tables.has(t));
  if (missing.length > 0) {
    throw new CatalogueError([
      `postgres (${where}): table ${missing.join(', ')} does not exist (run npm run db:migrate, then npm run db:seed or npm run units:import)`,
    ]);
  }
  // A table or column its recorded migrations created and that is gone would silently
  // drop what it holds (alias redirects, exact factors) from the site: stop instead.
  const lost = await missingMigratedObjects(client, await readMigrations());
  if (lost.length > 0) {
    throw new CatalogueError([
      `postgres (${where}): the database does not match its recorded migrations (schema_migrations): missing ${lost.join(', ')}. ` +
        'Restore them, or migrate a fresh database with npm run db:migrate and load it again',
    ]);
  }
}

async function readCategories(client: pg.Client, shape: Shape): Promise<Located[]> {
  const cats = await client.query<{ id: string; slug: string; title: string; description: string | null; icon: string | null; home_order: number | null }>(
    `SELECT id::text AS id, slug, title, description, icon, ${col(shape, 'new_categories', 'c', 'home_order')} AS home_order
       FROM new_categories c ORDER BY title, id`,
  );
  return cats.rows.map((r) => ({
    at: `new_categories id=${r.id}`,
    value: { slug: r.slug, title: r.title, description: r.description ?? '', icon: r.icon ?? 'calculator', home_order: r.home_order },
  }));
}

async function readUnits(client: pg.Client, shape: Shape, problems: string[]): Promise<Located[]> {
  const unitRows = await client.query<UnitRow & { category_title: string }>(
    `SELECT ${unitRowSelect((c) => col(shape, 'new_units', 'u', c))}, c.title AS category_title
       FROM new_units u JOIN new_categories c ON c.id = u.category_id
      ORDER BY u.category_id, u.id`,
  );
  return unitRows.rows.map((r) => {
    const at = `new_units id=${r.id}`;
    const value: Record<string, unknown> = {
      name: r.name,
      unit_code: r.unit_code,
      factor: exactColumn(r.factor, r.factor_exact, at, 'factor', problems),
      category: r.category_title,
    };
    if (r.symbol !== null) value['symbol'] = r.symbol;
    const offset = exactColumn(r.unit_offset, r.offset_exact, at, 'unit_offset', problems);
    if (offset !== null) value['unit_offset'] = offset;
    if (r.reciprocal) value['reciprocal'] = true;
    if (r.source !== null) value['source'] = r.source;
    if (r.source_record !== null && r.source_record !== undefined) value['source_record'] = r.source_record;
    // A database of the original site has no exactness column: nothing is claimed exact.
    value['exact'] = r.exact ?? false;
    // Nor a rank column: the schema's default applies.
    if (r.rank !== null) value['rank'] = r.rank;
    return { at, value };
  });
}

/**
 * Pages of PAGE_SIZE rows until a short page, through a cursor of the one ordered
 * query: the same rows and order as ranges by offset, without rescanning skipped rows.
 */
async function readConversions(client: pg.Client, problems: string[]): Promise<Located[]> {
  await client.query(
    `DECLARE catalogue_conversions NO SCROLL CURSOR FOR
     SELECT v.id::text AS id, v.slug, c.slug AS category_slug, f.unit_code AS from_code, t.unit_code AS to_code,
            f.category_id = v.category_id AS from_ok, t.category_id = v.category_id AS to_ok,
            v.is_popular, v.sort_order::float8 AS sort_order, v.meta_description
       FROM new_conversions v
       JOIN new_categories c ON c.id = v.category_id
       JOIN new_units f ON f.id = v.from_unit_id
       JOIN new_units t ON t.id = v.to_unit_id
      ORDER BY v.sort_order, v.id`,
  );
  const conversions: Located[] = [];
  for (;;) {
    const page = await client.query<ConversionRow>(`FETCH ${String(PAGE_SIZE)} FROM catalogue_conversions`);
    for (const r of page.rows) {
      const at = `new_conversions id=${r.id}`;
      if (!r.from_ok || !r.to_ok) {
        problems.push(`${at}: ${r.from_ok ? 'to_unit_id' : 'from_unit_id'}: the unit belongs to another category`);
        continue;
      }
      const value: RawConversionRow = {
        slug: r.slug,
        category: r.category_slug,
        from: r.from_code,
        to: r.to_code,
        is_popular: r.is_popular ?? false,
        sort_order: r.sort_order ?? 0,
        meta_description: r.meta_description,
      };
      conversions.push({ at, value });
    }
    if (page.rows.length < PAGE_SIZE) break;
  }
  await client.query('CLOSE catalogue_conversions');
  return conversions;
}

/** Currencies, aliases and overrides: tables of the extension, read when they exist. */
async function readExtensionTables(client: pg.Client, shape: Shape): Promise<Pick<CatalogueSources, 'currencies' | 'aliases' | 'overrides'>> {
  const currencies: Located[] = [];
  if (shape.tables.has('new_currencies')) {
    const cur = await client.query<{ code: string; name: string; symbol: string; crypto: boolean }>(
      `SELECT code, name, symbol, crypto FROM new_currencies c
        ORDER BY ${col(shape, 'new_currencies', 'c', 'position')} NULLS LAST, code`,
    );
    for (const r of cur.rows) currencies.push({ at: `new_currencies code=${r.code}`, value: { ...r } });
  }
  const aliases: Located[] = [];
  if (shape.tables.has('new_aliases')) {
    const al = await client.query<{ from_path: string; to_path: string }>(
      `SELECT from_path, to_path FROM new_aliases a
        ORDER BY ${col(shape, 'new_aliases', 'a', 'position')} NULLS LAST, from_path`,
    );
    for (const r of al.rows) aliases.push({ at: `new_aliases from_path=${r.from_path}`, value: { from: r.from_path, to: r.to_path } });
  }
  const overrides: Located[] = [];
  if (shape.tables.has('new_conversion_overrides')) {
    const ov = await client.query<OverrideRow>(
      'SELECT category_slug, slug, is_popular, sort_order, meta_description FROM new_conversion_overrides ORDER BY category_slug, slug',
    );
    for (const r of ov.rows) {
      const value: Record<string, unknown> = { category: r.category_slug, slug: r.slug };
      if (r.is_popular !== null) value['is_popular'] = r.is_popular;
      if (r.sort_order !== null) value['sort_order'] = r.sort_order;
      if (r.meta_description !== null) value['meta_description'] = r.meta_description;
      overrides.push({ at: `new_conversion_overrides ${r.category_slug}/${r.slug}`, value });
    }
  }
  return { currencies, aliases, overrides };
}

/** The substance files (migration 014), each one document as the seed JSON has it; none in a database without the table. */
async function readSubstanceFiles(client: pg.Client, shape: Shape): Promise<Located[]> {
  if (!shape.tables.has('new_substance_files')) return [];
  const r = await client.query<{ name: string; body: unknown }>('SELECT name, body FROM new_substance_files ORDER BY name');
  return r.rows.map((row) => ({ at: `new_substance_files name=${row.name}`, value: row.body }));
}

/**
 * Read the catalogue from Postgres the way SPEC §7 describes: categories ordered by
 * title, conversions with their category and both units ordered by sort_order, in
 * pages of 1000 rows until a short page. Everything is read in one repeatable-read
 * transaction, so a concurrent import can never give the build half a catalogue.
 * The extension columns and tables (exact values, currencies, aliases, overrides) are
 * optional, so a database of the original site reads as it is.
 */
export async function readPostgresSources(databaseUrl: string): Promise<CatalogueSources> {
  const client = await connect(databaseUrl);
  const where = describeTarget(databaseUrl);
  const problems: string[] = [];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const shape = await readShape(client);
    await checkSchema(client, shape, where);
    const categories = await readCategories(client, shape);
    const units = await readUnits(client, shape, problems);
    const conversions = await readConversions(client, problems);
    const { currencies, aliases, overrides } = await readExtensionTables(client, shape);
    const substances = await readSubstanceFiles(client, shape);
    await client.query('COMMIT');

    if (problems.length > 0) throw new CatalogueError(problems);
    return { origin: 'postgres', categories, units, currencies, overrides, aliases, conversions, substances };
  } catch (e) {
    if (e instanceof CatalogueError) throw e;
    throw new CatalogueError([`postgres (${where}): ${errorText(e)}`]);
  } finally {
    await client.end().catch(() => undefined);
  }
}
