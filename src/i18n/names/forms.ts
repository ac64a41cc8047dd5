// The word forms of a unit's name, from CLDR's patterns, and the rules that join an SI or
// IEC prefix to a base unit's name in each language. Pure functions; tests/unit/i18n/forms.test.ts
// checks every rule against the prefixed units that CLDR itself names.
import { languageOf, type Locale } from '../locales.ts';
import { capitalise } from '../grammar.ts';

/** The unit name as used after a count: CLDR's unitPattern with "{0}" and its spacing removed. */
export function countForm(pattern: string): string {
  return pattern.replace('{0}', ' ').replace(/\s+/g, ' ').trim();
}

/** The heading form of a name: its first letter upper-cased (German nouns already are). */
export function headingForm(form: string, locale: Locale): string {
  // The first letter, after any opening parenthesis or quote: "(dövr/dəqiqə)/saniyə" -> "(Dövr/dəqiqə)/saniyə".
  return capitalise(form, locale);
}

/** The word forms of one unit name. */
export interface Forms {
  one: string;
  other: string;
}

/**
 * Why a prefix was not joined to a base name (no entry is written then): a vowel meeting a
 * vowel (French kilohm, mégohm elide; CLDR's patterns do not show when), or a base name of
 * several words. (A Spanish base starting with r is joined with rr: milirradián.)
 */
export type PrefixRefusal = 'vowel-meets-vowel' | 'several-words';

const VOWEL_START = /^[aeiouáéíóúàèìòùâêîôûäëïöüə]/i;
const SPANISH_STRESS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** The rule a language applies when a prefix is joined to a base name, in words for the source note. */

/** The rule a language joins a prefix to a base name by, in words for the source note: its record's, or CLDR's pattern alone. */
export function prefixRule(locale: Locale): string {
  const r = languageOf(locale);
  return r.nameRules?.prefix ?? `${r.name}: CLDR's unitPrefixPattern applied to the base name as written`;
}

function joinOne(locale: Locale, pattern: string, base: string): string {
  if (locale === 'de') return pattern.replace('{0}', base.charAt(0).toLocaleLowerCase('de') + base.slice(1));
  if (locale === 'es' && /^metros?$/.test(base)) {
    // The prefix's last vowel takes the stress: kilo + metro -> kilómetro, deci + metro -> decímetro.
    const prefix = pattern.replace('{0}', '');
    const m = /([aeiou])([^aeiou]*)$/.exec(prefix);
    if (m?.[1] !== undefined && pattern.endsWith('{0}')) {
      const stressed = prefix.slice(0, m.index) + (SPANISH_STRESS[m[1]] ?? m[1]) + (m[2] ?? '');
      return stressed + base;
    }
  }
  return pattern.replace('{0}', base);
}

/**
 * A prefixed unit's forms: the locale's CLDR unitPrefixPattern ("kilo{0}", "Kilo{0}") applied
 * to the base unit's forms with the language's rule. Refused (no entry) in French where a
 * prefix ending in a vowel meets a base name starting with one (French elides in kilohm,
 * mégohm), unless CLDR itself names a prefixed unit of that base written without elision
 * (`vowelJoinShown`: milliampère, kilooctet); and where the base name has several words.
 * Spanish, German and Azerbaijani join without elision, as CLDR 48 writes "miliamperio",
 * "Milliampere", "milliamper".
 */
export function prefixedForms(locale: Locale, pattern: string, base: Forms, vowelJoinShown = false): Forms | PrefixRefusal {
  // "libra de fuerza", "pound-force", "güc funtu": where the prefix goes is the language's
  // grammar, not a join.
  if (/[\s\-‐]/.test(base.one) || /[\s\-‐]/.test(base.other)) return 'several-words';
  const prefixText = pattern.replace('{0}', '');
  const prefixEndsInVowel = /[aeiouáéíóúàèìòùâêîôûäëïöüə]$/i.test(prefixText.trim());
  if (languageOf(locale).nameRules?.elides === true && prefixEndsInVowel && VOWEL_START.test(base.one) && !vowelJoinShown) return 'vowel-meets-vowel';
  if (locale === 'es' && prefixEndsInVowel && /^r/i.test(base.one)) {
    // The r is doubled: mili + radián -> milirradián.
    const rr = (w: string): string => pattern.replace('{0}', `r${w}`);
    return { one: rr(base.one), other: rr(base.other) };
  }
  return { one: joinOne(locale, pattern, base.one), other: joinOne(locale, pattern, base.other) };
}
