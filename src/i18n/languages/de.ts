// German, under /de/.
import type { QueryWords } from '../../core/connectors.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_ABBREVIATION, TRANSLATED_NAME, TRANSLATED_WORD } from './symbol-spellings.ts';
import site from '../messages/de/site.json' with { type: 'json' };
import ui from '../messages/de/ui.json' with { type: 'json' };
import categories from '../messages/de/categories.json' with { type: 'json' };
import names from '../../../data/names/de.json' with { type: 'json' };
import currencies from 'cldr-numbers-full/main/de/currencies.json' with { type: 'json' };
import type { LanguageFiles } from './files.ts';

/**
 * The words a typed query is read with (core/connectors.ts QueryWords), beside the English
 * ones every page reads: "in" ("5 m in Fuß", shared), "nach" ("von m nach ft") and "zu" ("m zu ft").
 */
export const search = {
  connectors: ['nach', 'zu'],
  degree: 'grad',
  lead: `umrechnen|umrechnung(?: von)?|rechne|konvertiere|konvertieren|wandle|was sind|was ist|wie viel sind|wie (?:groß|schnell|schwer|lang|weit|hoch|warm|kalt|viel) (?:ist|sind|wiegen|wiegt|misst|messen)|von`,
  trail: `umrechnen|umwandeln|konvertieren|bitte|sind das|um`,
  howMany: `wie ?viele?|wieviele?`,
  contain: `sind|ist|hat|haben|in|ergeben|ergibt|machen|entsprechen|entspricht`,
  one: `ein|eine|einem|einer|einen`,
  // "Pfund" is 500 g in Germany, the pound (453.59237 g) in American recipes: asked.
  asks: ['pfund', 'pfd'],
  // Teelöffel and Esslöffel as German recipes measure them: 5 mL and 15 mL.
  aliases: { Std: 'h', std: 'h', Sek: 's', sek: 's', qm: 'm²', cbm: 'm³', ccm: 'cm³', TL: 'tsp (metric)', EL: 'tbsp (metric)', gr: 'g|gr', Gr: 'g|gr', Doppelzentner: 'q', Kilo: 'kg', Stundenkilometer: 'km/h', MBit: 'Mbit', GBit: 'Gbit', kBit: 'kbit', MByte: 'MB', GByte: 'GB', kByte: 'kB', KByte: 'kB', TByte: 'TB', 'MBit/s': 'Mbit/s', 'MByte/s': 'MB/s', 'GBit/s': 'Gbit/s' },
} as const satisfies QueryWords;

export const island = {
  decimal: ',',
  capitals: true,
} as const satisfies IslandFacts;

/** The language's own files (files.ts). */
const files: LanguageFiles = { site, ui, categories, names, currencies };

export const record = {
  code: 'de',
  hreflang: 'de',
  cldr: 'de',
  name: 'Deutsch',
  position: 2,
  colon: ': ',
  published: true,
  island,
  search,
  files,
  lowerInText: false,
  numberSeparator: '; ',
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
  // How its pages say a result is rounded once (the truth check reads them for it).
  roundedOnce: /\b(?:nur )?einmal gerundet\b|\bnur einmal\b/i,
  // How the names generator composes its names (src/i18n/names/), in words for their source notes.
  nameRules: {
    prefix: 'German: one word, the prefix capitalised and the base name lower-cased (as CLDR 48 de writes Kilometer, Milligramm, Kilowatt)',
    times: 'German: one word where each part is one word, the later parts lower-cased, as CLDR 48 de writes "Newtonmeter", "Kilowattstunde"; else joined by a hyphen',
    usWord: /\bUS\b|US-|USA|amerikanisch/,
    genders: true,
  },
  // Which measures the language's words for cup and spoons mean (the substance pages): the team's choice, stated on the pages.
  kitchen: {
    cup: 'metric_cup',
    tbsp: 'metric_tbsp',
    tsp: 'metric_tsp',
    floz: 'us_fl_oz',
    gal: 'us_gal',
    why: "team's choice: EL and TL as German recipes measure them (15 mL and 5 mL, the expression reader reads them so too) and the metric cup (250 mL); fluid ounces and gallons only in American recipes, so the US ones",
  },
} as const satisfies LanguageRecord;
