// The owner's unit generator against a real Postgres: the CLI's messages and exit codes,
// idempotence, the batch fall-back, and a clean stop on Ctrl-C.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { type ImportResult, importUnits } from '../../../src/db/import.ts';
import { PostgresTarget } from '../../../src/db/import-postgres.ts';
import { copyFixture, finished, fingerprint, ROOT, runCli, SMALL, sql, startCli, tempDir, usePostgres } from './helpers.ts';

const FILES = path.join(ROOT, 'tests/fixtures/units-import');
const rel = (f: string): string => path.relative(ROOT, path.join(FILES, f));

const { gate, createDatabase, database } = usePostgres();
/** A migrated database holding the small seed catalogue. */
const seeded = (name: string): Promise<string> => database(name, SMALL);

/** Units and conversions per category, and any unit lacking one of its N-1 conversions each way. */
async function consistency(url: string): Promise<{ units: Record<string, number>; conversions: Record<string, number>; incomplete: string[] }> {
  const per = await sql<{ slug: string; units: string; conversions: string }>(
    url,
    `SELECT c.slug, (SELECT count(*) FROM new_units u WHERE u.category_id = c.id) AS units,
            (SELECT count(*) FROM new_conversions v WHERE v.category_id = c.id) AS conversions
       FROM new_categories c ORDER BY c.slug`,
  );
  const incomplete = await sql<{ unit_code: string }>(
    url,
    `SELECT u.unit_code FROM new_units u
      WHERE (SELECT count(*) FROM new_conversions v WHERE v.from_unit_id = u.id) <> (SELECT count(*) - 1 FROM new_units o WHERE o.category_id = u.category_id)
         OR (SELECT count(*) FROM new_conversions v WHERE v.to_unit_id = u.id) <> (SELECT count(*) - 1 FROM new_units o WHERE o.category_id = u.category_id)`,
  );
  return {
    units: Object.fromEntries(per.map((r) => [r.slug, Number(r.units)])),
    conversions: Object.fromEntries(per.map((r) => [r.slug, Number(r.conversions)])),
    incomplete: incomplete.map((r) => r.unit_code),
  };
}

