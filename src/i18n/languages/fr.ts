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
      catalogue: 'ly',
      local: 'al',
      source: "CLDR 48 (cldr-units-full), fr, units.short.length-light-year: '{0} al' (année-lumière)",
    },
  ],
  // Imprimerie nationale, Lexique des règles typographiques: 1re (feminine: la CGPM), 2e, 3e.
  ordinal: (n: number) => (n === 1 ? '1re' : `${String(n)}e`),
} as const satisfies LanguageRecord;
