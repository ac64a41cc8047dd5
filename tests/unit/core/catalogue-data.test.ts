import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { countCatalogue, seedQualityProblems } from '../../../src/catalogue/report.ts';
import type { Catalogue, Unit } from '../../../src/core/catalogue.ts';
import { convert } from '../../../src/core/convert.ts';
import { temperatureCompanion } from '../../../src/site/sentences.ts';
import { formatResult, parseInput } from '../../../src/core/format.ts';
import { Rational } from '../../../src/core/rational.ts';
import { EN } from '../../../src/i18n/lang.ts';

// The shipped catalogue (data/): exact known values and a round trip for every pair.
let cat: Catalogue;

beforeAll(async () => {
  cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
});

function unit(category: string, code: string): Unit {
  const u = cat.categoryBySlug.get(category)?.unitByCode.get(code.toLowerCase().replace(/_/g, '-'));
  if (!u || u.kind !== 'unit') throw new Error(`no unit ${category}/${code}`);
  return u;
}

function conv(value: string, category: string, from: string, to: string): string {
  const r = convert(parseInput(value), unit(category, from), unit(category, to));
  return r === undefined ? 'infinite' : formatResult(r);
}

describe('catalogue breadth', () => {
  it('meets the counts of the foundation issue', () => {
    const c = countCatalogue(cat);
    expect(c.categories).toBeGreaterThanOrEqual(60);
    expect(c.units).toBeGreaterThanOrEqual(900);
    expect(c.conversions).toBeGreaterThanOrEqual(80_000);
    expect(c.currencies).toBeGreaterThanOrEqual(80);
    expect(cat.currencies.map((x) => x.code)).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    expect(seedQualityProblems(cat)).toEqual([]);
  });

  it('covers the categories people look for', () => {
    for (const slug of [
      'length', 'weight-and-mass', 'temperature', 'temperature-difference', 'volume', 'area', 'pressure', 'energy',
      'time', 'speed', 'currency', 'charge', 'density', 'acceleration', 'data-transfer', 'data-storage', 'power',
      'force', 'torque', 'angle', 'frequency', 'fuel-economy', 'flow', 'mass-flow-rate', 'dynamic-viscosity',
      'kinematic-viscosity', 'luminance', 'illuminance', 'electric-current', 'voltage', 'electrical-resistance',
      'capacitance', 'inductance', 'electrical-conductance', 'magnetic-flux', 'magnetic-flux-density',
      'absorbed-dose', 'radioactivity', 'radiation-exposure', 'thermal-conductivity', 'heat-flux-density',
      'specific-heat-capacity', 'molar-concentration', 'surface-tension', 'typography', 'cooking-volume',
    ]) {
      expect(cat.categoryBySlug.has(slug), slug).toBe(true);
    }
  });
});

describe('exact known values', () => {
  it('length', () => {
    expect(conv('1', 'length', 'in', 'cm')).toBe('2.54');
    expect(conv('1.1', 'length', 'm', 'cm')).toBe('110');
    expect(conv('5.5', 'length', 'mm', 'cm')).toBe('0.55');
    expect(conv('112', 'length', 'mm', 'cm')).toBe('11.2');
    expect(conv('222224', 'length', 'mm', 'cm')).toBe('22222.4');
    expect(conv('1', 'length', 'ft', 'm')).toBe('0.3048');
    expect(conv('1', 'length', 'mi', 'km')).toBe('1.609344');
    expect(conv('1', 'length', 'm', 'in')).toBe('39.3700787401575');
  });
  it('weight and mass', () => {
    expect(conv('1', 'weight-and-mass', 'lb', 'kg')).toBe('0.45359237');
    expect(conv('1', 'weight-and-mass', 'oz', 'g')).toBe('28.349523125');
    expect(conv('1', 'weight-and-mass', 'kg', 'lb')).toBe('2.20462262184878');
  });
  it('temperature', () => {
    expect(conv('32', 'temperature', 'fahrenheit', 'celsius')).toBe('0');
    expect(conv('100', 'temperature', 'celsius', 'fahrenheit')).toBe('212');
    expect(conv('-40', 'temperature', 'celsius', 'fahrenheit')).toBe('-40');
    expect(conv('0', 'temperature', 'kelvin', 'celsius')).toBe('-273.15');
    expect(conv('0', 'temperature', 'celsius', 'rankine')).toBe('491.67');
  });
  it('temperature difference: a 10 °C change is an 18 °F change', () => {
    expect(conv('10', 'temperature-difference', 'delta_celsius', 'delta_fahrenheit')).toBe('18');
    expect(conv('10', 'temperature', 'celsius', 'fahrenheit')).toBe('50');
  });
  it('volume', () => {
    expect(conv('1', 'volume', 'us_gal', 'l')).toBe('3.785411784');
    expect(conv('1', 'volume', 'imp_gal', 'l')).toBe('4.54609');
    expect(conv('1', 'volume', 'l', 'ml')).toBe('1000');
  });
  it('area: 9280 m² in ft² to 15 significant digits', () => {
    const r = conv('9280', 'area', 'm2', 'ft2');
    expect(r).toBe('99889.0886670662');
    expect(r.replace('.', '').slice(0, 15)).toBe('998890886670662');
  });
  it('fuel economy is reciprocal and exact', () => {
    expect(conv('10', 'fuel-economy', 'km_l', 'l_100km')).toBe('10');
    expect(conv('1', 'fuel-economy', 'mpg_us', 'km_l')).toBe('0.425143707430272');
    expect(conv('0', 'fuel-economy', 'mpg_us', 'l_100km')).toBe('infinite');
  });
  it('data storage keeps SI and IEC apart', () => {
    expect(conv('1', 'data-storage', 'kib', 'byte')).toBe('1024');
    expect(conv('1', 'data-storage', 'kb', 'byte')).toBe('1000');
    expect(conv('1', 'data-storage', 'byte', 'bit')).toBe('8');
  });
});