describe.skipIf(gate.skip)(`units:import into Postgres${gate.reason}`, () => {
  it('imports a good file (new categories, units, every new pair); a second run adds nothing', async () => {
    const url = await seeded('good');
    const env = { DATABASE_URL: url };
    const first = await runCli('units-import.ts', [rel('good.json')], env);
    expect(first.code).toBe(0);
    expect(first.stderr.split('\n')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Starting: tests\/fixtures\/units-import\/good\.json -> postgres 127\.0\.0\.1:\d+\/t_good_/),
        '  7 units in 3 categories: 7 new, 0 already there; 2 new categories; 34 new conversions to create',
        'Creating categories: 2 created, 1 already there',
        'Creating units 7/7 [####################] 100%',
        'Creating conversions 34/34 [####################] 100%',
        'Completed successfully',
      ]),
    );
    expect(first.stdout).toMatch(/categories created: +2 +\(already there: 1\)/);
    expect(first.stdout).toMatch(/units created: +7 +\(already there: 0\)/);
    expect(first.stdout).toMatch(/conversions created: +34 +\(already there: 0\)/);
    expect(first.stdout).toMatch(/^Success: added 2 categories, 7 units and 34 conversions to postgres /m);
    const after = await fingerprint(url);

    const second = await runCli('units-import.ts', [rel('good.json'), '--json'], env);
    expect(second.code).toBe(0);
    const r = JSON.parse(second.stdout) as ImportResult;
    expect(r.status).toBe('completed');
    expect(r.stats).toEqual({ categories: 0, units: 0, conversions: 0 });
    expect(r.existing).toEqual({ categories: 3, units: 7, conversions: 34 });
    expect(r.message).toMatch(/^Success: nothing new/);
    expect(await fingerprint(url)).toEqual(after);

    // The catalogue still validates, with the names stored verbatim.
    const c = await loadCatalogue({ databaseUrl: url });
    const angle = c.categoryBySlug.get('angle-plane');
    expect(angle?.title).toBe('Angle <"plane">');
    expect(angle?.icon).toBe('calculator');
    expect(angle?.units.map((u) => u.name)).toEqual(['Radian', 'Degree', 'Gradian', "Robert'); DROP TABLE new_conversions;--"]);
    expect(angle?.conversions).toHaveLength(12);
    const japanese = c.categories.find((x) => x.title === '長さ');
    expect(japanese?.slug).toMatch(/^category-[a-z0-9]+$/);
    expect(japanese?.units.map((u) => u.name)).toEqual(['間 (Ken)', 'Сажень']);
    expect(c.categoryBySlug.get('length')?.conversions).toHaveLength(11 * 10);
    expect((await consistency(url)).incomplete).toEqual([]);
    const [deg] = await sql<{ factor: string; factor_exact: string }>(url, `SELECT factor::text AS factor, factor_exact FROM new_units WHERE unit_code = 'deg'`);
    expect(deg).toEqual({ factor: '0.01745329251994329576923690768488612713443', factor_exact: 'pi/180' });
  });

  it('the same file gives the same pages and units through the seed-JSON target', async () => {
    const url = await seeded('same');
    const dir = await copyFixture();
    expect((await runCli('units-import.ts', [rel('good.json')], { DATABASE_URL: url })).code).toBe(0);
    const json = await runCli('units-import.ts', [rel('good.json'), '--json'], { DATABASE_URL: undefined, CATALOGUE_DIR: dir });
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as ImportResult).stats).toEqual({ categories: 2, units: 7, conversions: 34 });
    const fromPg = await loadCatalogue({ databaseUrl: url });
    const fromJson = await loadCatalogue({ databaseUrl: '', dataDir: dir });
    const view = (c: typeof fromPg): unknown =>
      c.categories.map((cat) => ({
        slug: cat.slug,
        title: cat.title,
        units: cat.units.map((u) => (u.kind === 'unit' ? [u.code, u.name, u.symbol, u.factorText, u.offsetText, u.reciprocal] : [u.code])),
        pages: cat.conversions.map((v) => v.slug).sort(),
      }));
    expect(view(fromPg)).toEqual(view(fromJson));
  });

  it.each([
    ['bad-json.json', ['Error: Invalid JSON: Please provide valid JSON format', `  ${rel('bad-json.json')}: Unexpected end of JSON input`]],
    ['not-array.json', ['Error: Invalid Data: Units data must be an array']],
    [
      'missing-field.json',
      [
        'Error: Invalid Data: 2 of 3 unit(s) have problems; nothing was imported',
        `  ${rel('missing-field.json')} #2 ("Chain"): factor: is required`,
        `  ${rel('missing-field.json')} #3 (unit_code "lea"): name: is required`,
        `  ${rel('missing-field.json')} #3 (unit_code "lea"): category: is required`,
      ],
    ],
    [
      'non-numeric-factor.json',
      [
        'Error: Invalid Data: 1 of 1 unit(s) have problems; nothing was imported',
        `  ${rel('non-numeric-factor.json')} #1 ("Furlong"): factor: "two hundred" is not a number or an exact expression (like "0.0254", "5/9" or "0.3048^3")`,
      ],
    ],
    [
      'zero-factor.json',
      [
        'Error: Invalid Data: 1 of 1 unit(s) have problems; nothing was imported',
        `  ${rel('zero-factor.json')} #1 ("Furlong"): factor: must be greater than zero`,
      ],
    ],
    [
      'duplicate-code.json',
      [
        'Error: Invalid Data: 1 of 2 unit(s) have problems; nothing was imported',
        `  ${rel('duplicate-code.json')} #2 ("Furlong (survey)"): unit_code: duplicate code "FUR" in category "Length" (also ${rel('duplicate-code.json')} #1)`,
      ],
    ],
  ])('%s: the message of SPEC §8, exit 1, and an unchanged database and seed JSON', async (file, expected) => {
    const url = await seeded(file.replace('.json', ''));
    const before = await fingerprint(url);
    const pg = await runCli('units-import.ts', [rel(file)], { DATABASE_URL: url });
    expect(pg.code).toBe(1);
    expect(pg.stdout).toBe('');
    const lines = pg.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Starting: /);
    expect(lines.slice(1)).toEqual(expected);
    expect(await fingerprint(url)).toEqual(before);

    // The seed-JSON target: the same rules and messages, and untouched files.
    const dir = await copyFixture();
    const files = async (): Promise<string[]> =>
      Promise.all(['categories.json', 'units.json'].map((f) => readFile(path.join(dir, f), 'utf8')));
    const original = await files();
    const json = await runCli('units-import.ts', [rel(file)], { DATABASE_URL: undefined, CATALOGUE_DIR: dir });
    expect(json.code).toBe(1);
    expect(json.stderr.trimEnd().split('\n').slice(1)).toEqual(expected);
    expect(await files()).toEqual(original);
  });

  it('refuses codes that collide with existing ones in URLs and units in the currency category', async () => {
    const url = await seeded('collide');
    const before = await fingerprint(url);
    const file = path.join(await tempDir('collide'), 'collide.json');
    await writeFile(
      file,
      JSON.stringify([
        { name: 'Mega', unit_code: 'M', factor: '1e6', category: 'Length' },
        { name: 'meter', unit_code: 'metre', factor: '1', category: 'LENGTH' },
        { name: 'Gold', unit_code: 'XAU', factor: '1', category: 'Currency' },
        { name: 'Meter', unit_code: 'm', factor: '1', category: 'Length' },
      ]),
    );
    const r = await runCli('units-import.ts', [file], { DATABASE_URL: url });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Error: Invalid Data: 3 of 4 unit(s) have problems; nothing was imported');
    expect(r.stderr).toContain('#1 ("Mega"): unit_code: "M" collides with the existing code "m" in category "Length" (codes are compared as they appear in URLs)');
    expect(r.stderr).toContain('#2 ("meter"): name: duplicate unit name "meter" in category "Length" (unit "m")');
    expect(r.stderr).toContain('#3 ("Gold"): category: "Currency" is the currency category; currencies come from the currency list, not from units');
    expect(await fingerprint(url)).toEqual(before);
  });

  it('an unreachable or unmigrated database ends in Error, naming the problem, with exit 1', async () => {
    const down = await runCli('units-import.ts', [rel('good.json')], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/units' });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^Error: Failed to generate units: postgres: cannot connect to 127\.0\.0\.1:1\/units: .*ECONNREFUSED/m);
    const empty = await createDatabase('unmigrated');
    const bare = await runCli('units-import.ts', [rel('good.json'), '--json'], { DATABASE_URL: empty });
    expect(bare.code).toBe(1);
    expect(JSON.parse(bare.stdout)).toEqual({
      status: 'error',
      error: 'Error',
      message: expect.stringMatching(/^Failed to generate units: the database is not migrated \(no new_categories\.id, .*\): run npm run db:migrate first$/) as unknown,
    });
  });

  it('a failed batch falls back to single inserts; the failures are counted as skipped, and a rerun adds them', async () => {
    const url = await seeded('fallback');
    await sql(
      url,
      `CREATE FUNCTION reject_unit() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.name = 'Rejected' THEN RAISE EXCEPTION 'rejected by the test'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER reject_unit BEFORE INSERT ON new_units FOR EACH ROW EXECUTE FUNCTION reject_unit();`,
    );
    const text = JSON.stringify([
      { name: 'One', unit_code: 'one', factor: '1', category: 'Trial' },
      { name: 'Rejected', unit_code: 'rej', factor: '2', category: 'Trial' },
      { name: 'Three', unit_code: 'three', factor: '3', category: 'Trial' },
    ]);
    const run = async (): Promise<ImportResult> => {
      const target = new PostgresTarget(url);
      try {
        return await importUnits(text, { shown: 'trial.json', target });
      } finally {
        await target.close();
      }
    };
    const first = await run();
    expect(first.stats).toEqual({ categories: 1, units: 2, conversions: 2 });
    expect(first.skipped).toEqual({ categories: 0, units: 1, conversions: 0 });
    expect(first.failures).toEqual(['unit "Rejected" (rej): rejected by the test']);
    expect(first.message).toMatch(/1 item\(s\) failed to insert and were skipped\.$/);
    await sql(url, 'DROP TRIGGER reject_unit ON new_units');
    const second = await run();
    expect(second.stats).toEqual({ categories: 0, units: 1, conversions: 4 });
    expect((await consistency(url)).incomplete).toEqual([]);
  });

  it('Ctrl-C stops cleanly (no unit without its conversions), exits 130, and a rerun finishes the job', async () => {
    const url = await seeded('interrupt');
    const n = 200;
    const units = Array.from({ length: n }, (_, i) => ({
      name: `Bulk unit ${String(i + 1)} «'»`,
      unit_code: `bulk_${String(i + 1)}`,
      factor: `${String(i + 1)}/7`,
      category: 'Bulk',
    }));
    const file = path.join(await tempDir('bulk'), 'bulk.json');
    await writeFile(file, JSON.stringify(units));
    const child = startCli('units-import.ts', [file], { DATABASE_URL: url });
    const done = finished(child);
    // Interrupt once a third of the conversions are written: the first 100 units are committed by then.
    await new Promise<void>((resolve) => {
      let seen = '';
      let sent = false;
      child.stderr?.on('data', (d: Buffer) => {
        // One Ctrl-C only: a second one on a later line could reach the process as it exits,
        // after Node has dropped its handler, and kill it by the signal instead of exit 130.
        if (sent) return;
        seen += d.toString();
        const m = /Creating conversions (\d+)\/(\d+)/g;
        let best = 0;
        for (let x = m.exec(seen); x; x = m.exec(seen)) best = Math.max(best, Number(x[1]) / Number(x[2]));
        if (best >= 0.3) {
          sent = true;
          child.kill('SIGINT');
          resolve();
        }
      });
      child.on('close', () => {
        resolve();
      });
    });
    const stopped = await done;
    expect(stopped.stderr).toContain('Stopped by user');
    expect(stopped.code).toBe(130);
    expect(stopped.stdout).toMatch(/^Processing Stopped: 1 category, 100 units and 9900 conversions were added to postgres .* before the stop; run the same command again to finish\.$/m);
    const mid = await consistency(url);
    expect(mid.units['bulk']).toBe(100);
    expect(mid.conversions['bulk']).toBe(100 * 99);
    expect(mid.incomplete).toEqual([]);

    const rerun = await runCli('units-import.ts', [file, '--json'], { DATABASE_URL: url });
    expect(rerun.code).toBe(0);
    const r = JSON.parse(rerun.stdout) as ImportResult;
    expect(r.stats).toEqual({ categories: 0, units: 100, conversions: n * (n - 1) - 100 * 99 });
    expect(r.existing).toEqual({ categories: 1, units: 100, conversions: 100 * 99 });
    const end = await consistency(url);
    expect(end.units['bulk']).toBe(n);
    expect(end.conversions['bulk']).toBe(n * (n - 1));
    expect(end.incomplete).toEqual([]);
    // Still a valid catalogue.
    expect((await loadCatalogue({ databaseUrl: url })).categoryBySlug.get('bulk')?.conversions).toHaveLength(n * (n - 1));
  }, 60_000);
});
