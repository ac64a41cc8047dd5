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
  ordinal: (n: number) => `${String(n)}.ª`,
} as const satisfies LanguageRecord;
