// Every catalogue unit that takes a CLDR name means what the CLDR unit means: its factor (and
// offset) equal CLDR's own conversion data (cldr-core supplemental/units.json), as a ratio to
// the category's anchor, exactly unless FACTOR_TOLERANCE says why not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExact } from '../../../src/core/exact.ts';
import { Rational } from '../../../src/core/rational.ts';
import { cldrExpression, cldrUnitFactor } from '../../../src/i18n/names/cldr-factor.ts';
import { CATEGORY_ANCHORS, FACTOR_TOLERANCE, UNIT_CLDR } from '../../../src/i18n/names/cldr-map.ts';
import { readCldrConversions, readCldrUnits, ROOT } from '../../../src/i18n/names/read.ts';

interface RawUnit {
  unit_code: string;
  category: string;
  factor: string | number;
  unit_offset?: string | number;
  reciprocal?: boolean;
}

const conv = readCldrConversions();
const en = readCldrUnits('en');
const units = JSON.parse(readFileSync(path.join(ROOT, 'data/units.json'), 'utf8')) as RawUnit[];
const categories = JSON.parse(readFileSync(path.join(ROOT, 'data/categories.json'), 'utf8')) as { slug: string; title: string }[];
const slugOf = new Map(categories.map((c) => [c.title, c.slug]));
const byKey = new Map(units.map((u) => [`${slugOf.get(u.category) ?? ''}/${u.unit_code}`, u]));

/** The CLDR base unit an id reduces to, by dimension: compared through the factor of "1 base". */
function baseOf(id: string): string {
  const simple = conv.convertUnits[id];
  return simple?._baseUnit ?? id;
}

const closeEnough = (a: Rational, b: Rational, relative: number): boolean => {
  if (relative === 0) return a.equals(b);
  const diff = a.sub(b).abs();
  return diff.cmp(b.abs().mul(Rational.parseDecimal(String(relative)) ?? Rational.ONE)) <= 0;
};

describe('cldr-factor', () => {
  it('reads CLDR expressions: the first "/" divides the whole rest', () => {
    expect(cldrExpression('1/360*60', conv).value.equals(Rational.of(1n, 21600n))).toBe(true);
    expect(cldrUnitFactor('foot', conv).value.equals(Rational.of(3048n, 10000n))).toBe(true);
    expect(cldrUnitFactor('kilometer-per-hour', conv).value.equals(Rational.of(5n, 18n))).toBe(true);
    expect(cldrUnitFactor('gallon', conv).approximate).toBe(false);
    expect(cldrUnitFactor('radian', conv).approximate).toBe(true);
  });
});

describe('UNIT_CLDR', () => {
  const entries = Object.entries(UNIT_CLDR);

  it('names catalogue units and CLDR units that exist', () => {
    expect(entries.filter(([key]) => !byKey.has(key)).map(([key]) => key)).toEqual([]);
    expect(entries.filter(([, id]) => en[id]?.['unitPattern-count-one'] === undefined).map(([, id]) => id)).toEqual([]);
  });

  it('every mapped unit has the factor of its CLDR unit', () => {
    const wrong: string[] = [];
    for (const [key, longId] of entries) {
      const [slug = ''] = key.split('/');
      const u = byKey.get(key);
      if (!u) continue;
      const id = longId.slice(longId.indexOf('-') + 1);
      const c = cldrUnitFactor(id, conv);
      const anchors = Object.entries(CATEGORY_ANCHORS[slug] ?? {});
      const anchor = anchors.find(([a]) => baseOf(a) === baseOf(id)) ?? anchors[0];
      if (!anchor) {
        wrong.push(`${key}: no anchor for category ${slug}`);
        continue;
      }
      const [anchorId, anchorCode] = anchor;
      const a = cldrUnitFactor(anchorId, conv);
      const au = byKey.get(`${slug}/${anchorCode}`);
      if (!au) {
        wrong.push(`${key}: anchor ${anchorCode} not in the catalogue`);
        continue;
      }
      const anchorFactor = parseExact(au.factor).value;
      const f = parseExact(u.factor);
      // Catalogue: value_in_base = x * factor, or factor / x for a reciprocal unit.
      const expected = u.reciprocal ? Rational.ONE.div(c.value.mul(a.value)).mul(anchorFactor) : c.value.div(a.value).mul(anchorFactor);
      const tolerance = FACTOR_TOLERANCE[key]?.relative ?? (c.approximate || a.approximate || f.piPower !== 0 ? 1e-9 : 0);
      if (!closeEnough(f.value, expected, tolerance)) wrong.push(`${key} -> ${longId}: catalogue ${f.value.toString()}, CLDR ${expected.toString()}`);
      if (slug === 'temperature') {
        const offset = u.unit_offset === undefined ? Rational.ZERO : parseExact(u.unit_offset).value;
        if (!offset.equals(c.offset)) wrong.push(`${key} -> ${longId}: offset ${offset.toString()}, CLDR ${c.offset.toString()}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each tolerance is for a mapped unit and gives its reason', () => {
    for (const [key, t] of Object.entries(FACTOR_TOLERANCE)) {
      expect(UNIT_CLDR[key], key).toBeDefined();
      expect(t.why.length).toBeGreaterThan(10);
    }
  });

  it('keeps different definitions apart (US vs imperial gallon, short ton vs tonne)', () => {
    expect(UNIT_CLDR['volume/us_gal']).toBe('volume-gallon');
    expect(UNIT_CLDR['volume/imp_gal']).toBe('volume-gallon-imperial');
    expect(UNIT_CLDR['weight-and-mass/short_ton']).toBe('mass-ton');
    expect(UNIT_CLDR['weight-and-mass/t']).toBe('mass-tonne');
    expect(UNIT_CLDR['weight-and-mass/long_ton']).toBeUndefined();
    expect(UNIT_CLDR['length/us_survey_ft']).toBeUndefined();
    expect(UNIT_CLDR['mass-concentration/mg_dl']).toBeUndefined(); // CLDR's is milligram of glucose per deciliter
  });
});
