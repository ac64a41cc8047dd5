import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { namesReport } from '../../../src/catalogue/report.ts';
import { languageOf, PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { categoryName, nameCounts, namesOf, NamesError, parseNamesFile, unitName } from '../../../src/i18n/names.ts';
import { ROOT } from '../../../src/i18n/names/read.ts';

describe('names lookup', () => {
  it('finds a unit and a category name with its source', () => {
    expect(unitName('es', 'length', 'm')).toMatchObject({ name: 'Metro', one: 'metro', other: 'metros', kind: 'cldr' });
    expect(unitName('de', 'length', 'hm')?.kind).toBe('si-prefix');
    expect(unitName('es', 'length', 'no-such-unit')).toBeUndefined();
    expect(categoryName('fr', 'length')).toMatchObject({ name: 'Longueur', kind: 'reference' });
    expect(categoryName('az', 'length')?.kind).toBe('translated');
    expect(categoryName('fr', 'density')?.name).toBe('Masse volumique');
  });

  it('counts names by kind, the rest as English', () => {
    expect(nameCounts('es', [{ category: 'length', code: 'm' }, { category: 'length', code: 'hm' }, { category: 'length', code: 'us_survey_ft' }, { category: 'speed', code: 'mm_yr' }, { category: 'length', code: 'nope' }])).toEqual({
      cldr: 1,
      composed: 1,
      'si-prefix': 1,
      reference: 0,
      translated: 1,
      english: 1,
    });
  });

  it('refuses a name without a source, naming the file and the key', () => {
    const bad = { locale: 'es', units: { 'length/m': { name: 'Metro', one: 'metro', other: 'metros', kind: 'cldr', source: ' ' } }, categories: {} };
    expect(() => parseNamesFile('data/names/es.json', 'es', bad)).toThrow(NamesError);
    expect(() => parseNamesFile('data/names/es.json', 'es', bad)).toThrow(/data\/names\/es\.json "units\.length\/m": a name without a source is refused/);
    const noSource = { locale: 'de', units: {}, categories: { length: { name: 'Länge', kind: 'reference' } } };
    expect(() => parseNamesFile('data/names/de.json', 'de', noSource)).toThrow(/data\/names\/de\.json "categories\.length": a name without a source/);
  });
});

describe('namesReport (catalogue:check)', () => {
  it('counts every language and finds no stray key in the committed files', async () => {
    const cat = await loadCatalogue({ dataDir: path.join(ROOT, 'data') });
    const r = namesReport(cat, PUBLISHED_LOCALES);
    expect(r.problems).toEqual([]);
    for (const l of PUBLISHED_LOCALES) {
      const u = r.counts[l]?.units;
      if (!u) throw new Error(`no counts for ${l}`);
      expect(u.cldr + u.composed + u['si-prefix'] + u.reference + u.translated + u.english).toBe(cat.unitCount);
    }
    expect(r.counts['es']?.units.cldr).toBeGreaterThan(150);
  });

  it('reports a key that is no catalogue unit, and a name without a source', async () => {
    const cat = await loadCatalogue({ dataDir: path.join(ROOT, 'data') });
    const stray = namesReport(cat, PUBLISHED_LOCALES, (l) =>
      l === 'fr' ? { units: new Map([['length/furlongs', { name: 'X', one: 'x', other: 'x', kind: 'cldr' as const, source: 's' }]]), categories: new Map([['nope', { name: 'Y', kind: 'reference' as const, source: 's' }]]) } : namesOf(l),
    );
    expect(stray.problems).toEqual(['data/names/fr.json units "length/furlongs": not a unit of the catalogue', 'data/names/fr.json categories "nope": not a category of the catalogue']);
    const unsourced = namesReport(cat, PUBLISHED_LOCALES, () => {
      parseNamesFile('data/names/az.json', 'az', { locale: 'az', units: { 'length/m': { name: 'Metr', one: 'metr', other: 'metr', kind: 'cldr', source: '' } }, categories: {} });
      throw new Error('not reached');
    });
    expect(unsourced.problems[0]).toMatch(/data\/names\/az\.json "units\.length\/m": a name without a source is refused/);
  });
});

describe('each language’s own name (its record’s name, the language switch)', () => {
  it("is each language's name in itself in CLDR 48 (cldr-localenames-full main/<l>/languages.json)", () => {
    for (const l of PUBLISHED_LOCALES) {
      const file = path.join(ROOT, `node_modules/cldr-localenames-full/main/${l}/languages.json`);
      const data = JSON.parse(readFileSync(file, 'utf8')) as { main: Record<string, { localeDisplayNames: { languages: Record<string, string> } }> };
      expect(languageOf(l).name, l).toBe(data.main[l]?.localeDisplayNames.languages[l]);
    }
  });
});
