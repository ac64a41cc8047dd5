// Typed queries in each language, as the search island answers them: the language's
// connectors, its number form, and unit names from that language's search index
// (name, its one/other forms, the English name), built the way the lead's build builds it.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { AnyUnit, Catalogue, Category } from '../../../src/core/catalogue.ts';
import { answerQuery, type QueryAnswer, unitKeys } from '../../../src/core/query.ts';
import { buildSearchIndex, looksLikeQuery, readSearchEntry, searchNames, suggest } from '../../../src/core/search.ts';
import type { SourcedLocale as Locale } from '../../../src/i18n/locales.ts';
import { SEARCH_WORDS } from '../../../src/i18n/languages/search-words.ts';
import { localNumber, parseLocalInput } from '../../../src/i18n/numbers.ts';
import { localPath } from '../../../src/i18n/paths.ts';
import { fromEntry, queryUnitsOf } from '../../../src/components/UnitSearch.tsx';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';

/** Names of a few units per language ([name, one, other]), as the names module gives them (CLDR 48). */
const NAMES: Record<Exclude<Locale, 'en'>, Record<string, [string, string, string]>> = {
  es: { m: ['Metro', 'metro', 'metros'], ft: ['Pie', 'pie', 'pies'], in: ['Pulgada', 'pulgada', 'pulgadas'], cm: ['Centímetro', 'centímetro', 'centímetros'], kg: ['Kilogramo', 'kilogramo', 'kilogramos'], lb: ['Libra', 'libra', 'libras'], degC: ['Grado Celsius', 'grado Celsius', 'grados Celsius'], degF: ['Grado Fahrenheit', 'grado Fahrenheit', 'grados Fahrenheit'] },
  de: { m: ['Meter', 'Meter', 'Meter'], ft: ['Fuß', 'Fuß', 'Fuß'], in: ['Zoll', 'Zoll', 'Zoll'], cm: ['Zentimeter', 'Zentimeter', 'Zentimeter'], kg: ['Kilogramm', 'Kilogramm', 'Kilogramm'], lb: ['Pfund', 'Pfund', 'Pfund'] },
  fr: { m: ['Mètre', 'mètre', 'mètres'], ft: ['Pied', 'pied', 'pieds'], in: ['Pouce', 'pouce', 'pouces'], cm: ['Centimètre', 'centimètre', 'centimètres'], kg: ['Kilogramme', 'kilogramme', 'kilogrammes'], lb: ['Livre', 'livre', 'livres'] },
  az: { m: ['Metr', 'metr', 'metr'], ft: ['Fut', 'fut', 'fut'], in: ['Düym', 'düym', 'düym'], cm: ['Santimetr', 'santimetr', 'santimetr'], kg: ['Kiloqram', 'kiloqram', 'kiloqram'], lb: ['Funt', 'funt', 'funt'] },
};

/** The fixture catalogue with a language's names on its units (what localizeCatalogue does with the names module). */
function localized(cat: Catalogue, locale: Exclude<Locale, 'en'>): Catalogue {
  const categories = cat.categories.map((c): Category => {
    const units = c.units.map((u): AnyUnit => {
      const n = NAMES[locale][u.code];
      return n ? { ...u, name: n[0], one: n[1], other: n[2] } : u;
    });
    return { ...c, units, unitByCode: new Map(units.map((u) => [u.code, u])) };
  });
  return { ...cat, categories, categoryBySlug: new Map(categories.map((c) => [c.slug, c])) };
}

let cat: Catalogue;
const ask = (locale: Locale, text: string): QueryAnswer => {
  const index = locale === 'en' ? buildSearchIndex(cat) : buildSearchIndex(localized(cat, locale), cat);
  // Through JSON, as the island fetches /search-index.<lang>.json.
  const units = queryUnitsOf((JSON.parse(JSON.stringify(index)) as typeof index).units.map(fromEntry));
  return answerQuery(units, text, unitKeys(units, SEARCH_WORDS[locale]), { words: SEARCH_WORDS[locale], readNumber: (t) => parseLocalInput(t, locale) });
};
/** The answer line as the island shows it: "5,5 m = 18,0446194225722 ft". */
const line = (locale: Locale, a: QueryAnswer): string => (a.kind === 'answer' ? `${a.value} ${a.from.symbol} ${a.relation} ${localNumber(a.shown.text, locale)} ${a.to.symbol}` : a.kind);

beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../fixtures/site'), databaseUrl: '' });
});

describe('typed queries in each language', () => {
  it('Spanish: "5,5 m en pies" is 18,0446194225722 ft, and its page is the Spanish one with the value as typed', () => {
    const a = ask('es', '5,5 m en pies');
    expect(line('es', a)).toBe('5,5 m ≈ 18,044\u202f619\u202f422\u202f572\u202f2 ft');
    // The core's own result for 5.5 m in feet, in English form: only the decimal sign changes.
    expect(a.kind === 'answer' && a.shown.text).toBe('18.0446194225722');
    expect(a.kind === 'answer' && localPath('es', a.href)).toBe('/es/convert/length/m-to-ft?v=5%2C5');
    for (const q of ['5,5 metros a pies', '5,5 m para ft', '5,5 metro pie', '5,5 m en feet', '5,5 meters to feet', '5.5 m en pies']) expect(line('es', ask('es', q)), q).toBe('5,5 m ≈ 18,044\u202f619\u202f422\u202f572\u202f2 ft'.replace(/^5,5/, q.split(' ')[0] ?? ''));
  });

  it('German: "5,5 m in Fuß", "nach", "zu", and "Fuss" without ß', () => {
    for (const q of ['5,5 m in Fuß', '5,5 Meter nach Fuß', '5,5 m zu fuss', '5,5 m Fuß']) expect(line('de', ask('de', q)), q).toBe('5,5 m ≈ 18,044\u202f619\u202f422\u202f572\u202f2 ft');
    // German groups thousands with "."; the inch is still "in".
    expect(line('de', ask('de', '1.234,5 cm in Zoll'))).toBe('1.234,5 cm ≈ 486,023\u202f622\u202f047\u202f244 in');
    expect(line('de', ask('de', '1/4 in in cm'))).toBe('1/4 in = 0,635 cm');
  });

  it('French: "5,5 m en pieds", "vers", "à", accents optional, space-grouped thousands', () => {
    for (const q of ['5,5 m en pieds', '5,5 mètres vers pieds', '5,5 metres a pieds', '5,5 m à ft']) expect(line('fr', ask('fr', q)), q).toBe('5,5 m ≈ 18,044\u202f619\u202f422\u202f572\u202f2 ft');
    expect(line('fr', ask('fr', '1 000 m en pieds'))).toBe('1 000 m ≈ 3280,839\u202f895\u202f013\u202f12 ft');
  });

  it('Azerbaijani: "5,5 m fut", the dative ending, and "neçə"', () => {
    for (const q of ['5,5 m fut', '5,5 metr futa', '5,5 m neçə futdur', '5,5 m to ft']) expect(line('az', ask('az', q)), q).toBe('5,5 m ≈ 18,044\u202f619\u202f422\u202f572\u202f2 ft');
  });

  it('English keeps its forms: "5.5 m to feet", "100 f in c", "1/4 in mm", "1,000.5 ft in m"', () => {
    expect(line('en', ask('en', '5.5 m to feet'))).toBe('5.5 m ≈ 18.044\u202f619\u202f422\u202f572\u202f2 ft');
    expect(line('en', ask('en', '1/4 in mm'))).toBe('1/4 in = 6.35 mm');
    expect(line('en', ask('en', '1,000.5 ft in m'))).toBe('1,000.5 ft = 304.9524 m');
    expect(ask('en', '5.5 m to feet')).toMatchObject({ href: '/convert/length/m-to-ft?v=5.5' });
  });

  it('reads "1,234" as the language does: 1.234 in Spanish, 1234 in English', () => {
    expect(line('es', ask('es', '1,234 m en cm'))).toBe('1,234 m = 123,4 cm');
    expect(line('en', ask('en', '1,234 m to cm'))).toBe('1,234 m = 123\u202f400 cm');
  });

  it('says which word names no unit, around the language’s connector', () => {
    expect(ask('es', '5 m en fleebs')).toEqual({ kind: 'unknown', word: 'fleebs' });
    expect(ask('fr', '5 zorg vers pieds')).toEqual({ kind: 'unknown', word: 'zorg' });
    expect(ask('de', '5 kg in Fuß')).toMatchObject({ kind: 'mismatch' });
  });

  it('starts loading the query module on a local decimal too', () => {
    expect(looksLikeQuery(',5 m en pies')).toBe(true);
    expect(looksLikeQuery('pies')).toBe(false);
  });
});

