/**
 * Display precision a visitor can choose on the converter (loaded on demand, so the
 * island stays small): the site's automatic rule, a number of significant digits, or
 * the nearest fraction with a chosen denominator for inch, foot and pound families.
 * Every form says whether it is rounded, so the page can write "≈" where it is.
 */
import { type Shown, showResult } from './format.ts';
import { mixedNumber, roundHalfAway } from './mixed.ts';
import { Rational } from './rational.ts';
import { showSignificant } from './significant.ts';

export { COMPOUND_DECIMALS, type CompoundShown, mixedNumber, showCompound, splitCompound } from './mixed.ts';
export { SIG_DIGITS, showSignificant } from './significant.ts';
export { exactForm } from './exact-form.ts';

export type Precision = { mode: 'auto' } | { mode: 'sig'; digits: number } | { mode: 'fraction'; denominator: number };

export const DENOMINATORS = [2, 4, 8, 16, 32, 64] as const;

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
