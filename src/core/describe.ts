import type { AnyUnit, Catalogue, Category, Conversion, Unit } from './catalogue.ts';
import { convert } from './convert.ts';
import { formatResult } from './format.ts';
import { Rational } from './rational.ts';
import { paths } from './site.ts';
import { conversionSlug } from './slug.ts';

/** "Inch (in)" or just the name when there is no symbol. */
export function unitLabel(u: { name: string; symbol: string }): string {
  return u.symbol ? `${u.name} (${u.symbol})` : u.name;
}

/** Symbol if any, else name: for compact result lines. */
export function unitShort(u: { name: string; symbol: string }): string {
  return u.symbol || u.name;
}

/** Exact result of converting `value` (decimal text) along a unit conversion, formatted. */
export function convertText(value: string, from: Unit, to: Unit): string {
  const r = convert(Rational.parseDecimal(value) ?? Rational.ZERO, from, to);
  return r === undefined ? '∞' : formatResult(r);
}

/**
 * The formula in words and symbols, from the exact model:
 * linear "1 in = 2.54 cm", affine "°F = °C × 1.8 + 32", reciprocal "L/100 km = 235.2… ÷ mpg".
 */
export function formulaText(from: Unit, to: Unit): string {
  const a = unitShort(from);
  const b = unitShort(to);
  if (from.reciprocal || to.reciprocal) {
    if (from.reciprocal && to.reciprocal) {
      return `${b} = ${a} × ${formatResult(to.factor.div(from.factor))}`;
    }
    const k = from.reciprocal ? from.factor.div(to.factor) : to.factor.div(from.factor);
    return `${b} = ${formatResult(k)} ÷ ${a}`;
  }
  const k = from.factor.div(to.factor);
  if (from.offset.isZero() && to.offset.isZero()) {
    return `${b} = ${a} × ${formatResult(k)}`;
  }
  const c = from.offset.sub(to.offset).div(to.factor);
  const sign = c.sign() < 0 ? '−' : '+';
  return `${b} = ${a} × ${formatResult(k)} ${sign} ${formatResult(c.abs())}`;
}

/** One-line statement of the factor: "1 Inch = 2.54 Centimeters". */
export function oneUnitStatement(conv: Conversion): string {
  if (conv.from.kind !== 'unit' || conv.to.kind !== 'unit') return '';
  return `1 ${unitShort(conv.from)} = ${convertText('1', conv.from, conv.to)} ${unitShort(conv.to)}`;
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
export function temperatureCompanion(conv: Conversion, cat: Catalogue): CompanionNote | undefined {
  const here = conv.category.slug;
  if (here !== TEMPERATURE && here !== TEMPERATURE_DIFFERENCE) return undefined;
  const { from, to } = conv;
  if (from.kind !== 'unit' || to.kind !== 'unit') return undefined;
  const reading = here === TEMPERATURE;
  const otherSlug = reading ? TEMPERATURE_DIFFERENCE : TEMPERATURE;
  const otherCode = (code: string): string | undefined =>
    reading ? `${DELTA}${code}` : code.startsWith(DELTA) ? code.slice(DELTA.length) : undefined;
  const fromCode = otherCode(from.code);
  const toCode = otherCode(to.code);
  if (fromCode === undefined || toCode === undefined) return undefined;
  const other = cat.categoryBySlug.get(otherSlug)?.conversionBySlug.get(conversionSlug(fromCode, toCode));
  if (!other || other.from.kind !== 'unit' || other.to.kind !== 'unit') return undefined;
  const [readFrom, readTo, diffFrom, diffTo] = reading ? [from, to, other.from, other.to] : [other.from, other.to, from, to];
  const asReading = `a reading of 10 ${unitShort(readFrom)} is ${convertText('10', readFrom, readTo)} ${unitShort(readTo)}`;
  const asChange = `a change of 10 ${unitShort(diffFrom)} is a change of ${convertText('10', diffFrom, diffTo)} ${unitShort(diffTo)}`;
  const text = reading
    ? `This page converts temperature readings: ${asReading}. A difference between two temperatures converts without the zero offset: ${asChange}.`
    : `This page converts temperature differences (changes and intervals), which have no zero offset: ${asChange}. A temperature reading converts with the offset: ${asReading}.`;
  return {
    text,
    href: paths.conversion(otherSlug, other.slug),
    linkText: reading ? `Convert a change: ${other.from.name} to ${other.to.name}` : `Convert a reading: ${other.from.name} to ${other.to.name}`,
  };
}
