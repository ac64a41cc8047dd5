/**
 * Issue 44: the substance catalogue (data/substances/) and its arithmetic. Every value has its
 * source (a value without one is refused, with its place named); the counts the issue asks; the
 * measures' factors are the catalogue's units'; every published language names every substance;
 * results are rounded to the value's digits; and the expression converter answers the issue's
 * examples in each language within the range of the sources, and asks for a substance where a
 * mass and a volume are converted without one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { parseExact } from '../../../src/core/exact.ts';
import { UnitIndex } from '../../../src/core/expression/lookup.ts';
import { answerWithSubstances, type SubstanceAnswer } from '../../../src/core/expression/substance.ts';
import { Rational } from '../../../src/core/rational.ts';
import { unitSlug } from '../../../src/core/slug.ts';
import { kitchenChoices, MEASURES } from '../../../src/core/substance/measures.ts';
import { buildSubstances, convertWith, roundSignificant } from '../../../src/core/substance/model.ts';
import { expressionUnitsFor } from '../../../src/i18n/expression-units.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { languageOf, type Locale, PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { readLocalNumber } from '../../../src/i18n/read-number.ts';
import { expressionSubstances, namesSubstances } from '../../../src/i18n/substance-names.ts';

const DATA = path.resolve(import.meta.dirname, '../../../data');
let cat: Catalogue;
const indexes = new Map<Locale, UnitIndex>();
beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: DATA, databaseUrl: '' });
  for (const l of PUBLISHED_LOCALES) indexes.set(l, new UnitIndex(expressionUnitsFor(cat, l)));
});

function ask(text: string, locale: Locale): SubstanceAnswer {
  return answerWithSubstances(indexes.get(locale) as UnitIndex, text, { words: languageOf(locale).search, readNumber: (t) => readLocalNumber(t, locale) }, expressionSubstances(cat, lang(locale)), kitchenChoices(languageOf(locale).kitchen));
}

describe('the substance files', () => {
  it('hold at least 150 foods and 60 materials, every value with its source', () => {
    const foods = cat.substances.list.filter((s) => s.group === 'food');
    const materials = cat.substances.list.filter((s) => s.group === 'material');
    expect(foods.length).toBeGreaterThanOrEqual(150);
    expect(materials.length).toBeGreaterThanOrEqual(60);
    for (const s of cat.substances.list) for (const v of s.values) expect(cat.substances.sources.get(v.entry.source), `${s.slug} ${v.entry.id}`).toBeDefined();
  });

  it('refuse a value without a source, an unknown source, a missing name and a term that names two substances, each with its place', () => {
    const file = JSON.parse(readFileSync(path.join(DATA, 'substances/foods.json'), 'utf8')) as { sources: Record<string, unknown>; substances: Record<string, unknown>[] };
    const [a, b] = file.substances as [Record<string, unknown> & { values: Record<string, unknown>[]; names: Record<string, unknown>; terms: Record<string, string[]> }, Record<string, unknown> & { terms: Record<string, string[]> }];
    const noSource = structuredClone(a);
    delete (noSource.values[0] as Record<string, unknown>)['source'];
    const unknown = structuredClone(a);
    (unknown.values[0] as Record<string, unknown>)['source'] = 'my-memory';
    const noName = structuredClone(a);
    delete noName.names['az'];
    const clash = structuredClone(b);
    clash.terms['de'] = [...(clash.terms['de'] ?? []), (a.terms['de'] ?? [])[0] ?? ''];
    const problems = (s: Record<string, unknown>[]): string => buildSubstances([{ at: 'foods.json', value: { sources: file.sources, substances: s } }]).problems.join('\n');
    expect(problems([noSource])).toMatch(/foods\.json substance #1 \(all-purpose-flour\): values\.0\.source/);
    expect(problems([unknown])).toMatch(/value "usda-1-cup": source "my-memory" is not in the file's "sources"/);
    expect(problems([noName])).toMatch(/names\.az/);
    expect(problems([a, clash])).toMatch(/the de term "mehl" also names all-purpose-flour/);
  });

  it("measure with the catalogue's own factors", () => {
    for (const m of MEASURES) {
      const u = cat.categoryBySlug.get(m.category)?.unitByCode.get(unitSlug(m.code));
      expect(u?.kind === 'unit' && u.factor.equals(parseExact(m.factorText).value), `${m.code}: ${m.factorText}`).toBe(true);
    }
  });

  it('name every substance in every published language', () => {
    for (const l of PUBLISHED_LOCALES) expect(namesSubstances(l), l).toBe(true);
  });
});

describe('water by its published formulas', () => {
  it('every water value is the CIPM (Tanaka 2001) or IAPWS-IF97 density the derivation script computes, to the digits stated', () => {
    const out = execFileSync(process.execPath, [path.join(DATA, 'substances/materials-derivations/water.mjs')], { encoding: 'utf8' });
    const computed = new Map(out.split('\n').filter((l) => l.startsWith('{"t"') && l.includes('"rho"')).map((l) => {
      const r = JSON.parse(l) as { t: number; rho: number };
      return [r.t, r.rho] as const;
    }));
    const waters = cat.substances.list.filter((x) => /^water-\d+c$/.test(x.slug));
    expect(waters.length).toBe(11);
    for (const w of waters) {
      const t = Number(/^water-(\d+)c$/.exec(w.slug)?.[1]);
      const e = w.chosen.entry;
      const rho = computed.get(t);
      if (e.kind !== 'density' || rho === undefined) throw new Error(`${w.slug}: no density or no computed value`);
      // The stated value is the computed density rounded to its digits.
      const unit = 10 ** (Math.floor(Math.log10(rho)) - e.digits + 1);
      expect(Math.abs(Number(e.value) - rho), w.slug).toBeLessThanOrEqual(unit / 2);
    }
  });
});

describe('the arithmetic', () => {
  it('rounds to the digits a value supports, keeping its zeros, half away from zero', () => {
    const r = (n: bigint, d: bigint, digits: number): string => roundSignificant(Rational.of(n, d), digits);
    expect(r(83n, 100n, 2)).toBe('0.83');
    expect(r(244694n, 100n, 2)).toBe('2400');
    expect(r(5n, 1000n, 3)).toBe('0.00500');
    expect(r(99999n, 1000n, 3)).toBe('100');
    expect(r(125n, 2n, 2)).toBe('63');
  });

  it('converts through a density exactly: 1 US cup at 125 g per US cup is 125 g, a metric cup 132.08… g', () => {
    const flour = cat.substances.bySlug.get('all-purpose-flour');
    if (!flour) throw new Error('no flour');
    expect(convertWith(Rational.ONE, 'us_cup', 'g', flour.chosen).toString()).toBe('125');
    expect(convertWith(Rational.ONE, 'metric_cup', 'g', flour.chosen).equals(Rational.of(125n * 250n).div(parseExact('0.0254^3*231/16').value.mul(Rational.of(1_000_000n))))).toBe(true);
  });
});

/** The examples, each in its language, with the source's range of the answer. */
const EXAMPLES: [Locale, string, string, string][] = [
  ['en', '1 cup flour to g', 'all-purpose-flour', 'g'],
  ['en', '2 1/4 cups sugar in grams', 'granulated-sugar', 'g'],
  ['en', '250 g butter to cups', 'butter', 'cup'],
  ['en', '1 l diesel to kg', 'diesel', 'kg'],
  ['en', '3 m³ concrete to t', 'concrete', 't'],
  ['es', '2 tazas de harina en gramos', 'all-purpose-flour', 'g'],
  ['de', '250 g Butter in Tassen', 'butter', 'cup'],
  ['fr', '1 tasse de farine en grammes', 'all-purpose-flour', 'g'],
  ['az', '1 stəkan un neçə qramdır', 'all-purpose-flour', 'g'],
  ['az', '250 qram kərə yağı neçə stəkandır', 'butter', 'cup'],
  // As people type them into a search box: no number, the substance first.
  ['en', 'cups of flour to grams', 'all-purpose-flour', 'g'],
  ['de', 'Mehl Tasse Gramm', 'all-purpose-flour', 'g'],
];

