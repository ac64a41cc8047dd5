// The names generator's data (generate.ts): its inputs (the catalogue's units, CLDR's entries,
// the glossaries), the names files it writes, and a unit's key in them.
import { CATALOGUE_LOCALE, type Locale } from '../locales.ts';
import type { Gender, Glossary, NameKind } from './glossary.ts';

/** A unit's name in one language: heading form, count forms, gender, and where it comes from. */
export interface NameEntry {
  name: string;
  one: string;
  other: string;
  gender?: Gender | undefined;
  kind: NameKind;
  source: string;
}

/** A category's name in one language, and where it comes from. */
export interface CategoryEntry {
  name: string;
  /** The tab bar's label where it differs from the name. */
  short?: string | undefined;
  gender?: Gender | undefined;
  kind: NameKind;
  source: string;
}

/** data/names/<locale>.json: one language's unit and category names, by key. */
export interface NamesFile {
  locale: Locale;
  units: Record<string, NameEntry>;
  categories: Record<string, CategoryEntry>;
}

/** One unit of data/units.json, as far as naming needs it. */
export interface CatalogueUnitInput {
  name: string;
  symbol?: string | undefined;
  unit_code: string;
  factor: string | number;
  category: string;
  unit_offset?: string | number | null | undefined;
  reciprocal?: boolean | undefined;
}

/** One entry of CLDR's units.long (a unit, a prefix or a compound pattern). */
export type CldrLongEntry = Record<string, string | undefined>;

/** CLDR's units.long of the catalogue's language (English), whose names the catalogue's are matched with. */
export function catalogueCldr(input: Pick<GeneratorInput, 'cldr'>): Readonly<Record<string, CldrLongEntry>> {
  return input.cldr[CATALOGUE_LOCALE] ?? {};
}

/** Everything the generator reads (read.ts gathers it). */
export interface GeneratorInput {
  units: readonly CatalogueUnitInput[];
  categories: readonly { slug: string; title: string }[];
  /** CLDR units.long per locale (cldr-units-full main/<locale>/units.json). */
  cldr: Readonly<Record<Locale, Readonly<Record<string, CldrLongEntry>>>>;
  /** The CLDR release named in the sources, e.g. "48". */
  cldrVersion: string;
  /** CLDR units.short per locale: a long pattern that repeats the short one is an abbreviation, not a name. */
  cldrShort?: Readonly<Record<Locale, Readonly<Record<string, CldrLongEntry>>>>;
  /** The hand-kept names per locale (data/names/glossary/<locale>.json); absent: none. */
  glossaries?: Readonly<Record<Locale, Glossary>>;
}

/** `<category-slug>/<unit_code>`, the key of a unit everywhere in the names data. */
export function unitKey(categorySlug: string, code: string): string {
  return `${categorySlug}/${code}`;
}

/** The catalogue's category titles to their slugs. */
export function slugOf(categories: GeneratorInput['categories']): Map<string, string> {
  return new Map(categories.map((c) => [c.title, c.slug]));
}
