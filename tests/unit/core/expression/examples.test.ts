// The expression converter's promised answers (issue "Convert anything you can type"), in
// English and Spanish, through the core and its presentation: the relation, the digits,
// the target's units, and the errors' kinds.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/catalogue/index.ts';
import { answerExpression, type ExprAnswer } from '../../../../src/core/expression/convert.ts';
import { UnitIndex } from '../../../../src/core/expression/lookup.ts';
import { presentConverted, presentValue } from '../../../../src/core/expression/present.ts';
import { expressionData } from '../../../../src/core/expression/table.ts';
import { localizeCatalogue } from '../../../../src/i18n/localize-catalogue.ts';
import type { Catalogue } from '../../../../src/core/catalogue.ts';
import { expressionUnitsFor } from '../../../../src/i18n/expression-units.ts';
import { readLocalNumber } from '../../../../src/i18n/read-number.ts';
import { languageOf, type Locale, PUBLISHED_LOCALES } from '../../../../src/i18n/locales.ts';

const indexes = new Map<Locale, UnitIndex>();
let cat: Catalogue;
beforeAll(async () => {
  cat = await loadCatalogue();
  for (const l of PUBLISHED_LOCALES) indexes.set(l, new UnitIndex(expressionUnitsFor(cat, l)));
});

function ask(text: string, language: Locale = 'en'): ExprAnswer {
  return answerExpression(indexes.get(language) as UnitIndex, text, { words: languageOf(language).search, readNumber: (t) => readLocalNumber(t, language) });
}

function line(text: string, language: Locale = 'en'): string {
  const a = ask(text, language);
  if (a.kind !== 'converted') throw new Error(`${text}: ${JSON.stringify(a.kind === 'error' ? a.problem : a.kind)}`);
  const s = presentConverted(a);
  return `${s.relation} ${s.parts.map((p) => `${p.number} ${p.unit}`).join(' ')}${s.reciprocal ? ' (reciprocal)' : ''}`;
}