describe('the expression converter and substances', () => {
  it('answers the issue examples through the substance named, ≈, within its sources', () => {
    for (const [locale, text, slug] of EXAMPLES) {
      const s = cat.substances.bySlug.get(slug);
      const a = ask(text, locale);
      expect(a.answer.kind, `${locale}: ${text}: ${a.answer.kind === "error" ? a.answer.problem.kind : ""}`).toBe("converted");
      expect(a.substance?.slug, `${locale}: ${text}`).toBe(slug);
      if (a.answer.kind !== 'converted' || !s) continue;
      expect(a.answer.exact).toBe(false);
      expect(a.answer.bridged).toBe(true);
      // Within the range of the substance's sources: the answer at the lowest and the highest density bound it.
      const value = a.answer.parts[0]?.value as Rational;
      const at = (d: Rational): Rational => value.mul(d).div(s.chosen.density);
      const toMass = a.answer.used.some((u) => u.category === 'weight-and-mass') && a.answer.parts[0]?.unit?.category === 'weight-and-mass';
      const [lo, hi] = toMass ? [at(s.low), at(s.high)] : [value.mul(s.chosen.density).div(s.high), value.mul(s.chosen.density).div(s.low)];
      expect(value.cmp(lo) >= 0 && value.cmp(hi) <= 0, `${locale}: ${text}`).toBe(true);
    }
  });

  it('gives 1 cup of flour as USDA weighs it and 3 m³ of concrete from EN 1991-1-1', () => {
    const flour = ask('1 cup flour to g', 'en').answer;
    expect(flour.kind === 'converted' && roundSignificant(flour.parts[0]?.value as Rational, 3)).toBe('125');
    const concrete = ask('3 m³ concrete to t', 'en').answer;
    // 24.0 kN/m³ ÷ 9.80665 m/s² × 3 m³ = 7.342… t.
    expect(concrete.kind === 'converted' && roundSignificant(concrete.parts[0]?.value as Rational, 3)).toBe('7.34');
  });

  it('asks for what is measured when a mass and a volume meet without one, and ignores a substance a conversion does not need', () => {
    for (const [locale, text] of [['en', '1 cup to g'], ['es', '2 tazas en gramos'], ['de', '250 g in Tassen'], ['fr', '1 tasse en grammes']] as const) {
      const a = ask(text, locale);
      expect(a.missing, `${locale}: ${text}`).toBe(true);
      expect(a.answer.kind).toBe('error');
    }
    // A pint or a quart is never read as the language's cup: which one is asked.
    for (const text of ['1 pint water to g', '1 quart milk to kg', '1 quart water to ml']) {
      const a = ask(text, 'en').answer;
      expect(a.kind === 'error' && a.problem.kind, text).toBe('ambiguous');
    }
    // "qt" and "pt" beside a substance are the quart and the pint, never a quectotonne or the carat point.
    const quart = ask('1 qt water to g', 'en').answer;
    expect(quart.kind === 'converted' && quart.bridged && quart.used.map((u) => u.code)).toEqual(['us_qt', 'g']);
    const pint = ask('1 pt milk to g', 'en').answer;
    expect(pint.kind === 'error' && pint.problem.kind === 'ambiguous' && pint.problem.choices.map((u) => u.code)).toEqual(['us_pt', 'imp_pt', 'us_dry_pt']);
    // A question that names a substance is answered through it, in each language's words.
    for (const [locale, text] of [['en', 'how many grams in a cup of flour'], ['es', 'cuántos gramos hay en una taza de harina'], ['de', 'wie viele g sind 1 Tasse Mehl'], ['fr', 'combien de grammes dans une tasse de farine']] as const) {
      const q = ask(text, locale).answer;
      expect(q.kind === 'converted' && q.bridged, `${locale}: ${text}`).toBe(true);
    }
    // "c", the cup of US recipes, where the speed of light does not fit.
    const c = ask('1 c flour to g', 'en').answer;
    expect(c.kind === 'converted' && c.bridged && c.used.map((u) => u.code)).toEqual(['us_cup', 'g']);
    // Without one, a quart to grams asks for the substance.
    expect(ask('1 qt to g', 'en').missing).toBe(true);
    // No connector before the target: the last word is the target where that converts through the substance.
    const joined = ask('3 m³ concrete t', 'en').answer;
    expect(joined.kind === 'converted' && joined.bridged && roundSignificant(joined.parts[0]?.value as Rational, 3)).toBe('7.34');
    const same = ask('1 cup flour to ml', 'en');
    expect(same.answer.kind).toBe('converted');
    expect(same.unused).toBe(true);
  });
});
