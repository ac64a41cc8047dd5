/**
 * Display precision a visitor can choose on the converter (loaded on demand, so the
 * island stays small): the site's automatic rule, a number of significant digits, or
 * the nearest fraction with a chosen denominator for inch, foot and pound families.
 * Every form says whether it is rounded, so the page can write "≈" where it is.
 */
import { decimalExponent, endsWithin, type Shown, showResult, toExponential, toFixedTrimmed } from './format.ts';
import { perOf } from './compound.ts';
import { Rational } from './rational.ts';

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

/** Nearest whole number, halves away from zero. */
function roundHalfAway(r: Rational): bigint {
  const n = r.n < 0n ? -r.n : r.n;
  const q = n / r.d;
  const k = (n % r.d) * 2n >= r.d ? q + 1n : q;
  return r.n < 0n ? -k : k;
}

/** `r` rounded to the nearest multiple of 1/denominator, exactly. */
export function nearestMultiple(r: Rational, denominator: number): Rational {
  const den = BigInt(denominator);
  return Rational.of(roundHalfAway(r.mul(Rational.of(den))), den);
}

/** "25/64", "1 1/2", "-3 3/8", "5": a rational with a small denominator as a mixed number. */
export function mixedNumber(r: Rational): string {
  const n = r.n < 0n ? -r.n : r.n;
  const whole = n / r.d;
  const rest = n % r.d;
  const sign = r.n < 0n ? '-' : '';
  if (rest === 0n) return `${sign}${whole.toString()}`;
  const frac = `${rest.toString()}/${r.d.toString()}`;
  return whole === 0n ? `${sign}${frac}` : `${sign}${whole.toString()} ${frac}`;
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

/** Decimal places of the smaller part of a compound value in the automatic mode ("5 ft 10.866 in"). */
export const COMPOUND_DECIMALS = 3;

/** A value split into a whole number of the larger unit and the rest in the smaller one. */
export interface CompoundShown {
  major: string;
  minor: string;
  rounded: boolean;
}

/**
 * Split `total` (in the smaller unit) into whole larger units (`per` smaller units each)
 * and the rest: rounded first (to 3 decimals, or to the nearest fraction in fraction
 * mode) so the rest never shows as a full larger unit ("5 ft 12 in").
 */
export function splitCompound(total: Rational, per: Rational, p: Precision): CompoundShown {
  const den = p.mode === 'fraction' ? BigInt(p.denominator) : TEN ** BigInt(COMPOUND_DECIMALS);
  const t = Rational.of(roundHalfAway(total.mul(Rational.of(den))), den);
  const a = t.abs();
  const q = a.div(per);
  const major = q.n / q.d;
  const rest = a.sub(per.mul(Rational.of(major)));
  const sign = t.sign() < 0 ? '-' : '';
  const minor = p.mode === 'fraction' ? mixedNumber(rest) : toFixedTrimmed(rest, COMPOUND_DECIMALS);
  return { major: `${sign}${major.toString()}`, minor, rounded: !t.equals(total) };
}

/** A value in the larger unit of a compound form (`per` smaller units each, "12") shown as its two parts, "5 ft 10.866 in": splitCompound of it in the smaller unit. */
export function showCompound(inMajor: Rational, per: string, p: Precision): CompoundShown {
  const n = perOf(per);
  return splitCompound(inMajor.mul(n), n, p);
}
