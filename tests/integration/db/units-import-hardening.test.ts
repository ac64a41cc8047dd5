// Regression tests of issue 12 for units:import into the seed JSON: values out of range,
// unsafe characters, long quoted values, two imports at once, and a file too large.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from '../../../src/catalogue/json.ts';
import { MAX_CATALOGUE_CONVERSIONS } from '../../../src/db/import-check.ts';
import { JsonTarget, LOCK_FILE } from '../../../src/db/import-json.ts';
import { copyFixture, finished, removeTemps, runCli, startCli, tempDir } from '../postgres/helpers.ts';

const noDb = (dir: string): Record<string, string | undefined> => ({ DATABASE_URL: undefined, CATALOGUE_DIR: dir });

afterAll(removeTemps);

async function inputFile(units: unknown[]): Promise<string> {
  const file = path.join(await tempDir('import'), 'units.json');
  await writeFile(file, JSON.stringify(units));
  return file;
}

async function files(dir: string): Promise<string[]> {
  return Promise.all(['categories.json', 'units.json'].map((f) => readFile(path.join(dir, f), 'utf8')));
}

const unit = (over: Record<string, unknown>): Record<string, unknown> => ({ name: 'Furlong', symbol: 'fur', unit_code: 'fur', factor: '201.168', category: 'Length', ...over });

describe('units:import refuses what would break the catalogue, before writing', () => {
  for (const factor of ['1e1001', '1e-1001', '2*1e1001', '1e999^2']) {
    it(`a factor of ${factor}`, async () => {
      const dir = await copyFixture();
      const before = await files(dir);
      const r = await runCli('units-import.ts', [await inputFile([unit({ factor, category: 'Huge' })])], noDb(dir));
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('Error: Invalid Data: 1 of 1 unit(s) have problems; nothing was imported');
      expect(r.stderr).toMatch(/factor: .*(exponent out of range \(from -1000 to 1000\)|is out of range: its size must be from 1e-1000 to 1e1000)/);
      expect(r.stderr).not.toContain('Cannot read properties');
      expect(await files(dir)).toEqual(before);
    });
  }

  it('an offset of 1e-1001', async () => {
    const dir = await copyFixture();
    const r = await runCli('units-import.ts', [await inputFile([unit({ unit_offset: '1e-1001' })])], noDb(dir));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('unit_offset: "1e-1001" in "1e-1001" has an exponent out of range (from -1000 to 1000)');
  });

  const unsafe: [string, Record<string, unknown>, string][] = [
    ['a bidi override in a name', { name: 'Evil\u202Eliveonrud' }, 'name: must not contain control or bidirectional override characters (U+202E at character 5)'],
    ['an isolate in a category', { category: 'Length\u2066x' }, 'category: must not contain control or bidirectional override characters (U+2066 at character 7)'],
    ['a control character in a symbol', { symbol: 'f\u0007r' }, 'symbol: must not contain control or bidirectional override characters (U+0007 at character 2)'],
    ['a newline inside a name', { name: 'Fur\nlong' }, 'name: must not contain control or bidirectional override characters (U+000A at character 4)'],
  ];
  for (const [what, over, message] of unsafe) {
    it(what, async () => {
      const dir = await copyFixture();
      const before = await files(dir);
      const r = await runCli('units-import.ts', [await inputFile([unit(over)])], noDb(dir));
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(message);
      expect(await files(dir)).toEqual(before);
    });
  }

  it('quotes at most 80 characters of an offending value', async () => {
    const dir = await copyFixture();
    const long = `x${'9'.repeat(190)}`;
    const r = await runCli('units-import.ts', [await inputFile([unit({ name: 'N'.repeat(150), factor: long })])], noDb(dir));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`("${'N'.repeat(80)}"…): factor: "x${'9'.repeat(79)}"… is not a number or an exact expression`);
    for (const line of r.stderr.split('\n')) expect(line).not.toMatch(/N{81}|9{80}/);
  });
});

