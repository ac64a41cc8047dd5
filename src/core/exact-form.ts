// The exact value of a result, for the converter card's "exact value" (loaded on demand with
// precision.ts): where the automatic rule shows a result rounded to at most 15 significant digits
// (format.ts MAX_SIGNIFICANT), a visitor can still read it whole.
import { plainDecimal } from './decimal-forms.ts';
import type { Rational } from './rational.ts';

/**
 * All the digits of a terminating decimal ("0.000 254 000 000 000 000 01" is written whole), or
 * the fraction in lowest terms where the decimal does not end ("15625/25146"): plain English
 * form, for i18n localNumber to write in the page's signs.
 */
export function exactForm(r: Rational): string {
  return plainDecimal(r) ?? r.toString();
}
