// check:truth's reading of source notes (src/checks/truth-sources.ts): a note written by the site
// passes in every language, and a wrong value, a wrong unit or a statement that leaves out its
// unit planted in it is caught.
import { describe, expect, it } from 'vitest';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import { buildCatalogue, type Category, type Unit } from '../../../src/core/catalogue.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { localizeCatalogue } from '../../../src/i18n/localize-catalogue.ts';
import { checkSourceNotes, readNoteValue } from '../../../src/checks/truth-sources.ts';
import { reading } from '../../../src/checks/truth-reading.ts';
import { sourceNote, type SourceNote } from '../../../src/site/source-note.ts';
import { SMALL_CATALOGUE } from '../../integration/site-fixture.ts';

const catalogue = buildCatalogue(await readJsonSources(SMALL_CATALOGUE));

/** The markup of src/components/SourceNote.astro for a note, inside a hub's <dd>. */
function html(code: string, note: SourceNote): string {
  const qs = note.quantities.map((q) => `<span data-q="${q.code}">${q.value} ${q.symbol}</span>`).join(' = ');
  const statement = note.quantities.length > 0 ? `<span data-source-statement>${qs} (${note.qualifier})</span>` : '';
  const cites = note.citations.map((c, i) => `${i > 0 || note.quantities.length > 0 ? '; ' : ''}<cite>${c.text}</cite>`).join('');
  return `<dd><span data-source="${code}">${statement}${cites}</span></dd>`;
}

function length(locale: (typeof PUBLISHED_LOCALES)[number]): { cat: Category; unit: (code: string) => Unit } {
  const cat = localizeCatalogue(catalogue, locale).categoryBySlug.get('length') as Category;
  return { cat, unit: (code) => cat.unitByCode.get(code) as Unit };
}

describe('source notes on built pages', () => {
  it('every note the site writes holds, in every language', () => {
    for (const locale of PUBLISHED_LOCALES) {
      for (const slug of ['length', 'temperature', 'fuel-economy']) {
        const cat = localizeCatalogue(catalogue, locale).categoryBySlug.get(slug) as Category;
        for (const u of cat.units) {
          if (u.kind !== 'unit') continue;
          const note = sourceNote(u, cat, lang(locale));
          if (!note) continue;
          expect(checkSourceNotes(html(u.code, note), cat, `${locale} ${u.code}`, reading(locale))).toEqual([]);
        }
      }
    }
  });

  it('catches a wrong value planted in a note, in English and in German number form', () => {
    for (const locale of ['en', 'de'] as const) {
      const { cat, unit } = length(locale);
      const note = sourceNote(unit('versta'), cat, lang(locale)) as SourceNote;
      const right = html('versta', note);
      expect(right).toContain(locale === 'de' ? '1066,8 m' : '1066.8 m');
      const wrong = right.replace(locale === 'de' ? '1066,8 m' : '1066.8 m', locale === 'de' ? '1066,9 m' : '1066.9 m');
      expect(checkSourceNotes(wrong, cat, 'page', reading(locale))).toEqual([expect.stringMatching(/page source note of versta: "1066[.,]9 m" is not "1 .*" by the catalogue's factors/)]);
    }
  });

  it('catches a quantity said in another unit than its value is, and a note whose statement leaves out its unit', () => {
    const { cat, unit } = length('fr');
    const right = html('ft', sourceNote(unit('ft'), cat, lang('fr')) as SourceNote);
    expect(checkSourceNotes(right.replace('data-q="in"', 'data-q="cm"'), cat, 'p', reading('fr'))[0]).toMatch(/"12 in" does not end with the unit's symbol "cm"/);
    expect(checkSourceNotes(right.replace('data-q="m">0,3048 m', 'data-q="m">0,3048 in'), cat, 'p', reading('fr'))[0]).toMatch(/does not end with the unit's symbol "m"/);
    const alone = right.replace('<span data-q="ft">1 ft</span> = ', '');
    expect(checkSourceNotes(alone, cat, 'p', reading('fr'))).toEqual(['p source note of ft: the statement does not name the unit']);
  });

  it('reads the forms a note may write a value in', () => {
    const de = reading('de');
    expect(readNoteValue('1.602176634e-19', reading('en'))).toBe('1.602176634e-19');
    expect(readNoteValue('1,602176634 × 10⁻¹⁹', de)).toBe('1.602176634e-19');
    expect(readNoteValue('1200/3937', de)).toBe('1200/3937');
    expect(readNoteValue('π/180', de)).toBe('pi/180');
    expect(readNoteValue('0,0254³ × 231', de)).toBe('0.0254^3*231');
    expect(readNoteValue('(1,6e-19)²/2', de)).toBe('1.6e-19^2/2');
  });
});