describe('two imports at once into the seed JSON', () => {
  it('the second waits for the lock (and says so), then adds its units: nothing is lost', async () => {
    const dir = await copyFixture();
    const holder = new JsonTarget(dir);
    await holder.acquire(() => undefined);
    const child = startCli('units-import.ts', [await inputFile([unit({})])], noDb(dir));
    const done = finished(child);
    let seen = '';
    child.stderr?.on('data', (d: Buffer) => (seen += d.toString()));
    for (let i = 0; i < 100 && !seen.includes('Waiting:'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(seen).toMatch(/Waiting: another import \(process \d+\) is writing to .*\(seed JSON\); this import starts when it is done/);
    // Meanwhile the holder writes its own unit through the same target code.
    const units = JSON.parse(await readFile(path.join(dir, 'units.json'), 'utf8')) as unknown[];
    expect(units.some((u) => (u as { unit_code: string }).unit_code === 'fur')).toBe(false);
    await holder.close();
    const r = await done;
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Success: added 0 categories, 1 unit and');
  });

  it('real concurrent imports of different units both land, in every trial', async () => {
    // The full seed catalogue: its check takes long enough for two unlocked imports to overlap.
    for (let trial = 0; trial < 2; trial++) {
      const dir = await copyFixture(DEFAULT_DATA_DIR);
      const a = await inputFile([unit({ name: 'Test furlong', unit_code: 'tfur' }), unit({ name: 'Test chain', unit_code: 'tch', factor: '20.1168' })]);
      const b = await inputFile([unit({ name: 'Test rod', unit_code: 'trd', factor: '5.0292' }), unit({ name: 'Test link', unit_code: 'tli', factor: '0.201168' })]);
      const [ra, rb] = await Promise.all([runCli('units-import.ts', [a], noDb(dir)), runCli('units-import.ts', [b], noDb(dir))]);
      expect([ra.code, rb.code]).toEqual([0, 0]);
      const codes = (JSON.parse(await readFile(path.join(dir, 'units.json'), 'utf8')) as { unit_code: string }[]).map((u) => u.unit_code);
      for (const c of ['tfur', 'tch', 'trd', 'tli']) expect(codes).toContain(c);
    }
  }, 120_000);

  it('a lock left by a killed import is taken over', async () => {
    const dir = await copyFixture();
    const dead = spawn(process.execPath, ['-e', '0']);
    const pid = dead.pid ?? 0;
    await new Promise((r) => dead.on('close', r));
    await writeFile(path.join(dir, LOCK_FILE), `${String(pid)}\n`);
    const r = await runCli('units-import.ts', [await inputFile([unit({})])], noDb(dir));
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('Waiting:');
    await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  });
});

describe('a file too large for the catalogue', () => {
  it('20 categories of 1,000 units are refused up front with the reason and the limit, within 2 GB', async () => {
    const dir = await copyFixture();
    const before = await files(dir);
    const units = [];
    for (let c = 0; c < 20; c++) {
      for (let u = 0; u < 1000; u++) units.push({ name: `Unit ${String(c)}-${String(u)}`, unit_code: `u${String(u)}`, factor: `${String(u + 1)}/7`, category: `Big ${String(c)}`, source: 'test' });
    }
    const started = performance.now();
    const r = await runCli('units-import.ts', [await inputFile(units)], { ...noDb(dir), NODE_OPTIONS: '--max-old-space-size=2048' });
    const seconds = (performance.now() - started) / 1000;
    console.log(`20,000-unit import refused in ${seconds.toFixed(1)} s`);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Error: Invalid Data: the catalogue would have too many conversions; nothing was imported');
    expect(r.stderr).toContain(`19,980,000 new), more than the limit of ${MAX_CATALOGUE_CONVERSIONS.toLocaleString('en-US')}`);
    expect(r.stderr).toContain('category "Big 0": 1000 units, 999,000 conversions');
    expect(seconds).toBeLessThan(60);
    expect(await files(dir)).toEqual(before);
  }, 120_000);

  it('an import under the limit says how many conversions it will create before it starts', async () => {
    const dir = await copyFixture();
    const units = Array.from({ length: 300 }, (_, u) => ({ name: `Unit ${String(u)}`, unit_code: `u${String(u)}`, factor: `${String(u + 1)}/7`, category: 'Many', source: 'test' }));
    const r = await runCli('units-import.ts', [await inputFile(units)], noDb(dir));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/300 units in 1 category: 300 new, 0 already there; 1 new category; 89700 new conversions to create\n/);
  }, 120_000);
});
