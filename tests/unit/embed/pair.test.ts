// The embeddable converter reads the site's JSON API (src/site/api/) and answers as the site's own
// pages do: for every pair of the fixture's categories and of the catalogue's angles (whose
// factors hold π), in every language, its line is the one the site's converter computes from the
// catalogue itself (core/shown.ts convertShown, exactness.ts relation). Its failures are reasons, never numbers.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue, type Catalogue, type Unit } from '../../../src/core/catalogue.ts';
import { relation } from '../../../src/core/exactness.ts';
import { readNumber } from '../../../src/core/format.ts';
import { convertShown, pairShort } from '../../../src/core/shown.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import { localNumber } from '../../../src/i18n/numbers.ts';
import { apiFiles } from '../../../src/site/api/files.ts';
import { DataShapeError, readCategory, readIndex, type CategoryFile, type Index } from '../../../src/embed/api.ts';
import { answer, findCategory, pairView, unitsOf } from '../../../src/embed/pair.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function catalogue(dir: string): Promise<Catalogue> {
  return buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: path.join(ROOT, dir) }));
}

/** The API as the build writes it, read as the element reads it. */
function api(cat: Catalogue): { index: Index; files: Map<string, CategoryFile> } {
  const out = new Map(apiFiles(cat, { site: 'https://exactconvert.example', locales: PUBLISHED_LOCALES, currencyApiUrl: undefined }));
  const index = readIndex(JSON.parse(out.get('api/v1/index.json') ?? 'null'));
  const files = new Map(index.categories.filter((c) => !c.currency).map((c) => [c.slug, readCategory(JSON.parse(out.get(c.href.slice(1)) ?? 'null'))]));
  return { index, files };
}

const VALUES = ['1', '2,5', '-40', '0', '1e-7', '12345.5', '3 1/4'];

/** Every ordered pair of a category, in every language: the element's line against the site's. */
function sameAsTheSite(cat: Catalogue, a: ReturnType<typeof api>, slug: string): number {
  let checked = 0;
  let below = 0;
  const file = a.files.get(slug);
  if (!file) throw new Error(`no file for ${slug}`);
  for (const locale of PUBLISHED_LOCALES) {
    const local = localizeCatalogue(cat, locale).categoryBySlug.get(slug);
    const units = (local?.units ?? []).filter((u): u is Unit => u.kind === 'unit');
    for (const from of units) {
      for (const to of units) {
        const pair = unitsOf(file, from.code, to.code);
        if (!Array.isArray(pair)) throw new Error(`${slug}: ${from.code} ${to.code}`);
        for (const typed of VALUES) {
          const got = answer(typed, pair[0], pair[1], locale);
          const english = typed.replace(',', '.').replace('3 1/4', '3.25');
          // A temperature below absolute zero (−40 K, −40 °R) has no answer, as on the site's card.
          const x = readNumber(english);
          if (slug === 'temperature' && x !== undefined && x.mul(from.factor).add(from.offset).sign() < 0) {
            expect(got, `${locale} ${typed} ${from.code} → ${to.code}`).toEqual({ ok: false, typed, belowZero: true });
            below++;
            continue;
          }
          const shown = convertShown(english, from, to);
          const [f, t] = pairShort(from, to);
          const echo = typed === '3 1/4' ? typed : localNumber(english, locale);
          expect(got, `${locale} ${typed} ${from.code} → ${to.code}`).toEqual({ ok: true, result: localNumber(shown.text, locale), line: `${echo} ${f} ${relation(from, to, shown)} ${localNumber(shown.text, locale)} ${t}` });
          checked++;
        }
      }
    }
  }
  if (slug === 'temperature') expect(below, 'values below absolute zero refused').toBeGreaterThan(0);
  return checked;
}

describe('the embeddable converter, against the site', () => {
  it('answers every pair of the fixture site as its pages do, in every language', async () => {
    const cat = await catalogue('tests/fixtures/site');
    const a = api(cat);
    let checked = 0;
    for (const c of a.index.categories.filter((x) => !x.currency)) checked += sameAsTheSite(cat, a, c.slug);
    expect(checked).toBeGreaterThan(5000);
    // Currencies have no factors: the element knows them, to say it does not convert them.
    expect(a.index.categories.filter((c) => c.currency).map((c) => c.slug)).toEqual(['currency']);
  });

  it('multiplies π back into the angles\' factors: degrees, radians and turns as the site converts them', async () => {
    const cat = await catalogue('data');
    const a = api(cat);
    expect(a.files.get('angle')?.units.some((u) => u.piPower !== 0)).toBe(true);
    expect(sameAsTheSite(cat, a, 'angle')).toBeGreaterThan(1000);
  });
});

