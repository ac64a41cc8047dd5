// Migration 011: a database seeded while the Thai and Russian units had symbols in their own
// script ("วา", "фунт", "золотник") gets the romanised symbols and the names the seed JSON now
// has, its conversions renamed and their stored formulas written with the new symbols, and keeps
// what its owner changed.
import { describe, expect, it } from 'vitest';
import { usePostgres } from './helpers.ts';
import { conversionsIn, migrateSeededTheOldWay, oldCatalogue, oldUnit, seedUnits, unitsIn } from './seeded-the-old-way.ts';

const { gate, createDatabase } = usePostgres();
const MIGRATION = '011_romanised_symbols.sql';
const SLUGS = ['weight-and-mass', 'length'];

/** The fixture with a mass category whose Russian units have the Cyrillic symbols the seed JSON had before migration 011, and a Thai length unit. */
function oldScripts(): Promise<string> {
  return oldCatalogue(
    [{ slug: 'weight-and-mass', title: 'Weight and Mass', description: 'Mass.', icon: 'scale' }],
    [
      oldUnit('Kilogram', 'kg', 'kg', '1', 'Weight and Mass', 'kg'),
      oldUnit('Funt (Russian Pound)', 'фунт', 'funt', '0.40951241', 'Weight and Mass', 'kg'),
      oldUnit('Lot (Russian)', 'лот', 'lot', '0.40951241/32', 'Weight and Mass', 'kg'),
      oldUnit('Zolotnik (Russian)', 'золотник', 'zolotnik', '0.40951241/96', 'Weight and Mass', 'kg'),
      oldUnit('Pood (Russian)', 'пуд', 'pood', '0.40951241*40', 'Weight and Mass', 'kg'),
      oldUnit('Wa (Thai)', 'วา', 'wa', '2', 'Length', 'm'),
    ],
  );
}

describe.skipIf(gate.skip)(`migration 011: romanised symbols${gate.reason}`, () => {
  it('re-symbols and renames the units the seed JSON changed, with their conversions and formulas, and leaves what the owner changed', async () => {
    const url = await createDatabase('romanised');
    await migrateSeededTheOldWay(url, MIGRATION, await oldScripts(), async (db) => {
      const before = await db.query<{ formula: string }>(
        `SELECT v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id WHERE f.unit_code = 'lot' AND t.unit_code = 'zolotnik'`,
      );
      expect(before.rows[0]?.formula).toContain('золотник');
      expect(before.rows[0]?.formula).toContain('лот');
      // The owner wrote the pood otherwise before the migration: the row is left as it is.
      await db.query(`UPDATE new_units SET symbol = 'pud' WHERE unit_code = 'pood'`);
    });

    const want = await seedUnits();
    const byCode = await unitsIn(url, SLUGS);
    for (const code of ['funt', 'lot', 'zolotnik']) expect(byCode.get(code)).toEqual(want('weight-and-mass', code));
    expect(byCode.get('wa')).toEqual(want('length', 'wa'));
    expect(byCode.get('funt')).toEqual({ name: 'Funt (Russian Pound, фунт)', symbol: 'funt' });
    expect(byCode.get('wa')).toEqual({ name: 'Wa (Thai, วา)', symbol: 'wa' });
    // Left as the owner made it.
    expect(byCode.get('pood')).toEqual({ name: 'Pood (Russian)', symbol: 'pud' });
    expect(byCode.get('kg')).toEqual({ name: 'Kilogram', symbol: 'kg' });

    const conversions = await conversionsIn(url, SLUGS);
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
