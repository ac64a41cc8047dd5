import type { Locale } from './locales.ts';

/**
 * How each language writes a number: CLDR 48 number symbols (cldr-numbers-full,
 * main/<lang>/numbers.json, symbols-numberSystem-latn and minimumGroupingDigits).
 * Kept here as a small table so the islands need not ship CLDR; a unit test compares
 * it with the package.
 */
export interface NumberSymbols {
  decimal: string;
  group: string;
  /** CLDR minimumGroupingDigits: Spanish groups 12.345 but writes 1234. */
  minimumGroupingDigits: number;
}

export const NUMBER_SYMBOLS: Readonly<Record<Locale, NumberSymbols>> = {
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1 },
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
  de: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  fr: { decimal: ',', group: '\u202f', minimumGroupingDigits: 1 },
  az: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
};
