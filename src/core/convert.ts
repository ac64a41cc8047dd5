import { Rational } from './rational.ts';

/** The exact model of one unit: value_in_base = value * factor + offset, or factor / value. */
export interface UnitModel {
  factor: Rational;
  offset: Rational;
  /** Reciprocal units (fuel economy: mpg against L/100 km): value_in_base = factor / value. */
  reciprocal: boolean;
}

/** A unit as a page ships it to an island: its names, and its exact model as text (no floats), read with ratioModel. */
export interface ShippedUnit {
  code: string;
  name: string;
  symbol: string;
  factor: string;
  offset: string;
  reciprocal: boolean;
  /** A scale of thermodynamic temperature (its category's base is the kelvin): a value below its zero, absolute zero, is refused. */
  absolute?: true;
}

/** Value of `x` units expressed in the category's base unit; undefined when infinite (x = 0 on a reciprocal unit). */
export function toBase(x: Rational, u: UnitModel): Rational | undefined {
  if (u.reciprocal) return x.isZero() ? undefined : u.factor.div(x);
  return u.offset.isZero() ? x.mul(u.factor) : x.mul(u.factor).add(u.offset);
}

/** Inverse of toBase. */
export function fromBase(b: Rational, u: UnitModel): Rational | undefined {
  if (u.reciprocal) return b.isZero() ? undefined : u.factor.div(b);
  return u.offset.isZero() ? b.div(u.factor) : b.sub(u.offset).div(u.factor);
}

/** True where `x` in `u`, a unit of a scale of thermodynamic temperature (base kelvin), is below absolute zero. */
export function belowAbsoluteZero(x: Rational, u: UnitModel): boolean {
  const b = toBase(x, u);
  return b !== undefined && b.sign() < 0;
}

/**
 * Convert exactly (SPEC §5): (value * from.factor + from.offset - to.offset) / to.factor,
 * with the reciprocal extension. Undefined means the result is infinite (for instance
 * 0 mpg in L/100 km).
 */
export function convert(x: Rational, from: UnitModel, to: UnitModel): Rational | undefined {
  const b = toBase(x, from);
  return b === undefined ? undefined : fromBase(b, to);
}

/**
 * The exact model of a unit a page ships already worked out (the converter and the Ultra
 * view): factor and offset as exact fractions, "127/5000", or decimals, "0.0254". The
 * islands then need no expression parser (exact.ts); typed text is the expression
 * converter's (src/core/expression).
 */
export function ratioModel(u: { factor: string; offset: string; reciprocal: boolean }): UnitModel {
  return { factor: ratio(u.factor), offset: ratio(u.offset), reciprocal: u.reciprocal };
}

function ratio(text: string): Rational {
  const m = /^(-?\d+)\/(\d+)$/.exec(text);
  const r = m ? Rational.of(BigInt(m[1] ?? '0'), BigInt(m[2] ?? '1')) : Rational.parseDecimal(text);
  if (r === undefined) throw new Error(`not an exact fraction or decimal: ${text}`);
  return r;
}
