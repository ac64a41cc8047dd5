/**
 * What the page shows for an answer, before its words: "=" only when every unit involved is
 * exactly defined and the number is shown whole, else "≈" with the value correctly rounded
 * to 11 significant digits; the exact fraction when it is short; the units as symbols;
 * the working (each unit's value in coherent SI units). Numbers are in English form here;
 * the island writes them in the page's.
 */
import { showResult, type Shown } from '../format.ts';
import { showSignificant } from '../significant.ts';
import { superscript } from '../superscript.ts';
import { Rational } from '../rational.ts';
import type { Converted, Unconverted } from './convert.ts';
import { coherentFormula, type Dimension, sameDimension } from './dimension.ts';
import type { UnitIndex } from './lookup.ts';
import { numeric } from './quantity.ts';
import type { ExprUnit } from './table.ts';

/** Significant digits of a rounded result (the site's promise: at least 11). */
export const EXPRESSION_DIGITS = 11;
/** Longest numerator and denominator of a fraction worth showing beside a rounded decimal. */
const SHORT_FRACTION = 6;

export interface ShownValue {
  relation: '=' | '≈';
  /** The number (or numbers, for units side by side), each with the unit it is in. */
  parts: { number: string; unit: string }[];
  /** "1/3" where the result is exact, not a short decimal, and the fraction is short. */
  fraction: string | undefined;
  reciprocal: boolean;
  /** °C or °F read as differences inside a compound. */
  differences: string[];
  /** Each unit involved once, with its value in coherent SI units. */
  working: { unit: ExprUnit; si: string; formula: string; exact: boolean }[];
}

/** A value shown whole when its digits end, else rounded to 11 significant digits. */
function shown(value: Rational, pi: number, exact: boolean): Shown {
  if (pi === 0 && exact) {
    const whole = showResult(value);
    // Shown whole where its digits are few enough to read; "1e308 m to km" is written with a power of ten.
    if (!whole.rounded && whole.text.replace(/\D/g, '').length <= 21) return whole;
  }
  const s = showSignificant(numeric({ value, pi, dim: [], exact }), EXPRESSION_DIGITS);
  return { text: s.text, rounded: s.rounded || pi !== 0 || !exact };
}

/** A target written for the result line: "m^2" as "m²", "*" as "·". */
export function prettyUnit(text: string): string {
  return text
    .trim()
    .replace(/\s*\*\s*|\s*×\s*/g, '·')
    .replace(/\^-?\d+/g, (p) => superscript(p.slice(1)))
    .replace(/\s*\/\s*/g, '/');
}

/** A result's unit as the line writes it: a difference of a degree scale with its Δ ("18 Δ°F", never "18 °F", a temperature); the kelvin as it is. */
function resultSymbol(u: ExprUnit): string {
  return u.category === 'temperature-difference' && u.symbol.startsWith('°') ? `Δ${u.symbol}` : u.symbol;
}

function working(used: ExprUnit[]): ShownValue['working'] {
  const seen = new Set<ExprUnit>();
  const out: ShownValue['working'] = [];
  for (const u of used) {
    if (seen.has(u)) continue;
    seen.add(u);
    const s = shown(u.value, u.pi, u.exact);
    out.push({ unit: u, si: s.text, formula: coherentFormula(u.dim), exact: u.exact && u.pi === 0 && !s.rounded });
  }
  return out;
}

export function presentConverted(a: Converted): ShownValue {
  const parts = a.parts.map((p, i) => {
    const last = i === a.parts.length - 1;
    const s = last ? shown(p.value, p.pi, a.exact) : { text: p.value.toString(), rounded: false };
    return { ...s, unit: p.unit ? resultSymbol(p.unit) : prettyUnit(a.targetText) };
  });
  const rounded = parts.some((p) => p.rounded);
  const last = a.parts[a.parts.length - 1];
  const fraction =
    a.exact && rounded && last && last.pi === 0 && last.value.n.toString().replace('-', '').length <= SHORT_FRACTION && last.value.d.toString().length <= SHORT_FRACTION
      ? last.value.toString().replace(/^-/, '\u2212')
      : undefined;
  return {
    relation: a.exact && !rounded ? '=' : '≈',
    parts: parts.map((p) => ({ number: p.text, unit: p.unit })),
    fraction,
    reciprocal: a.relation === 'reciprocal',
    differences: [...new Set(a.differences.map((u) => u.symbol))],
    working: working(a.used),
  };
}

/** With no target: the value in the coherent SI unit, and in the most common units of the quantity. */
export function presentValue(a: Unconverted, index: UnitIndex, count = 4): { si: ShownValue; popular: ShownValue[] } {
  const base = { kind: 'converted', relation: 'same', differences: a.differences, source: a.source, read: a.read, assumed: a.assumed } as const;
  const si = presentConverted({ ...base, parts: [{ value: a.source.value, pi: a.source.pi, unit: undefined }], targetText: coherentFormula(a.source.dim), exact: a.exact, absolute: a.absolute, used: a.used });
  if (a.absolute) {
    // A temperature alone: on the other common scales.
    const scales = index.units.filter((u) => u.category === 'temperature' && u.rank <= 2 && !a.used.includes(u) && u.symbol !== 'K');
    const popular = [...new Map(scales.map((u) => [u.symbol, u])).values()].map((u) =>
      presentConverted({ ...base, parts: [{ value: a.source.value.sub(u.offset ?? Rational.ZERO).div(u.value), pi: 0, unit: u }], targetText: u.symbol, exact: a.exact && u.exact, absolute: true, used: [...a.used, u] }),
    );
    return { si, popular };
  }
  const popular = commonUnits(index, a.source.dim, count).map((u) =>
    presentConverted({ ...base, parts: [{ value: a.source.value.div(u.value), pi: a.source.pi - u.pi, unit: u }], targetText: u.symbol, exact: a.exact && u.exact && a.source.pi === u.pi, absolute: false, used: [...a.used, u] }),
  );
  return { si, popular };
}

/** The most common units of a dimension (rank first, then the catalogue's order), not temperature scales. */
export function commonUnits(index: UnitIndex, d: Dimension, count: number): ExprUnit[] {
  const seen = new Set<string>();
  return index.units
    .filter((u) => sameDimension(u.dim, d) && !u.offset && !u.reciprocal && u.category !== 'temperature')
    .sort((x, y) => x.rank - y.rank)
    .filter((u) => {
      const key = `${u.value.toString()}/${String(u.pi)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

