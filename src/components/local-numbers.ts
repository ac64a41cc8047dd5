/**
 * The islands' numbers in the page's language (src/i18n/numbers.ts): what a visitor typed,
 * read and echoed in the page's number form (currency amounts and rates: currency/local-amounts.ts,
 * so the other islands do not carry the currency formatting). Only the signs change, never a digit: "=" and "≈" are decided
 * on the English form before it is written here.
 */
import { readNumber } from '../core/format.ts';
import { typedValue } from '../core/labels.ts';
import type { Locale } from '../i18n/locales.ts';
import { localNumber, toEnglishNumber } from '../i18n/numbers.ts';

export { localNumber, parseLocalInput, toEnglishNumber } from '../i18n/numbers.ts';

/**
 * A typed value as a result line echoes it, in the page's form: trimmed, blank is "0", "-40"
 * reads "−40" and "1e-7" "1 × 10⁻⁷" in every language, and on a decimal-comma page an English
 * "5.5" reads "5,5" (as it was understood). A fraction ("5 3/8") is written as typed. Text that
 * is no number ("abc", "-300 °C", "1/0") counts as 0 (SPEC: and gives 0's result), so the line
 * says 0: it never pairs the text typed with another value's result.
 */
export function typedLocal(value: string, locale: Locale): string {
  const t = typedValue(value);
  const english = toEnglishNumber(t, locale);
  if (readNumber(english) === undefined) return '0';
  if (t.includes('/')) return t;
  // A number in another form than these ("1 000" with a space) is shown as typed, never re-grouped.
  return /^[+-]?\d*\.?\d*(e[+-]?\d+)?$/i.test(english) ? localNumber(english, locale) : t;
}
