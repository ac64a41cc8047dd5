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
} as const satisfies LanguageRecord;
