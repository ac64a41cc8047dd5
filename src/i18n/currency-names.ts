/**
 * Currency names in each language from CLDR 48 (cldr-numbers-full, main/<lang>/currencies.json:
 * displayName and its plural forms). A cryptocurrency CLDR does not name keeps its English name,
 * unless a reference gives the language's own (CRYPTO).
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

/** An Azerbaijani currency name as a sentence writes it: the last word (the currency word) in lower case, a single word too. */
function azerbaijaniSentenceForm(text: string): string {
  const words = text.split(' ');
  const last = words[words.length - 1] ?? '';
  if (/^\p{Lu}{2,}$/u.test(last)) return text;
  words[words.length - 1] = last.replace(/^İ/u, 'i').replace(/^I/u, 'ı').toLocaleLowerCase('az');
  return words.join(' ');
}

/**
 * Names of cryptocurrencies CLDR does not name, where a reference gives the language's own
 * (a currency's name is a common noun in lower case: "el bitcóin", "los bitcoines").
 */
const CRYPTO: Partial<Record<Locale, Record<string, CurrencyName>>> = {
  es: {
    BTC: {
      name: 'Bitcóin',
      one: 'bitcóin',
      other: 'bitcoines',
      source:
        'reference: Fundéu, "bitcóin y bitcoin, adaptaciones al español de bitcoin", https://www.fundeu.es/recomendacion/bitcoin-bitcoins-bitcoines/ (in the DLE; lower case like the names of other currencies; plural bitcoines)',
    },
  },
};

/** The currency's name in the language ("Dólar estadounidense", one "dólar estadounidense", other "dólares estadounidenses"), or undefined. */
export function currencyName(locale: Locale, code: string): CurrencyName | undefined {
  const crypto = CRYPTO[locale]?.[code];
  if (crypto) return crypto;
  const c = FILES[locale].main[locale]?.numbers.currencies[code];
  const display = c?.displayName;
  if (display === undefined || display === code) return undefined;
  // CLDR's Azerbaijani names are in title case ("Yaponiya Yeni", "Avro"); a sentence writes the
  // currency word in lower case after a proper noun or abbreviation it keeps ("Yaponiya yeni", "ABŞ dolları", "avro").
  const sentence = (t: string): string => (locale === 'az' ? azerbaijaniSentenceForm(t) : t);
  return {
    name: display.charAt(0).toLocaleUpperCase(locale) + display.slice(1),
    one: sentence(c?.['displayName-count-one'] ?? display),
    other: sentence(c?.['displayName-count-other'] ?? display),
    source: `CLDR 48 (cldr-numbers-full), ${locale}, currencies.${code}.displayName`,
  };
}