describe('the expression converter', () => {
  it('gives the promised answers in English', () => {
    expect(line('5 ft 3 1/2 in to cm')).toBe('= 161.29 cm');
    expect(line('60 mph to min/km')).toBe('≈ 0.62137119224 min/km (reciprocal)');
    expect(line('3 ft * 2 m to m^2')).toBe('= 1.8288 m²');
    expect(line('kg*m/s^2 to N')).toBe('= 1 N');
    expect(line('1 kWh/100 km to MJ/km')).toBe('= 0.036 MJ/km');
    expect(line('20 °C to °F')).toBe('= 68 °F');
    expect(line('160.02 cm to ft in')).toBe('= 5 ft 3 in');
    expect(line('1 h 30 min to min')).toBe('= 90 min');
    expect(line('2 m + 30 cm to cm')).toBe('= 230 cm');
    expect(line('7¼ in to mm')).toBe('= 184.15 mm');
    expect(line('1.5e-3 km to m')).toBe('= 1.5 m');
    expect(line('1 rad to °')).toBe('≈ 57.295779513 °');
    expect(line('180 ° to rad')).toBe('≈ 3.1415926536 rad');
    expect(line('1 turn to °')).toBe('= 360 °');
    expect(line('5 GiB to MB')).toBe('= 5368.70912 MB');
    expect(line('1 L/100 km to mpg (US)')).toBe('≈ 235.21458333 mpg (US) (reciprocal)');
    expect(line('-40 °C to °F')).toBe('= -40 °F');
    expect(line('1 W/(m*°C) to Btu (IT)/(h*ft*°F)')).toBe('≈ 0.57778931654 Btu (IT)/(h·ft·°F)');
  });

  it('reads units by the names and symbols that tell them apart (issue 41: one symbol, one unit)', () => {
    expect(line('1 Li (Chinese Mile, 里) to m')).toBe('= 500 m');
    expect(line('1 li (CN) to m')).toBe('= 500 m');
    expect(line('1 ri to li (CN)')).toBe('≈ 7.8545454545 li (CN)');
    expect(line('1 Cubit (Biblical, Common) to cm')).toMatch(/^[=≈] \d/);
    expect(line('1 cwt (imp) to lb')).toBe('= 112 lb');
    expect(line('1 rd to Gy')).toBe('= 0.01 Gy');
    expect(line('491,67 °Ra in K', 'de')).toBe('= 273.15 K');
  });

  it('reads the romanised Thai and Russian symbols, and their former symbols in Thai and Cyrillic as typed', () => {
    expect(line('1 wa to m')).toBe('= 2 m');
    expect(line('1 วา to m')).toBe('= 2 m');
    expect(line('1 rai to wa²')).toBe('= 400 wa²');
    expect(line('1 ตร.ว. to m^2')).toBe(line('1 wa² to m^2'));
    expect(line('1 โยชน์ to km')).toBe('= 16 km');
    expect(line('1 funt to kg')).toBe('= 0.40951241 kg');
    expect(line('1 фунт to kg')).toBe('= 0.40951241 kg');
    expect(line('96 золотник to funt')).toBe('= 1 funt');
    expect(line('1 kg to фунт')).toMatch(/ funt$/);
    // French pages write the light-year "al" (CLDR 48 fr): read there as typed.
    expect(line('1 al en km', 'fr')).toBe('= 9460730472580.8 km');
  });

  it('reads the symbols without underscores, and the underscored ones as typed before (issue 41, item 3)', () => {
    // As the pages write them: a qualifier in parentheses, a constant's specification in parentheses or a subscript letter.
    expect(line('1 cal (IT) to J')).toBe('= 4.1868 J');
    expect(line('1 kcal (th)/h to W')).toBe('≈ 1.1622222222 W');
    expect(line('1 W/(m*°C) to Btu (IT)/(h·ft·°F)')).toBe('≈ 0.57778931654 Btu (IT)/(h·ft·°F)');
    expect(line('1 Btu (IT)/gal (US) to kJ/m^3')).toMatch(/^≈ 278\.7/);
    expect(line('1 A (int) to A')).toMatch(/^≈ 0\.99985\d* A$/);
    expect(line('1 t(P) to s')).toMatch(/^≈ 5\.39/);
    expect(line('1 mₕ to kg')).toMatch(/^≈ 5\.00/);
    expect(line('1 m(μ) to kg')).toMatch(/^≈ 1\.88/);
    // The old symbols, as people type them (and as UCUM's codes write the calories): the same units, answered in today's symbols.
    expect(line('1 cal_IT to J')).toBe('= 4.1868 J');
    expect(line('4.1868 J to cal_IT')).toBe('= 1 cal (IT)');
    expect(line('1 kcal_th to kJ')).toBe('= 4.184 kJ');
    expect(line('1 W to kcal_th/h')).toBe(line('1 W to kcal (th)/h'));
    expect(line('1 W/(m*°C) to Btu_IT/(h·ft·°F)')).toBe('≈ 0.57778931654 Btu (IT)/(h·ft·°F)');
    expect(line('1 Ω_int to Ω')).toBe(line('1 Ω (int) to Ω'));
    expect(line('1 t_P to s')).toBe(line('1 t(P) to s'));
    expect(line('1 R_K to Ω')).toBe(line('1 R(K) to Ω'));
    expect(line('1 m_h to kg')).toBe(line('1 mₕ to kg'));
    expect(line('1 m_μ to kg')).toBe(line('1 m(μ) to kg'));
    expect(line('1 m_P to kg')).not.toBe(line('1 m_p to kg'));
    expect(line('1 s to t_P')).toMatch(/ t\(P\)$/);
  });

  it('answers in Spanish through Spanish words and number form', () => {
    expect(line('5 pies 3 pulgadas en cm', 'es')).toBe('= 160.02 cm');
    expect(line('5,5 metros en pies', 'es')).toBe('≈ 18.044619423 ft');
    expect(line('3 pies * 2 metros en m^2', 'es')).toBe('= 1.8288 m²');
  });

  it('works through each language\'s words', () => {
    expect(line('5 Fuß 3 Zoll in cm', 'de')).toBe('= 160.02 cm');
    expect(line('5 pieds 3 pouces en cm', 'fr')).toBe('= 160.02 cm');
    // A space groups thousands before a decimal comma too (typed plain or narrow no-break): never read as 1 × 234,5.
    expect(line('1 234,5 m en km', 'fr')).toBe('= 1.2345 km');
    expect(line('1\u202f234,5 m en km', 'fr')).toBe('= 1.2345 km');
    expect(line('1 234 567 m en km', 'fr')).toBe('= 1234.567 km');
    expect(line('1 kilometr neçə metr', 'az')).toBe('= 1000 m');
  });

  it('names both dimensions, the choices of an ambiguous word, and the nearest names of an unknown one', () => {
    const dims = ask('5 m to kg');
    expect(dims.kind === 'error' && dims.problem.kind).toBe('dimensions');
    const ton = ask('1 ton to kg');
    expect(ton.kind === 'error' && ton.problem.kind === 'ambiguous' && ton.problem.choices.map((u) => u.code).sort()).toEqual(['long_ton', 'short_ton', 't']);
    const unknown = ask('3 meterz to ft');
    expect(unknown.kind === 'error' && unknown.problem.kind === 'unknown' && unknown.nearest).toContain('meter');
    const unlike = ask('5 m 3 kg to m');
    expect(unlike.kind === 'error' && unlike.problem.kind).toBe('unlike-sum');
    const cold = ask('-300 °C to K');
    expect(cold.kind === 'error' && cold.problem.kind).toBe('below-absolute-zero');
    // Zero of a quantity whose inverse is asked has no finite value: said so, not "different things".
    for (const text of ['0 mpg to L/100 km', '0 L/100 km to mpg (US)', '0 km/h to min/km']) {
      const inf = ask(text);
      expect(inf.kind === 'error' && inf.problem.kind, text).toBe('infinite');
    }
    const rpm = ask('1 rad/s to Hz');
    expect(rpm.kind).toBe('converted');
  });

  it('with no target, gives the coherent SI unit and the common units of the quantity', () => {
    const a = ask('3 ft * 2 m');
    expect(a.kind).toBe('value');
    if (a.kind !== 'value') return;
    const v = presentValue(a, indexes.get('en') as UnitIndex);
    expect(`${v.si.relation} ${v.si.parts[0]?.number ?? ''} ${v.si.parts[0]?.unit ?? ''}`).toBe('= 1.8288 m²');
    expect(v.popular.length).toBeGreaterThan(1);
  });

  it('ships each language\'s units in one file of at most 60 KB gzipped', () => {
    for (const l of PUBLISHED_LOCALES) {
      const bytes = gzipSync(JSON.stringify(expressionData(languageOf(l).isCatalogueLanguage ? cat : localizeCatalogue(cat, l), cat)), { level: 9 }).length;
      console.log(`expression units (${l}): ${String(bytes)} B gzipped`);
      expect(bytes, l).toBeLessThanOrEqual(60 * 1024);
    }
  });
});
