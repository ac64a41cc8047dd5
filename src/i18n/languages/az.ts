// Azerbaijani, under /az/.
import type { QueryWords } from '../../core/connectors.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';
import { NIST_CUP, TRANSLATED_NAME, TRANSLATED_WORD } from './symbol-spellings.ts';
import site from '../messages/az/site.json' with { type: 'json' };
import ui from '../messages/az/ui.json' with { type: 'json' };
import categories from '../messages/az/categories.json' with { type: 'json' };
import names from '../../../data/names/az.json' with { type: 'json' };
import currencies from 'cldr-numbers-full/main/az/currencies.json' with { type: 'json' };
import type { LanguageFiles } from './files.ts';

/**
 * The words a typed query is read with (core/connectors.ts QueryWords), beside the English
 * ones every page reads: Azerbaijani has no preposition here: the target takes a suffix ("5 metr futa", dative) or
 * the question asks "neçə" ("5 metr neçə futdur?", how many feet). So "neçə" is the connector,
 * and a unit word may carry the dative ("futa", "metrə", "sayğaca") or "is" ("futdur") ending.
 * "ilə" means "with/and", not "to", and is not a connector.
 */
export const search = {
  connectors: ['neçə'],
  endings: /(?:dır|dir|dur|dür|tır|tir|tur|tür|dan|dən|da|də|ya|yə|a|ə|la|lə|lar|lər|nı|ni|nu|nü|yı|yi|ı|i|u|ü)$/,
  target: /(?:ya|yə|a|ə)$/,
  source: /(?:dan|dən)$/,
  degree: 'dərəcə',
  one: 'bir',
  lead: `çevir|çevirin|hesabla`,
  trail: `edir|eder|var|olur|çevir|çevirin|et|edin`,
  // kq, q, sm, mq as Azerbaijani abbreviates kiloqram, qram, santimetr, milliqram; "san" the saniyə, "dəq" the dəqiqə.
  aliases: { kq: 'kg', q: 'g|q', qr: 'g', sm: 'cm', mq: 'mg', mm: 'mm', km: 'km', san: 's', 'dəq': 'min', 'km/s': 'km/s|km_h', Selsi: '°C', Selsiy: '°C', Farengeyt: '°F', kVt: 'kW', Vt: 'W', MVt: 'MW', 'kVt·saat': 'kWh', 'kVt/saat': 'kWh', coul: 'J', 'kv.m': 'm²', 'kv.km': 'km²', 'kv.sm': 'cm²', sot: 'are', duym: 'in', santimetre: 'cm', kilometre: 'km', metre: 'm', 'sm²': 'cm²', 'sm³': 'cm³', kilo: 'kg' },
} as const satisfies QueryWords;

export const island = {
  decimal: ',',
} as const satisfies IslandFacts;

/** The suffix of an ordinal: the last vowel of the number's last word (bir, iki, üç, dörd, beş, altı, yeddi, səkkiz, doqquz; on, iyirmi, otuz, qırx, əlli, altmış, yetmiş, səksən, doxsan; yüz, min). */
function azOrdinalSuffix(n: number): string {
  const units = ['', 'ci', 'ci', 'cü', 'cü', 'ci', 'cı', 'ci', 'ci', 'cu'];
  const tens = ['', 'cu', 'ci', 'cu', 'cı', 'ci', 'cı', 'ci', 'ci', 'cı'];
  if (n % 10 !== 0) return units[n % 10] ?? 'ci';
  if (n % 100 !== 0) return tens[(n / 10) % 10] ?? 'ci';
  return n % 1000 !== 0 ? 'cü' : 'ci';
}

/** The language's own files (files.ts). */
const files: LanguageFiles = { site, ui, categories, names, currencies };

export const record = {
  code: 'az',
  hreflang: 'az',
  cldr: 'az',
  name: 'azərbaycan',
  position: 4,
  colon: ': ',
  published: true,
  island,
  search,
  files,
  lowerInText: true,
  numberSeparator: '; ',
  grammar: 'azerbaijani',
  lowerCurrencyWord: true,
  // Symbols that hold an English word (mean, US dry, cubit) in the words of the unit's name here.
  symbols: [
    { catalogue: 'Btu (mean)', local: 'Btu (orta)', source: TRANSLATED_WORD },
    { catalogue: 'cal (mean)', local: 'cal (orta)', source: TRANSLATED_WORD },
    { catalogue: 'gal (US dry)', local: 'gal (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'bbl (US dry)', local: 'bbl (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'pt (US dry)', local: 'pt (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'qt (US dry)', local: 'qt (ABŞ, quru)', source: TRANSLATED_WORD },
    { catalogue: 'cubit (bib.)', local: 'dirsək (Bibliya)', source: TRANSLATED_WORD },
    { catalogue: 'long cubit', local: 'dirsək (Bibliya, uzun)', source: TRANSLATED_WORD },
    { catalogue: 'cup (US)', local: 'c (US)', source: NIST_CUP },
    { catalogue: 'cup (imp)', local: 'c (imp)', source: NIST_CUP },
    { catalogue: 'cup (CA)', local: 'c (CA)', source: NIST_CUP },
    { catalogue: 'cup (JP)', local: 'c (JP)', source: NIST_CUP },
    { catalogue: 'funt', local: 'funt (rus)', source: TRANSLATED_NAME },
  ],
  // Azerbaijani ordinals after a numeral: -ci/-cı/-cu/-cü by the vowel of the number's last word (3-cü, 12-ci, 27-ci, 40-cı).
  ordinal: (n: number) => `${String(n)}-${azOrdinalSuffix(n)}`,
  // How its pages say a result is rounded once (the truth check reads them for it).
  roundedOnce: /(?<!\p{L})bir dəfə(?!\p{L})/iu,
  // How the names generator composes its names (src/i18n/names/), in words for their source notes.
  nameRules: {
    prefix: 'Azerbaijani: prefix and base name written as one word (as CLDR 48 az writes kilometr, milliqram, kilovat)',
    times: 'Azerbaijani: parts joined by a hyphen, as CLDR 48 az writes "nyuton-metr", "kilovatt-saat"',
    usWord: /ABŞ|amerikan/i,
  },
  // Which measures the language's words for cup and spoons mean (the substance pages): the team's choice, stated on the pages.
  kitchen: {
    cup: 'metric_cup',
    tbsp: 'metric_tbsp',
    tsp: 'metric_tsp',
    floz: 'us_fl_oz',
    gal: 'us_gal',
    why: "team's choice: the metric cup (250 mL) and spoons (15 mL, 5 mL); fluid ounces and gallons only in American recipes, so the US ones",
  },
} as const satisfies LanguageRecord;
