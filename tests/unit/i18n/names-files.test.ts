// The committed data/names/*.json are exactly what the generator writes (npm run names:generate).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCED_LOCALES } from '../../../src/i18n/locales.ts';
import { generateNames } from '../../../src/i18n/names/generate.ts';
import { serialiseNames } from '../../../src/i18n/names/serialise.ts';
import { NAMES_DIR, readGeneratorInput } from '../../../src/i18n/names/read.ts';

describe('data/names', () => {
  const files = generateNames(readGeneratorInput());
  for (const locale of SOURCED_LOCALES) {
    it(`${locale}.json is what npm run names:generate writes`, () => {
      expect(readFileSync(path.join(NAMES_DIR, `${locale}.json`), 'utf8')).toBe(serialiseNames(files[locale]));
    });
  }

  it('English has CLDR names only; every name has a source', () => {
    expect(files.en.units['energy-density/kj_m3']).toBeUndefined();
    expect(new Set(Object.values(files.en.units).map((u) => u.kind))).toEqual(new Set(['cldr']));
    for (const locale of SOURCED_LOCALES) {
      for (const e of [...Object.values(files[locale].units), ...Object.values(files[locale].categories)]) expect(e.source.trim()).not.toBe('');
    }
  });

  it('the count forms come from CLDR (en inch/inches, de Zoll/Zoll, az metr/metr, es metro/metros)', () => {
    expect(files.en.units['length/in']).toMatchObject({ name: 'Inch', one: 'inch', other: 'inches', kind: 'cldr', source: 'CLDR 48 (cldr-units-full), en, units.long.length-inch' });
    expect(files.de.units['length/in']).toMatchObject({ name: 'Zoll', one: 'Zoll', other: 'Zoll' });
    expect(files.az.units['length/m']).toMatchObject({ name: 'Metr', one: 'metr', other: 'metr' });
    expect(files.es.units['length/m']).toMatchObject({ name: 'Metro', one: 'metro', other: 'metros', kind: 'cldr' });
    // The US and the imperial gallon keep their own CLDR units.
    expect(files.en.units['volume/us_gal']?.source).toMatch(/volume-gallon$/);
    expect(files.en.units['volume/imp_gal']?.source).toMatch(/volume-gallon-imperial$/);
  });

  it('prefixed units not named by CLDR get the si-prefix kind with both sources', () => {
    expect(files.es.units['length/hm']).toMatchObject({ name: 'Hectómetro', other: 'hectómetros', kind: 'si-prefix' });
    expect(files.es.units['length/hm']?.source).toContain("unitPrefixPattern 10p2 'hecto{0}'");
    expect(files.es.units['length/hm']?.source).toContain('metro (CLDR 48 es length-meter)');
    expect(files.es.units['length/hm']?.source).toContain('RAE');
    expect(files.de.units['data-storage/kib']).toMatchObject({ name: 'Kibibyte', kind: 'si-prefix' });
    expect(files.de.units['data-storage/kib']?.source).toMatch(/^IEC binary prefix kibi/);
    expect(files.fr.units['length/dam']).toMatchObject({ name: 'Décamètre', kind: 'si-prefix' });
    // CLDR's own name wins where CLDR names the prefixed unit.
    expect(files.es.units['length/km']).toMatchObject({ name: 'Kilómetro', kind: 'cldr' });
  });

  it('category names: QUDT labels with the citation, else the glossary with its kind', () => {
    expect(files.es.categories['length']).toMatchObject({ name: 'Longitud', kind: 'reference' });
    expect(files.es.categories['length']?.source).toContain('quantitykind:Length rdfs:label "longitud"@es');
    expect(files.de.categories['length']?.name).toBe('Länge');
    expect(files.es.categories['torque']?.name).not.toBe('Par');
    for (const locale of ['es', 'de', 'fr', 'az'] as const) expect(Object.keys(files[locale].categories).length, locale).toBe(64);
  });

  it('the glossary overrides CLDR where CLDR names another unit (the horsepower) or two units alike (calories)', () => {
    expect(files.de.units['power/ps']?.one).toBe('Pferdestärke');
    expect(files.de.units['power/hp']?.one).not.toMatch(/Pferdestärke/);
    expect(files.es.units['energy/cal_it']?.one).not.toBe(files.es.units['energy/cal_th']?.one);
  });
});
