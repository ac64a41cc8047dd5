// The localised names of units and categories, each with its source (data/names/<locale>.json,
// written by npm run names:generate). A language with no sourced name for a unit keeps the
// English name with its symbol: unitName() is then undefined.
// A generated language (the pseudo-locale en-XA) has its base language's names, rewritten.
import { z } from 'zod';
import { LANGUAGES } from './languages/index.ts';
import { SOURCED_LOCALES, type Locale } from './locales.ts';
import { filesOf, generation } from './generated.ts';
import { GENDERS, NAME_KINDS, type Gender, type NameKind } from './names/glossary.ts';
import type { NameEntry } from './names/model.ts';

export type { Gender, NameKind } from './names/glossary.ts';
export { NAME_KINDS } from './names/glossary.ts';
/** A unit's name in one language, as the names files hold it (names/model.ts): heading form, count forms, gender (es, fr, de), kind and source. */
export type LocalName = NameEntry;
export interface LocalCategoryName {
  name: string;
  /** The tab bar's label where the name is too long for it. */
  short?: string | undefined;
  gender?: Gender | undefined;
  kind: NameKind;
  source: string;
}

const KIND = z.enum(NAME_KINDS);
const text = z.string().trim().min(1);
const GENDER = z.enum(GENDERS).optional();
const unitNameSchema = z.strictObject({ name: text, one: text, other: text, gender: GENDER, kind: KIND, source: text });
const categoryNameSchema = z.strictObject({ name: text, short: text.optional(), gender: GENDER, kind: KIND, source: text });
const fileSchema = z.strictObject({
  locale: z.string(),
  units: z.record(z.string(), z.unknown()),
  categories: z.record(z.string(), z.unknown()),
});

export interface NamesData {
  units: ReadonlyMap<string, LocalName>;
  categories: ReadonlyMap<string, LocalCategoryName>;
}

/** Thrown for a names file that breaks the rules; the message names the file and the key. */
export class NamesError extends Error {
  override name = 'NamesError';
}

function problem(file: string, key: string, issues: z.core.$ZodIssue[]): string {
  const what = issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  const noSource = issues.some((i) => i.path[0] === 'source');
  return `${file} "${key}": ${noSource ? 'a name without a source is refused' : 'invalid name'} (${what})`;
}

/** Validate one locale's names file; every problem is reported, naming the file and key. */
export function parseNamesFile(file: string, locale: Locale, data: unknown): NamesData {
  const top = fileSchema.safeParse(data);
  if (!top.success) throw new NamesError(`${file}: ${top.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  if (top.data.locale !== locale) throw new NamesError(`${file}: locale is "${top.data.locale}", expected "${locale}"`);
  const problems: string[] = [];
  const units = new Map<string, LocalName>();
  for (const [key, value] of Object.entries(top.data.units)) {
    const r = unitNameSchema.safeParse(value);
    if (r.success) units.set(key, r.data);
    else problems.push(problem(file, `units.${key}`, r.error.issues));
  }
  const categories = new Map<string, LocalCategoryName>();
  for (const [key, value] of Object.entries(top.data.categories)) {
    const r = categoryNameSchema.safeParse(value);
    if (r.success) categories.set(key, r.data);
    else problems.push(problem(file, `categories.${key}`, r.error.issues));
  }
  if (problems.length > 0) throw new NamesError(problems.join('\n'));
  return { units, categories };
}

/** Names with their texts rewritten (a generated language's, from its base's). */
function rewriteNames(d: NamesData, rewrite: (text: string) => string, from: Locale): NamesData {
  const source = (s: string): string => `${s}; rewritten from ${from}`;
  return {
    units: new Map([...d.units].map(([k, n]) => [k, { ...n, name: rewrite(n.name), one: rewrite(n.one), other: rewrite(n.other), source: source(n.source) }])),
    categories: new Map([...d.categories].map(([k, n]) => [k, { ...n, name: rewrite(n.name), ...(n.short === undefined ? {} : { short: rewrite(n.short) }), source: source(n.source) }])),
  };
}

let loaded: ReadonlyMap<Locale, NamesData> | undefined;

/** Every language's names (data/names/<code>.json), validated once. */
function namesData(): ReadonlyMap<Locale, NamesData> {
  if (!loaded) {
    const own = new Map<Locale, NamesData>(SOURCED_LOCALES.map((l) => [l, parseNamesFile(`data/names/${l}.json`, l, filesOf(l).names)]));
    loaded = new Map(
      LANGUAGES.map((r) => {
        const g = generation(r.code);
        const base = own.get(g ? g.base : r.code);
        if (!base) throw new NamesError(`No names for ${r.code}`);
        return [r.code, g ? rewriteNames(base, g.rewrite, g.base) : base];
      }),
    );
  }
  return loaded;
}

/** A language's names (data/names/<code>.json, or its base language's rewritten), validated once. */
export function namesOf(locale: Locale): NamesData {
  const d = namesData().get(locale);
  if (!d) throw new NamesError(`No names for the language "${locale}"`);
  return d;
}

export function unitName(locale: Locale, categorySlug: string, code: string): LocalName | undefined {
  return namesOf(locale).units.get(`${categorySlug}/${code}`);
}

export function categoryName(locale: Locale, slug: string): LocalCategoryName | undefined {
  return namesOf(locale).categories.get(slug);
}

/** How many of these units have a name of each kind in the locale; 'english' = no localised name. */
export function nameCounts(locale: Locale, units: { category: string; code: string }[]): Record<NameKind | 'english', number> {
  const counts = Object.fromEntries([...NAME_KINDS, 'english'].map((k) => [k, 0])) as Record<NameKind | 'english', number>;
  for (const u of units) counts[unitName(locale, u.category, u.code)?.kind ?? 'english']++;
  return counts;
}