describe('round trips', () => {
  it('x -> y -> x returns x exactly for every ordered pair of every category', () => {
    const values = ['1', '0.1', '-37.5', '123456.789'].map((v) => Rational.parseDecimal(v) as Rational);
    let pairs = 0;
    for (const c of cat.categories) {
      if (c.kind !== 'units') continue;
      const units = c.units as Unit[];
      for (const a of units) {
        for (const b of units) {
          if (a === b) continue;
          for (const x of values) {
            if ((a.reciprocal || b.reciprocal) && x.sign() <= 0) continue;
            const y = convert(x, a, b);
            const back = y === undefined ? undefined : convert(y, b, a);
            if (!back?.equals(x)) throw new Error(`${c.slug}: ${a.code} -> ${b.code} -> ${a.code} does not return ${x.toString()}`);
          }
          pairs++;
        }
      }
    }
    expect(pairs).toBe(countCatalogue(cat).conversions);
  });
});

describe('temperature pages explain reading against change', () => {
  const page = (category: string, slug: string) => {
    const c = cat.categoryBySlug.get(category)?.conversionBySlug.get(slug);
    if (!c) throw new Error(`no conversion ${category}/${slug}`);
    return c;
  };
  it('a reading page names the change and links to its difference page', () => {
    expect(temperatureCompanion(page('temperature', 'celsius-to-fahrenheit'), cat, EN)).toEqual({
      text: 'This page converts temperature readings: a reading of 10 °C is 50 °F. A difference between two temperatures converts without the zero offset: a change of 10 °C is a change of 18 °F.',
      href: '/convert/temperature-difference/delta-celsius-to-delta-fahrenheit',
      linkText: 'Convert a change: Degree Celsius (difference) to Degree Fahrenheit (difference)',
    });
  });
  it('a difference page names the reading and links back', () => {
    const note = temperatureCompanion(page('temperature-difference', 'delta-kelvin-to-delta-celsius'), cat, EN);
    expect(note?.text).toBe(
      'This page converts temperature differences (changes and intervals), which have no zero offset: a change of 10 K is a change of 10 °C. A temperature reading converts with the offset: a reading of 10 K is −263.15 °C.',
    );
    expect(note?.href).toBe('/convert/temperature/kelvin-to-celsius');
  });
  it('every temperature page has its companion, and no other category does', () => {
    for (const slug of ['temperature', 'temperature-difference']) {
      for (const c of cat.categoryBySlug.get(slug)?.conversions ?? []) {
        if (c.from.code === 'delta_millikelvin' || c.to.code === 'delta_millikelvin') continue; // no millikelvin reading scale
        expect(temperatureCompanion(c, cat, EN), c.slug).toBeDefined();
      }
    }
    expect(temperatureCompanion(page('length', 'in-to-cm'), cat, EN)).toBeUndefined();
  });
});
