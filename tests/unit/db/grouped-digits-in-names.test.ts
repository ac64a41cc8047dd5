// Migration 012 and the seed JSON say the same, and no unit name in any language shows a number
// the way a page never writes one (README, "Numbers"): five or more digits ungrouped, a power of
// ten as e-notation, or a hyphen-minus sign.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import { MIGRATIONS_DIR } from '../../../src/postgres/migrations.ts';
import { migrationRows } from './migration-rows.ts';

const SQL = readFileSync(path.join(MIGRATIONS_DIR, '012_grouped_digits_in_names.sql'), 'utf8');

const BAD_NUMBER = /(?<![\d\-/])\d{5,}(?![\d/]|-\d)|\d[eE][+-]?\d|(?:^|[\s(=≈:;,/])-\d/;

/**
 * Thousands grouped with the sign that is not the decimal one ("1.200" on a decimal-comma page,
 * "1,200" in English): a page groups with U+202F from five digits on and never with a sign.
 */
function groupedBySign(text: string, locale: string): boolean {
  return (locale === 'en' || locale === 'en-xa' ? /(?<![\d.,])\d{1,3},\d{3}(?![\d])/ : /(?<![\d.,])\d{1,3}\.\d{3}(?![\d])/).test(text);
}

describe('numbers inside unit names', () => {
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
  });

  it('migration 012 gives each unit the name data/units.json has, its digits grouped', () => {
    const r = migrationRows(SQL, 'unit_name_012', 4);
    expect(r).toHaveLength(3);
    expect(r).toContainEqual(['data-transfer', 'oc48', 'OC-48 / STM-16 (2.48832 Gbit/s)', 'OC-48 / STM-16 (2.488\u202f32 Gbit/s)']);
    const differ = r.flatMap(([slug = '', code = '', old = '', name = '']) => {
      const u = cat.categoryBySlug.get(slug)?.units.find((x) => x.code === code);
      return u?.name === name && BAD_NUMBER.test(old) && !BAD_NUMBER.test(name) ? [] : [`${slug}/${code}: migration "${name}", seed "${u?.name ?? 'none'}"`];
    });
    expect(differ).toEqual([]);
    // The parse itself: an E'…' literal's escapes and a doubled quote are read.
    expect(migrationRows("INSERT INTO t VALUES\n  ('a', E'O''B\\u202fx\\\\y');\n", 't', 2)).toEqual([['a', "O'B\u202fx\\y"]]);
  });

  it('no unit or category name of any language writes a number as a page never does', () => {
    const bad: string[] = [];
    for (const locale of PUBLISHED_LOCALES) {
      for (const c of localizeCatalogue(cat, locale).categories) {
        for (const text of [c.title, ...c.units.flatMap((u) => [u.name, u.one, u.other])]) if (text && (BAD_NUMBER.test(text) || groupedBySign(text, locale))) bad.push(`${locale}: ${text}`);
      }
    }
    expect(bad).toEqual([]);
    // The check itself catches an ungrouped name, and thousands grouped with a point or comma.
    expect(BAD_NUMBER.test('OC-48 / STM-16 (2.48832 Gbit/s)')).toBe(true);
    expect(groupedBySign('Datenrate V.22 (1.200 bit/s)', 'de')).toBe(true);
    expect(groupedBySign('Datenrate V.22 (1200 bit/s)', 'de')).toBe(false);
    expect(groupedBySign('Data rate (1,200 bit/s)', 'en')).toBe(true);
    expect(groupedBySign('Diskette (1,44 MB)', 'de')).toBe(false);
  });
});
