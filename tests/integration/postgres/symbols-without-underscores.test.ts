// Migration 010 (issue 41, item 3): a database seeded while unit symbols had underscores
// ("cal_IT", "R_K") gets the symbols and names the seed JSON now has, its conversions renamed
// and their stored formulas written with the new symbols, and keeps what its owner changed.
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
const MIGRATION = '010_symbols_without_underscores.sql';

type Row = Record<string, unknown>;

/** The fixture with an energy and a resistance category whose units have the symbols the seed JSON had before migration 010. */
async function oldCatalogue(): Promise<string> {
  const dir = await copyFixture();
  const categories = JSON.parse(await readFile(path.join(dir, 'categories.json'), 'utf8')) as Row[];
  categories.push(
    { slug: 'energy', title: 'Energy', description: 'Energy.', icon: 'bolt' },
    { slug: 'electrical-resistance', title: 'Electrical Resistance', description: 'Resistance.', icon: 'bolt' },
  );
  await writeFile(path.join(dir, 'categories.json'), JSON.stringify(categories, null, 2));
  const units = JSON.parse(await readFile(path.join(dir, 'units.json'), 'utf8')) as Row[];
  const unit = (name: string, symbol: string, code: string, factor: string, category: string, base: string): Row => ({
    name,
    symbol,
    unit_code: code,
    factor,
    category,
    source: 'test',
    source_record: { citations: [{ document: 'test' }], basis: 'exact', statement: code === base ? [] : [{ value: '1', unit: code }, { value: factor, unit: base }] },
    exact: true,
  });
  units.push(
    unit('Joule', 'J', 'j', '1', 'Energy', 'j'),
    unit('Calorie (International Table)', 'cal_IT', 'cal_it', '4.1868', 'Energy', 'j'),
    unit('Kilocalorie (Thermochemical)', 'kcal_th', 'kcal_th', '4184', 'Energy', 'j'),
    unit('Ohm', 'Ω', 'ohm', '1', 'Electrical Resistance', 'ohm'),
    unit('Von Klitzing Constant (R_K)', 'R_K', 'rk', '25812.80745', 'Electrical Resistance', 'ohm'),
  );
  await writeFile(path.join(dir, 'units.json'), JSON.stringify(units, null, 2));
  return dir;
}

describe.skipIf(gate.skip)(`migration 010: symbols without underscores${gate.reason}`, () => {
  it('re-symbols and renames the units the seed JSON changed, with their conversions and formulas, and leaves what the owner changed', async () => {
    const url = await createDatabase('underscores');
    const all = await readMigrations();
    expect(all.map((m) => m.name)).toContain(MIGRATION);
    const db = await connect(url);
    try {
      // Every other migration, then the old seed.
      await migrate(
        db,
        all.filter((m) => m.name !== MIGRATION),
      );
      await seedDatabase(db, await readJsonSources(await oldCatalogue()));
      const before = await db.query<{ formula: string }>(
        `SELECT v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id WHERE f.unit_code = 'cal_it' AND t.unit_code = 'j'`,
      );
      expect(before.rows[0]?.formula).toContain('cal_IT');
      // The owner wrote the thermochemical kilocalorie otherwise before the migration: the row is left as it is.
      await db.query(`UPDATE new_units SET symbol = 'kcal (thermo)' WHERE unit_code = 'kcal_th'`);
      expect((await migrate(db, all)).applied).toEqual([MIGRATION]);
    } finally {
      await db.end();
    }

    const seed = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
    const want = (slug: string, code: string): { name: string; symbol: string } => {
      const u = seed.categoryBySlug.get(slug)?.units.find((x) => x.code === code);
      return { name: u?.name ?? '', symbol: u?.kind === 'unit' ? u.symbol : '' };
    };
    const units = await sql<{ unit_code: string; name: string; symbol: string }>(
      url,
      `SELECT u.unit_code, u.name, u.symbol FROM new_units u JOIN new_categories c ON c.id = u.category_id WHERE c.slug IN ('energy', 'electrical-resistance') ORDER BY u.unit_code`,
    );
    const byCode = new Map(units.map((u) => [u.unit_code, { name: u.name, symbol: u.symbol }]));
    // As the seed JSON has them now.
    expect(byCode.get('cal_it')).toEqual(want('energy', 'cal_it'));
    expect(byCode.get('cal_it')).toEqual({ name: 'Calorie (International Table)', symbol: 'cal (IT)' });
    expect(byCode.get('rk')).toEqual(want('electrical-resistance', 'rk'));
    expect(byCode.get('rk')).toEqual({ name: 'Von Klitzing Constant', symbol: 'R(K)' });
    // Left as the owner made it.
    expect(byCode.get('kcal_th')).toEqual({ name: 'Kilocalorie (Thermochemical)', symbol: 'kcal (thermo)' });
    expect(byCode.get('j')).toEqual({ name: 'Joule', symbol: 'J' });

    const conversions = await sql<{ from: string; to: string; name: string; formula: string }>(
      url,
      `SELECT f.unit_code AS "from", t.unit_code AS "to", v.name, v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id
        JOIN new_categories c ON c.id = f.category_id WHERE c.slug IN ('energy', 'electrical-resistance') ORDER BY f.unit_code, t.unit_code`,
    );
    const conv = new Map(conversions.map((c) => [`${c.from}-${c.to}`, c]));
    expect(conv.get('rk-ohm')?.name).toBe('Von Klitzing Constant to Ohm');
    expect(conv.get('ohm-rk')?.name).toBe('Ohm to Von Klitzing Constant');
    expect(conv.get('cal_it-j')?.formula).toContain('cal (IT)');
    expect(conv.get('ohm-rk')?.formula).toContain('R(K)');
    // No stored formula of a migrated unit keeps an underscore; the owner's kilocalorie keeps the seed's formula.
    expect(conversions.filter((c) => c.from !== 'kcal_th' && c.to !== 'kcal_th' && c.formula.includes('_'))).toEqual([]);
    expect(conv.get('kcal_th-j')?.formula).toContain('kcal_th');
  });
});
