// The tests and forms of an exact value that the exactness lines, the precision control and the
// database's text forms ask, besides the page's display form (format.ts): all the digits of a
// terminating decimal, whether a value's digits end within some places, its decimal exponent, and a
// float for charts. Apart from format.ts so that an island that only shows results (the converter
// card, the currency converter) does not carry them: each island page stays within its script budget.
import { absN, atLeastPow10, exponentOf, LOWER_EXP, roundScaled, toExponential, toFixedTrimmed, UPPER_EXP } from './format.ts';
import type { Rational } from './rational.ts';

/** floor(log10(|r|)) for r != 0. */
export function decimalExponent(r: Rational): number {
  return exponentOf(absN(r), r.d);
}

/** All the digits of a terminating decimal as plain text ("0.0283495231250" is "0.028349523125"); undefined when it does not terminate. */
export function plainDecimal(r: Rational): string | undefined {
  let twos = 0;
  let fives = 0;
  let d = r.d;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  return d === 1n ? toFixedTrimmed(r, Math.max(twos, fives)) : undefined;
}

/** True when the digits of |r| beyond `decimals` places are all zero. */
export function endsWithin(r: Rational, decimals: number): boolean {
  return !roundScaled(absN(r), r.d, decimals).inexact;
}

/** True when showResult writes |r| in fixed form (1e-6 ≤ |r| < 1e15), not with a power of ten. */
export function inFixedRange(r: Rational): boolean {
  const n = r.n < 0n ? -r.n : r.n;
  return n !== 0n && !atLeastPow10(n, r.d, UPPER_EXP) && atLeastPow10(n, r.d, LOWER_EXP);
}

/** A short approximate decimal (for charts, ARIA text and sorting); never a shown result. */
export function approximate(r: Rational): number {
  return r.isZero() ? 0 : Number(toExponential(r, 16));
}
