// A substance's arithmetic, apart from its schema so that an island carries no zod: an amount of
// one measure in another through a density, exactly, and a value to the significant digits its
// source supports.
import { Rational } from '../rational.ts';
import { roundHalfAway } from '../mixed.ts';
import { decimalExponent } from '../decimal-forms.ts';
import { isVolume, measureFactor } from './measures.ts';

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

/** An amount of one measure in another through a value's density: exact (the measures' factors exact, the density as its source states it). */
export function convertWith(amount: Rational, from: string, to: string, v: { density: Rational }): Rational {
  const si = amount.mul(measureFactor(from));
  const fromVolume = isVolume(from);
  const toVolume = isVolume(to);
  const converted = fromVolume === toVolume ? si : fromVolume ? si.mul(v.density) : si.div(v.density);
  return converted.div(measureFactor(to));
}

/** What a page and the converter show for an amount: the value to the digits its source supports, and that it is rounded. */
export function shownWith(amount: Rational, from: string, to: string, v: { density: Rational; entry: { digits: number } }): string {
  return roundSignificant(convertWith(amount, from, to, v), v.entry.digits);
}

