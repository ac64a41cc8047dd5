// Regression tests of issue 12 for units:import into Postgres: the whole resulting
// catalogue is validated before anything is written, an import that skips anything
// exits non-zero, and an import waiting on the advisory lock says so.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { WRITE_LOCK } from '../../../src/db/sql.ts';
import { finished, fingerprint, runCli, SMALL, sql, startCli, tempDir, usePostgres } from './helpers.ts';

const { gate, database } = usePostgres();

async function inputFile(units: unknown[]): Promise<string> {
  const file = path.join(await tempDir('import'), 'units.json');
  await writeFile(file, JSON.stringify(units));
  return file;
}

describe.skipIf(gate.skip)(`units:import into Postgres, hardened${gate.reason}`, () => {
  const refused: [string, Record<string, unknown>[], string][] = [
    [
      'a category whose slug an alias already owns',
      [{ name: 'Kelvin two', unit_code: 'k2', factor: '1', category: 'Temperature Converter' }],
      'from: "/convert/temperature-converter" is already a page; an alias cannot replace it',
    ],
    ['a control character in a symbol', [{ name: 'Bell', symbol: 'b\u0007', unit_code: 'bell', factor: '1', category: 'Length' }], 'symbol: must not contain control'],
    ['a factor like 10^300000', [{ name: 'Huge', unit_code: 'huge', factor: '10^300000', category: 'Length' }], 'power 300000 in "10^300000" is out of range'],
    ['a factor of 1e1001 (no empty category is left behind)', [{ name: 'Huge', unit_code: 'huge', factor: '1e1001', category: 'Brand New' }], 'has an exponent out of range'],
  ];
  for (const [i, [what, units, message]] of refused.entries()) {
    it(`refuses ${what} before writing anything`, async () => {
      const url = await database(`refuse_${String(i)}`, SMALL);
      const before = await fingerprint(url);
      const r = await runCli('units-import.ts', [await inputFile(units)], { DATABASE_URL: url });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('Error: Invalid Data');
      expect(r.stderr).toContain(message);
      expect(await fingerprint(url)).toEqual(before);
    });
  }

  it('an import that skipped rows exits 1', async () => {
    const url = await database('skipped', SMALL);
    await sql(
      url,
      `CREATE FUNCTION reject_unit() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.name = 'Rejected' THEN RAISE EXCEPTION 'rejected by the test'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER reject_unit BEFORE INSERT ON new_units FOR EACH ROW EXECUTE FUNCTION reject_unit();`,
    );
    const file = await inputFile([
      { name: 'One', unit_code: 'one', factor: '1', category: 'Trial' },
      { name: 'Rejected', unit_code: 'rej', factor: '2', category: 'Trial' },
    ]);
    const r = await runCli('units-import.ts', [file], { DATABASE_URL: url });
    expect(r.stdout).toContain('1 item(s) failed to insert and were skipped.');
    expect(r.code).toBe(1);
  });

  it('an import waiting on the advisory lock says so, then runs', async () => {
    const url = await database('waiting', SMALL);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [WRITE_LOCK]);
      const child = startCli('units-import.ts', [await inputFile([{ name: 'Furlong', unit_code: 'fur', factor: '201.168', category: 'Length' }])], {
        DATABASE_URL: url,
      });
      const done = finished(child);
      let seen = '';
      child.stderr?.on('data', (d: Buffer) => (seen += d.toString()));
      for (let i = 0; i < 150 && !seen.includes('Waiting:'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(seen).toMatch(/Waiting: another import or seed \(server process \d+\) is writing to postgres .*; this import starts when it is done/);
      expect(await sql(url, `SELECT 1 FROM new_units WHERE unit_code = 'fur'`)).toEqual([]);
      await holder.query('SELECT pg_advisory_unlock($1)', [WRITE_LOCK]);
      const r = await done;
      expect(r.code).toBe(0);
      expect(await sql(url, `SELECT unit_code FROM new_units WHERE unit_code = 'fur'`)).toEqual([{ unit_code: 'fur' }]);
    } finally {
      await holder.end();
    }
  });
});
