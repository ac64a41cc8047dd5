/**
 * A value as a whole number and a rest: the mixed number of a fraction ("5 3/8") and the
 * compound form of a length or weight ("5 ft 10.866 in"). Apart from precision.ts so the
 * Ultra view can show compound forms without loading the precision choices.
 */
import { toFixedTrimmed } from './format.ts';
import type { Precision } from './precision.ts';
import { Rational } from './rational.ts';

const TEN = 10n;

/** Nearest whole number, halves away from zero. */
export function roundHalfAway(r: Rational): bigint {
  const n = r.n < 0n ? -r.n : r.n;
  const q = n / r.d;
  const k = (n % r.d) * 2n >= r.d ? q + 1n : q;
  return r.n < 0n ? -k : k;
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

/** A value in the larger unit of a compound form (`per` smaller units each: compound.ts perOf) shown as its two parts, "5 ft 10.866 in": splitCompound of it in the smaller unit. */
export function showCompound(inMajor: Rational, per: Rational, p: Precision): CompoundShown {
  return splitCompound(inMajor.mul(per), per, p);
}
