// English: the catalogue's language and the default one, at the root of the site (/convert/...).
import type { IslandFacts, LanguageRecord } from './record.ts';

export const island = {
  decimal: '.',
} as const satisfies IslandFacts;

export const record = {
  code: 'en',
  hreflang: 'en',
  cldr: 'en',
  name: 'English',
  published: true,
  island,
  lowerInText: false,
  numberSeparator: ', ',
  colon: ': ',
  spelling: 'en_US',
} as const satisfies LanguageRecord;
