// Migration 010 and the seed JSON say the same: every unit whose symbol the migration rewrites
// has, in data/units.json, the name and symbol the migration gives it; the old symbols had an
// underscore (or, for the Planck units, another form of the subscript P) and the new ones have none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { MIGRATIONS_DIR } from '../../../src/postgres/migrations.ts';
import { migrationRows, seedDifferences } from './migration-rows.ts';

const SQL = readFileSync(path.join(MIGRATIONS_DIR, '010_symbols_without_underscores.sql'), 'utf8');
/** The (slug, code, old name, old symbol, new name, new symbol) rows of the migration's table. */
const rows = (sql: string): string[][] => migrationRows(sql, 'unit_symbol_010', 6);

describe('migration 010 and the seed JSON', () => {
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
  });

  it('reads every row of the migration (the parse itself is checked)', () => {
    const r = rows(SQL);
    expect(r).toHaveLength(95);
    expect(r).toContainEqual(['energy', 'cal_it', 'Calorie (International Table)', 'cal_IT', 'Calorie (International Table)', 'cal (IT)']);
    expect(r).toContainEqual(['electrical-resistance', 'rk', 'Von Klitzing Constant (R_K)', 'R_K', 'Von Klitzing Constant', 'R(K)']);
    expect(rows("INSERT INTO unit_symbol_010 VALUES\n  ('a', 'b', 'O''Brien', 'x_y', 'n', 'x (y)');\n")).toEqual([['a', 'b', "O'Brien", 'x_y', 'n', 'x (y)']]);
  });

  it('gives each unit the name and symbol data/units.json has', () => {
    expect(seedDifferences(cat, rows(SQL))).toEqual([]);
  });

  it('takes every underscore out of the symbols and names, and writes the Planck units one way', () => {
    const r = rows(SQL);
    expect(r.filter(([, , , oldSymbol = '']) => oldSymbol.includes('_'))).toHaveLength(92);
    expect(r.filter(([, , , , name = '', symbol = '']) => name.includes('_') || symbol.includes('_'))).toEqual([]);
    const planck = r.filter(([, code = '']) => code.startsWith('planck_')).map(([, , , , , symbol = '']) => symbol);
    expect(new Set(planck)).toEqual(new Set(['ℓ(P)', 'm(P)', 'ρ(P)', 't(P)', 'F(P)', 'E(P)', 'P(P)']));
  });
});
