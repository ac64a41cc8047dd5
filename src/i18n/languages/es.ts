// Spanish, under /es/.
import type { QueryWords } from '../../core/connectors.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_ABBREVIATION, TRANSLATED_WORD } from './symbol-spellings.ts';
import site from '../messages/es/site.json' with { type: 'json' };
import ui from '../messages/es/ui.json' with { type: 'json' };
import categories from '../messages/es/categories.json' with { type: 'json' };
import names from '../../../data/names/es.json' with { type: 'json' };
import currencies from 'cldr-numbers-full/main/es/currencies.json' with { type: 'json' };
import type { LanguageFiles } from './files.ts';

/**
 * The words a typed query is read with (core/connectors.ts QueryWords), beside the English
 * ones every page reads: "a" ("convertir 5 m a pies"), "en" ("5 m en pies", "¿cuánto es 5 m en pies?") and "para",
 * which search queries use ("de metros para pies").
 */
export const search = {
  connectors: ['a', 'en', 'para'],
  degree: 'grados?',
  mixedNumbers: true,
  lead: `convertir|convierte|conversi[oó]n de|pasar|pasa|cambiar|calcular|transformar|cu[aá]nto (?:es|son|mide|pesa)|de|a(?= cu[aá]nt)`,
  trail: `por favor`,
  howMany: `cu[aá]nt[oa]s?`,
  contain: `hay en|hay|son|es|tiene|caben en|en|equivalen a|equivale a|equivalen|equivale|mide|miden|pesa|pesan`,
  one: `un|una|uno`,
  aliases: { gr: 'g|gr', grs: 'g', seg: 's', segs: 's', hs: 'h', hrs: 'h', mts: 'm', mt: 'm', lts: 'L', lt: 'L', kilo: 'kg', kilos: 'kg', pulg: 'in', quintal: 'q|cwt (US)', quintales: 'q|cwt (US)', 'centígrado': '°C', 'centígrados': '°C', centigrado: '°C', centigrados: '°C', ua: 'au', UA: 'au', CV: 'PS', cv: 'PS', cda: 'tbsp (metric)', cdas: 'tbsp (metric)', cdta: 'tsp (metric)', cdtas: 'tsp (metric)' },
} as const satisfies QueryWords;

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

/** The language's own files (files.ts). */
const files: LanguageFiles = { site, ui, categories, names, currencies };

export const record = {
  code: 'es',
  hreflang: 'es',
  cldr: 'es',
  name: 'español',
  position: 1,
  colon: ': ',
  published: true,
  island,
  search,
  files,
  lowerInText: true,
  numberSeparator: '; ',
  grammar: 'spanish',
  spelling: 'es_ES',
  // Symbols that hold an English word (mean, US dry, cubit) in the words of the unit's name here.
  symbols: [
    { catalogue: 'Btu (mean)', local: 'Btu (media)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (media)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (áridos, EE. UU.)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'codo (bíbl.)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'codo (bíbl., largo)', source: TRANSLATED_WORD },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'mil (Scand.)', local: 'mil (escand.)', source: TRANSLATED_ABBREVIATION },
  ],
  quotes: ['«', '»'],
  // RAE, Ortografía (2010) §8.9.2: the ordinal abbreviation with a full stop and a raised letter, feminine for "la CGPM" (Conferencia General de Pesas y Medidas).
  ordinal: (n: number) => `${String(n)}.ª`,
  // How its pages say a result is rounded once (the truth check reads them for it).
  roundedOnce: /\buna (?:sola|única) vez\b/i,
  // How the names generator composes its names (src/i18n/names/), in words for their source notes.
  nameRules: {
    prefix:
      'Spanish: prefix and base name written as one word, an initial r of the base doubled after a prefix ending in a vowel (RAE and ASALE, Ortografía de la lengua española, 2010: "antirrobo", "vicerrector"; milirradián); compounds of -metro are stressed on the syllable before -metro (RAE, answer quoted in Estandarte.com, 28 July 2019, ' +
      '"El acento y la tilde en los compuestos de -metro, -litro y -gramo": "Todas las palabras españolas formadas con el elemento compositivo de origen griego -metro ... son esdrújulas"; ' +
      'multiples of litro and gramo keep the stress of the base)',
    times: 'Spanish: parts joined by a space, only the first taking the plural, as CLDR 48 es writes "kilovatios hora" (RAE: "años luz")',
    usWord: /estadounidense|EE\. ?UU\./i,
    genders: true,
  },
  // Which measures the language's words for cup and spoons mean (the substance pages): the team's choice, stated on the pages.
  kitchen: {
    cup: 'metric_cup',
    tbsp: 'metric_tbsp',
    tsp: 'metric_tsp',
    floz: 'us_fl_oz',
    gal: 'us_gal',
    why: "team's choice: the metric cup (250 mL), tablespoon (15 mL) and teaspoon (5 mL) of measuring sets sold in Spain and Latin America; fluid ounces and gallons only in American recipes, so the US ones",
  },
} as const satisfies LanguageRecord;
