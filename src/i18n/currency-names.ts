/**
 * Currency names in each language from CLDR 48 (cldr-numbers-full, main/<lang>/currencies.json:
 * displayName and its plural forms). A cryptocurrency CLDR does not name keeps its English name,
 * unless a reference gives the language's own (CRYPTO). A generated language (the pseudo-locale
 * en-XA) has its base language's names, rewritten.
 */
import { languageOf, type Locale } from './locales.ts';
import { filesOf, generation } from './generated.ts';

export interface CurrencyName {
  name: string;
  one: string;
  other: string;
  source: string;
}

/**
 * A currency name CLDR writes in title case ("Yaponiya Yeni", "Avro"; the record's
 * `lowerCurrencyWord`: Azerbaijani) as a sentence writes it: the last word (the currency
 * word) in lower case by the language's rules (Azerbaijani I is ı, İ is i), a single word too;
 * an abbreviation stays ("ABŞ").
 */
function currencyWordLowered(text: string, cldr: string): string {
  const words = text.split(' ');
  const last = words[words.length - 1] ?? '';
  if (/^\p{Lu}{2,}$/u.test(last)) return text;
  words[words.length - 1] = last.toLocaleLowerCase(cldr);
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
  const g = generation(locale);
  if (g) {
    const n = currencyName(g.base, code);
    return n && { name: g.rewrite(n.name), one: g.rewrite(n.one), other: g.rewrite(n.other), source: `${n.source}; rewritten from ${g.base}` };
  }
  const crypto = CRYPTO[locale]?.[code];
  if (crypto) return crypto;
  const { cldr, lowerCurrencyWord } = languageOf(locale);
  const c = filesOf(locale).currencies.main[cldr]?.numbers.currencies[code];
  const display = c?.displayName;
  if (display === undefined || display === code) return undefined;
  // CLDR's Azerbaijani names are in title case ("Yaponiya Yeni", "Avro"); a sentence writes the
  // currency word in lower case after a proper noun or abbreviation it keeps ("Yaponiya yeni", "ABŞ dolları", "avro").
  const sentence = (t: string): string => (lowerCurrencyWord ? currencyWordLowered(t, cldr) : t);
  return {
    name: display.charAt(0).toLocaleUpperCase(cldr) + display.slice(1),
    one: sentence(c?.['displayName-count-one'] ?? display),
    other: sentence(c?.['displayName-count-other'] ?? display),
    source: `CLDR 48 (cldr-numbers-full), ${cldr}, currencies.${code}.displayName`,
  };
}
