// A value to a number of significant digits, exactly: the precision control's "digits" mode
// (precision.ts) and the expression converter's rounded results, in a module of its own so
// that the expression code does not carry the precision control's.
import { type Shown, toExponential, toFixedTrimmed } from './format.ts';
import { decimalExponent, endsWithin } from './decimal-forms.ts';
import { roundHalfAway } from './mixed.ts';
import { Rational } from './rational.ts';

/** The digits a visitor may choose (the precision control), and the expression converter's 11 among them. */
export const SIG_DIGITS = { min: 3, max: 15 } as const;

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
