// A unit's source note in the page's language (src/site/source-note.ts): the page's numbers and
// words, titles as published and marked as English on other pages, no English note text.
import { describe, expect, it } from 'vitest';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import { buildCatalogue, type Category, type Unit } from '../../../src/core/catalogue.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import { sourceNote } from '../../../src/site/source-note.ts';
import { unitSlug } from '../../../src/core/slug.ts';

const catalogue = buildCatalogue(await readJsonSources());

function note(locale: 'en' | 'es' | 'de' | 'fr' | 'az', slug: string, code: string) {
  const cat = localizeCatalogue(catalogue, locale).categoryBySlug.get(slug) as Category;
  return sourceNote(cat.unitByCode.get(unitSlug(code)) as Unit, cat, lang(locale));
}

describe('source notes', () => {
  it('write the statement with the page number form and its word for exact', () => {
    const words = { en: 'exactly', es: 'exactamente', de: 'genau', fr: 'exactement', az: 'dəqiq' } as const;
    for (const [locale, word] of Object.entries(words) as [keyof typeof words, string][]) {
      const n = note(locale, 'length', 'mi');
      expect(n?.qualifier).toBe(word);
      expect(n?.text).toContain(`(${word})`);
      expect(n?.text).toContain(locale === 'en' ? '1609.344 m' : '1609,344 m');
      // The 1959 agreement, which has no published title of its own, is named in the page's words.
      const agreement = { en: 'International yard and pound agreement (1959)', es: 'Acuerdo internacional sobre la yarda y la libra (1959)', de: 'Internationales Yard-und-Pfund-Abkommen (1959)', fr: 'Accord international sur le yard et la livre (1959)', az: '1959-cu il beynəlxalq yard və funt sazişi' } as const;
      expect(n?.citations[0]).toEqual({ text: agreement[locale], lang: undefined });
      // The English note as written in the data is never the text.
      const mile = catalogue.categoryBySlug.get('length')?.unitByCode.get('mi') as Unit;
      expect(n?.text).not.toContain(mile.source);
    }
  });

  it('a measured value says so and gives the uncertainty in the page form, with no E notation', () => {
    const de = note('de', 'weight-and-mass', 'me');
    expect(de?.qualifier).toMatch(/^Messwert, Standardunsicherheit 2,8e-40 kg$|^Messwert, Standardunsicherheit 2,8 × 10⁻⁴⁰ kg$/);
    expect(de?.text).not.toMatch(/E[+-]\d/);
    const hp = note('fr', 'power', 'hp_electric');
    // French sets a narrow no-break space before the semicolon.
    expect(hp?.text).toMatch(/^1 [^=]+ = 746 W \(exactement\)\u202f; NIST SP 811 \(2008\), Appendix B\.8$/);
  });
});
