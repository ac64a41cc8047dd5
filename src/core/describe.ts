import type { AnyUnit, Catalogue, Category, Conversion, Unit } from './catalogue.ts';
import { convert } from './convert.ts';
import { exactDecimalText, type PairExactness, pairExactness, relation, significantDigits } from './exactness.ts';
import { formatResult, type Shown, showExactFraction, showResult, showResultOrInfinity } from './format.ts';
import { byText, recent } from './memo.ts';
import { Rational } from './rational.ts';
import { paths, unitShort } from './site.ts';
import { conversionSlug } from './slug.ts';
import { EN, type Lang } from '../i18n/lang.ts';

export { unitLabel, unitShort } from './site.ts';
export { exactDecimalText, type ExactnessFields, type PairExactness, pairExactness, relation } from './exactness.ts';

/**
 * Short labels for the two units of a conversion: their symbols, or their names where
 * both share one symbol (尺 is the Japanese shaku and the Chinese chi), so that a line
 * such as "1 尺 = 1.1 尺" can never appear.
 */
export function pairShort(from: { name: string; symbol: string }, to: { name: string; symbol: string }): [string, string] {
  return from.symbol !== '' && from.symbol === to.symbol ? [from.name, to.name] : [unitShort(from), unitShort(to)];
}

/**
 * The exact result of converting `value` (decimal text), shown, and whether it is rounded ("∞" for an infinite result is not).
 * The same answer object is returned for the same question asked again soon (a page asks several times): do not change it.
 */
export const convertShown: (value: string, from: Unit, to: Unit) => Shown = recent((value: string, from: Unit, to: Unit): Shown => {
  const x = decimalValue(value);
  if (!from.reciprocal && !to.reciprocal) {
    // x × k + c as one fraction, shown without reducing it first.
    const { k, c } = linearMap(from, to);
    return c.isZero() ? showExactFraction(x.n * k.n, x.d * k.d) : showExactFraction(x.n * k.n * c.d + c.n * x.d * k.d, x.d * k.d * c.d);
  }
  const r = convert(x, from, to);
  return showResultOrInfinity(r);
}, 16);

/** The affine map of two units that are not reciprocal, to = from × k + c, worked out once for the page and its formula. */
const linearMap = recent((from: Unit, to: Unit): { k: Rational; c: Rational } => ({
  k: from.factor.div(to.factor),
  c: from.offset.sub(to.offset).div(to.factor),
}), 4);

// The values pages convert (1, 10, the table's 0.01 to 1000) are parsed once.
const decimalValue = byText((text) => Rational.parseDecimal(text) ?? Rational.ZERO, 1000);

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

