// Migration 011 and the seed JSON say the same: every unit whose symbol the migration rewrites
// has, in data/units.json, the name and symbol the migration gives it; the old symbols were in
// Thai or Cyrillic script, the new ones are Latin, and the unit's own script stays in its name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { MIGRATIONS_DIR } from '../../../src/postgres/migrations.ts';
import { migrationRows, seedDifferences } from './migration-rows.ts';

const SQL = readFileSync(path.join(MIGRATIONS_DIR, '011_romanised_symbols.sql'), 'utf8');
/** The (slug, code, old name, old symbol, new name, new symbol) rows of the migration's table. */
const rows = (sql: string): string[][] => migrationRows(sql, 'unit_symbol_011', 6);
const NATIVE = /[\p{Script=Thai}\p{Script=Cyrillic}]/u;

describe('migration 011 and the seed JSON', () => {
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
  });

  it('reads every row of the migration (the parse itself is checked)', () => {
    const r = rows(SQL);
    expect(r).toHaveLength(14);
    expect(r).toContainEqual(['length', 'wa', 'Wa (Thai)', 'วา', 'Wa (Thai, วา)', 'wa']);
    expect(r).toContainEqual(['weight-and-mass', 'zolotnik', 'Zolotnik (Russian)', 'золотник', 'Zolotnik (Russian, золотник)', 'zolotnik']);
  });

  it('gives each unit the name and symbol data/units.json has', () => {
    expect(seedDifferences(cat, rows(SQL))).toEqual([]);
  });

  it('replaces every Thai and Cyrillic symbol with a Latin one, and keeps the script in the name beside the qualifier', () => {
    const r = rows(SQL);
    expect(r.filter(([, , , oldSymbol = '']) => !NATIVE.test(oldSymbol))).toEqual([]);
    expect(r.filter(([, , , , , symbol = '']) => NATIVE.test(symbol) || !/^[a-z²]+$/.test(symbol))).toEqual([]);
    expect(r.filter(([, , , , name = '']) => !/ \((Thai|Russian)[^()]*, [\p{Script=Thai}\p{Script=Cyrillic}]+\)$/u.test(name))).toEqual([]);
    // No unit of data/ is left with a Thai or Cyrillic symbol that the migration does not rewrite.
    const left = cat.categories.flatMap((c) => c.units.filter((u) => u.kind === 'unit' && NATIVE.test(u.symbol)).map((u) => `${c.slug}/${u.code}`));
    expect(left).toEqual([]);
  });
});
