/**
 * A quantity of the expression converter: an exact rational times a power of π, with a
 * dimension. π is kept as a power, never multiplied in, so "rad to deg" cancels it exactly;
 * it is rounded only once, when a result with π left over is shown.
 */
import { PI_TEXT } from '../exact.ts';
import { Rational } from '../rational.ts';
import { type Dimension, divide, multiply, power, sameDimension } from './dimension.ts';

export interface Quantity {
  /** The rational part of the value in coherent SI units. */
  value: Rational;
  /** The power of π the value carries. */
  pi: number;
  dim: Dimension;
  /** False when a unit involved is not exactly defined (a measured constant, a rounded factor). */
  exact: boolean;
}

export const PI_RATIONAL = Rational.parseDecimal(PI_TEXT) as Rational;
const PI = PI_RATIONAL;

export function scalar(value: Rational): Quantity {
  return { value, pi: 0, dim: [0, 0, 0, 0, 0, 0, 0, 0, 0], exact: true };
}

export function times(a: Quantity, b: Quantity): Quantity {
  return { value: a.value.mul(b.value), pi: a.pi + b.pi, dim: multiply(a.dim, b.dim), exact: a.exact && b.exact };
}

/** a / b; throws RangeError when b is zero. */
export function over(a: Quantity, b: Quantity): Quantity {
  return { value: a.value.div(b.value), pi: a.pi - b.pi, dim: divide(a.dim, b.dim), exact: a.exact && b.exact };
}

export function toPower(a: Quantity, e: number): Quantity {
  return { value: a.value.pow(e), pi: a.pi * e, dim: power(a.dim, e), exact: a.exact };
}

/**
 * a + b of the same dimension (undefined when they differ). Where the powers of π differ
 * ("1 rad + 1°"), the sum is not a rational times one power of π: π is then taken at its
 * 50-digit value and the sum is no longer exact.
 */
export function plus(a: Quantity, b: Quantity): Quantity | undefined {
  if (!sameDimension(a.dim, b.dim)) return undefined;
  if (a.value.isZero()) return { ...b, exact: a.exact && b.exact };
  if (b.value.isZero()) return { ...a, exact: a.exact && b.exact };
  if (a.pi !== b.pi) return { value: numeric(a).add(numeric(b)), pi: 0, dim: a.dim, exact: false };
  return { value: a.value.add(b.value), pi: a.pi, dim: a.dim, exact: a.exact && b.exact };
}

export function negate(a: Quantity): Quantity {
  return { ...a, value: a.value.neg() };
}

/** The value as one rational, π replaced by its 50-digit value (for display to at most 20 digits). */
export function numeric(a: Quantity): Rational {
  return a.pi === 0 ? a.value : a.value.mul(PI.pow(a.pi));
}
