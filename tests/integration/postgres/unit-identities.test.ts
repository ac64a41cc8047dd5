// Migration 008 (issue 41, item 5): a database seeded before the unit identities were fixed
// gets the names and symbols the seed JSON now has, loses the mass kip, and keeps what its
// owner changed.
import { describe, expect, it } from 'vitest';
import { sql, usePostgres } from './helpers.ts';
import { conversionsIn, migrateSeededTheOldWay, oldCatalogue, oldUnit, seedUnits, unitsIn } from './seeded-the-old-way.ts';

const { gate, createDatabase } = usePostgres();
const MIGRATION = '008_unit_identities.sql';

/** The fixture with units as the seed JSON had them before migration 008. */
function oldIdentities(): Promise<string> {
  return oldCatalogue(
    [{ slug: 'weight-and-mass', title: 'Weight and Mass', description: 'Mass.', icon: 'scale' }],
    [
      oldUnit('Ri (Japanese)', '里', 'ri', '10/33*12960', 'Length', [['33', 'ri'], ['129600', 'm']]),
      oldUnit('Li (Chinese Mile)', '里', 'li', '1/3*1500', 'Length', [['1', 'li'], ['500', 'm']]),
      oldUnit('Kilogram', 'kg', 'kg', '1', 'Weight and Mass', []),
      oldUnit('Kilopound (Kip)', 'kip', 'kip', '0.45359237*1000', 'Weight and Mass', [['1', 'kip'], ['453.59237', 'kg']]),
    ],
  );
}

describe.skipIf(gate.skip)(`migration 008: unit identities${gate.reason}`, () => {
  it('renames and re-symbols the units the seed JSON changed, with their conversions, and removes the mass kip', async () => {
    const url = await createDatabase('identities');
    await migrateSeededTheOldWay(url, MIGRATION, await oldIdentities(), async (db) => {
      // The owner renamed the Chinese li before the migration: the row is left as it is.
      await db.query(`UPDATE new_units SET name = 'Li (market)' WHERE unit_code = 'li'`);
    });

    const want = await seedUnits();
    const byCode = await unitsIn(url, ['length', 'weight-and-mass']);
    // As the seed JSON has them now.
    expect(byCode.get('ri')).toEqual(want('length', 'ri'));
    expect(want('length', 'ri')).toEqual({ name: 'Ri (Japanese, 里)', symbol: 'ri' });
    // Left as the owner made it, and so were the fixture's own shaku ("尺 (Shaku)"), which no seed had.
    expect(byCode.get('li')).toEqual({ name: 'Li (market)', symbol: '里' });
    expect(byCode.get('shaku')).toEqual({ name: '尺 (Shaku)', symbol: '尺' });
    expect(byCode.has('kip')).toBe(false);
    expect(byCode.has('kg')).toBe(true);

    const conv = new Map((await conversionsIn(url, ['length'])).map((c) => [`${c.from}-${c.to}`, c]));
    expect([conv.get('m-ri')?.name, conv.get('ri-m')?.name]).toEqual(['Meter to Ri (Japanese, 里)', 'Ri (Japanese, 里) to Meter']);
    const kipRows = await sql<{ n: string }>(url, `SELECT count(*)::text AS n FROM new_conversions WHERE name LIKE '%Kip%'`);
    expect(kipRows[0]?.n).toBe('0');
  });
});
