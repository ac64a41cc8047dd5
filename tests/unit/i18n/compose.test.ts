// Compound names composed by CLDR's grammar from the sourced names of their parts, and the
// English parse that finds the parts, checked against the units' factors.
import { describe, expect, it } from 'vitest';
import { englishShapes } from '../../../src/i18n/names/english-shapes.ts';
import { generateNames } from '../../../src/i18n/names/generate.ts';
import type { CatalogueUnitInput, GeneratorInput, NamesFile } from '../../../src/i18n/names/model.ts';
import { readCldrUnits, readCldrVersion } from '../../../src/i18n/names/read.ts';
import { SOURCED_LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import type { Glossary } from '../../../src/i18n/names/glossary.ts';

// Every language with files, published or not: the generator composes names for each.
const cldr: GeneratorInput['cldr'] = Object.fromEntries(SOURCED_LOCALES.map((l) => [l, readCldrUnits(l)]));
const u = (category: string, unit_code: string, name: string, factor: string, symbol?: string): CatalogueUnitInput => ({ category, unit_code, name, factor, symbol });
const categories = [
  { slug: 'length', title: 'Length' },
  { slug: 'time', title: 'Time' },
  { slug: 'energy', title: 'Energy' },
  { slug: 'volume', title: 'Volume' },
  { slug: 'energy-density', title: 'Energy Density' },
  { slug: 'torque', title: 'Torque' },
  { slug: 'force', title: 'Force' },
  { slug: 'flow', title: 'Volumetric Flow Rate' },
  { slug: 'area', title: 'Area' },
  { slug: 'speed', title: 'Speed' },
];
const units: CatalogueUnitInput[] = [
  u('Length', 'm', 'Meter', '1', 'm'),
  u('Length', 'km', 'Kilometer', '1000', 'km'),
  u('Time', 's', 'Second', '1', 's'),
  u('Time', 'h', 'Hour', '3600', 'h'),
  u('Time', 'yr', 'Year', '31557600', 'yr'),
  u('Energy', 'j', 'Joule', '1', 'J'),
  u('Energy', 'kj', 'Kilojoule', '1000', 'kJ'),
  u('Volume', 'm3', 'Cubic Meter', '1', 'm³'),
  u('Volume', 'us_gal', 'Gallon (US)', '0.003785411784', 'gal'),
  u('Energy Density', 'kj_m3', 'Kilojoule per Cubic Meter', '1000', 'kJ/m³'),
  u('Energy Density', 'j_m3', 'Joule per Cubic Meter', '1', 'J/m³'),
  u('Force', 'n', 'Newton', '1', 'N'),
  u('Torque', 'n_m', 'Newton Meter', '1', 'N·m'),
  u('Torque', 'pn_nm', 'Piconewton Nanometer', '1e-21', 'pN·nm'),
  u('Volumetric Flow Rate', 'us_gal_yr', 'Gallon (US) per Year', '0.003785411784/31557600', 'gal/yr'),
  // The parts of this name give 1000 J/m³, not the factor written: it must not be composed.
  u('Energy Density', 'wrong', 'Joule per Liter', '1', 'J/L?'),
  u('Volume', 'l', 'Liter', '0.001', 'L'),
  u('Area', 'km2', 'Square Kilometer', '1000000', 'km²'),
  u('Area', 'us_gal2', 'Square Gallon (US)', '0.003785411784*0.003785411784', 'gal²'),
  // CLDR 48 gives no gender for es/fr "milla náutica", "braza", "brasse": their powers agree all the same.
  u('Length', 'nmi', 'Nautical Mile', '1852', 'nmi'),
  u('Length', 'fathom', 'Fathom', '1.8288', 'ftm'),
  u('Area', 'nmi2', 'Square Nautical Mile', '1852*1852', 'nmi²'),
  u('Volume', 'fathom3', 'Cubic Fathom', '1.8288*1.8288*1.8288', 'ftm³'),
  u('Speed', 'nmi_s', 'Nautical Mile per Second', '1852', 'nmi/s'),
  u('Speed', 'km_s', 'Kilometer per Second', '1000', 'km/s'),
];
const glossary = (locale: Locale, gallon: { one: string; other: string; gender?: 'masculine' | 'feminine' }): Glossary => ({
  locale,
  genders: locale === 'es' ? { braza: 'feminine', milla: 'feminine' } : locale === 'fr' ? { brasse: 'feminine' } : {},
  qualifiers: { US: { text: 'EE. UU.', kind: 'cldr', source: 'CLDR' } },
  units: {
    'volume/us_gal': { ...gallon, kind: 'translated', source: 'team translation: test' },
    // A team translation without a gender: a "per" name takes its numerator's.
    ...(locale === 'de' ? { 'speed/km_s': { one: 'Kilometer pro Sekunde', other: 'Kilometer pro Sekunde', kind: 'translated' as const, source: 'team translation: test' } } : {}),
  },
  categories: {},
});
const input: GeneratorInput = {
  units,
  categories,
  cldr,
  cldrVersion: readCldrVersion(),
  glossaries: {
    es: glossary('es', { one: 'galón (EE. UU.)', other: 'galones (EE. UU.)', gender: 'masculine' }),
    de: glossary('de', { one: 'Gallone (USA)', other: 'Gallonen (USA)', gender: 'feminine' }),
    fr: glossary('fr', { one: 'gallon (É.-U.)', other: 'gallons (É.-U.)', gender: 'masculine' }),
  },
};

describe('English name parse', () => {
  const shapes = englishShapes(input);
  it('finds prefixes, powers, products and quotients', () => {
    expect(shapes.get('energy-density/kj_m3')).toEqual({ kind: 'compound', num: [{ key: 'energy/kj', power: 1 }], den: [{ key: 'length/m', power: 3 }] });
    expect(shapes.get('torque/pn_nm')).toEqual({ kind: 'compound', num: [{ key: 'force/n', prefix: '10p-12', power: 1 }, { key: 'length/m', prefix: '10p-9', power: 1 }], den: [] });
    expect(shapes.get('flow/us_gal_yr')).toEqual({ kind: 'compound', num: [{ key: 'volume/us_gal', power: 1 }], den: [{ key: 'time/yr', power: 1 }] });
  });
  it('does not compose a name whose parts disagree with the factor', () => {
    expect(shapes.has('energy-density/wrong')).toBe(false);
    expect(shapes.has('length/m')).toBe(false);
  });
});

describe('composition by CLDR grammar', () => {
  const files = generateNames(input);
  const fileOf = (l: string): NamesFile => {
    const f = files.get(l);
    if (!f) throw new Error(`no names file for ${l}`);
    return f;
  };
  it('per, power with gender and count, and SI prefixes, in each language', () => {
    expect(fileOf('es').units['energy-density/kj_m3']).toMatchObject({ one: 'kilojulio por metro cúbico', other: 'kilojulios por metro cúbico', gender: 'masculine', kind: 'composed' });
    expect(fileOf('de').units['energy-density/kj_m3']).toMatchObject({ one: 'Kilojoule pro Kubikmeter', kind: 'composed' });
    expect(fileOf('fr').units['energy-density/kj_m3']).toMatchObject({ one: 'kilojoule par mètre cube', other: 'kilojoules par mètre cube', kind: 'composed' });
    expect(fileOf('az').units['energy-density/kj_m3']).toMatchObject({ one: 'kilocoul/kub metr', kind: 'composed' });
    expect(fileOf('es').units['energy-density/kj_m3']?.source).toMatch(/^Composed by CLDR \d+ es grammar \(per '\{0\} por \{1\}'; power3 '\{0\} cúbico'\) from kilojulio/);
  });
  it('products: German as one word, Spanish with a space, French with a hyphen', () => {
    expect(fileOf('de').units['torque/pn_nm']?.one).toBe('Pikonewtonnanometer');
    expect(fileOf('es').units['torque/pn_nm']?.one).toBe('piconewton nanómetro');
    expect(fileOf('fr').units['torque/pn_nm']?.one).toBe('piconewton-nanomètre');
  });
  it('a glossary name is a part like any other; the bare "Year" of a name stands for any year', () => {
    expect(fileOf('es').units['flow/us_gal_yr']).toMatchObject({ one: 'galón (EE. UU.) por año', other: 'galones (EE. UU.) por año', kind: 'composed' });
    expect(fileOf('es').units['energy-density/wrong']).toBeUndefined();
  });
  it('a power keeps the bracketed qualifier at the end of the name', () => {
    expect(fileOf('es').units['area/us_gal2']).toMatchObject({ one: 'galón cuadrado (EE. UU.)', other: 'galones cuadrados (EE. UU.)', kind: 'composed' });
  });
  it('a power agrees with the gender of a part whose CLDR name has none (inferred from the language\'s own names before composing)', () => {
    expect(cldr['es']?.['length-fathom']?.gender).toBeUndefined();
    expect(fileOf('es').units['area/nmi2']).toMatchObject({ one: 'milla náutica cuadrada', other: 'millas náuticas cuadradas', gender: 'feminine' });
    expect(fileOf('es').units['volume/fathom3']).toMatchObject({ one: 'braza cúbica', other: 'brazas cúbicas', gender: 'feminine' });
    expect(fileOf('fr').units['volume/fathom3']).toMatchObject({ one: 'brasse cube', other: 'brasses cubes', gender: 'feminine' });
  });
  it('a "per" compound has its numerator\'s gender (CLDR deriveCompound per = 0)', () => {
    expect(fileOf('de').units['speed/km_s']).toMatchObject({ one: 'Kilometer pro Sekunde', gender: 'masculine' });
    expect(fileOf('es').units['speed/nmi_s']).toMatchObject({ one: 'milla náutica por segundo', gender: 'feminine' });
  });
});
