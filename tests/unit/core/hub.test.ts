import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { type Catalogue, type Category, type Unit, unitModel } from '../../../src/core/catalogue.ts';
import { homeTiles } from '../../../src/core/home.ts';
import { baseUnit, definitionText, hubRows } from '../../../src/core/hub.ts';
import { unitDefinition } from '../../../src/site/hub-text.ts';
import { unitHubMeta } from '../../../src/site/meta.ts';
import { paths } from '../../../src/core/paths.ts';
import { EN } from '../../../src/i18n/lang.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';

let cat: Catalogue;
const category = (slug: string): Category => {
  const c = cat.categoryBySlug.get(slug);
  if (!c) throw new Error(`missing ${slug}`);
  return c;
};
const unit = (slug: string, code: string): Unit => {
  const u = category(slug).unitByCode.get(code);
  if (u?.kind !== 'unit') throw new Error(`missing ${slug}/${code}`);
  return u;
};

beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../fixtures/site'), databaseUrl: '' });
});

describe('unit hubs', () => {
  it('live under /units/, apart from every conversion URL, whatever the unit code', () => {
    expect(paths.unitHub('length', 'M_2')).toBe('/units/length/m-2');
    // A code that reads like a conversion slug still cannot reach /convert/...
    expect(paths.unitHub('length', 'a-to-b')).toBe('/units/length/a-to-b');
    expect(paths.unitHub('length', 'units')).not.toBe(paths.conversion('length', 'units'));
  });

  it('list every conversion from the unit once, each with its reverse', () => {
    const length = category('length');
    const inch = unit('length', 'in');
    const rows = hubRows(length, inch);
    expect(rows).toHaveLength(length.units.length - 1);
    expect(new Set(rows.map((r) => r.conversion.to)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.conversion.from).toBe(inch);
      expect(r.reverse?.from).toBe(r.conversion.to);
      expect(r.reverse?.to).toBe(inch);
    }
  });

  it('define a unit against the base unit from its exact written factor and offset', () => {
    expect(baseUnit(category('length'))?.code).toBe('m');
    // A multiple of the base unit is a unit equation (SI Brochure §5.4.1); an offset or reciprocal scale a relation between values.
    expect(definitionText(unit('length', 'in'), unit('length', 'm'))).toBe('1 in = 0.0254 m');
    const f = unit('temperature', 'fahrenheit');
    const k = baseUnit(category('temperature'));
    if (!k) throw new Error('no kelvin');
    expect(definitionText(f, k)).toBe('⟦K⟧ = ⟦°F⟧ × 5/9 + 459.67 × 5/9');
    const mpg = unit('fuel-economy', 'mpg-us');
    const base = baseUnit(category('fuel-economy'));
    if (!base) throw new Error('no base');
    expect(definitionText(mpg, base)).toMatch(/^⟦L\/100 km⟧ = .* ÷ ⟦mpg⟧$/);
    expect(unitDefinition(category('temperature'), f, EN).formula).toBe('value in K = value in °F × 5/9 + 459.67 × 5/9');
    expect(unitDefinition(category('length'), unit('length', 'm'), EN).formula).toBeUndefined();
  });

  it('say "exact" only when the unit is exact, and show the source', () => {
    const exact = unitDefinition(category('length'), unit('length', 'in'), EN);
    expect(exact).toMatchObject({ exactRational: true });
    expect(exact.exactness).toMatch(/^Exact/);
    const radian = unitModel({ code: 'rad', name: 'Radian', symbol: 'rad', factor: '180/pi', offset: null, reciprocal: false, source: 'SI Brochure', exact: true });
    const d = unitDefinition(category('length'), radian, EN);
    expect(d.exactRational).toBe(false);
    expect(d.exactness).toMatch(/^Exactly defined in terms of π/);
    // A unit without a source record shows no source note (the note's English text is never shown).
    expect(d.source).toBeUndefined();
    const bohr = unitModel({ code: 'bohr', name: 'Bohr Radius', symbol: 'a₀', factor: '5.29177210544e-11', offset: null, reciprocal: false, source: 'CODATA 2022', exact: false });
    const m = unitDefinition(category('length'), bohr, EN);
    expect(m.exactness).toMatch(/^Not exact: the Bohr [Rr]adius is not exactly defined \(its value is measured/);
    expect(m.formula).toBe('1 a₀ ≈ 5.291\u202f772\u202f105\u202f44 × 10⁻¹¹ m');
  });

  it('have their own title and canonical URL', () => {
    const m = unitHubMeta('https://exactconvert.example', category('length'), unit('length', 'in'), EN, PUBLISHED_LOCALES);
    expect(m.title).toBe('Inch Conversions - Free Length Converter - ExactConvert');
    expect(m.canonical).toBe('https://exactconvert.example/units/length/in');
  });
});

describe('home tiles', () => {
  it('come in the data order first, then by title', () => {
    const tiles = homeTiles(cat.categories).map((c) => c.slug);
    expect(tiles.slice(0, 5)).toEqual(['length', 'weight-and-mass', 'temperature', 'area', 'currency']);
    expect(tiles).toHaveLength(cat.categories.length);
    const rest = tiles.slice(12);
    expect(rest).toEqual(cat.categories.filter((c) => c.homeOrder === undefined).map((c) => c.slug));
  });
});
