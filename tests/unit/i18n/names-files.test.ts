// The committed data/names/*.json are exactly what the generator writes (npm run names:generate).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOf, PUBLISHED_LOCALES, SOURCED_LOCALES } from '../../../src/i18n/locales.ts';
import { generateNames } from '../../../src/i18n/names/generate.ts';
import type { NamesFile } from '../../../src/i18n/names/model.ts';
import { serialiseNames } from '../../../src/i18n/names/serialise.ts';
import { NAMES_DIR, readGeneratorInput } from '../../../src/i18n/names/read.ts';

describe('data/names', () => {
  const files = generateNames(readGeneratorInput());
  const fileOf = (l: string): NamesFile => {
    const f = files.get(l);
    if (!f) throw new Error(`no names file for ${l}`);
    return f;
  };
  for (const locale of SOURCED_LOCALES) {
    it(`${locale}.json is what npm run names:generate writes`, () => {
      expect(readFileSync(path.join(NAMES_DIR, `${locale}.json`), 'utf8')).toBe(serialiseNames(fileOf(locale)));
    });
  }

  it('English has CLDR names only; every name has a source', () => {
    expect(fileOf('en').units['energy-density/kj_m3']).toBeUndefined();
    expect(new Set(Object.values(fileOf('en').units).map((u) => u.kind))).toEqual(new Set(['cldr']));
    for (const locale of SOURCED_LOCALES) {
      for (const e of [...Object.values(fileOf(locale).units), ...Object.values(fileOf(locale).categories)]) expect(e.source.trim()).not.toBe('');
    }
  });

  it('the count forms come from CLDR (en inch/inches, de Zoll/Zoll, az metr/metr, es metro/metros)', () => {
    expect(fileOf('en').units['length/in']).toMatchObject({ name: 'Inch', one: 'inch', other: 'inches', kind: 'cldr', source: 'CLDR 48 (cldr-units-full), en, units.long.length-inch' });
    expect(fileOf('de').units['length/in']).toMatchObject({ name: 'Zoll', one: 'Zoll', other: 'Zoll' });
    expect(fileOf('az').units['length/m']).toMatchObject({ name: 'Metr', one: 'metr', other: 'metr' });
    expect(fileOf('es').units['length/m']).toMatchObject({ name: 'Metro', one: 'metro', other: 'metros', kind: 'cldr' });
    // The US and the imperial gallon keep their own CLDR units.
    expect(fileOf('en').units['volume/us_gal']?.source).toMatch(/volume-gallon$/);
    expect(fileOf('en').units['volume/imp_gal']?.source).toMatch(/volume-gallon-imperial$/);
  });

  it('prefixed units not named by CLDR get the si-prefix kind with both sources', () => {
    expect(fileOf('es').units['length/hm']).toMatchObject({ name: 'Hectómetro', other: 'hectómetros', kind: 'si-prefix' });
    expect(fileOf('es').units['length/hm']?.source).toContain("unitPrefixPattern 10p2 'hecto{0}'");
    expect(fileOf('es').units['length/hm']?.source).toContain('metro (CLDR 48 es length-meter)');
    expect(fileOf('es').units['length/hm']?.source).toContain('RAE');
    expect(fileOf('de').units['data-storage/kib']).toMatchObject({ name: 'Kibibyte', kind: 'si-prefix' });
    expect(fileOf('de').units['data-storage/kib']?.source).toMatch(/^IEC binary prefix kibi/);
    expect(fileOf('fr').units['length/dam']).toMatchObject({ name: 'Décamètre', kind: 'si-prefix' });
    // CLDR's own name wins where CLDR names the prefixed unit.
    expect(fileOf('es').units['length/km']).toMatchObject({ name: 'Kilómetro', kind: 'cldr' });
  });

  it('category names: QUDT labels with the citation, else the glossary with its kind', () => {
    expect(fileOf('es').categories['length']).toMatchObject({ name: 'Longitud', kind: 'reference' });
    expect(fileOf('es').categories['length']?.source).toContain('quantitykind:Length rdfs:label "longitud"@es');
    expect(fileOf('de').categories['length']?.name).toBe('Länge');
    expect(fileOf('es').categories['torque']?.name).not.toBe('Par');
    // Every published language but the catalogue's names every category of the seed.
    for (const locale of PUBLISHED_LOCALES.filter((l) => languageOf(l).isCatalogueLanguage !== true)) expect(Object.keys(fileOf(locale).categories).length, locale).toBe(64);
  });

  it('the glossary overrides CLDR where CLDR names another unit (the horsepower) or two units alike (calories)', () => {
    expect(fileOf('de').units['power/ps']?.one).toBe('Pferdestärke');
    expect(fileOf('de').units['power/hp']?.one).not.toMatch(/Pferdestärke/);
    expect(fileOf('es').units['energy/cal_it']?.one).not.toBe(fileOf('es').units['energy/cal_th']?.one);
  });
});
