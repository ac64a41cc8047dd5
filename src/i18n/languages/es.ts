// Spanish, under /es/.
import type { IslandFacts, LanguageRecord } from './record.ts';

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
  // RAE, Ortografía (2010) §8.9.2: the ordinal abbreviation with a full stop and a raised letter, feminine for "la CGPM" (Conferencia General de Pesas y Medidas).
  // Symbols that hold an English word (mean, US dry, cubit) in the words of the unit's name here.
  symbols: [
    {
      catalogue: 'Btu (mean)',
      local: 'Btu (media)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cal (mean)',
      local: 'cal (media)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'gal (US dry)',
      local: 'gal (áridos, EE. UU.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'bbl (US dry)',
      local: 'bbl (áridos, EE. UU.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'pt (US dry)',
      local: 'pt (áridos, EE. UU.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'qt (US dry)',
      local: 'qt (áridos, EE. UU.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cubit (bib.)',
      local: 'codo (bíbl.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'long cubit',
      local: 'codo (bíbl., largo)',
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
      catalogue: 'mil (Scand.)',
      local: 'mil (escand.)',
      source: 'team translation: the English abbreviation in the symbol written in this language',
    },
  ],
  quotes: ['«', '»'],
  ordinal: (n: number) => `${String(n)}.ª`,
} as const satisfies LanguageRecord;