/** The formula of a conversion, as honest as the data allows. */
export interface Formula {
  /** An exact way to write it a reader can check ("in = cm ÷ 2.54", "°C = (°F − 32) × 5/9"); undefined when there is none. */
  exact: string | undefined;
  /** The rounded decimal form ("in ≈ cm × 0.393700787401575"); undefined when the exact form is already all decimal. */
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
  const [a, b] = pairShort(from, to);
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

/** Why the decimal form is rounded: "its decimal does not end", or, for a decimal that ends but is too long to show, how long it is. */
export function decimalReason(f: Formula, l: Lang = EN): string {
  return f.factorDigits === undefined ? l.t('reason.noEnd') : l.t('reason.endsAfter', { count: f.factorDigits });
}

/** The formula on one line, for the stored new_conversions.formula and plain text. */
export function formulaText(from: Unit, to: Unit, l: Lang = EN): string {
  const f = conversionFormula(from, to);
  const keep = formulaSymbols(from, to);
  if (f.exact !== undefined && f.approx !== undefined) return l.formula(`${f.exact} (${f.approx})`, keep);
  return l.formula(f.exact ?? f.approx ?? '', keep);
}

/** What a formula of this pair writes besides numbers: symbols and names, kept as they are by l.formula. */
export function formulaSymbols(from: Unit, to: Unit): string[] {
  return [...pairShort(from, to), from.symbol, to.symbol, from.name, to.name];
}

/**
 * What a reader is told about the exactness of a conversion, in one or two sentences
 * that are true of every number on the page.
 */
export function exactnessStatement(from: Unit, to: Unit, l: Lang = EN): string {
  const f = conversionFormula(from, to);
  switch (f.exactness.kind) {
    case 'exact':
      if (f.exact !== undefined && f.approx === undefined) return l.t('exact.whole');
      if (f.exact !== undefined) return l.t('exact.firstForm', { reason: decimalReason(f, l) });
      return l.t('exact.fraction', { reason: decimalReason(f, l) });
    case 'pi':
      return l.t('exact.pi');
    case 'measured':
      return l.t('exact.measured', { count: f.exactness.measured.length, names: measuredNames(f.exactness.measured, l) });
  }
}

/** "Bohr Radius", "Dalton and Kilodalton" (the list pattern of the language). */
export function measuredNames(units: Unit[], l: Lang = EN): string {
  return l.list(units.map((u) => l.inText(u)));
}

interface CategoryIndex {
  popular: Conversion[];
  byFrom: Map<AnyUnit, Conversion[]>;
  byPair: Map<AnyUnit, Map<AnyUnit, Conversion>>;
}

// Pages ask these questions 90,000 times per build: index each category once.
const indexes = new WeakMap<Category, CategoryIndex>();

function indexOf(cat: Category): CategoryIndex {
  let ix = indexes.get(cat);
  if (!ix) {
    ix = { popular: [], byFrom: new Map(), byPair: new Map() };
    for (const c of cat.conversions) {
      if (c.isPopular) ix.popular.push(c);
      let list = ix.byFrom.get(c.from);
      if (!list) ix.byFrom.set(c.from, (list = []));
      list.push(c);
      let m = ix.byPair.get(c.from);
      if (!m) ix.byPair.set(c.from, (m = new Map<AnyUnit, Conversion>()));
      m.set(c.to, c);
    }
    indexes.set(cat, ix);
  }
  return ix;
}

/** Popular conversions of the category in order (SPEC §2 Popular Conversions). */
export function popularConversions(cat: Category): Conversion[] {
  return indexOf(cat).popular;
}

/** Popular conversions of the category except the current one (SPEC §2), at most `max`. */
export function relatedConversions(conv: Conversion, max: number): Conversion[] {
  return indexOf(conv.category).popular.filter((c) => c !== conv).slice(0, max);
}

/**
 * Other conversions in the category, excluding the current one and `exclude`: those
 * from the same unit first (the most useful next step), then the rest in category order.
 */
export function otherConversions(conv: Conversion, max: number, exclude: Conversion[] = []): Conversion[] {
  const skip = new Set<Conversion>([conv, ...exclude]);
  const out: Conversion[] = [];
  const sameFrom = indexOf(conv.category).byFrom.get(conv.from) ?? [];
  for (const c of sameFrom) {
    if (out.length >= max) return out;
    if (!skip.has(c)) out.push(c);
  }
  for (const c of conv.category.conversions) {
    if (out.length >= max) break;
    if (!skip.has(c) && c.from !== conv.from) out.push(c);
  }
  return out;
}

/** The reverse conversion (to -> from). */
export function reverseOf(conv: Conversion): Conversion | undefined {
  return indexOf(conv.category).byPair.get(conv.to)?.get(conv.from);
}

/** Conversions grouped by their from-unit, in unit order (category page "All Conversions"). */
export function conversionsByFrom(cat: Category): { unit: AnyUnit; conversions: Conversion[] }[] {
  const ix = indexOf(cat);
  return cat.units.map((unit) => ({ unit, conversions: ix.byFrom.get(unit) ?? [] }));
}

/** Temperature readings and temperature differences are companion categories (unit codes "x" and "delta_x"). */
export const TEMPERATURE = 'temperature';
export const TEMPERATURE_DIFFERENCE = 'temperature-difference';

/**
 * The other category whose pages a category's conversion pages read (the temperature
 * companion below), or undefined. The sharded build gives a category's pages this
 * category's data too, and keys their cache on it (src/pipeline/plan.ts).
 */
export function companionCategory(slug: string): string | undefined {
  if (slug === TEMPERATURE) return TEMPERATURE_DIFFERENCE;
  if (slug === TEMPERATURE_DIFFERENCE) return TEMPERATURE;
  return undefined;
}
const DELTA = 'delta_';

export interface CompanionNote {
  /** What this page converts, with a reading and a change worked out exactly. */
  text: string;
  /** The companion page: the same pair of scales in the other category. */
  href: string;
  linkText: string;
}

/**
 * On a temperature page, what a reading is against what a change is, and the
 * temperature-difference page of the same two scales (and the other way round).
 * Undefined outside these two categories or when the companion pair does not exist.
 */
export function temperatureCompanion(conv: Conversion, cat: Catalogue, l: Lang = EN): CompanionNote | undefined {
  const here = conv.category.slug;
  if (here !== TEMPERATURE && here !== TEMPERATURE_DIFFERENCE) return undefined;
  const { from, to } = conv;
  if (from.kind !== 'unit' || to.kind !== 'unit') return undefined;
  const reading = here === TEMPERATURE;
  const otherSlug = companionCategory(here) ?? TEMPERATURE;
  const otherCode = (code: string): string | undefined =>
    reading ? `${DELTA}${code}` : code.startsWith(DELTA) ? code.slice(DELTA.length) : undefined;
  const fromCode = otherCode(from.code);
  const toCode = otherCode(to.code);
  if (fromCode === undefined || toCode === undefined) return undefined;
  const other = cat.categoryBySlug.get(otherSlug)?.conversionBySlug.get(conversionSlug(fromCode, toCode));
  if (!other || other.from.kind !== 'unit' || other.to.kind !== 'unit') return undefined;
  const [readFrom, readTo, diffFrom, diffTo] = reading ? [from, to, other.from, other.to] : [other.from, other.to, from, to];
  const ten = (p: Unit, q: Unit, exactKey: 'temp.readingExact' | 'temp.changeExact', aboutKey: 'temp.readingAbout' | 'temp.changeAbout'): string => {
    const x = convertShown('10', p, q);
    return l.t(relation(p, q, x) === '=' ? exactKey : aboutKey, { from: unitShort(p), value: l.num(x.text), to: unitShort(q) });
  };
  const asReading = ten(readFrom, readTo, 'temp.readingExact', 'temp.readingAbout');
  const asChange = ten(diffFrom, diffTo, 'temp.changeExact', 'temp.changeAbout');
  const text = l.t(reading ? 'temp.pageReading' : 'temp.pageChange', { reading: asReading, change: asChange });
  return {
    text,
    href: l.path(paths.conversion(otherSlug, other.slug)),
    linkText: l.t(reading ? 'temp.linkChange' : 'temp.linkReading', { from: l.noun(other.from), to: l.noun(other.to) }),
  };
}
