// German, under /de/.
import type { IslandFacts, LanguageRecord } from './record.ts';

export const island = {
  decimal: ',',
  capitals: true,
} as const satisfies IslandFacts;

export const record = {
  code: 'de',
  hreflang: 'de',
  cldr: 'de',
  name: 'Deutsch',
  published: true,
  island,
  lowerInText: false,
  numberSeparator: '; ',
  colon: ': ',
  grammar: 'german',
  spelling: 'de_DE',
  // °R reads as Réaumur to a German reader: German references write the Rankine degree °Ra.
  symbols: [
    {
      catalogue: '°R',
      local: '°Ra',
      source:
        "German Wikipedia, 'Rankineskala' (read November 2026): 'Einheitenzeichen: °Ra oder eingeschränkt °R', its tables writing °Ra beside °Ré for Réaumur",
    },
  ],
} as const satisfies LanguageRecord;
