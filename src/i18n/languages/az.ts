// Azerbaijani, under /az/.
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_NAME, TRANSLATED_WORD } from './symbol-spellings.ts';

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

/** The suffix of an ordinal: the last vowel of the number's last word (bir, iki, üç, dörd, beş, altı, yeddi, səkkiz, doqquz; on, iyirmi, otuz, qırx, əlli, altmış, yetmiş, səksən, doxsan; yüz, min). */
function azOrdinalSuffix(n: number): string {
  const units = ['', 'ci', 'ci', 'cü', 'cü', 'ci', 'cı', 'ci', 'ci', 'cu'];
  const tens = ['', 'cu', 'ci', 'cu', 'cı', 'ci', 'cı', 'ci', 'ci', 'cı'];
  if (n % 10 !== 0) return units[n % 10] ?? 'ci';
  if (n % 100 !== 0) return tens[(n / 10) % 10] ?? 'ci';
  return n % 1000 !== 0 ? 'cü' : 'ci';
}

export const record = {
  code: 'az',
  hreflang: 'az',
  cldr: 'az',
  name: 'azərbaycan',
  published: true,
  island,
  lowerInText: true,
  numberSeparator: '; ',
  colon: ': ',
  grammar: 'azerbaijani',
  lowerCurrencyWord: true,
  // Symbols that hold an English word (mean, US dry, cubit) in the words of the unit's name here.
  symbols: [
    { catalogue: 'Btu (mean)', local: 'Btu (orta)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (orta)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'dirsək (Bibliya)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'dirsək (Bibliya, uzun)', source: TRANSLATED_WORD },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'funt', local: 'funt (rus)', source: TRANSLATED_NAME },
  ],
  // Azerbaijani ordinals after a numeral: -ci/-cı/-cu/-cü by the vowel of the number's last word (3-cü, 12-ci, 27-ci, 40-cı).
  ordinal: (n: number) => `${String(n)}-${azOrdinalSuffix(n)}`,
} as const satisfies LanguageRecord;
