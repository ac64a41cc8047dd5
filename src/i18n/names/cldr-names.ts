// What CLDR names a unit in a locale (generate.ts): its count forms, those forms only where
// they are names and not abbreviations, the units whose prefixed forms CLDR writes as a plain
// join, and the source lines that cite CLDR.
import type { Locale } from '../locales.ts';
import { countForm, type Forms } from './forms.ts';
import type { CldrLongEntry } from './model.ts';

/**
 * The count forms CLDR gives a unit in a locale, or undefined when it gives no `other` pattern.
 * A missing `one` falls back to `other`, as CLDR's own count fallback does (TR35 Part 6, Units).
 */
export function cldrForms(entry: CldrLongEntry | undefined): Forms | undefined {
  const other = entry?.['unitPattern-count-other'];
  const one = entry?.['unitPattern-count-one'] ?? other;
  if (one === undefined || other === undefined) return undefined;
  return { one: countForm(one), other: countForm(other) };
}

/** The source of a name CLDR gives: release, package, locale and units.long entry. */
export function cldrSource(version: string, locale: Locale, id: string): string {
  return `CLDR ${version} (cldr-units-full), ${locale}, units.long.${id}`;
}

/** CLDR's release and locale, as a composed name's source cites the grammar it used. */
export function cldrSourceShort(version: string, locale: Locale): string {
  return `CLDR ${version} ${locale}`;
}

/**
 * The CLDR unit ids (units.long keys) of which CLDR names a prefixed unit in this locale that
 * is the plain join of the prefix pattern and the base's name ("electric-ampere": milliampère).
 */
export function cldrPrefixedBases(cldr: Readonly<Record<string, CldrLongEntry>>, en: Readonly<Record<string, CldrLongEntry>>): Set<string> {
  const shown = new Set<string>();
  const prefixes = Object.entries(en).filter(([k]) => /^(10|1024)p-?\d+$/.test(k));
  for (const id of Object.keys(cldr)) {
    const dash = id.indexOf('-');
    const cat = id.slice(0, dash);
    const rest = id.slice(dash + 1);
    for (const [key, v] of prefixes) {
      const name = (v.unitPrefixPattern ?? '').replace('{0}', '');
      if (name === '' || !rest.startsWith(name)) continue;
      const baseId = `${cat}-${rest.slice(name.length)}`;
      const base = cldrForms(cldr[baseId]);
      const own = cldrForms(cldr[id]);
      const pattern = cldr[key]?.unitPrefixPattern;
      if (!base || !own || pattern === undefined) continue;
      if (pattern.replace('{0}', base.one) === own.one || pattern.replace('{0}', base.one.charAt(0).toLowerCase() + base.one.slice(1)) === own.one) shown.add(baseId);
    }
  }
  return shown;
}

/**
 * CLDR's long forms where they are names. Some locales' long count patterns repeat an
 * abbreviation (az "{0} nmi", "{0} kal-IT", "{0} mg/dL" beside "{0} milliqram/desilitr"): a form
 * that is the locale's short pattern and either CLDR English's short symbol for the unit (when
 * English's long name differs: "nmi" is no name, "bar" is), or written without a vowel, with a
 * slash, or with two capitals in a row, is replaced by the other count form where that one is
 * spelled out; with neither, CLDR gives no name (undefined) and the glossary or the English name stands.
 */
export function spelledOut(forms: Forms | undefined, short: CldrLongEntry | undefined, enLong?: CldrLongEntry, enShort?: CldrLongEntry): Forms | undefined {
  if (!forms) return forms;
  const texts = (e: CldrLongEntry | undefined): string[] =>
    [e?.displayName, e?.['unitPattern-count-one'], e?.['unitPattern-count-other']].filter((x): x is string => x !== undefined).map((p) => countForm(p));
  const shortForms = new Set(texts(short));
  const englishSymbols = new Set(texts(enShort).map((t) => t.toLowerCase()));
  const englishNames = new Set(texts(enLong).map((t) => t.toLowerCase()));
  const abbreviated = (f: string): boolean =>
    shortForms.has(f) &&
    ((englishSymbols.has(f.toLowerCase()) && !englishNames.has(f.toLowerCase())) || !/[aeiouyəıöüáéíóúàèâêîôûäë]/i.test(f) || f.includes('/') || /\p{Lu}\p{Lu}/u.test(f));
  const a = abbreviated(forms.one);
  const b = abbreviated(forms.other);
  if (a && b) return undefined;
  return { one: a ? forms.other : forms.one, other: b ? forms.one : forms.other };
}

