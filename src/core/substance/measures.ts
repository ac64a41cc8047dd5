// The measures a substance is converted between: household and trade volumes and masses, each
// with its exact factor as data/units.json defines it (a test holds each to that file's), and
// the pairs its pages answer ("cups to grams", "m³ to tonnes"). A pair names a kind of measure
// ("cup"); which cup is the page language's choice (its record's `kitchen`), the visitor's
// otherwise.
import { parseExact } from '../exact.ts';
import type { Rational } from '../rational.ts';

export type MeasureKind = 'cup' | 'tbsp' | 'tsp' | 'floz' | 'ml' | 'l' | 'm3' | 'ft3' | 'yd3' | 'gal' | 'g' | 'kg' | 't' | 'oz' | 'lb' | 'short_ton';

export interface Measure {
  /** The unit's code in data/units.json. */
  code: string;
  /** Its category there. */
  category: 'volume' | 'weight-and-mass';
  kind: MeasureKind;
  /** The factor as data/units.json writes it: cubic metres or kilograms. */
  factorText: string;
  /** The unit's English name there. */
  english: string;
  /** Its symbol there (the short ton's, "ton", says too little: its name is written instead). */
  symbol: string;
}

const m = (code: string, category: Measure['category'], kind: MeasureKind, factorText: string, english: string, symbol: string): Measure => ({ code, category, kind, factorText, english, symbol });

/** Every measure, volumes first (the order of a page's table). */
export const MEASURES: readonly Measure[] = [
  m('us_cup', 'volume', 'cup', '0.0254^3*231/16', 'Cup (US)', 'cup (US)'),
  m('us_legal_cup', 'volume', 'cup', '0.00024', 'Cup (US Legal)', 'cup (legal)'),
  m('metric_cup', 'volume', 'cup', '0.00025', 'Cup (Metric)', 'cup (metric)'),
  m('imp_cup', 'volume', 'cup', '0.00454609/16', 'Cup (Imperial)', 'cup (imp)'),
  m('jp_cup', 'volume', 'cup', '0.0002', 'Cup (Japanese)', 'cup (JP)'),
  m('us_tbsp', 'volume', 'tbsp', '0.0254^3*231/256', 'Tablespoon (US)', 'tbsp (US)'),
  m('metric_tbsp', 'volume', 'tbsp', '0.000015', 'Tablespoon (Metric)', 'tbsp (metric)'),
  m('au_tbsp', 'volume', 'tbsp', '0.00002', 'Tablespoon (Australian)', 'tbsp (AU)'),
  m('us_tsp', 'volume', 'tsp', '0.0254^3*231/768', 'Teaspoon (US)', 'tsp (US)'),
  m('metric_tsp', 'volume', 'tsp', '0.000005', 'Teaspoon (Metric)', 'tsp (metric)'),
  m('us_fl_oz', 'volume', 'floz', '0.0254^3*231/128', 'Fluid Ounce (US)', 'fl oz (US)'),
  m('imp_fl_oz', 'volume', 'floz', '0.00454609/160', 'Fluid Ounce (Imperial)', 'fl oz (imp)'),
  m('ml', 'volume', 'ml', '1e-6', 'Milliliter', 'mL'),
  m('l', 'volume', 'l', '0.001', 'Liter', 'L'),
  m('m3', 'volume', 'm3', '1', 'Cubic Meter', 'm³'),
  m('ft3', 'volume', 'ft3', '0.3048^3', 'Cubic Foot', 'ft³'),
  m('yd3', 'volume', 'yd3', '0.9144^3', 'Cubic Yard', 'yd³'),
  m('us_gal', 'volume', 'gal', '0.0254^3*231', 'Gallon (US)', 'gal (US)'),
  m('imp_gal', 'volume', 'gal', '0.00454609', 'Gallon (Imperial)', 'gal (imp)'),
  m('g', 'weight-and-mass', 'g', '0.001', 'Gram', 'g'),
  m('kg', 'weight-and-mass', 'kg', '1', 'Kilogram', 'kg'),
  m('t', 'weight-and-mass', 't', '1000', 'Tonne', 't'),
  m('oz', 'weight-and-mass', 'oz', '0.45359237/16', 'Ounce', 'oz'),
  m('lb', 'weight-and-mass', 'lb', '0.45359237', 'Pound', 'lb'),
  m('short_ton', 'weight-and-mass', 'short_ton', '0.45359237*2000', 'Ton (Short)', 'short ton'),
];

