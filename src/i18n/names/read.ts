// Reads the generator's inputs: the catalogue's seed JSON and CLDR from the installed
// cldr-units-full (a devDependency). Used by scripts/names-generate.ts and the tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Locale, SOURCED_LOCALES } from '../locales.ts';
import type { CatalogueUnitInput, CldrLongEntry, GeneratorInput } from './model.ts';
import type { CldrConversionData } from './cldr-factor.ts';
import { parseGlossary, type Glossary } from './glossary.ts';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const NAMES_DIR = path.join(ROOT, 'data/names');

function json(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** CLDR units.long (or units.short) of one locale. */
export function readCldrUnits(locale: Locale, width: 'long' | 'short' = 'long'): Record<string, CldrLongEntry> {
  const file = require.resolve(`cldr-units-full/main/${locale}/units.json`);
  const data = json(file) as { main: Record<string, { units: Record<'long' | 'short', Record<string, CldrLongEntry>> }> };
  const table = data.main[locale]?.units[width];
  if (!table) throw new Error(`${file}: no units.${width} for ${locale}`);
  return table;
}

/** CLDR's version as installed ("48"), from cldr-units-full's package.json. */
export function readCldrVersion(): string {
  const pkg = json(require.resolve('cldr-units-full/package.json')) as { version: string };
  return pkg.version.split('.')[0] ?? pkg.version;
}

/** cldr-core supplemental/units.json (conversion data). */
export function readCldrConversions(): CldrConversionData {
  return (json(require.resolve('cldr-core/supplemental/units.json')) as { supplemental: CldrConversionData }).supplemental;
}

/** data/names/glossary/<locale>.json, validated; a language without the file has no hand-kept names. */
export function readGlossaries(): Record<Locale, Glossary> {
  const out: Record<Locale, Glossary> = {};
  for (const l of SOURCED_LOCALES) {
    const file = path.join(NAMES_DIR, 'glossary', `${l}.json`);
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(raw) as unknown;
    } catch (e) {
      throw new Error(`data/names/glossary/${l}.json: not valid JSON (${(e as Error).message})`, { cause: e });
    }
    out[l] = parseGlossary(`data/names/glossary/${l}.json`, l, data);
  }
  return out;
}

export function readGeneratorInput(): GeneratorInput {
  const cldr = Object.fromEntries(SOURCED_LOCALES.map((l) => [l, readCldrUnits(l)]));
  return {
    glossaries: readGlossaries(),
    cldrShort: Object.fromEntries(SOURCED_LOCALES.map((l) => [l, readCldrUnits(l, 'short')])),
    units: json(path.join(ROOT, 'data/units.json')) as CatalogueUnitInput[],
    categories: json(path.join(ROOT, 'data/categories.json')) as { slug: string; title: string }[],
    cldr,
    cldrVersion: readCldrVersion(),
  };
}
