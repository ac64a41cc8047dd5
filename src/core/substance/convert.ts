// A substance's arithmetic, apart from its schema so that an island carries no zod: an amount of
// one measure in another through a density, exactly, and a value to the significant digits its
// source supports.
import { Rational } from '../rational.ts';
import { isVolume, measureFactor } from './measures.ts';
import { roundSignificant } from './round.ts';

export { roundSignificant } from './round.ts';

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

