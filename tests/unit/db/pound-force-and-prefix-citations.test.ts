// Migration 013 and the seed JSON say the same: the pound-force names NIST SP 811 writes, and the
// source records that cite the SI prefix table (and the Roman stadium's and congius's metric values).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue, Unit } from '../../../src/core/catalogue.ts';
import { MIGRATIONS_DIR } from '../../../src/postgres/migrations.ts';
import { migrationRows } from './migration-rows.ts';

const SQL = readFileSync(path.join(MIGRATIONS_DIR, '013_pound_force_names_and_cited_prefixes.sql'), 'utf8');

describe('migration 013', () => {
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
  });
  const unit = (slug: string, code: string): Unit | undefined => cat.categoryBySlug.get(slug)?.units.find((u): u is Unit => u.code === code && 'sourceRecord' in u);

  it('renames the pound-force units, the 8-inch floppy, the deka- multiples and the optical discs to the names data/units.json has', () => {
    const r = migrationRows(SQL, 'unit_name_013', 4);
    expect(r).toHaveLength(23);
    expect(r).toContainEqual(['energy', 'ft_lbf', 'Foot-Pound Force', 'Foot Pound-Force']);
    const differ = r.flatMap(([slug = '', code = '', , name = '']) => (unit(slug, code)?.name === name ? [] : [`${slug}/${code}: migration "${name}", seed "${unit(slug, code)?.name ?? 'none'}"`]));
    expect(differ).toEqual([]);
  });

  it('gives each changed unit the source record data/units.json has, and changes it only from the record the seed had', () => {
    const r = migrationRows(SQL, 'unit_source_013', 4);
    expect(r.length).toBe(145);
    const differ = r.flatMap(([slug = '', code = '', old = '', now = '']) => {
      const u = unit(slug, code);
      const same = JSON.stringify(u?.sourceRecord) === JSON.stringify(JSON.parse(now));
      return same && old !== now ? [] : [`${slug}/${code}`];
    });
    expect(differ).toEqual([]);
    // Every prefixed watt now cites the prefix table.
    const kw = JSON.parse(r.find(([slug, code]) => slug === 'power' && code === 'kw')?.[3] ?? '{}') as { citations?: { clause?: string }[] };
    expect(kw.citations?.map((c) => c.clause)).toEqual(['Table 4', 'Table 7']);
  });
});
