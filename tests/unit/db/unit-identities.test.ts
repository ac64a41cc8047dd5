// Migration 008 and the seed JSON say the same: every unit the migration renames or
// re-symbols has, in data/units.json, the name and symbol the migration gives it, and the
// mass kip it deletes is not in the seed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { MIGRATIONS_DIR } from '../../../src/postgres/migrations.ts';
import { migrationRows, seedDifferences } from './migration-rows.ts';

const SQL = readFileSync(path.join(MIGRATIONS_DIR, '008_unit_identities.sql'), 'utf8');
/** The (slug, code, old name, old symbol, new name, new symbol) rows of the migration's table. */
const rows = (sql: string): string[][] => migrationRows(sql, 'unit_identity_008', 6);

describe('migration 008 and the seed JSON', () => {
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
  });

  it('reads every row of the migration (the parse itself is checked)', () => {
    const r = rows(SQL);
    expect(r.length).toBeGreaterThanOrEqual(70);
    expect(r).toContainEqual(['length', 'ri', 'Ri (Japanese)', '里', 'Ri (Japanese, 里)', 'ri']);
    expect(rows("INSERT INTO unit_identity_008 VALUES\n  ('a', 'b', 'O''Brien', 'x', 'n', 'y');\n")).toEqual([['a', 'b', "O'Brien", 'x', 'n', 'y']]);
  });

  it('gives each unit the name and symbol data/units.json has', () => {
    expect(seedDifferences(cat, rows(SQL))).toEqual([]);
  });

  it('deletes the mass kip, which the seed no longer has, and keeps the force kip', () => {
    expect(SQL).toMatch(/DELETE FROM new_units[\s\S]*c\.slug = 'weight-and-mass' AND u\.unit_code = 'kip'/);
    expect(cat.categoryBySlug.get('weight-and-mass')?.unitByCode.has('kip')).toBe(false);
    expect(cat.categoryBySlug.get('force')?.unitByCode.get('kip')?.symbol).toBe('kip');
  });
});
