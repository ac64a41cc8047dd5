// Azerbaijani, under /az/.
import type { IslandFacts, LanguageRecord } from './record.ts';

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
  // Azerbaijani ordinals after a numeral: -ci/-cı/-cu/-cü by the vowel of the number's last word (3-cü, 12-ci, 27-ci, 40-cı).
  // Symbols that hold an English word (mean, US dry, cubit) in the words of the unit's name here.
  symbols: [
    {
      catalogue: 'Btu (mean)',
      local: 'Btu (orta)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cal (mean)',
      local: 'cal (orta)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'gal (US dry)',
      local: 'gal (ABŞ, quru)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'bbl (US dry)',
      local: 'bbl (ABŞ, quru)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'pt (US dry)',
      local: 'pt (ABŞ, quru)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'qt (US dry)',
      local: 'qt (ABŞ, quru)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cubit (bib.)',
      local: 'dirsək (Bibliya)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'long cubit',
      local: 'dirsək (Bibliya, uzun)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cup (US)',
      local: 'c (US)',
      source: "NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: the cup abbreviated c; the English word 'cup' is not a symbol in this language's text",
    },
    {
      catalogue: 'cup (imp)',
      local: 'c (imp)',
      source: "NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: the cup abbreviated c; the English word 'cup' is not a symbol in this language's text",
    },
    {
      catalogue: 'cup (CA)',
      local: 'c (CA)',
      source: "NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: the cup abbreviated c; the English word 'cup' is not a symbol in this language's text",
    },
    {
      catalogue: 'cup (JP)',
      local: 'c (JP)',
      source: "NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: the cup abbreviated c; the English word 'cup' is not a symbol in this language's text",
    },
    {
      catalogue: 'funt',
      local: 'funt (rus)',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
  ],
  ordinal: (n: number) => `${String(n)}-${azOrdinalSuffix(n)}`,
} as const satisfies LanguageRecord;
