// German, under /de/.
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_ABBREVIATION, TRANSLATED_NAME, TRANSLATED_WORD } from './symbol-spellings.ts';

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
  // °R reads as Réaumur to a German reader: German references write the Rankine degree °Ra. The
  // others write a symbol's English word, abbreviation or transliteration as the German name does.
  symbols: [
    {
      catalogue: '°R',
      local: '°Ra',
      source:
        "German Wikipedia, 'Rankineskala' (read November 2026): 'Einheitenzeichen: °Ra oder eingeschränkt °R', its tables writing °Ra beside °Ré for Réaumur",
    },
    { catalogue: 'Btu (mean)', local: 'Btu (Mittelwert)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (Mittelwert)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (USA, trocken)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (USA, trocken)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (USA, trocken)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (USA, trocken)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'Elle (bibl.)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'Elle (bibl., lang)', source: TRANSLATED_WORD },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'zolotnik', local: 'Solotnik', source: TRANSLATED_NAME },
    { catalogue: 'catty', local: 'Kätti', source: TRANSLATED_NAME },
    { catalogue: 'funt', local: 'Funt', source: TRANSLATED_NAME },
    { catalogue: 'sazhen', local: 'Saschen', source: TRANSLATED_NAME },
    { catalogue: 'arshin', local: 'Arschin', source: TRANSLATED_NAME },
    { catalogue: 'pyad', local: 'Pjad', source: TRANSLATED_NAME },
    { catalogue: 'vershok', local: 'Werschok', source: TRANSLATED_NAME },
    { catalogue: 'versta', local: 'Werst', source: TRANSLATED_NAME },
    { catalogue: 'milya', local: 'Milja', source: TRANSLATED_NAME },
    { catalogue: 'span', local: 'Spanne', source: TRANSLATED_NAME },
    { catalogue: 'ell', local: 'Elle', source: TRANSLATED_NAME },
    { catalogue: 'mil (Scand.)', local: 'mil (skand.)', source: TRANSLATED_ABBREVIATION },
    { catalogue: 'ch (eng)', local: 'ch (Ing.)', source: TRANSLATED_ABBREVIATION },
  ],
  // Duden, "Groß- und Kleinschreibung" (D 89): an adjective before a noun is lower case unless the
  // phrase is a proper name; the names' first words "Elektrische", "Ebener", "Internationales",
  // "Britische" are adjectives with a heading's capital.
  leadingAdjective: /^(?:Eben|\p{Lu}\p{Ll}*(?:isch|lich|al|ell|bezogen))(?:e|er|es|en)(?= \p{Lu})/u,
  quotes: ['„', '“'],
  // Duden: an ordinal number written with a full stop ("die 3. CGPM").
  ordinal: (n: number) => `${String(n)}.`,
} as const satisfies LanguageRecord;
