/**
 * The islands' numbers in the page's language (src/i18n/numbers.ts): what a visitor typed,
 * read and echoed in the page's number form, and currency amounts and rates as the
 * language writes them. Only the signs change, never a digit: "=" and "≈" are decided
 * on the English form before it is written here.
 */
import { formatCurrencyAmount, formatRate, type Numeric } from '../core/currency-format.ts';
import { typedValue } from '../core/site.ts';
import type { Locale } from '../i18n/locales.ts';
import { localNumber, toEnglishNumber } from '../i18n/numbers.ts';

export { localNumber, parseLocalInput, toEnglishNumber } from '../i18n/numbers.ts';

/**
 * A typed value as a result line echoes it, in the page's form: trimmed, blank is "0", and
 * on a decimal-comma page an English "5.5" reads "5,5" (as it was understood). A fraction
 * ("5 3/8") is written as typed.
 */
export function typedLocal(value: string, locale: Locale): string {
  const t = typedValue(value);
  if (locale === 'en' || t.includes('/')) return t;
  const english = toEnglishNumber(t, locale);
  // Text that is not a number is shown as typed, never re-grouped.
  return /^[+-]?\d*\.?\d*(e[+-]?\d+)?$/i.test(english) ? localNumber(english, locale) : t;
}

/** A currency amount in the page's form: "1,234.56" in English (grouped, as it always was), "1.234,56" in German. */
export function localAmount(value: Numeric, crypto: boolean, locale: Locale): string {
  return locale === 'en' ? formatCurrencyAmount(value, crypto, { grouping: true }) : localNumber(formatCurrencyAmount(value, crypto), locale);
}

/** A rate in the page's form: "0.920000", "0,920000". */
export function localRate(rate: Numeric, locale: Locale): string {
  return localNumber(formatRate(rate), locale);
}
