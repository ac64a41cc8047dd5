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

/** The integer k-th root of n ≥ 0, rounded down (Newton's method on BigInt). */
function integerRoot(n: bigint, k: number): bigint {
  if (n < 2n) return n;
  const K = BigInt(k);
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / k) + 1);
  for (;;) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) return x;
    x = y;
  }
}

/** Digits kept in a root that is not exact: far beyond the 15 a result shows. */
const ROOT_DIGITS = 40n;

/**
 * The k-th root of a quantity, or undefined where its dimension has no k-th root ("sqrt(5 m)")
 * or its value is negative for an even k. Exact where numerator, denominator and the power of
 * π have exact roots ("sqrt(16 m^2)" is 4 m); else rounded far below the digits shown, and
 * not exact.
 */
export function root(a: Quantity, k: number): Quantity | undefined {
  if (a.dim.some((p) => p % k !== 0)) return undefined;
  const negative = a.value.sign() < 0;
  if (negative && k % 2 === 0) return undefined;
  const dim = a.dim.map((p) => p / k);
  const n = a.value.abs().n;
  const d = a.value.d;
  const rn = integerRoot(n, k);
  const rd = integerRoot(d, k);
  const sign = (r: Rational): Rational => (negative ? r.neg() : r);
  if (rn ** BigInt(k) === n && rd ** BigInt(k) === d && a.pi % k === 0) {
    return { value: sign(Rational.of(rn, rd)), pi: a.pi / k, dim, exact: a.exact };
  }
  // Not exact: the root of the value, π included, to ROOT_DIGITS digits.
  const v = numeric({ ...a, value: a.value.abs() });
  const scale = 10n ** (ROOT_DIGITS * BigInt(k));
  const r = integerRoot((v.n * scale) / v.d, k);
  return { value: sign(Rational.of(r, 10n ** ROOT_DIGITS)), pi: 0, dim, exact: false };
}
