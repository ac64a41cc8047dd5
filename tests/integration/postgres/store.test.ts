// Postgres as the catalogue source: migrations, the seed, and the reader against a real server.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { DEFAULT_DATA_DIR, readJsonSources } from '../../../src/catalogue/json.ts';
import { CatalogueError } from '../../../src/core/catalogue.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { seedDatabase } from '../../../src/db/seed.ts';
import { connect } from '../../../src/postgres/connection.ts';
import { readMigrations } from '../../../src/postgres/migrations.ts';
import { fingerprint, runCli, SMALL, snapshot, sql, tempDir, usePostgres } from './helpers.ts';

const { gate, createDatabase, database } = usePostgres();

async function problemsOf(p: Promise<unknown>): Promise<string[]> {
  try {
    await p;
  } catch (e) {
    if (e instanceof CatalogueError) return e.problems;
    throw e;
  }
  throw new Error('expected a CatalogueError');
}

describe.skipIf(gate.skip)(`Postgres catalogue store${gate.reason}`, () => {
  it('db:migrate applies every migration once; a second run changes nothing', async () => {
    const url = await createDatabase('migrate');
    const first = await runCli('db-migrate.ts', ['--json'], { DATABASE_URL: url });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const files = (await readMigrations()).map((m) => m.name);
    expect(JSON.parse(first.stdout)).toMatchObject({ applied: files, alreadyApplied: [] });
    const before = await fingerprint(url);

    const second = await runCli('db-migrate.ts', [], { DATABASE_URL: url });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`0 applied, ${String(files.length)} already applied`);
    expect(await fingerprint(url)).toEqual(before);
    const recorded = await sql<{ name: string }>(url, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(files);
  });

  it('a failing migration is rolled back, names its file and line, and is retried next time', async () => {
    const url = await createDatabase('badmigration');
    const dir = await tempDir('migrations');
    await writeFile(path.join(dir, '001_ok.sql'), 'CREATE TABLE a (id int);\n');
    await writeFile(path.join(dir, '002_bad.sql'), 'CREATE TABLE b (id int);\nCREATE TABLE oops (id nosuchtype);\n');
    const db = await connect(url);
    try {
      await expect(migrate(db, await readMigrations(dir))).rejects.toThrow(/002_bad\.sql \(line 2\): type "nosuchtype" does not exist/);
      const tables = await db.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE tablename IN ('a', 'b') ORDER BY 1`);
      expect(tables.rows.map((r) => r.t)).toEqual(['a']);
      await writeFile(path.join(dir, '002_bad.sql'), 'CREATE TABLE b (id int);\n');
      expect((await migrate(db, await readMigrations(dir))).applied).toEqual(['002_bad.sql']);
    } finally {
      await db.end();
    }
  });

  it('db:seed loads the seed catalogue; a second run inserts nothing', async () => {
    const url = await database('seed');
    const first = await runCli('db-seed.ts', ['--json', '--data-dir', SMALL], { DATABASE_URL: url });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const r1 = JSON.parse(first.stdout) as Record<string, { inserted: number; existing: number }>;
    expect(r1['categories']).toEqual({ inserted: 4, existing: 0 });
    expect(r1['units']).toEqual({ inserted: 17, existing: 0 });
    expect(r1['conversions']).toEqual({ inserted: 10 * 9 + 4 * 3 + 3 * 2, existing: 0 });
    expect(r1['currencies']).toEqual({ inserted: 4, existing: 0 });
    expect(r1['overrides']).toEqual({ inserted: 2, existing: 0 });
    expect(r1['aliases']).toEqual({ inserted: 3, existing: 0 });
    // Issue 44: the substance files, each one document.
    expect(r1['substances']).toEqual({ inserted: 2, existing: 0 });
    const before = await fingerprint(url);

    const second = await runCli('db-seed.ts', ['--json', '--data-dir', SMALL], { DATABASE_URL: url });
    expect(second.code).toBe(0);
    const r2 = JSON.parse(second.stdout) as Record<string, { inserted: number }>;
    for (const t of ['categories', 'units', 'conversions', 'currencies', 'overrides', 'aliases', 'substances']) expect(r2[t]?.inserted).toBe(0);
    expect(await fingerprint(url)).toEqual(before);
  });

  it('the catalogue read from Postgres equals the seed-JSON catalogue it was seeded from (the site build is compared in site-build.test.ts)', async () => {
    const url = await database('equal', SMALL);
    const fromJson = await loadCatalogue({ databaseUrl: '', dataDir: SMALL });
    const fromPg = await loadCatalogue({ databaseUrl: url });
    expect(fromPg.origin).toBe('postgres');
    expect(snapshot(fromPg)).toEqual(snapshot(fromJson));
    // The page set: every category and conversion URL, and the redirects.
    const pages = (c: typeof fromPg): string[] =>
      c.categories.flatMap((cat) => [`/convert/${cat.slug}`, ...cat.conversions.map((v) => `/convert/${cat.slug}/${v.slug}`)]);
    expect(pages(fromPg)).toEqual(pages(fromJson));
    // Names with quotes, angle brackets, SQL and non-Latin letters come back verbatim.
    const length = fromPg.categoryBySlug.get('length');
    expect(length?.units.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Foot "survey" <US>', "Rod'); DROP TABLE new_units;--", '尺 (Shaku)', 'Верста']),
    );
    expect(length?.conversionBySlug.get('m-to-ft')?.metaDescription).toBe('Convert meters to feet: "exact" & <fast>.');
    // Non-terminating factors: numeric holds 40 significant digits, the expression is kept.
    const rows = await sql<{ unit_code: string; factor: string; factor_exact: string | null }>(
      url,
      `SELECT unit_code, factor::text AS factor, factor_exact FROM new_units WHERE unit_code IN ('shaku', 'm', 'km', 'hm', 'rod') ORDER BY unit_code`,
    );
    expect(rows).toEqual([
      { unit_code: 'hm', factor: '100', factor_exact: '1e2' },
      { unit_code: 'km', factor: '1000', factor_exact: null },
      { unit_code: 'm', factor: '1', factor_exact: null },
      { unit_code: 'rod', factor: '5.0292', factor_exact: '0.3048*16.5' },
      { unit_code: 'shaku', factor: '0.303030303030303030303030303030303030303', factor_exact: '10/33' },
    ]);
    const formula = await sql<{ formula: string }>(url, `SELECT formula FROM new_conversions WHERE slug = 'celsius-to-fahrenheit'`);
    expect(formula[0]?.formula).toBe('value in °F = value in °C × 1.8 + 32');
  });

  it('db:seed completes a partly-filled database', async () => {
    // The first three units of Length only, then the whole seed.
    const part = await tempDir('seed-part');
    const read = async (f: string): Promise<unknown[]> => JSON.parse(await readFile(path.join(SMALL, f), 'utf8')) as unknown[];
    await writeFile(path.join(part, 'categories.json'), JSON.stringify((await read('categories.json')).slice(0, 1)));
    await writeFile(path.join(part, 'units.json'), JSON.stringify((await read('units.json')).slice(0, 3)));
    const url = await database('partly', part);
    expect((await sql<{ n: string }>(url, 'SELECT count(*) AS n FROM new_conversions'))[0]?.n).toBe('6');

    const db = await connect(url);
    try {
      const r = await seedDatabase(db, await readJsonSources(SMALL));
      expect(r.categories).toEqual({ inserted: 3, existing: 1 });
      expect(r.units).toEqual({ inserted: 14, existing: 3 });
      expect(r.conversions).toEqual({ inserted: 108 - 6, existing: 6 });
    } finally {
      await db.end();
    }
    const fromJson = await loadCatalogue({ databaseUrl: '', dataDir: SMALL });
    const fromPg = await loadCatalogue({ databaseUrl: url });
    const slugs = (c: typeof fromPg): string[] => c.categories.flatMap((cat) => cat.conversions.map((v) => `${cat.slug}/${v.slug}`)).sort();
    expect(slugs(fromPg)).toEqual(slugs(fromJson));
  });

  it('reads a database of the original site (SPEC §3 columns only) as it is', async () => {
    const url = await createDatabase('original');
    await sql(
      url,
      `CREATE TABLE new_categories (id serial PRIMARY KEY, slug text, title text, description text, icon text);
       CREATE TABLE new_units (id serial PRIMARY KEY, unit_code text, name text, symbol text, factor numeric, unit_offset numeric DEFAULT 0, category_id int);
       CREATE TABLE new_conversions (id serial PRIMARY KEY, slug text, name text, category_id int, from_unit_id int, to_unit_id int,
         formula text, meta_description text, is_popular boolean DEFAULT false, sort_order int DEFAULT 0);
       INSERT INTO new_categories (slug, title, description, icon) VALUES ('length', 'Length', 'Distance', NULL);
       INSERT INTO new_units (unit_code, name, symbol, factor, unit_offset, category_id) VALUES ('m', 'Meter', 'm', 1, 0, 1), ('ft', 'Foot', NULL, 0.3048, NULL, 1);
       INSERT INTO new_conversions (slug, name, category_id, from_unit_id, to_unit_id, is_popular, sort_order)
         VALUES ('m-to-ft', 'Meter to Foot', 1, 1, 2, true, 1), ('ft-to-m', 'Foot to Meter', 1, 2, 1, false, 2);`,
    );
    const c = await loadCatalogue({ databaseUrl: url });
    const length = c.categoryBySlug.get('length');
    expect(length?.icon).toBe('calculator');
    expect(length?.conversions.map((v) => [v.slug, v.isPopular])).toEqual([
      ['m-to-ft', true],
      ['ft-to-m', false],
    ]);
    expect(c.currencies).toEqual([]);
    // ... and db:migrate adopts it: tables kept, the extensions added.
    const m = await runCli('db-migrate.ts', [], { DATABASE_URL: url });
    expect(m.stderr).toBe('');
    expect(m.code).toBe(0);
    expect(snapshot(await loadCatalogue({ databaseUrl: url }))).toEqual(snapshot(c));
  });

  it('a row that fails the catalogue schema stops the read, naming the table, the row and the field', async () => {
    const url = await database('badrow', SMALL);
    const [ft] = await sql<{ id: string }>(url, `UPDATE new_units SET factor_exact = 'three' WHERE unit_code = 'ft' RETURNING id::text AS id`);
    const [km] = await sql<{ id: string }>(url, `UPDATE new_units SET symbol = repeat('x', 41) WHERE unit_code = 'km' RETURNING id::text AS id`);
    const [cat] = await sql<{ id: string }>(url, `UPDATE new_categories SET icon = repeat('i', 41) WHERE slug = 'temperature' RETURNING id::text AS id`);
    const problems = await problemsOf(loadCatalogue({ databaseUrl: url }));
    expect(problems).toEqual(
      expect.arrayContaining([
        `new_units id=${ft?.id ?? ''} ("Foot"): factor: "three" is not a number or an exact expression (like "0.0254", "5/9" or "0.3048^3")`,
        `new_units id=${km?.id ?? ''} ("Kilometer"): symbol: must be at most 40 characters`,
        expect.stringMatching(new RegExp(`^new_categories id=${cat?.id ?? ''} \\("Temperature"\\): icon: `)),
      ]),
    );
  });

  it('numeric and its exact expression must agree', async () => {
    const url = await database('disagree', SMALL);
    const [row] = await sql<{ id: string }>(url, `UPDATE new_units SET factor = 0.3 WHERE unit_code = 'shaku' RETURNING id::text AS id`);
    expect(await problemsOf(loadCatalogue({ databaseUrl: url }))).toEqual([
      `new_units id=${row?.id ?? ''}: factor: factor_exact "10/33" does not match factor 0.3`,
    ]);
  });

  it('a database that cannot be reached stops with a message naming the server', async () => {
    expect(await problemsOf(loadCatalogue({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/units' }))).toEqual([
      expect.stringMatching(/^postgres: cannot connect to 127\.0\.0\.1:1\/units: .*ECONNREFUSED/),
    ]);
    const url = await createDatabase('empty');
    expect(await problemsOf(loadCatalogue({ databaseUrl: url }))).toEqual([
      expect.stringMatching(/table new_categories, new_units, new_conversions does not exist \(run npm run db:migrate/),
    ]);
  });

  it('seeds the full data/ catalogue fast and reads the same catalogue back', async () => {
    const fromJson = await loadCatalogue({ databaseUrl: '', dataDir: DEFAULT_DATA_DIR });
    const url = await database('full');
    const t0 = performance.now();
    const seeded = await runCli('db-seed.ts', ['--json'], { DATABASE_URL: url, CATALOGUE_DIR: undefined });
    const seedMs = performance.now() - t0;
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    const t1 = performance.now();
    const fromPg = await loadCatalogue({ databaseUrl: url });
    const readMs = performance.now() - t1;
    console.log(
      `full data/: ${String(fromJson.unitCount)} units, ${String(fromJson.conversionCount)} conversions; seed ${seedMs.toFixed(0)} ms (process), read ${readMs.toFixed(0)} ms`,
    );
    expect(snapshot(fromPg)).toEqual(snapshot(fromJson));
    // Issue 44: the substances come back from Postgres as the seed JSON has them: every value, density and source.
    const substances = (c: typeof fromPg): string[] => c.substances.list.map((s) => `${s.slug} ${s.names.de.text} ${s.values.map((v) => `${v.entry.id}=${v.density.toString()}@${v.source.title}`).join(' ')}`);
    expect(fromPg.substances.list.length).toBeGreaterThan(200);
    expect(substances(fromPg)).toEqual(substances(fromJson));
    expect(seedMs).toBeLessThan(30_000);
  }, 120_000);
});
