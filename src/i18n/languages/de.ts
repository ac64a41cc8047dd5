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
  // Duden: an ordinal number written with a full stop ("die 3. CGPM").
  // Duden, "Groß- und Kleinschreibung" (D 89): an adjective before a noun is lower case unless the
  // phrase is a proper name; the names' first words "Elektrische", "Ebener", "Internationales",
  // "Britische" are adjectives with a heading's capital.
  leadingAdjective: /^(?:Eben|\p{Lu}\p{Ll}*(?:isch|lich|al|ell|bezogen))(?:e|er|es|en)(?= \p{Lu})/u,
  ordinal: (n: number) => `${String(n)}.`,
} as const satisfies LanguageRecord;
