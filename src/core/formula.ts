// A conversion's formula, as honest as the data allows: an exact form a reader can check,
// and the rounded decimal form when the exact one is not all decimal.
import type { Unit } from './catalogue.ts';
import { exactDecimalText, type PairExactness, pairExactness, significantDigits } from './exactness.ts';
import { formatResult, showResult } from './format.ts';
import { recent } from './memo.ts';
import { Rational } from './rational.ts';
import { linearMap, pairShort } from './shown.ts';

/**
 * A formula relates the values of quantities, not units (ISO 80000-1 §6.1; SI Brochure §5.4.1):
 * "value in mi = value in km ÷ 1.609344", never "mi = km ÷ 1.609344", which as an equation
 * between units says the reverse of the truth. The core marks where a formula writes the value
 * in a unit, ⟦mi⟧; a page words it in its language (i18n Lang.formula: "valor en mi").
 */
export function quantity(symbol: string): string {
  return `⟦${symbol}⟧`;
}

/** Each quantity of a formula (⟦mi⟧) written by `word` ("value in mi"). */
export function writeQuantities(formula: string, word: (symbol: string) => string): string {
  return formula.replace(/⟦([^⟧]*)⟧/g, (_m, symbol: string) => word(symbol));
}

/**
 * The formula on one line before it is worded ("⟦ft⟧ = ⟦m⟧ × 3.280839895013123"): the exact form
 * and, where it has one, its rounded decimal in parentheses; with the symbols whose digits are
 * not numbers to write ("USB 2.0"). A page words it in its language (lang.ts `formula`).
 */
export function formulaLine(from: Unit, to: Unit): { text: string; keep: string[] } {
  const f = conversionFormula(from, to);
  const keep = formulaSymbols(from, to);
  if (f.exact !== undefined && f.approx !== undefined) return { text: `${f.exact} (${f.approx})`, keep };
  return { text: f.exact ?? f.approx ?? '', keep };
}

/** "5/9" for a ratio of short whole numbers (at most 12 digits each), else undefined. */
function fractionText(r: Rational): string | undefined {
  if (r.d === 1n) return r.n.toString();
  const n = r.n < 0n ? -r.n : r.n;
  if (n.toString().length > 12 || r.d.toString().length > 12) return undefined;
  return `${r.n.toString()}/${r.d.toString()}`;
}

/** "× 2.54", "÷ 2.54", "× 5/9": an exact way to write multiplication by k, or undefined. */
function exactTimes(k: Rational, num?: Rational, den?: Rational): string | undefined {
  const dec = exactDecimalText(k);
  if (dec !== undefined) return `× ${dec}`;
  // A small fraction reads best (× 5/9); otherwise dividing by a definition (÷ 2.54).
  if (k.n < 100n && k.d < 100n) return `× ${k.n.toString()}/${k.d.toString()}`;
  const inv = exactDecimalText(Rational.ONE.div(k));
  if (inv !== undefined) return `÷ ${inv}`;
  // Both definitions in the base unit: × 0.003785411784 ÷ 0.00454609 (US to imperial gallons).
  const n = num && exactDecimalText(num);
  const d = den && exactDecimalText(den);
  if (n !== undefined && d !== undefined) return `× ${n} ÷ ${d}`;
  const frac = fractionText(k);
  return frac === undefined ? undefined : `× ${frac}`;
}

/** An exact decimal to write in a formula: short enough to read, or shown whole by the site's display rule (then nothing is rounded). */
function wholeDecimal(k: Rational): string | undefined {
  const shown = showResult(k);
  return exactDecimalText(k) ?? (shown.rounded ? undefined : shown.text);
}

/** The formula of a conversion, as honest as the data allows, its quantities marked (quantity()). */
export interface Formula {
  /** An exact way to write it a reader can check ("⟦in⟧ = ⟦cm⟧ ÷ 2.54", "⟦°C⟧ = (⟦°F⟧ − 32) × 5/9"); undefined when there is none. */
  exact: string | undefined;
  /** The rounded decimal form ("⟦in⟧ ≈ ⟦cm⟧ × 0.393700787401575"); undefined when the exact form is already all decimal. */
  approx: string | undefined;
  /** The significant digits of the factor's decimal when it ends (then too long to show whole), undefined when it does not end. */
  factorDigits: number | undefined;
  exactness: PairExactness;
}

