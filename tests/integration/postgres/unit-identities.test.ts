// Migration 008 (issue 41, item 5): a database seeded before the unit identities were fixed
// gets the names and symbols the seed JSON now has, loses the mass kip, and keeps what its
// owner changed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { seedDatabase } from '../../../src/db/seed.ts';
import { connect } from '../../../src/postgres/connection.ts';
import { readMigrations } from '../../../src/postgres/migrations.ts';
import { copyFixture, sql, usePostgres } from './helpers.ts';

const { gate, createDatabase } = usePostgres();
const MIGRATION = '008_unit_identities.sql';

type Row = Record<string, unknown>;

/** The fixture with units as the seed JSON had them before migration 008. */
async function oldCatalogue(): Promise<string> {
  const dir = await copyFixture();
  const categories = JSON.parse(await readFile(path.join(dir, 'categories.json'), 'utf8')) as Row[];
  categories.push({ slug: 'weight-and-mass', title: 'Weight and Mass', description: 'Mass.', icon: 'scale' });
  await writeFile(path.join(dir, 'categories.json'), JSON.stringify(categories, null, 2));
  const units = JSON.parse(await readFile(path.join(dir, 'units.json'), 'utf8')) as Row[];
  const unit = (name: string, symbol: string, code: string, factor: string, category: string, statement: [string, string][]): Row => ({
    name,
    symbol,
    unit_code: code,
    factor,
    category,
    source: 'test',
    source_record: { citations: [{ document: 'test' }], basis: 'exact', statement: statement.map(([value, u]) => ({ value, unit: u })) },
    exact: true,
  });
  units.push(
    unit('Ri (Japanese)', '里', 'ri', '10/33*12960', 'Length', [['33', 'ri'], ['129600', 'm']]),
    unit('Li (Chinese Mile)', '里', 'li', '1/3*1500', 'Length', [['1', 'li'], ['500', 'm']]),
    { name: 'Kilogram', symbol: 'kg', unit_code: 'kg', factor: '1', category: 'Weight and Mass', source: 'test', source_record: { citations: [{ document: 'test' }], basis: 'exact', statement: [] }, exact: true },
    unit('Kilopound (Kip)', 'kip', 'kip', '0.45359237*1000', 'Weight and Mass', [['1', 'kip'], ['453.59237', 'kg']]),
  );
  await writeFile(path.join(dir, 'units.json'), JSON.stringify(units, null, 2));
  return dir;
}

describe.skipIf(gate.skip)(`migration 008: unit identities${gate.reason}`, () => {
  it('renames and re-symbols the units the seed JSON changed, with their conversions, and removes the mass kip', async () => {
    const url = await createDatabase('identities');
    const all = await readMigrations();
    expect(all.map((m) => m.name)).toContain(MIGRATION);
    const db = await connect(url);
    try {
      // Every other migration (later ones add the columns today's seed writes), then the old seed.
      await migrate(
        db,
        all.filter((m) => m.name !== MIGRATION),
      );
      await seedDatabase(db, await readJsonSources(await oldCatalogue()));
      // The owner renamed the Chinese li before the migration: the row is left as it is.
      await db.query(`UPDATE new_units SET name = 'Li (market)' WHERE unit_code = 'li'`);
      expect((await migrate(db, all)).applied).toEqual([MIGRATION]);
    } finally {
      await db.end();
    }

    const seed = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
    const want = seed.categoryBySlug.get('length')?.unitByCode.get('ri');
    const units = await sql<{ unit_code: string; name: string; symbol: string }>(
      url,
      `SELECT u.unit_code, u.name, u.symbol FROM new_units u JOIN new_categories c ON c.id = u.category_id WHERE c.slug IN ('length', 'weight-and-mass') ORDER BY c.slug, u.unit_code`,
    );
    const byCode = new Map(units.map((u) => [u.unit_code, u]));
    // As the seed JSON has them now.
    expect(byCode.get('ri')).toEqual({ unit_code: 'ri', name: want?.name, symbol: want?.symbol });
    expect(want).toMatchObject({ name: 'Ri (Japanese, 里)', symbol: 'ri' });
    // Left as the owner made it, and so were the fixture's own shaku ("尺 (Shaku)"), which no seed had.
    expect(byCode.get('li')).toEqual({ unit_code: 'li', name: 'Li (market)', symbol: '里' });
    expect(byCode.get('shaku')).toMatchObject({ name: '尺 (Shaku)', symbol: '尺' });
    expect(byCode.has('kip')).toBe(false);
    expect(byCode.has('kg')).toBe(true);

    const conversions = await sql<{ name: string }>(
      url,
      `SELECT v.name FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id WHERE (f.unit_code, t.unit_code) IN (('ri', 'm'), ('m', 'ri')) ORDER BY f.unit_code`,
    );
    expect(conversions.map((c) => c.name)).toEqual(['Meter to Ri (Japanese, 里)', 'Ri (Japanese, 里) to Meter']);
    const kipRows = await sql<{ n: string }>(url, `SELECT count(*)::text AS n FROM new_conversions WHERE name LIKE '%Kip%'`);
    expect(kipRows[0]?.n).toBe('0');
  });
});