export const MEASURE_BY_CODE: ReadonlyMap<string, Measure> = new Map(MEASURES.map((x) => [x.code, x]));

const factors = new Map<string, Rational>();

/** A measure's exact factor (cubic metres or kilograms). */
export function measureFactor(code: string): Rational {
  let f = factors.get(code);
  if (!f) {
    const measure = MEASURE_BY_CODE.get(code);
    if (!measure) throw new Error(`substances: no measure "${code}" (src/core/substance/measures.ts)`);
    f = parseExact(measure.factorText).value;
    factors.set(code, f);
  }
  return f;
}

export function isVolume(code: string): boolean {
  return MEASURE_BY_CODE.get(code)?.category === 'volume';
}

/** Which measure of a kind a language's readers mean by its word (a language record's `kitchen`), with why. */
export interface KitchenMeasures {
  cup: string;
  tbsp: string;
  tsp: string;
  floz: string;
  gal: string;
  /** Why these, and on what authority (shown on the pages). */
  why: string;
}

/** A pair of measure kinds a substance's pages answer, by the slug of its page. */
export interface SubstancePair {
  slug: string;
  from: MeasureKind;
  to: MeasureKind;
}

const pair = (slug: string, from: MeasureKind, to: MeasureKind): SubstancePair => ({ slug, from, to });

/** The pairs people ask, each both ways: of foods (kitchen measures) and of materials (trade measures). */
export const PAIRS: Readonly<Record<'food' | 'material', readonly SubstancePair[]>> = {
  food: [
    pair('cups-to-grams', 'cup', 'g'),
    pair('grams-to-cups', 'g', 'cup'),
    pair('tablespoons-to-grams', 'tbsp', 'g'),
    pair('grams-to-tablespoons', 'g', 'tbsp'),
    pair('teaspoons-to-grams', 'tsp', 'g'),
    pair('grams-to-teaspoons', 'g', 'tsp'),
    pair('cups-to-ounces', 'cup', 'oz'),
    pair('ounces-to-cups', 'oz', 'cup'),
    pair('milliliters-to-grams', 'ml', 'g'),
    pair('grams-to-milliliters', 'g', 'ml'),
  ],
  material: [
    pair('liters-to-kilograms', 'l', 'kg'),
    pair('kilograms-to-liters', 'kg', 'l'),
    pair('cubic-meters-to-tonnes', 'm3', 't'),
    pair('tonnes-to-cubic-meters', 't', 'm3'),
    pair('cubic-feet-to-pounds', 'ft3', 'lb'),
    pair('pounds-to-cubic-feet', 'lb', 'ft3'),
    pair('cubic-yards-to-short-tons', 'yd3', 'short_ton'),
    pair('short-tons-to-cubic-yards', 'short_ton', 'yd3'),
    pair('gallons-to-pounds', 'gal', 'lb'),
    pair('pounds-to-gallons', 'lb', 'gal'),
  ],
};

/** The measure a kind means in a language: its kitchen choice for cups, spoons, fluid ounces and gallons, else the one unit of the kind. */
export function measureOf(kind: MeasureKind, kitchen: KitchenMeasures): string {
  switch (kind) {
    case 'cup':
    case 'tbsp':
    case 'tsp':
    case 'floz':
    case 'gal':
      return kitchen[kind];
    default:
      return kind;
  }
}

/** The measures of a kind, for the visitor's choice ("which cup"). */
export function measuresOfKind(kind: MeasureKind): Measure[] {
  return MEASURES.filter((x) => x.kind === kind);
}

/** A measure a language's kitchen word means, with the measures of its kind the word may read as (the expression converter's choice). */
export interface KitchenChoice {
  code: string;
  members: string[];
}

/** The measures a language's kitchen words mean, each with the other measures of its kind. */
export function kitchenChoices(k: KitchenMeasures): KitchenChoice[] {
  return (['cup', 'tbsp', 'tsp', 'floz', 'gal'] as const).map((kind) => ({ code: k[kind], members: MEASURES.filter((m) => m.kind === kind).map((m) => m.code) }));
}