describe('search index names', () => {
  it('ships only the names that differ from the unit’s name', () => {
    expect(searchNames('Pie', 'pie', 'pies', 'Foot')).toEqual(['', 'pies', 'Foot']);
    expect(searchNames('Foot', 'foot', 'feet', undefined)).toEqual(['', 'feet']);
    expect(searchNames('Meter', 'Meter', 'Meter', 'Meter')).toBeUndefined();
    expect(searchNames('Fuß', 'Fuß', 'Fuß', 'Foot')).toEqual(['', '', 'Foot']);
  });

  it('puts them last in an entry, after the model, and reads them back', () => {
    const es = buildSearchIndex(localized(cat, 'es'), cat).units;
    const ft = es.find((e) => e[1] === 'ft');
    expect(ft).toHaveLength(13);
    expect(ft?.[12]).toEqual(['', 'pies', 'Foot']);
    expect(readSearchEntry(ft ?? es[0] ?? ['', '', '', '', '', 0]).model?.[0]).toBe('0.3048');
    // English index: the catalogue's names today have no other forms, so entries are as before.
    const en = buildSearchIndex(cat).units;
    expect(en.every((e) => !Array.isArray(e[e.length - 1]))).toBe(true);
    expect(fromEntry(ft ?? es[0] ?? ['', '', '', '', '', 0])).toMatchObject({ name: 'Pie', other: 'pies', en: 'Foot', model: { factor: '0.3048' } });
  });

  it('suggests a unit by its other names ("foot" and "pies" find Pie)', () => {
    const units = buildSearchIndex(localized(cat, 'es'), cat).units.map(fromEntry).map((u) => ({ ...u, alt: [u.one, u.other, u.en].filter((n): n is string => !!n) }));
    expect(suggest(units, 'foot', 8, 2)[0]?.code).toBe('ft');
    expect(suggest(units, 'pies', 8, 2)[0]?.code).toBe('ft');
    expect(suggest(units, 'pulg', 8, 2)[0]?.code).toBe('in');
  });
});

describe('typed queries with the composed names of the full catalogue', () => {
  let full: Catalogue;
  beforeAll(async () => {
    full = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../../data'), databaseUrl: '' });
  });
  const askFull = (locale: Exclude<Locale, 'en'>, text: string): QueryAnswer => {
    const index = buildSearchIndex(localizeCatalogue(full, locale), full);
    const units = queryUnitsOf((JSON.parse(JSON.stringify(index)) as typeof index).units.map(fromEntry));
    return answerQuery(units, text, unitKeys(units, SEARCH_WORDS[locale]), { words: SEARCH_WORDS[locale], readNumber: (t) => parseLocalInput(t, locale) });
  };
  const pair = (a: QueryAnswer): string => (a.kind === 'answer' ? `${a.from.code} -> ${a.to.code}` : a.kind);
  it('Spanish, German, French and Azerbaijani names of compound units', () => {
    expect(pair(askFull('es', '5 metros cuadrados en pies cuadrados'))).toBe('m2 -> ft2');
    expect(pair(askFull('de', '10 Megabit pro Sekunde in MB/s'))).toBe('mbit_s -> mb_s');
    expect(pair(askFull('fr', '3 kilomètres par heure en nœuds'))).toBe('km_h -> kn');
    expect(pair(askFull('az', '5 kvadrat metr kvadrat fut'))).toBe('m2 -> ft2');
  });
});
