// Azerbaijani, under /az/.
import type { IslandFacts, LanguageRecord } from './record.ts';

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

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
} as const satisfies LanguageRecord;
