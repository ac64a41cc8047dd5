// German, under /de/.
import type { IslandFacts, LanguageRecord } from './record.ts';

export const island = {
  decimal: ',',
  group: '.',
  minimumGroupingDigits: 1,
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
} as const satisfies LanguageRecord;
