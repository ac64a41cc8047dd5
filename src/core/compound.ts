/**
 * Where people think in two units at once: heights in feet and inches, body weights in
 * pounds and ounces or stones and pounds. A conversion page between one of these and a
 * metric unit shows the compound form too (input or result side), and lengths and
 * masses of these families can be shown as fractions (1/2 to 1/64).
 */
import type { AnyUnit, Category } from './catalogue.ts';
import { parseInput } from './format.ts';
import { Rational } from './rational.ts';

export interface CompoundFamily {
  category: string;
  /** The larger and the smaller unit ("ft", "in"): the smaller is a whole fraction of the larger. */
  major: string;
  minor: string;
  /** The metric units it is converted against. */
  metric: string[];
}

export const COMPOUND_FAMILIES: readonly CompoundFamily[] = [
  { category: 'length', major: 'ft', minor: 'in', metric: ['m', 'cm'] },
  { category: 'weight-and-mass', major: 'lb', minor: 'oz', metric: ['kg', 'g'] },
  { category: 'weight-and-mass', major: 'st', minor: 'lb', metric: ['kg'] },
];

/** Units whose results may be shown as the nearest fraction (inch, foot, yard, pound, ounce). */
const FRACTION_UNITS: Record<string, readonly string[]> = {
  length: ['in', 'ft', 'yd'],
  'weight-and-mass': ['lb', 'oz', 'st'],
};

/** True when a result in `to` may be shown as a fraction on this category's pages. */
export function fractionAllowed(category: Category, to: AnyUnit): boolean {
  return to.kind === 'unit' && (FRACTION_UNITS[category.slug] ?? []).includes(to.code);
}

/** A compound form on a conversion page: which side and its two units. */
export interface CompoundPlan {
  side: 'from' | 'to';
  major: AnyUnit;
  minor: AnyUnit;
  /** How many smaller units make one larger (12 in per ft), exact. */
  per: string;
}

/** The compound form a conversion page between `from` and `to` offers, if any. */
export function compoundFor(category: Category, from: AnyUnit, to: AnyUnit): CompoundPlan | undefined {
  for (const f of COMPOUND_FAMILIES) {
    if (f.category !== category.slug) continue;
    const major = category.unitByCode.get(f.major);
    const minor = category.unitByCode.get(f.minor);
    if (major?.kind !== 'unit' || minor?.kind !== 'unit') continue;
    const per = major.factor.div(minor.factor);
    if (per.d !== 1n || !major.offset.isZero() || !minor.offset.isZero()) continue;
    const metric = (u: AnyUnit): boolean => f.metric.includes(u.code);
    if (from === major && metric(to)) return { side: 'from', major, minor, per: per.toString() };
    if (to === major && metric(from)) return { side: 'to', major, minor, per: per.toString() };
  }
  return undefined;
}

/** Every compound family available in a category, for the Ultra view. */
export function compoundsIn(category: Category): { major: string; minor: string; per: string }[] {
  const out: { major: string; minor: string; per: string }[] = [];
  for (const f of COMPOUND_FAMILIES) {
    if (f.category !== category.slug) continue;
    const major = category.unitByCode.get(f.major);
    const minor = category.unitByCode.get(f.minor);
    if (major?.kind !== 'unit' || minor?.kind !== 'unit') continue;
    const per: Rational = major.factor.div(minor.factor);
    if (per.d === 1n) out.push({ major: major.code, minor: minor.code, per: per.toString() });
  }
  return out;
}

/** How many smaller units make one larger, as a number: a compound form's `per` ("12", always a whole number). */
export function perOf(per: string): Rational {
  if (!/^\d+$/.test(per)) throw new Error(`a compound form's per is a whole number, not ${per}`);
  return Rational.of(BigInt(per));
}

/**
 * The amount a compound form holds, in the larger unit, exactly: "5" ft and "10" in (12
 * per) is 35/6 ft. Each part is read as typed (format.ts parseInput: blank is 0).
 */
export function compoundAmount(major: string, minor: string, per: string): Rational {
  return parseInput(major).add(parseInput(minor).div(perOf(per)));
}
