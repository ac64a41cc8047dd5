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
    {
      catalogue: 'Btu (mean)',
      local: 'Btu (Mittelwert)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cal (mean)',
      local: 'cal (Mittelwert)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'gal (US dry)',
      local: 'gal (USA, trocken)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'bbl (US dry)',
      local: 'bbl (USA, trocken)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'pt (US dry)',
      local: 'pt (USA, trocken)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'qt (US dry)',
      local: 'qt (USA, trocken)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'cubit (bib.)',
      local: 'Elle (bibl.)',
      source: 'team translation: the English word in the symbol written as the unit\'s name in this language writes it',
    },
    {
      catalogue: 'long cubit',
      local: 'Elle (bibl., lang)',
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
      catalogue: 'zolotnik',
      local: 'Solotnik',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'catty',
      local: 'Kätti',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'funt',
      local: 'Funt',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'sazhen',
      local: 'Saschen',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'arshin',
      local: 'Arschin',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'pyad',
      local: 'Pjad',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'vershok',
      local: 'Werschok',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'versta',
      local: 'Werst',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'milya',
      local: 'Milja',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'span',
      local: 'Spanne',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'ell',
      local: 'Elle',
      source: 'team translation: the unit\'s name as this language spells it (its name file), in place of an English transliteration or word',
    },
    {
      catalogue: 'mil (Scand.)',
      local: 'mil (skand.)',
      source: 'team translation: the English abbreviation in the symbol written in this language',
    },
    {
      catalogue: 'ch (eng)',
      local: 'ch (Ing.)',
      source: 'team translation: the English abbreviation in the symbol written in this language',
    },
  ],
  // Duden: an ordinal number written with a full stop ("die 3. CGPM").
  // Duden, "Groß- und Kleinschreibung" (D 89): an adjective before a noun is lower case unless the
  // phrase is a proper name; the names' first words "Elektrische", "Ebener", "Internationales",
  // "Britische" are adjectives with a heading's capital.
  leadingAdjective: /^(?:Eben|\p{Lu}\p{Ll}*(?:isch|lich|al|ell|bezogen))(?:e|er|es|en)(?= \p{Lu})/u,
  quotes: ['„', '“'],
  ordinal: (n: number) => `${String(n)}.`,
} as const satisfies LanguageRecord;
