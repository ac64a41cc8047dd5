// Spanish, under /es/.
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_ABBREVIATION, TRANSLATED_WORD } from './symbol-spellings.ts';

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

export const record = {
  code: 'es',
  hreflang: 'es',
  cldr: 'es',
  name: 'español',
  published: true,
  island,
  lowerInText: true,
  numberSeparator: '; ',
  colon: ': ',
  grammar: 'spanish',
  spelling: 'es_ES',
  // Symbols that hold an English word (mean, US dry, cubit) in the words of the unit's name here.
  symbols: [
    { catalogue: 'Btu (mean)', local: 'Btu (media)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (media)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'codo (bíbl.)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'codo (bíbl., largo)', source: TRANSLATED_WORD },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'mil (Scand.)', local: 'mil (escand.)', source: TRANSLATED_ABBREVIATION },
  ],
  quotes: ['«', '»'],
  // RAE, Ortografía (2010) §8.9.2: the ordinal abbreviation with a full stop and a raised letter, feminine for "la CGPM" (Conferencia General de Pesas y Medidas).
  ordinal: (n: number) => `${String(n)}.ª`,
} as const satisfies LanguageRecord;
