// Shared by the Postgres tests of the data migrations (008, 010, 011): a copy of the fixture
// catalogue with units as the seed JSON had them before the migration, a database migrated up
// to it and seeded from that copy, then migrated, and the rows of the categories it touches,
// beside what the seed JSON has now.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { seedDatabase } from '../../../src/db/seed.ts';
import { connect } from '../../../src/postgres/connection.ts';
import { readMigrations } from '../../../src/postgres/migrations.ts';
import { copyFixture, sql } from './helpers.ts';

export type Row = Record<string, unknown>;

/**
 * A unit entry of the seed JSON, exact, with a source record whose statement is `statement`
 * (pairs of value and unit) or, given the base unit's code, "1 code = factor base" (none for
 * the base unit itself).
 */
export function oldUnit(name: string, symbol: string, code: string, factor: string, category: string, statement: string | [string, string][]): Row {
  const pairs: [string, string][] = typeof statement !== 'string' ? statement : code === statement ? [] : [['1', code], [factor, statement]];
  return {
    name,
    symbol,
    unit_code: code,
    factor,
    category,
    source: 'test',
    source_record: { citations: [{ document: 'test' }], basis: 'exact', statement: pairs.map(([value, unit]) => ({ value, unit })) },
    exact: true,
  };
}

/** A copy of the fixture catalogue with `categories` (those it lacks, and none of its units in them) and `units` added. */
export async function oldCatalogue(categories: Row[], units: Row[]): Promise<string> {
  const dir = await copyFixture();
  const cats = JSON.parse(await readFile(path.join(dir, 'categories.json'), 'utf8')) as Row[];
  const added = categories.filter((c) => !cats.some((x) => x['slug'] === c['slug']));
  await writeFile(path.join(dir, 'categories.json'), JSON.stringify([...cats, ...added], null, 2));
  const titles = new Set(added.map((c) => c['title']));
  const all = (JSON.parse(await readFile(path.join(dir, 'units.json'), 'utf8')) as Row[]).filter((u) => !titles.has(u['category']));
  await writeFile(path.join(dir, 'units.json'), JSON.stringify([...all, ...units], null, 2));
  return dir;
}

/**
 * Apply every migration but `migration` to the empty database at `url` (later ones add the
 * columns today's seed writes), seed it from `seedDir`, run `before` (the owner's edits, checks
 * of the old rows), then migrate: `migration` is there and the one applied.
 */
export async function migrateSeededTheOldWay(url: string, migration: string, seedDir: string, before: (db: pg.Client) => Promise<void>): Promise<void> {
  const all = await readMigrations();
  expect(all.map((m) => m.name)).toContain(migration);
  const db = await connect(url);
  try {
    await migrate(
      db,
      all.filter((m) => m.name !== migration),
    );
    await seedDatabase(db, await readJsonSources(seedDir));
    await before(db);
    expect((await migrate(db, all)).applied).toEqual([migration]);
  } finally {
    await db.end();
  }
}

export interface NameAndSymbol {
  name: string;
  symbol: string;
}

/** The name and symbol data/units.json gives a unit now ('' where it has none). */
export async function seedUnits(): Promise<(slug: string, code: string) => NameAndSymbol> {
  const seed = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
  return (slug, code) => {
    const u = seed.categoryBySlug.get(slug)?.units.find((x) => x.code === code);
    return { name: u?.name ?? '', symbol: u?.kind === 'unit' ? u.symbol : '' };
  };
}

/** The units of the categories `slugs` in the database, by code. */
export async function unitsIn(url: string, slugs: string[]): Promise<Map<string, NameAndSymbol>> {
  const units = await sql<{ unit_code: string; name: string; symbol: string }>(
    url,
    `SELECT u.unit_code, u.name, u.symbol FROM new_units u JOIN new_categories c ON c.id = u.category_id WHERE c.slug = ANY($1) ORDER BY c.slug, u.unit_code`,
    [slugs],
  );
  return new Map(units.map((u) => [u.unit_code, { name: u.name, symbol: u.symbol }]));
}

export interface StoredConversion {
  from: string;
  to: string;
  name: string;
  formula: string;
}

/** The conversions from a unit of the categories `slugs`, in order of their units' codes. */
export function conversionsIn(url: string, slugs: string[]): Promise<StoredConversion[]> {
  return sql<StoredConversion>(
    url,
    `SELECT f.unit_code AS "from", t.unit_code AS "to", v.name, v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id
      JOIN new_categories c ON c.id = f.category_id WHERE c.slug = ANY($1) ORDER BY f.unit_code, t.unit_code`,
    [slugs],
  );
}
