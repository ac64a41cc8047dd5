/**
 * Numbers in the page's language: the site's one display form (core/format.ts) with
 * the language's decimal sign and grouping. Only the signs change, never a digit, so a
 * localised page says "=" and "≈" exactly where the English page does.
 */
import { parseInput } from '../core/format.ts';
import type { Rational } from '../core/rational.ts';
import { ISLAND_FACTS } from './languages/index.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/** Group the whole-number digits by threes: "1234567" → "1.234.567" (CLDR minimumGroupingDigits respected). */
function grouped(digits: string, group: string, minimum: number): string {
  if (digits.length < 4 + minimum - 1) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

/**
 * A number as the site shows it ("-1234.5", "1.5e+21", "∞", "1/4") written the way the
 * language writes it ("-1234,5" in Spanish, "-1.234,5" in German, "1,5e+21").
 * Text that is not a plain decimal (a fraction, ∞) is returned as it is.
 */
export function localNumber(text: string, locale: Locale): string {
  const s = ISLAND_FACTS[locale];
  // English, the default language, keeps the site's display form, ungrouped (1000.5): it is also what the value field accepts back.
  if (locale === DEFAULT_LOCALE) return text;
  return text.replace(/(\d+)(?:\.(\d+))?/g, (_m, int: string, frac: string | undefined, offset: number, whole: string) => {
    // The digits of an exponent ("e+21") are not grouped.
    const inExponent = /e[+-]?$/i.test(whole.slice(0, offset));
    const head = inExponent ? int : grouped(int, s.group, s.minimumGroupingDigits);
    return frac === undefined ? head : `${head}${s.decimal}${frac}`;
  });
}

/**
 * Numbers inside a formula or sentence that also writes unit symbols: the numbers in the
 * language's form, the symbols that hold digits ("USB 2.0", "V.22", "1000BASE-T") as they are.
 */
export function localNumberKeeping(text: string, locale: Locale, symbols: readonly string[]): string {
  if (locale === DEFAULT_LOCALE) return text;
  const keep = [...new Set(symbols.filter((s) => /\d/.test(s)))].sort((a, b) => b.length - a.length);
  if (keep.length === 0) return localNumber(text, locale);
  const escaped = keep.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text
    .split(new RegExp(`(${escaped.join('|')})`))
    .map((part, i) => (i % 2 === 1 ? part : localNumber(part, locale)))
    .join('');
}

/** What a person typed, read in the page's language: "5,5" and "1.234,5" in Spanish, and the English "5.5" where that is unambiguous. */
export function parseLocalInput(text: string, locale: Locale): Rational {
  return parseInput(toEnglishNumber(text, locale));
}

/**
 * Typed text rewritten in the English form parseInput reads. In a decimal-comma language
 * "5,5" is 5.5 and "1.234,5" is 1234.5; "1.234" is the local grouping (1234), while "5.5"
 * or "0.25", which the local form cannot mean, are read as English decimals.
 */
export function toEnglishNumber(text: string, locale: Locale): string {
  const s = ISLAND_FACTS[locale];
  if (s.decimal !== ',') return text;
  const t = text.trim().replace(/[\u00a0\u202f_]/g, '').replace(/(\d) (?=\d{3}\b)/g, '$1');
  // Fractions ("5 3/8") keep their spaces and have no decimal sign.
  if (t.includes('/')) return text;
  const m = /^([+-]?)([\d.,]*)(e[+-]?\d+)?$/i.exec(t);
  if (!m) return text;
  const [, sign = '', body = '', exp = ''] = m;
  const hasComma = body.includes(',');
  const hasDot = body.includes('.');
  let english: string;
  if (hasComma && hasDot) {
    // Whichever sign comes last is the decimal one: "1.234,5" (local) or "1,234.5" (English).
    english = body.lastIndexOf(',') > body.lastIndexOf('.') ? body.replace(/\./g, '').replace(',', '.') : body.replace(/,/g, '');
  } else if (hasComma) {
    english = /^\d*,\d*$/.test(body) ? body.replace(',', '.') : body;
  } else if (hasDot && /^\d{1,3}(\.\d{3})+$/.test(body)) {
    english = body.replace(/\./g, '');
  } else {
    english = body;
  }
  return `${sign}${english}${exp}`;
}

/** A count (of pages, units, currencies), grouped in every language: 109,832 in English, 109.832 in Spanish, 109 832 in French. */
export function localCount(n: number, locale: Locale): string {
  const s = ISLAND_FACTS[locale];
  return grouped(String(Math.trunc(n)), s.group, s.minimumGroupingDigits);
}
