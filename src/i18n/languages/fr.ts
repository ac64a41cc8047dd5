// French, under /fr/.
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_ABBREVIATION, TRANSLATED_WORD } from './symbol-spellings.ts';

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

export const record = {
  code: 'fr',
  hreflang: 'fr',
  cldr: 'fr',
  name: 'français',
  published: true,
  island,
  lowerInText: true,
  // French sets a narrow no-break space before a semicolon and a colon.
  numberSeparator: '\u202f; ',
  colon: '\u202f: ',
  grammar: 'french',
  spelling: 'fr_FR',
  symbols: [
    { catalogue: 'Btu (mean)', local: 'Btu (moy.)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (moy.)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'coudée (bibl.)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'coudée (bibl., longue)', source: TRANSLATED_WORD },
    {
      catalogue: 'ly',
      local: 'al',
      source: "CLDR 48 (cldr-units-full), fr, units.short.length-light-year: '{0} al' (année-lumière)",
    },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'mil (Scand.)', local: 'mil (scand.)', source: TRANSLATED_ABBREVIATION },
  ],
  quotes: ['«\u202f', '\u202f»'],
  // Imprimerie nationale, Lexique des règles typographiques: 1re (feminine: la CGPM), 2e, 3e.
  ordinal: (n: number) => (n === 1 ? '1re' : `${String(n)}e`),
} as const satisfies LanguageRecord;
