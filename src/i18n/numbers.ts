/**
 * Numbers in the page's language: the site's one display form (core/format.ts) written as a
 * careful editor writes it, with the language's decimal sign. Only the signs change, never a
 * digit, so a localised page says "=" and "≈" exactly where the English page does.
 *
 * The choices, the same in every language (README, "Numbers"):
 * - digits in groups of three on both sides of the decimal sign, split by a narrow no-break
 *   space (U+202F), in a part of five digits or more (1234, 12 345, 0.1234, 0.123 45): SI
 *   Brochure, 9th ed. (2019), §5.4.4 ("neither dots nor commas are ever inserted in the spaces
 *   between groups of three"); NIST SP 811 (2008) §10.5.3 (four digits are not split); for
 *   Spanish the RAE's Ortografía (2010), ch. VIII, and the DPD, «número» (a space, never a
 *   point), so no reader in the Americas takes a group for a decimal point; DIN 5008 for German
 *   and the Imprimerie nationale's Lexique for French group with a space too;
 * - a negative value with the minus sign U+2212 (ISO 80000-2), not the hyphen;
 * - a power of ten written as one: 1.5 × 10²¹, 2 × 10⁻⁸, as the SI Brochure writes its values,
 *   never "e+21".
 * What a visitor types may still be "1e-3", "-5", "1,000.5" or "1.234,5" (parseLocalInput).
 */
import { parseInput } from '../core/format.ts';
import type { Rational } from '../core/rational.ts';
import { fromSuperscript, superscript, SUPERSCRIPT_DIGITS } from '../core/superscript.ts';
import { ISLAND_FACTS } from './languages/index.ts';
import type { Locale } from './locales.ts';

/** The digit group separator of every shown number: U+202F NARROW NO-BREAK SPACE. */
export const DIGIT_GROUP = '\u202f';
/** A part (whole or decimals) of fewer digits is not split: 1234, 0.1234. */
const GROUP_FROM = 5;
/** The minus sign U+2212. */
export const MINUS = '\u2212';
/** " × 10⁻⁸" as shown, its exponent in a group. */
const POWER_OF_TEN = new RegExp(`\\s*×\\s*10([⁻${SUPERSCRIPT_DIGITS}]+)`, 'g');


/** The whole digits in threes from the right: "1234567" → "1 234 567". */
function groupedWhole(digits: string): string {
  return digits.length < GROUP_FROM ? digits : digits.replace(/\B(?=(\d{3})+$)/g, DIGIT_GROUP);
}

/** The decimals in threes from the decimal sign: "393700787" → "393 700 787", "12345" → "123 45". */
function groupedDecimals(digits: string): string {
  return digits.length < GROUP_FROM ? digits : digits.replace(/(\d{3})(?=\d)/g, `$1${DIGIT_GROUP}`);
}

/**
 * A number as the site shows it ("-1234.5", "1.5e+21", "∞", "1/4") written as the language
 * writes it: "−1234.5" and "1.5 × 10²¹" in English, "−1234,5" and "1,5 × 10²¹" in Spanish,
 * "12 345,678 9" (U+202F) in French. Every number in the text is rewritten; text that is not a
 * number (a fraction's slash, ∞) is kept.
 */
export function localNumber(text: string, locale: Locale): string {
  const decimal = ISLAND_FACTS[locale].decimal;
  return text.replace(/(^|[^\w.])-(?=\d)|(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?/g, (m: string, before: string | undefined, int: string | undefined, frac: string | undefined, exp: string | undefined, offset: number, whole: string) => {
    // A minus sign: at the start, or after a space, bracket or operator (not the hyphen of "UTF-8").
    if (int === undefined) return `${before ?? ''}${MINUS}`;
    // The terms of a fraction are not split: "112 903/480" would read as a whole number and a fraction.
    const inFraction = whole.charAt(offset - 1) === '/' || whole.charAt(offset + m.length) === '/';
    const head = inFraction ? int : groupedWhole(int);
    const body = frac === undefined ? head : `${head}${decimal}${groupedDecimals(frac)}`;
    return exp === undefined ? body : `${body} × 10${superscript(exp)}`;
  });
}

/**
 * Numbers inside a formula or sentence that also writes unit symbols: the numbers in the
 * language's form, the symbols that hold digits ("USB 2.0", "V.22", "1000BASE-T") as they are.
 */
export function localNumberKeeping(text: string, locale: Locale, symbols: readonly string[]): string {
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
 * The signs of the shown form undone, whatever the language: "−1 234,5 × 10⁻⁸" → "-1234,5e-8"
 * (the minus sign, the narrow spaces between digit groups, a power of ten); the decimal sign is left.
 */
export function plainSigns(text: string): string {
  return text
    .replace(POWER_OF_TEN, (_m, e: string) => `e${e.startsWith('⁻') ? '' : '+'}${fromSuperscript(e)}`)
    .replace(/\u2212/g, '-')
    .replace(/(\d)[\u202f\u00a0\u2009](?=\d)/g, '$1');
}

/**
 * Typed or shown text rewritten in the English form parseInput reads. In a decimal-comma
 * language "5,5" is 5.5 and "1.234,5" is 1234.5; "1.234" is the local grouping (1234), while
 * "5.5" or "0.25", which the local form cannot mean, are read as English decimals. The shown
 * form's signs (U+2212, U+202F groups, × 10⁻⁸) are read in every language.
 */
export function toEnglishNumber(text: string, locale: Locale): string {
  const s = ISLAND_FACTS[locale];
  const plain = plainSigns(text);
  if (s.decimal !== ',') return plain;
  const t = plain.trim().replace(/[\u00a0\u202f_]/g, '').replace(/(\d) (?=\d{3}\b)/g, '$1');
  // Fractions ("5 3/8") keep their spaces and have no decimal sign.
  if (t.includes('/')) return plain;
  const m = /^([+-]?)([\d.,]*)(e[+-]?\d+)?$/i.exec(t);
  if (!m) return plain;
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

/** A count (of pages, units, currencies), grouped as every shown number is: 1234, 109 832 (U+202F) in every language. */
export function localCount(n: number): string {
  return groupedWhole(String(Math.trunc(n)));
}
