// Migration 010 (issue 41, item 3): a database seeded while unit symbols had underscores
// ("cal_IT", "R_K") gets the symbols and names the seed JSON now has, its conversions renamed
// and their stored formulas written with the new symbols, and keeps what its owner changed.
import { describe, expect, it } from 'vitest';
import { usePostgres } from './helpers.ts';
import { conversionsIn, migrateSeededTheOldWay, oldCatalogue, oldUnit, seedUnits, unitsIn } from './seeded-the-old-way.ts';

const { gate, createDatabase } = usePostgres();
const MIGRATION = '010_symbols_without_underscores.sql';
const SLUGS = ['energy', 'electrical-resistance'];

/** The fixture with an energy and a resistance category whose units have the symbols the seed JSON had before migration 010. */
function oldSymbols(): Promise<string> {
  return oldCatalogue(
    [
      { slug: 'energy', title: 'Energy', description: 'Energy.', icon: 'bolt' },
      { slug: 'electrical-resistance', title: 'Electrical Resistance', description: 'Resistance.', icon: 'bolt' },
    ],
    [
      oldUnit('Joule', 'J', 'j', '1', 'Energy', 'j'),
      oldUnit('Calorie (International Table)', 'cal_IT', 'cal_it', '4.1868', 'Energy', 'j'),
      oldUnit('Kilocalorie (Thermochemical)', 'kcal_th', 'kcal_th', '4184', 'Energy', 'j'),
      oldUnit('Ohm', 'Ω', 'ohm', '1', 'Electrical Resistance', 'ohm'),
      oldUnit('Von Klitzing Constant (R_K)', 'R_K', 'rk', '25812.80745', 'Electrical Resistance', 'ohm'),
    ],
  );
}

describe.skipIf(gate.skip)(`migration 010: symbols without underscores${gate.reason}`, () => {
  it('re-symbols and renames the units the seed JSON changed, with their conversions and formulas, and leaves what the owner changed', async () => {
    const url = await createDatabase('underscores');
    await migrateSeededTheOldWay(url, MIGRATION, await oldSymbols(), async (db) => {
      const before = await db.query<{ formula: string }>(
        `SELECT v.formula FROM new_conversions v JOIN new_units f ON f.id = v.from_unit_id JOIN new_units t ON t.id = v.to_unit_id WHERE f.unit_code = 'cal_it' AND t.unit_code = 'j'`,
      );
      expect(before.rows[0]?.formula).toContain('cal_IT');
      // The owner wrote the thermochemical kilocalorie otherwise before the migration: the row is left as it is.
      await db.query(`UPDATE new_units SET symbol = 'kcal (thermo)' WHERE unit_code = 'kcal_th'`);
    });

    const want = await seedUnits();
    const byCode = await unitsIn(url, SLUGS);
    // As the seed JSON has them now.
    expect(byCode.get('cal_it')).toEqual(want('energy', 'cal_it'));
    expect(byCode.get('cal_it')).toEqual({ name: 'Calorie (International Table)', symbol: 'cal (IT)' });
    expect(byCode.get('rk')).toEqual(want('electrical-resistance', 'rk'));
    expect(byCode.get('rk')).toEqual({ name: 'Von Klitzing Constant', symbol: 'R(K)' });
    // Left as the owner made it.
    expect(byCode.get('kcal_th')).toEqual({ name: 'Kilocalorie (Thermochemical)', symbol: 'kcal (thermo)' });
    expect(byCode.get('j')).toEqual({ name: 'Joule', symbol: 'J' });

    const conversions = await conversionsIn(url, SLUGS);
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
