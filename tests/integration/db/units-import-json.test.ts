// units:import without a database: the seed JSON target, through the real CLI.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { ImportResult } from '../../../src/db/import.ts';
import { copyFixture, removeTemps, ROOT, runCli } from '../postgres/helpers.ts';

const GOOD = 'tests/fixtures/units-import/good.json';
const noDb = (dir: string): Record<string, string | undefined> => ({ DATABASE_URL: undefined, CATALOGUE_DIR: dir });

afterAll(removeTemps);

describe('units:import into the seed JSON', () => {
  it('appends categories and units in the files’ own format; a second run adds nothing', async () => {
    const dir = await copyFixture();
    const read = (f: string): Promise<string> => readFile(path.join(dir, f), 'utf8');
    const [cats0, units0] = await Promise.all([read('categories.json'), read('units.json')]);

    const first = await runCli('units-import.ts', [GOOD], noDb(dir));
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/^Starting: tests\/fixtures\/units-import\/good\.json -> .* \(seed JSON\)\n/);
    expect(first.stderr).toContain('Creating conversions 34/34 [####################] 100%\nCompleted successfully\n');
    expect(first.stdout).toMatch(/^Success: added 2 categories, 7 units and 34 conversions to /m);
    expect(first.stdout).toContain('note: 6 added unit(s) have no "source"');
    expect(first.stdout).toMatch(/note: 7 added unit\(s\) have no "exact" and are stored as not exact/);

    const [cats1, units1] = await Promise.all([read('categories.json'), read('units.json')]);
    // Old text kept as it was, new entries in the same 2-space layout, trailing newline.
    expect(units1.startsWith(units0.trimEnd().slice(0, -1).trimEnd())).toBe(true);
    expect(units1).toBe(`${JSON.stringify(JSON.parse(units1), null, 2)}\n`);
    expect(cats1).toBe(`${JSON.stringify(JSON.parse(cats1), null, 2)}\n`);
    expect(JSON.parse(units1)).toEqual([
      ...(JSON.parse(units0) as unknown[]),
      ...(JSON.parse(await readFile(path.join(ROOT, GOOD), 'utf8')) as Record<string, unknown>[]).map((u) => ({
        ...u,
        category: u['category'] === 'length' ? 'Length' : u['category'],
        // Written explicitly: a unit the file does not call exact is stored as not exact.
        exact: u['exact'] ?? false,
      })),
    ]);
    expect((JSON.parse(cats1) as unknown[]).slice((JSON.parse(cats0) as unknown[]).length)).toEqual([
      { slug: 'angle-plane', title: 'Angle <"plane">', description: 'Convert between units of Angle <"plane">.', icon: 'calculator' },
      { slug: expect.stringMatching(/^category-[a-z0-9]+$/) as unknown, title: '長さ', description: 'Convert between units of 長さ.', icon: 'calculator' },
    ]);
    // Written atomically: no temporary files stay behind.
    expect((await readdir(dir)).sort()).toEqual(['aliases.json', 'categories.json', 'conversions.json', 'currencies.json', 'substances', 'units.json']);

    const c = await loadCatalogue({ databaseUrl: '', dataDir: dir });
    expect(c.categoryBySlug.get('angle-plane')?.conversions).toHaveLength(12);
    expect(c.categoryBySlug.get('length')?.conversions).toHaveLength(110);
    // The commonness rank as the file gives it, else the documented default (3).
    const rankOf = (code: string): number | undefined => {
      const u = c.categoryBySlug.get('angle-plane')?.unitByCode.get(code);
      return u?.kind === 'unit' ? u.rank : undefined;
    };
    expect(rankOf('rad')).toBe(1);
    expect(rankOf('deg')).toBe(3);

    const second = await runCli('units-import.ts', [GOOD, '--json'], noDb(dir));
    expect(second.code).toBe(0);
    const r = JSON.parse(second.stdout) as ImportResult;
    expect(r.stats).toEqual({ categories: 0, units: 0, conversions: 0 });
    expect(r.existing).toEqual({ categories: 3, units: 7, conversions: 34 });
    expect(await read('units.json')).toBe(units1);
    expect(await read('categories.json')).toBe(cats1);
  });

  it('refuses an addition that the whole catalogue would reject, and writes nothing', async () => {
    const dir = await copyFixture();
    const before = await readFile(path.join(dir, 'units.json'), 'utf8');
    // "cm-to-inches" is an alias path; a unit "inches" would make it a real page too.
    const file = path.join(dir, 'inches.json');
    await writeFile(
      file,
      JSON.stringify([{ name: 'Inches (alias)', unit_code: 'inches', factor: '0.0254', category: 'Length' }]),
    );
    const r = await runCli('units-import.ts', [file], noDb(dir));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Error: Invalid Data: the catalogue would have 1 new problem(s); nothing was imported');
    expect(r.stderr).toContain('"/convert/length/cm-to-inches" is already a page; an alias cannot replace it');
    expect(await readFile(path.join(dir, 'units.json'), 'utf8')).toBe(before);
  });

  it('explains its usage', async () => {
    const r = await runCli('units-import.ts', [], noDb('/nonexistent'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: npm run units:import -- FILE.json');
    const missing = await runCli('units-import.ts', ['nope.json'], noDb('/nonexistent'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Error: Failed to generate units: cannot read nope\.json: ENOENT/);
  });
});