describe('pairs and problems', () => {
  it('finds the category of both units, the one asked for, or says what is wrong', async () => {
    const { index } = api(await catalogue('tests/fixtures/site'));
    const slug = (r: ReturnType<typeof findCategory>): string => ('kind' in r ? r.kind : r.slug);
    expect(slug(findCategory(index.categories, 'ft', 'cm', undefined))).toBe('length');
    // A code as the site's addresses write it.
    expect(slug(findCategory(index.categories, 'l-100km', 'mpg-us', undefined))).toBe('fuel-economy');
    expect(findCategory(index.categories, 'ft', 'kg', undefined)).toEqual({ kind: 'different', from: 'ft', to: 'kg' });
    expect(findCategory(index.categories, 'ft', 'furlong', undefined)).toEqual({ kind: 'unknown-unit', unit: 'furlong' });
    expect(findCategory(index.categories, 'usd', 'eur', undefined)).toEqual({ kind: 'currency' });
    expect(findCategory(index.categories, 'USD', 'EUR', 'currency')).toEqual({ kind: 'currency' });
    expect(findCategory(index.categories, 'usd', 'cm', undefined)).toEqual({ kind: 'different', from: 'usd', to: 'cm' });
    expect(findCategory(index.categories, 'ft', 'cm', 'volume')).toEqual({ kind: 'unknown-category', category: 'volume' });
    // A unit the site has, but not in the category named, is said to be outside it, never unknown.
    expect(findCategory(index.categories, 'ft', 'kg', 'length')).toEqual({ kind: 'not-in-category', unit: 'kg', category: 'length' });
    expect(findCategory(index.categories, '', 'cm', undefined)).toEqual({ kind: 'missing' });
  });

  it('links the pair\'s page in the language, or the category where the pair has none', async () => {
    const { index, files } = api(await catalogue('tests/fixtures/site'));
    const length = index.categories.find((c) => c.slug === 'length');
    const file = files.get('length');
    if (!length || !file) throw new Error('no length');
    const [ft, cm] = unitsOf(file, 'ft', 'cm') as [never, never];
    expect(pairView(index.pages, file, length, ft, cm, 'de')).toMatchObject({ fromLabel: 'Fuß (ft)', toLabel: 'Zentimeter (cm)', fromShort: 'ft', toShort: 'cm', path: '/de/convert/length/ft-to-cm' });
    expect(pairView(index.pages, file, length, ft, cm, 'en').path).toBe('/convert/length/ft-to-cm');
    const listed = { ...length, everyPair: false };
    expect(pairView(index.pages, { ...file, conversions: ['cm-to-ft'] }, listed, ft, cm, 'es').path).toBe('/es/convert/length');
    expect(pairView(index.pages, { ...file, conversions: ['ft-to-cm'] }, listed, ft, cm, 'es').path).toBe('/es/convert/length/ft-to-cm');
  });

  it('says that text is no number, where the site\'s converter would read it as 0', async () => {
    const { files } = api(await catalogue('tests/fixtures/site'));
    const file = files.get('length');
    if (!file) throw new Error('no length');
    const [ft, cm] = unitsOf(file, 'ft', 'cm') as [never, never];
    expect(answer('abc', ft, cm, 'es')).toEqual({ ok: false, typed: 'abc' });
    expect(answer(' 1/0 ', ft, cm, 'en')).toEqual({ ok: false, typed: '1/0' });
    expect(answer('', ft, cm, 'fr')).toMatchObject({ ok: true, line: '0 ft = 0 cm' });
    expect(readNumber('1 234.5')?.toString()).toBe('2469/2');
    expect(readNumber('x')).toBeUndefined();
  });

  it('refuses a file of another shape, naming the field', () => {
    expect(() => readIndex({ categories: 'no' })).toThrow(DataShapeError);
    expect(() => readIndex({ pages: { category: {}, conversion: {} }, categories: [{ slug: 'a', kind: 'units', href: '/x', units: [1] }] })).toThrow(/a unit of a is not a string/);
    const unit = { code: 'm', slug: 'm', names: { en: { name: 'Meter', symbol: 'm' } }, factor: { numerator: '1', denominator: '0', piPower: 0 }, offset: { numerator: '0', denominator: '1', piPower: 0 }, reciprocal: false, exact: true };
    expect(() => readCategory({ category: 'length', units: [unit] })).toThrow(/length\/m factor is not a fraction/);
    expect(() => readCategory({ category: 'length', units: [{ ...unit, factor: { numerator: '1', denominator: '1', piPower: 0.5 } }] })).toThrow(/piPower/);
    expect(readCategory({ category: 'length', units: [{ ...unit, factor: { numerator: '1', denominator: '1', piPower: 0 } }] }).units[0]?.exactRational).toBe(true);
  });
});
