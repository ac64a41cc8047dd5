// Migration 011: a database seeded while the Thai and Russian units had symbols in their own
// script ("วา", "фунт", "золотник") gets the romanised symbols and the names the seed JSON now
// has, its conversions renamed and their stored formulas written with the new symbols, and keeps
// what its owner changed.
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
const MIGRATION = '011_romanised_symbols.sql';

type Row = Record<string, unknown>;

/** The fixture with a mass category whose Russian units have the Cyrillic symbols the seed JSON had before migration 011, and a Thai length unit. */
async function oldCatalogue(): Promise<string> {
  const dir = await copyFixture();
  const categories = JSON.parse(await readFile(path.join(dir, 'categories.json'), 'utf8')) as Row[];
  if (!categories.some((c) => c.slug === 'weight-and-mass')) categories.push({ slug: 'weight-and-mass', title: 'Weight and Mass', description: 'Mass.', icon: 'scale' });
  await writeFile(path.join(dir, 'categories.json'), JSON.stringify(categories, null, 2));
  const units = (JSON.parse(await readFile(path.join(dir, 'units.json'), 'utf8')) as Row[]).filter((u) => u.category !== 'Weight and Mass');
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
    unit('Kilogram', 'kg', 'kg', '1', 'Weight and Mass', 'kg'),
    unit('Funt (Russian Pound)', 'фунт', 'funt', '0.40951241', 'Weight and Mass', 'kg'),
    unit('Lot (Russian)', 'лот', 'lot', '0.40951241/32', 'Weight and Mass', 'kg'),
    unit('Zolotnik (Russian)', 'золотник', 'zolotnik', '0.40951241/96', 'Weight and Mass', 'kg'),
    unit('Pood (Russian)', 'пуд', 'pood', '0.40951241*40', 'Weight and Mass', 'kg'),
    unit('Wa (Thai)', 'วา', 'wa', '2', 'Length', 'm'),
  );
  await writeFile(path.join(dir, 'units.json'), JSON.stringify(units, null, 2));
  return dir;
}

describe.skipIf(gate.skip)(`migration 011: romanised symbols${gate.reason}`, () => {
  it('re-symbols and renames the units the seed JSON changed, with their conversions and formulas, and leaves what the owner changed', async () => {
    const url = await createDatabase('romanised');
    const all = await readMigrations();
    expect(all.map((m) => m.name)).toContain(MIGRATION);
    const db = await connect(url);
    try {
      await migrate(
        db,
        all.filter((m) => m.name !== MIGRATION),
      );
      await seedDatabase(db, await readJsonSources(await oldCatalogue()));
      const before = await db.query<{ formula: string }>(
        `SELECT v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id WHERE f.unit_code = 'lot' AND t.unit_code = 'zolotnik'`,
      );
      expect(before.rows[0]?.formula).toContain('золотник');
      expect(before.rows[0]?.formula).toContain('лот');
      // The owner wrote the pood otherwise before the migration: the row is left as it is.
      await db.query(`UPDATE new_units SET symbol = 'pud' WHERE unit_code = 'pood'`);
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
      `SELECT u.unit_code, u.name, u.symbol FROM new_units u JOIN new_categories c ON c.id = u.category_id WHERE c.slug IN ('weight-and-mass', 'length') ORDER BY u.unit_code`,
    );
    const byCode = new Map(units.map((u) => [u.unit_code, { name: u.name, symbol: u.symbol }]));
    for (const code of ['funt', 'lot', 'zolotnik']) expect(byCode.get(code)).toEqual(want('weight-and-mass', code));
    expect(byCode.get('wa')).toEqual(want('length', 'wa'));
    expect(byCode.get('funt')).toEqual({ name: 'Funt (Russian Pound, фунт)', symbol: 'funt' });
    expect(byCode.get('wa')).toEqual({ name: 'Wa (Thai, วา)', symbol: 'wa' });
    // Left as the owner made it.
    expect(byCode.get('pood')).toEqual({ name: 'Pood (Russian)', symbol: 'pud' });
    expect(byCode.get('kg')).toEqual({ name: 'Kilogram', symbol: 'kg' });

    const conversions = await sql<{ from: string; to: string; name: string; formula: string }>(
      url,
      `SELECT f.unit_code AS "from", t.unit_code AS "to", v.name, v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id
        JOIN new_categories c ON c.id = f.category_id WHERE c.slug IN ('weight-and-mass', 'length') ORDER BY f.unit_code, t.unit_code`,
    );
    const conv = new Map(conversions.map((c) => [`${c.from}-${c.to}`, c]));
    expect(conv.get('funt-kg')?.name).toBe('Funt (Russian Pound, фунт) to Kilogram');
    expect(conv.get('kg-zolotnik')?.name).toBe('Kilogram to Zolotnik (Russian, золотник)');
    expect(conv.get('funt-kg')?.formula).toContain('funt');
    // "лот" is inside "золотник": both are rewritten whole, whichever comes first.
    for (const key of ['lot-zolotnik', 'zolotnik-lot']) {
      expect(conv.get(key)?.formula).toContain('zolotnik');
      expect(conv.get(key)?.formula).toMatch(/\blot\b/);
    }
    // No stored formula keeps an old symbol of a migrated unit (the fixture's own Cyrillic verst stays); the owner's pood keeps the seed's formula.
    const old = /фунт|лот|золотник|วา/u;
    expect(conversions.filter((c) => old.test(c.formula)).map((c) => c.formula)).toEqual([]);
    expect(conv.get('pood-kg')?.formula).toContain('пуд');
  });
});
