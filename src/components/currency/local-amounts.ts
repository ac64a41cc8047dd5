// Currency amounts and rates in the page's number form (src/i18n/numbers.ts): only the signs change.
import { formatCurrencyAmount, formatRate, type Numeric } from '../../core/currency-format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { localNumber } from '../../i18n/numbers.ts';

/** A currency amount in the page's form, grouped one way in every language: "12\u202f345.67" in English, "12\u202f345,67" in German. */
export function localAmount(value: Numeric, crypto: boolean, locale: Locale): string {
  return localNumber(formatCurrencyAmount(value, crypto), locale);
}

/** A rate in the page's form: "0.920000", "0,920000". */
export function localRate(rate: Numeric, locale: Locale): string {
  return localNumber(formatRate(rate), locale);
}
