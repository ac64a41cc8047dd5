// Typed text in each language, read by the one reader the expression page and the search box
// share (issue 42): the language's connectors, number form and words, and the conversion page
// with the value as typed, as components/expression-data.ts gives them to both faces.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/catalogue/index.ts';
import { expressionView, type Loaded, loadedFrom } from '../../../../src/components/expression-data.ts';
import type { ExpressionData } from '../../../../src/core/expression/table.ts';
import { looksLikeQuery } from '../../../../src/core/search.ts';
import { ISLAND_MESSAGES } from '../../../../src/i18n/island-messages.ts';
import { languageOf, type Locale, PUBLISHED_LOCALES } from '../../../../src/i18n/locales.ts';
import { localizeCatalogue } from '../../../../src/i18n/localize-catalogue.ts';
import { localNumber } from '../../../../src/i18n/numbers.ts';
import { localPath } from '../../../../src/i18n/paths.ts';
import { islandMessages } from '../../../../src/i18n/ui-messages.ts';
import { uiTranslator } from '../../../../src/i18n/ui-translate.ts';
import { expressionDataFile } from '../../../../src/pipeline/site-files.ts';

const loaded = new Map<Locale, Loaded>();
beforeAll(async () => {
  const cat = await loadCatalogue();
  for (const l of PUBLISHED_LOCALES) {
    // Through JSON, as the page fetches the language's file.
    const data = JSON.parse(expressionDataFile(languageOf(l).isCatalogueLanguage ? cat : localizeCatalogue(cat, l), cat, l)) as ExpressionData;
    loaded.set(l, loadedFrom(data));
  }
});

const view = (locale: Locale, text: string) => {
  const t = uiTranslator(locale, islandMessages(locale, ISLAND_MESSAGES.expression));
  const v = expressionView(loaded.get(locale) as Loaded, text, locale, t, (items) => items.join(', '));
  if (!v) throw new Error('no view');
  return v;
};
/** The answer as the search box writes it: the value and unit typed where it is a pair, then the result. */
const line = (locale: Locale, text: string): string => {
  const v = view(locale, text);
  if (!v.shown) return `${v.kind}: ${v.problem ?? ''}`;
  const result = `${v.shown.relation} ${v.shown.parts.map((p) => `${localNumber(p.number, locale)} ${p.unit}`).join(' ')}`;
  return v.page ? `${v.page.value} ${v.page.from.symbol} ${result}` : result;
};
const FEET = '≈ 18,044\u202f619\u202f423 ft';

describe('typed text in each language', () => {
  it('Spanish: "5,5 m en pies", other connectors and names, the page with the value as typed', () => {
    for (const q of ['5,5 m en pies', '5,5 metros a pies', '5,5 m para ft', '5,5 metro pie', '5,5 m en feet', '5,5 meters to feet']) expect(line('es', q), q).toBe(`5,5 m ${FEET}`);
    expect(localPath('es', view('es', '5,5 m en pies').page?.href ?? '')).toBe('/es/convert/length/m-to-ft?v=5%2C5');
  });

  it('German: "in", "nach", "zu", "Fuss" without ß, "." grouping thousands', () => {
    for (const q of ['5,5 m in Fuß', '5,5 Meter nach Fuß', '5,5 m zu fuss', '5,5 m Fuß']) expect(line('de', q), q).toBe(`5,5 m ${FEET}`);
    expect(line('de', '1.234,5 cm in Zoll')).toBe('1.234,5 cm ≈ 486,023\u202f622\u202f05 in');
    expect(line('de', '1/4 in in cm')).toBe('1/4 in = 0,635 cm');
  });

  it('French: "en", "vers", "à", accents optional, space-grouped thousands', () => {
    for (const q of ['5,5 m en pieds', '5,5 mètres vers pieds', '5,5 metres a pieds', '5,5 m à ft']) expect(line('fr', q), q).toBe(`5,5 m ${FEET}`);
    expect(line('fr', '1 000 m en pieds')).toBe('1 000 m ≈ 3280,839\u202f895 ft');
  });

  it('Azerbaijani: side by side, the dative ending, and "neçə"', () => {
    for (const q of ['5,5 m fut', '5,5 metr futa', '5,5 m neçə futdur', '5,5 m to ft']) expect(line('az', q), q).toBe(`5,5 m ${FEET}`);
    // A sign before the value keeps it a conversion (it was read as the product °C·K, in K²).
    expect(line('az', '-273,15 °C K')).toMatch(/ °C = 0 K$/);
    expect(line('en', '-40 °C °F')).toMatch(/ °C = −40 °F$/);
    // A difference keeps its Δ in the result: a change of −277.78 degrees, not a temperature below absolute zero.
    expect(line('en', '-500 Δ°F to Δ°C')).toMatch(/ ≈ −277\.777\u202f777\u202f78 Δ°C$/);
    expect(line('en', '10 K to Δ°F')).toMatch(/(^| )= 18 Δ°F$/);
  });

  it('English keeps its forms: "5.5 m to feet", "1/4 in mm", "1,000.5 ft in m"', () => {
    expect(line('en', '5.5 m to feet')).toBe('5.5 m ≈ 18.044\u202f619\u202f423 ft');
    expect(line('en', '1/4 in mm')).toBe('1/4 in = 6.35 mm');
    expect(line('en', '1,000.5 ft in m')).toBe('1,000.5 ft = 304.9524 m');
    expect(view('en', '5.5 m to feet').page?.href).toBe('/convert/length/m-to-ft?v=5.5');
  });

  it('links a conversion page only for units of the catalogue: "Mb", made from the bit, has none', () => {
    expect(view('en', '100 Mb to MB').page).toBeUndefined();
    expect(line('en', '100 Mb to MB')).toBe('= 12.5 MB');
    expect(view('en', '5 kg to lb').page?.href).toBe('/convert/weight-and-mass/kg-to-lb?v=5');
  });

  it('reads "1,234" as the language does where it can only be read so; asks where countries differ', () => {
    expect(line('en', '1,234 m to cm')).toBe('1,234 m = 123\u202f400 cm');
    expect(line('de', '1,234 m in cm')).toBe('1,234 m = 123,4 cm');
    expect(view('es', '1,234 m en cm').choices.map((c) => c.text)).toEqual(['1234 m en cm', '1,234 m en cm']);
  });

  it('says which word names no unit, and which quantities differ', () => {
    expect(line('es', '5 m en fleebs')).toBe('error: «fleebs» no es el nombre ni el símbolo de una unidad.');
    expect(view('de', '5 kg in Fuß').problem).toBe('Das sind verschiedene Größen: Masse im Ausdruck, Länge im Ziel.');
  });

  it('loads the engine on a local decimal too', () => {
    expect(looksLikeQuery(',5 m en pies')).toBe(true);
    expect(looksLikeQuery('pies')).toBe(false);
  });

  it('reads the composed names of compound units in each language', () => {
    const codes = (locale: Locale, text: string): string => {
      const v = view(locale, text);
      return v.shown ? v.shown.working.map((w) => w.unit.code).join(' -> ') : `${v.kind}: ${v.problem ?? ''}`;
    };
    expect(codes('es', '5 metros cuadrados en pies cuadrados')).toBe('m2 -> ft2');
    expect(codes('de', '10 Megabit pro Sekunde in MB/s')).toBe('mbit_s -> mb_s');
    expect(codes('fr', '3 kilomètres par heure en nœuds')).toBe('km_h -> kn');
    expect(codes('az', '5 kvadrat metr kvadrat fut')).toBe('m2 -> ft2');
  });
});

