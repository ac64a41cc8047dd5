// The byte's symbols as a language's CLDR writes them, where they differ from the catalogue's:
// French writes the octet "o", "ko", "Mo", "Go", "Kio", "Mio"… (CLDR 48 fr, units.short), not
// "B", "kB", "MB", "GB", "KiB", "MiB". Only in the categories of data (a "B" elsewhere is not a
// byte: "dd (B)"). Pages, tables, formulas and islands read the symbol from the localised
// catalogue (localize-catalogue.ts), so they all write the same one.
import frUnits from 'cldr-units-full/main/fr/units.json' with { type: 'json' };
import type { Locale } from './locales.ts';

/** The categories whose units are bytes and their multiples, and rates of them. */
const DATA_CATEGORIES = new Set(['data-storage', 'data-transfer']);

type ShortTable = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

/** A CLDR short unit's symbol: its count pattern without the number ("{0} Go" → "Go"). */
function shortSymbol(table: ShortTable, id: string): string | undefined {
  const pattern = table[id]?.['unitPattern-count-one'];
  const symbol = pattern?.replace('{0}', '').trim();
  return symbol === '' ? undefined : symbol;
}

export interface ByteSymbol {
  /** The catalogue's symbol ("GB") and the language's ("Go"). */
  catalogue: string;
  local: string;
  source: string;
}

const SI = [
  ['k', 'kilo', '10p3'],
  ['M', 'mega', '10p6'],
  ['G', 'giga', '10p9'],
  ['T', 'tera', '10p12'],
  ['P', 'peta', '10p15'],
  ['E', 'exa', '10p18'],
  ['Z', 'zetta', '10p21'],
  ['Y', 'yotta', '10p24'],
  ['R', 'ronna', '10p27'],
  ['Q', 'quetta', '10p30'],
] as const;
const IEC = ['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'] as const;

/**
 * A language's byte symbols from its CLDR short units: the byte and each multiple CLDR names
 * (digital-kilobyte … digital-petabyte), and the other SI and IEC multiples composed by the
 * language's own short prefix patterns (10p18 "E{0}", 1024p1 "Ki{0}") with its byte symbol.
 */
export function byteSymbolsOf(table: ShortTable, cldrLocale: string): ByteSymbol[] {
  const byte = shortSymbol(table, 'digital-byte');
  if (byte === undefined || byte === 'B') return [];
  const cite = (id: string): string => `CLDR 48 ${cldrLocale} units.short.${id}`;
  const out: ByteSymbol[] = [{ catalogue: 'B', local: byte, source: `${cite('digital-byte')} '${byte}'` }];
  for (const [prefix, word, id] of SI) {
    const named = shortSymbol(table, `digital-${word}byte`);
    const pattern = table[id]?.['unitPrefixPattern'];
    const local = named ?? pattern?.replace('{0}', byte);
    if (local === undefined) continue;
    const source = named !== undefined ? `${cite(`digital-${word}byte`)} '${named}'` : `composed by CLDR 48 ${cldrLocale} grammar: ${cite(id)} '${pattern ?? ''}' + ${cite('digital-byte')} '${byte}'`;
    out.push({ catalogue: `${prefix}B`, local, source });
  }
  IEC.forEach((prefix, i) => {
    const id = `1024p${String(i + 1)}`;
    const pattern = table[id]?.['unitPrefixPattern'];
    if (pattern === undefined) return;
    out.push({ catalogue: `${prefix}B`, local: pattern.replace('{0}', byte), source: `composed by CLDR 48 ${cldrLocale} grammar: ${cite(id)} '${pattern}' + ${cite('digital-byte')} '${byte}'` });
  });
  return out;
}

const BYTE_SYMBOLS: Partial<Record<Locale, readonly ByteSymbol[]>> = {
  fr: byteSymbolsOf(frUnits.main.fr.units.short, 'fr'),
};

/** The language's byte symbols with their sources (empty where it writes the catalogue's). */
export function byteSymbols(locale: Locale): readonly ByteSymbol[] {
  return BYTE_SYMBOLS[locale] ?? [];
}

const rules = new Map<Locale, RegExp>();

/**
 * A unit's symbol with each byte symbol written as the language writes it, where it stands alone
 * or in a compound ("MB/s" → "Mo/s", "sector (2048 B)" → "secteur… (2048 o)"), in the data categories.
 */
export function localByteSymbol(symbol: string, categorySlug: string, locale: Locale): string {
  const spellings = BYTE_SYMBOLS[locale];
  if (!spellings || !DATA_CATEGORIES.has(categorySlug) || symbol === '') return symbol;
  let re = rules.get(locale);
  if (!re) {
    const alternatives = [...spellings].sort((a, b) => b.catalogue.length - a.catalogue.length).map((s) => s.catalogue);
    re = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives.join('|')})(?![\p{L}\p{N}])`, 'gu');
    rules.set(locale, re);
  }
  return symbol.replace(re, (found) => spellings.find((s) => s.catalogue === found)?.local ?? found);
}
