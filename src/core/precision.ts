/**
 * Display precision a visitor can choose on the converter (loaded on demand, so the
 * island stays small): the site's automatic rule, a number of significant digits, or
 * the nearest fraction with a chosen denominator for inch, foot and pound families.
 * Every form says whether it is rounded, so the page can write "≈" where it is.
 */
import { decimalExponent, endsWithin, type Shown, showResult, toExponential, toFixedTrimmed } from './format.ts';
import { mixedNumber, roundHalfAway } from './mixed.ts';
import { Rational } from './rational.ts';

export { COMPOUND_DECIMALS, type CompoundShown, mixedNumber, showCompound, splitCompound } from './mixed.ts';

export type Precision = { mode: 'auto' } | { mode: 'sig'; digits: number } | { mode: 'fraction'; denominator: number };

export const SIG_DIGITS = { min: 3, max: 15 } as const;
export const DENOMINATORS = [2, 4, 8, 16, 32, 64] as const;

const TEN = 10n;

/** `r` to `digits` significant digits (3 to 15): fixed form from 1e-6 up to 1e15, exponent form outside, as the automatic rule. */
export function showSignificant(r: Rational, digits: number): Shown {
  if (!Number.isInteger(digits) || digits < SIG_DIGITS.min || digits > SIG_DIGITS.max) {
    throw new RangeError(`significant digits must be a whole number from ${String(SIG_DIGITS.min)} to ${String(SIG_DIGITS.max)}, not ${String(digits)}`);
  }
  if (r.isZero()) return { text: '0', rounded: false };
  const e = decimalExponent(r);
  if (e >= 15 || e < -6) {
    const scaled = e >= 0 ? r.div(Rational.of(TEN ** BigInt(e))) : r.mul(Rational.of(TEN ** BigInt(-e)));
    return { text: toExponential(r, digits - 1), rounded: !endsWithin(scaled, digits - 1) };
  }
  if (digits - 1 - e < 0) {
    // 123456 to 3 digits: 123000, rounded at the thousands.
    const unit = Rational.of(TEN ** BigInt(e + 1 - digits));
    const q = r.div(unit);
    const k = roundHalfAway(q);
    return { text: Rational.of(k).mul(unit).toString(), rounded: !Rational.of(k).equals(q) };
  }
  const decimals = digits - 1 - e;
  return { text: toFixedTrimmed(r, decimals), rounded: !endsWithin(r, decimals) };
}

/** `r` rounded to the nearest multiple of 1/denominator, exactly. */
export function nearestMultiple(r: Rational, denominator: number): Rational {
  const den = BigInt(denominator);
  return Rational.of(roundHalfAway(r.mul(Rational.of(den))), den);
}

/** The nearest fraction with the given denominator (2 to 64), reduced: 0.393700787… in -> "25/64", rounded. */
export function showNearestFraction(r: Rational, denominator: number): Shown {
  if (!(DENOMINATORS as readonly number[]).includes(denominator)) {
    throw new RangeError(`the denominator must be one of ${DENOMINATORS.join(', ')}, not ${String(denominator)}`);
  }
  const m = nearestMultiple(r, denominator);
  return { text: mixedNumber(m), rounded: !m.equals(r) };
}

/** A result in the chosen precision. */
export function showPrecise(r: Rational, p: Precision): Shown {
  switch (p.mode) {
    case 'auto':
      return showResult(r);
    case 'sig':
      return showSignificant(r, p.digits);
    case 'fraction':
      return showNearestFraction(r, p.denominator);
  }
}
