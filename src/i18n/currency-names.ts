/**
 * Currency names in each language from CLDR 48 (cldr-numbers-full, main/<lang>/currencies.json:
 * displayName and its plural forms). A cryptocurrency CLDR does not name keeps its English name.
 */
import type { Locale } from './locales.ts';
import en from 'cldr-numbers-full/main/en/currencies.json' with { type: 'json' };
import es from 'cldr-numbers-full/main/es/currencies.json' with { type: 'json' };
import de from 'cldr-numbers-full/main/de/currencies.json' with { type: 'json' };
import fr from 'cldr-numbers-full/main/fr/currencies.json' with { type: 'json' };
import az from 'cldr-numbers-full/main/az/currencies.json' with { type: 'json' };

interface CldrCurrency {
  displayName?: string;
  'displayName-count-one'?: string;
  'displayName-count-other'?: string;
}
type CldrFile = { main: Record<string, { numbers: { currencies: Record<string, CldrCurrency | undefined> } }> };

const FILES: Record<Locale, CldrFile> = { en, es, de, fr, az };

export interface CurrencyName {
  name: string;
  one: string;
  other: string;
  source: string;
}

/** The currency's name in the language ("Dólar estadounidense", one "dólar estadounidense", other "dólares estadounidenses"), or undefined. */
export function currencyName(locale: Locale, code: string): CurrencyName | undefined {
  const c = FILES[locale].main[locale]?.numbers.currencies[code];
  const display = c?.displayName;
  if (display === undefined || display === code) return undefined;
  return {
    name: display.charAt(0).toLocaleUpperCase(locale) + display.slice(1),
    one: c?.['displayName-count-one'] ?? display,
    other: c?.['displayName-count-other'] ?? display,
    source: `CLDR 48 (cldr-numbers-full), ${locale}, currencies.${code}.displayName`,
  };
}
