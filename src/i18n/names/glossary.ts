// The hand-kept part of a language's names, data/names/glossary/<locale>.json: names of units
// that CLDR does not name and no composition yields (each with its kind and source), the one
// glossary of qualifiers ("(US)", "(Imperial)", "(Roman)"...) those names use, and the
// category names with their tab-bar labels. Validated here; the generator (generate.ts)
// merges it with CLDR's names and the composed ones into data/names/<locale>.json.
import { z } from 'zod';
import { languageOf, type Locale } from '../locales.ts';
import { GENDERS, type Gender } from '../grammar.ts';

export { GENDERS, type Gender } from '../grammar.ts';

/** Where a name comes from. `translated` is the team's translation: allowed, never shown as sourced. */
export const NAME_KINDS = ['cldr', 'composed', 'si-prefix', 'reference', 'translated'] as const;
export type NameKind = (typeof NAME_KINDS)[number];
/** Kinds a hand-kept glossary entry may have (composed and si-prefix are made by the generator). */
const GLOSSARY_KIND = z.enum(['cldr', 'reference', 'translated']);

const text = z.string().trim().min(1);
const source = z.string().trim().min(1, 'a name without a source is refused');

const qualifierSchema = z.strictObject({
  text,
  /** The form agreeing with a feminine head noun, where it differs ("(impériale)"). */
  feminine: text.optional(),
  neuter: text.optional(),
  kind: GLOSSARY_KIND,
  source,
});
const unitSchema = z.strictObject({
  one: text,
  other: text,
  gender: z.enum(GENDERS).optional(),
  /** The qualifier keys (English, as in `qualifiers`) the name is written with. */
  qualifiers: z.array(text).optional(),
  kind: GLOSSARY_KIND,
  source,
});
const categorySchema = z.strictObject({
  name: text,
  /** The tab bar's label, where the name is too long for it. */
  short: text.optional(),
  gender: z.enum(GENDERS).optional(),
  kind: GLOSSARY_KIND,
  source,
});

export type GlossaryQualifier = z.infer<typeof qualifierSchema>;
export type GlossaryUnit = z.infer<typeof unitSchema>;
export type GlossaryCategory = z.infer<typeof categorySchema>;

export interface Glossary {
  locale: Locale;
  /**
   * The grammatical gender of head nouns that no source gives with the name (CLDR leaves it out
   * for gray, farad, coulomb...): the team's knowledge of the language, used only for articles
   * and agreement, never as a name.
   */
  genders: Readonly<Record<string, Gender>>;
  qualifiers: Readonly<Record<string, GlossaryQualifier>>;
  units: Readonly<Record<string, GlossaryUnit>>;
  categories: Readonly<Record<string, GlossaryCategory>>;
}

/** An empty glossary (a language with no hand-kept names). */
export function emptyGlossary(locale: Locale): Glossary {
  return { locale, genders: {}, qualifiers: {}, units: {}, categories: {} };
}

/** The gendered languages: their names must say their grammatical gender (articles, agreement). */
export function needsGender(locale: Locale): boolean {
  return languageOf(locale).nameRules?.genders === true;
}

/**
 * Validate a glossary file. Every problem is reported at once, each naming the file and the
 * key: an entry without a source, a gender missing where the language has genders, a
 * qualifier a name claims but the glossary lacks or the name does not contain.
 */
export function parseGlossary(file: string, locale: Locale, data: unknown): Glossary {
  const top = z
    .strictObject({
      locale: z.string(),
      genders: z.record(z.string(), z.enum(GENDERS)).default({}),
      qualifiers: z.record(z.string(), z.unknown()).default({}),
      units: z.record(z.string(), z.unknown()).default({}),
      categories: z.record(z.string(), z.unknown()).default({}),
    })
    .safeParse(data);
  if (!top.success) throw new Error(`${file}: ${top.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  if (top.data.locale !== locale) throw new Error(`${file}: locale is "${top.data.locale}", expected "${locale}"`);
  const problems: string[] = [];
  const read = <T>(section: string, entries: Record<string, unknown>, schema: z.ZodType<T>): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const [key, value] of Object.entries(entries)) {
      const r = schema.safeParse(value);
      if (r.success) out[key] = r.data;
      else problems.push(`${file} ${section}."${key}": ${r.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')}`);
    }
    return out;
  };
  const qualifiers = read('qualifiers', top.data.qualifiers, qualifierSchema);
  const units = read('units', top.data.units, unitSchema);
  const categories = read('categories', top.data.categories, categorySchema);
  for (const [key, u] of Object.entries(units)) {
    if (needsGender(locale) && u.gender === undefined) problems.push(`${file} units."${key}": gender is missing (${locale} names need it for articles and agreement)`);
    for (const q of u.qualifiers ?? []) {
      const entry = qualifiers[q];
      if (!entry) problems.push(`${file} units."${key}": qualifier "${q}" is not in the glossary's qualifiers`);
      else if (![entry.text, entry.feminine, entry.neuter].some((t) => t !== undefined && u.one.includes(t))) problems.push(`${file} units."${key}": "${u.one}" does not contain the qualifier "${q}" as the glossary writes it ("${entry.text}")`);
    }
  }
  for (const [key, c] of Object.entries(categories)) {
    if (needsGender(locale) && c.gender === undefined) problems.push(`${file} categories."${key}": gender is missing`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { locale, genders: top.data.genders, qualifiers, units, categories };
}
