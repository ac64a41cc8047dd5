// The search index a language's search box suggests units from: each unit's names that differ
// from its name, read back as the island reads them.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { fromEntry } from '../../../src/components/UnitSearch.tsx';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { buildSearchIndex, searchNames, suggest } from '../../../src/core/search.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';

let cat: Catalogue;
beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../../data'), databaseUrl: '' });
});

describe('search index names', () => {
  it('ships only the names that differ from the unit’s name', () => {
    expect(searchNames('Pie', 'pie', 'pies', 'Foot')).toEqual(['', 'pies', 'Foot']);
    expect(searchNames('Foot', 'foot', 'feet', undefined)).toEqual(['', 'feet']);
    expect(searchNames('Meter', 'Meter', 'Meter', 'Meter')).toBeUndefined();
    expect(searchNames('Fuß', 'Fuß', 'Fuß', 'Foot')).toEqual(['', '', 'Foot']);
  });

  it('puts them last in an entry and reads them back, the English name of a code with an underscore too', () => {
    const es = buildSearchIndex(localizeCatalogue(cat, 'es'), cat).units;
    const ft = es.find((e) => e[1] === 'ft' && e[3] === 'length');
    expect(ft).toHaveLength(7);
    expect(fromEntry(ft ?? ['', '', '', '', '', 0])).toMatchObject({ name: 'Pie', other: 'pies', en: 'Foot' });
    // Looked up by the code's slug: "us_gal" has its English name on a Spanish page (issue 42).
    const gal = es.find((e) => e[1] === 'us_gal' && e[3] === 'volume');
    expect(fromEntry(gal ?? ['', '', '', '', '', 0]).en).toBe('Gallon (US)');
  });

  it('suggests a unit by its other names ("foot" and "pies" find Pie)', () => {
    const units = buildSearchIndex(localizeCatalogue(cat, 'es'), cat).units.map(fromEntry).map((u) => ({ ...u, alt: [u.one, u.other, u.en].filter((n): n is string => !!n) }));
    expect(suggest(units, 'foot', 8, 2)[0]?.code).toBe('ft');
    expect(suggest(units, 'pies', 8, 2)[0]?.code).toBe('ft');
    expect(suggest(units, 'pulg', 8, 2)[0]?.code).toBe('in');
  });
});
