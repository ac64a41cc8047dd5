// A value to the significant digits its source supports, in a module of its own: the islands that
// show a substance's results (the converter, the expression converter) carry this and no measure table.
import { Rational } from '../rational.ts';
import { roundHalfAway } from '../mixed.ts';
import { decimalExponent } from '../decimal-forms.ts';

/** `r` rounded to `digits` significant digits (half away from zero), as a plain decimal that keeps them ("0.830", "7300", "125"). */
export function roundSignificant(r: Rational, digits: number): string {
  if (r.isZero()) return '0';
  let shift = digits - 1 - decimalExponent(r);
  const scaled = (at: number): bigint => {
    const scale = Rational.of(10n ** BigInt(Math.abs(at)));
    return roundHalfAway(at >= 0 ? r.mul(scale) : r.div(scale));
  };
  let k = scaled(shift);
  // 99.96 to 3 digits rounds up to 100.0: one digit fewer after the point.
  if ((k < 0n ? -k : k).toString().length > digits) k = scaled(--shift);
  const sign = k < 0n ? '-' : '';
  const abs = (k < 0n ? -k : k).toString();
  if (shift <= 0) return sign + abs + '0'.repeat(-shift);
  const padded = abs.padStart(shift + 1, '0');
  return `${sign}${padded.slice(0, -shift)}.${padded.slice(-shift)}`;
}