describe('what two independent tries of both faces found, answered right or asked (issue 42)', () => {
  const answer = (locale: Locale, text: string): string => {
    const v = view(locale, text);
    return v.shown ? `${v.shown.relation} ${v.shown.parts.map((p) => `${p.number} ${p.unit}`).join(' ')}` : `${v.kind}${v.choices.length > 0 ? ' (asks)' : ''}`;
  };
  it('a number over a number before a unit is a number ("π/2 rad" is 90°), never a reciprocal', () => {
    expect(answer('en', 'π/2 rad to deg')).toBe('= 90 °');
    expect(answer('en', '3.5/2 m to cm')).toBe('= 175 cm');
    expect(answer('en', '1/3/4 m to cm')).toBe('≈ 8.3333333333 cm');
    expect(answer('es', '3,5/2 m a cm')).toBe('= 175 cm');
  });
  it('case decides: NM the nautical mile; Ml, mw, MS and g→G are not read as another unit', () => {
    expect(answer('en', '1 NM to km')).toBe('= 1.852 km');
    expect(answer('en', '1 Ml to L')).toBe('error');
    expect(answer('en', '2 mw to mW')).toBe('error');
    expect(answer('en', '1 MS to s')).toBe('error');
    expect(answer('en', '1 g to G')).toBe('error');
    expect(answer('en', '5 Km to Mi')).toBe('≈ 3.1068559612 mi');
  });
  it('side by side without a connector converts or asks, never multiplies', () => {
    expect(answer('en', '98.6 F C')).toBe('= 37 °C');
    expect(answer('en', '1 ton kg')).toBe('error (asks)');
    expect(answer('en', '100 ft2 to m2')).toBe('= 9.290304 m²');
  });
  it('words a language reads its own way are asked: gr (fr, de), Pfund (de), livre and mille (fr)', () => {
    expect(answer('fr', '500 gr en kg')).toBe('error (asks)');
    expect(answer('de', '100 gr in g')).toBe('error (asks)');
    expect(answer('de', '5 Pfund in kg')).toBe('error (asks)');
    expect(answer('fr', '3 milles en km')).toBe('error (asks)');
  });
  it('a temperature on °C or °F in a sum is not guessed', () => {
    expect(view('en', '0 °C + 1 K to K').problem).toMatch(/cannot be added/);
  });
  it('each reading offered asks for that reading alone', () => {
    for (const [locale, text] of [['es', '1 gr a mg'], ['en', '1 cal'], ['en', '20 C'], ['fr', '1 Ko en o']] as const) {
      for (const c of view(locale, text).choices) expect(view(locale, c.text).choices, `${text} → ${c.text}`).toEqual([]);
    }
  });
});