/** " + 32", " − 17.5": a signed constant term, exact or undefined. */
function exactTerm(c: Rational): string | undefined {
  if (c.isZero()) return '';
  const t = exactDecimalText(c.abs()) ?? fractionText(c.abs());
  return t === undefined ? undefined : ` ${c.sign() < 0 ? '−' : '+'} ${t}`;
}

function roundedTerm(c: Rational): string {
  return c.isZero() ? '' : ` ${c.sign() < 0 ? '−' : '+'} ${formatResult(c.abs())}`;
}

/**
 * The formula from the exact model. Linear "cm = in × 2.54" (exact), "in = cm ÷ 2.54"
 * with "in ≈ cm × 0.393700787401575"; affine "°F = °C × 1.8 + 32", "°C = (°F − 32) × 5/9";
 * reciprocal "L/100 km = 235.214583… ÷ mpg". Only an exact pair gets an exact form.
 * A conversion page asks for it four times (About, exactness line, two FAQ answers): the
 * last few formulas are remembered, and the object returned is shared, so do not change it.
 */
export const conversionFormula: (from: Unit, to: Unit) => Formula = recent(formulaOf);

function formulaOf(from: Unit, to: Unit): Formula {
  const [a, b] = pairShort(from, to).map(quantity) as [string, string];
  const exactness = pairExactness(from, to);
  const exact = exactness.kind === 'exact';

  if (from.reciprocal !== to.reciprocal) {
    // b = K / a
    const k = from.reciprocal ? from.factor.div(to.factor) : to.factor.div(from.factor);
    const kd = exact ? wholeDecimal(k) : undefined;
    const kf = exact && kd === undefined ? fractionText(k) : undefined;
    const exactForm = kd !== undefined ? `${b} = ${kd} ÷ ${a}` : kf !== undefined ? `${b} = (${kf}) ÷ ${a}` : undefined;
    const approx = kd !== undefined ? undefined : `${b} ≈ ${formatResult(k)} ÷ ${a}`;
    return { exact: exactForm, approx, exactness, factorDigits: significantDigits(k) };
  }

  // b = a × k + c (both reciprocal: b = a × k with k = to/from)
  const { k, c } = from.reciprocal ? { k: to.factor.div(from.factor), c: Rational.ZERO } : linearMap(from, to);
  const one = k.equals(Rational.ONE);
  const approx = `${b} ≈ ${one ? a : `${a} × ${formatResult(k)}`}${roundedTerm(c)}`;
  const factorDigits = significantDigits(k);
  if (!exact) return { exact: undefined, approx, exactness, factorDigits };

  const kDec = wholeDecimal(k);
  const cTerm = exactTerm(c);
  if (kDec !== undefined && cTerm !== undefined) {
    return { exact: `${b} = ${one ? a : `${a} × ${kDec}`}${cTerm}`, approx: undefined, exactness, factorDigits };
  }
  // b = (a + d) × k reads better when the shift is a whole decimal in a's own scale (°F − 32).
  const d = c.div(k);
  const dTerm = exactTerm(d);
  const kTimes = from.reciprocal ? exactTimes(k, to.factor, from.factor) : exactTimes(k, from.factor, to.factor);
  let exactForm: string | undefined;
  if (kTimes !== undefined && c.isZero()) exactForm = `${b} = ${a} ${kTimes}`;
  else if (kTimes !== undefined && dTerm !== undefined) exactForm = `${b} = (${a}${dTerm}) ${kTimes}`;
  else if (kTimes !== undefined && cTerm !== undefined) exactForm = `${b} = ${a} ${kTimes}${cTerm}`;
  return { exact: exactForm, approx, exactness, factorDigits };
}

/** What a formula of this pair writes besides numbers: symbols and names, kept as they are by l.formula. */
export function formulaSymbols(from: Unit, to: Unit): string[] {
  return [...pairShort(from, to), from.symbol, to.symbol, from.name, to.name];
}
