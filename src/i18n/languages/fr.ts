// French, under /fr/.
import type { QueryWords } from '../../core/connectors.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_ABBREVIATION, TRANSLATED_WORD } from './symbol-spellings.ts';
import site from '../messages/fr/site.json' with { type: 'json' };
import ui from '../messages/fr/ui.json' with { type: 'json' };
import categories from '../messages/fr/categories.json' with { type: 'json' };
import names from '../../../data/names/fr.json' with { type: 'json' };
import currencies from 'cldr-numbers-full/main/fr/currencies.json' with { type: 'json' };
import type { LanguageFiles } from './files.ts';

/**
 * The words a typed query is read with (core/connectors.ts QueryWords), beside the English
 * ones every page reads: "en" ("5 m en pieds"), "vers" ("de m vers ft") and "à" ("de m à ft"), also typed "a" on keyboards without accents.
 */
export const search = {
  connectors: ['en', 'vers', 'à', 'a'],
  degree: 'degrés?',
  lead: `convertir|convertis|conversion(?: de)?|calculer|transformer|passer|c['’]est combien|combien (?:font|fait|p[èe]sent|p[èe]se|mesure|mesurent|valent|vaut)|quelle est la (?:vitesse|longueur|masse|taille|distance|temp[ée]rature) de|de`,
  trail: `s'il vous plaît|svp|stp`,
  howMany: `combien(?: de| d['’])?`,
  contain: `y a-t-il dans|y a-t-il en|il y a dans|dans|font|fait|pour|en|sont|est|mesure|mesurent|p[èe]se|p[èe]sent`,
  one: `un|une`,
  // Octets: French writes o, ko, Mo, Go, To; "cc" is also a cuillère à café.
  asks: ['livre', 'livres', 'mille', 'milles'],
  aliases: { gr: 'g|gr', mn: 'min', mille: 'mi|nmi', milles: 'mi|nmi', quintal: 'q|cwt (US)', quintaux: 'q|cwt (US)', Ko: 'ko|Kio', cc: 'cm³|tsp (metric)', kilo: 'kg', kilos: 'kg', verge: 'yd', verges: 'yd', pi: 'ft', 'pi²': 'ft²', 'pi³': 'ft³', po: 'in', ch: 'PS', cv: 'PS', chevaux: 'PS', 'chevaux-vapeur': 'PS', ua: 'au', UA: 'au', cas: 'tablespoon', cac: 'teaspoon', 'cuillère-à-soupe': 'tablespoon', 'cuillère-à-café': 'teaspoon', 'journée': 'd', 'journées': 'd', jour: 'd', jours: 'd' },
} as const satisfies QueryWords;

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

/** The language's own files (files.ts). */
const files: LanguageFiles = { site, ui, categories, names, currencies };

export const record = {
  code: 'fr',
  hreflang: 'fr',
  cldr: 'fr',
  name: 'français',
  position: 3,
  colon: '\u202f: ',
  published: true,
  island,
  search,
  files,
  lowerInText: true,
  // French sets a narrow no-break space before a semicolon and a colon.
  numberSeparator: '\u202f; ',
  grammar: 'french',
  spelling: 'fr_FR',
  symbols: [
    { catalogue: 'Btu (mean)', local: 'Btu (moy.)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (moy.)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (sec, É.-U.)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'coudée (bibl.)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'coudée (bibl., longue)', source: TRANSLATED_WORD },
    {
      catalogue: 'ly',
      local: 'al',
      source: "CLDR 48 (cldr-units-full), fr, units.short.length-light-year: '{0} al' (année-lumière)",
    },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'mil (Scand.)', local: 'mil (scand.)', source: TRANSLATED_ABBREVIATION },
  ],
  quotes: ['«\u202f', '\u202f»'],
  // Imprimerie nationale, Lexique des règles typographiques: 1re (feminine: la CGPM), 2e, 3e.
  ordinal: (n: number) => (n === 1 ? '1re' : `${String(n)}e`),
  // How its pages say a result is rounded once (the truth check reads them for it).
  roundedOnce: /\bune (?:seule|unique) fois\b/i,
  // How the names generator composes its names (src/i18n/names/), in words for their source notes.
  nameRules: {
    prefix: 'French: prefix and base name written as one word (as CLDR 48 fr writes kilomètre, milligramme, kilowatt)',
    elides: true,
    times: 'French: parts joined by a hyphen, each taking the plural, the first giving the gender, as CLDR 48 fr times pattern "{0}-{1}" and "newtons-mètres"',
    usWord: /américain|É\.-U\./i,
    genders: true,
  },
  // Which measures the language's words for cup and spoons mean (the substance pages): the team's choice, stated on the pages.
  kitchen: {
    cup: 'metric_cup',
    tbsp: 'metric_tbsp',
    tsp: 'metric_tsp',
    floz: 'us_fl_oz',
    gal: 'us_gal',
    why: "team's choice: the cuillère à soupe (15 mL) and cuillère à café (5 mL) of French recipes and the metric cup (250 mL); fluid ounces and gallons only in American recipes, so the US ones",
  },
} as const satisfies LanguageRecord;
