// French, under /fr/.
import type { IslandFacts, LanguageRecord } from './record.ts';

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
    {
      catalogue: 'Btu (mean)',
      local: 'Btu (moy.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cal (mean)',
      local: 'cal (moy.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'gal (US dry)',
      local: 'gal (sec, É.-U.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'bbl (US dry)',
      local: 'bbl (sec, É.-U.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'pt (US dry)',
      local: 'pt (sec, É.-U.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'qt (US dry)',
      local: 'qt (sec, É.-U.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cubit (bib.)',
      local: 'coudée (bibl.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'long cubit',
      local: 'coudée (bibl., longue)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'ly',
      local: 'al',
      source: "CLDR 48 (cldr-units-full), fr, units.short.length-light-year: '{0} al' (année-lumière)",
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
      catalogue: 'mil (Scand.)',
      local: 'mil (scand.)',
      source: 'team translation: the English abbreviation in the symbol written in this language',
    },
  ],
  // Imprimerie nationale, Lexique des règles typographiques: 1re (feminine: la CGPM), 2e, 3e.
  quotes: ['«\u202f', '\u202f»'],
  ordinal: (n: number) => (n === 1 ? '1re' : `${String(n)}e`),
} as const satisfies LanguageRecord;
