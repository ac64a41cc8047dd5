// `npm run build` with DATABASE_URL: the same site as from the seed JSON, and a build
// that stops (leaving the output folder alone) when the database cannot give a whole,
// valid catalogue.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli, SMALL, sql, tempDir, usePostgres } from './helpers.ts';

const { gate, database } = usePostgres();
let url = '';

beforeAll(async () => {
  if (!gate.skip) url = await database('site', SMALL);
});

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function build(outDir: string, env: Record<string, string | undefined>): Promise<CliResult> {
  return runCli('build.ts', [], { OUT_DIR: outDir, BUILD_DATE: '2025-01-01', ...env });
}

describe.skipIf(gate.skip)(`npm run build from Postgres${gate.reason}`, () => {
  it('builds the same site as from the seed JSON: the same pages, byte for byte', async () => {
    const out = await tempDir('site');
    const fromJson = await build(path.join(out, 'json'), { DATABASE_URL: undefined, CATALOGUE_DIR: SMALL });
    expect(fromJson.stderr).toBe('');
    expect(fromJson.code).toBe(0);
    const fromPg = await build(path.join(out, 'pg'), { DATABASE_URL: url, CATALOGUE_DIR: undefined });
    expect(fromPg.stderr).toBe('');
    expect(fromPg.code).toBe(0);
    expect(fromPg.stdout).toMatch(/from postgres/);

    const a = await files(path.join(out, 'json'));
    const b = await files(path.join(out, 'pg'));
    expect(b).toEqual(a);
    expect(a.filter((f) => f.startsWith('convert/')).length).toBeGreaterThan(120);
    const differ: string[] = [];
    for (const f of a) {
      const [x, y] = await Promise.all([readFile(path.join(out, 'json', f)), readFile(path.join(out, 'pg', f))]);
      if (!x.equals(y)) differ.push(f);
    }
    expect(differ).toEqual([]);

    // Names with quotes, angle brackets and SQL are shown verbatim, escaped.
    const page = await readFile(path.join(out, 'pg', 'convert/length.html'), 'utf8');
    expect(page).toContain('Foot &quot;survey&quot; &lt;US&gt;');
    expect(page).toContain('Rod&#39;); DROP TABLE new_units;--');
    expect(page).not.toContain('<US>');
  }, 180_000);

  it('stops, naming the server, when the database cannot be reached; the output folder is left alone', async () => {
    const out = path.join(await tempDir('site'), 'dist');
    const r = await build(out, { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/units', CATALOGUE_DIR: undefined });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Build failed: .*\n\s+postgres: cannot connect to 127\.0\.0\.1:1\/units: .*ECONNREFUSED/);
    expect(existsSync(out)).toBe(false);
  });

  it('stops, naming the table, the row and the field, when a row fails the catalogue schema', async () => {
    const bad = await database('site_bad', SMALL);
    const [row] = await sql<{ id: string }>(bad, `UPDATE new_units SET name = repeat('n', 121) WHERE unit_code = 'versta' RETURNING id::text AS id`);
    const out = path.join(await tempDir('site'), 'dist');
    const r = await build(out, { DATABASE_URL: bad, CATALOGUE_DIR: undefined });
    expect(r.code).toBe(1);
    // The offending value is quoted to 80 characters.
    expect(r.stderr).toContain(`new_units id=${row?.id ?? ''} ("${'n'.repeat(80)}"…): name: must be at most 120 characters`);
    expect(existsSync(out)).toBe(false);
  });

  const drops: [string, string, string][] = [
    ['new_aliases', 'DROP TABLE new_aliases', 'missing table new_aliases'],
    ['new_conversion_overrides', 'DROP TABLE new_conversion_overrides', 'missing table new_conversion_overrides'],
    ['factor_exact', 'ALTER TABLE new_units DROP COLUMN factor_exact', 'missing column new_units.factor_exact'],
  ];
  for (const [i, [what, statement, message]] of drops.entries()) {
    it(`stops, naming what is missing, when the recorded migrations do not match the tables (no ${what})`, async () => {
      const db = await database(`site_drift_${String(i)}`, SMALL);
      await sql(db, statement);
      const out = path.join(await tempDir('site'), 'dist');
      const r = await build(out, { DATABASE_URL: db, CATALOGUE_DIR: undefined });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`the database does not match its recorded migrations (schema_migrations): ${message}`);
      expect(existsSync(out)).toBe(false);
    });
  }
});
