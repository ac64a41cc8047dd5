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
import { fromSuperscript, superscript } from '../core/superscript.ts';
import { islandFactsOf } from './languages/index.ts';
import type { Locale } from './locales.ts';

/** The digit group separator of every shown number: U+202F NARROW NO-BREAK SPACE. */
export const DIGIT_GROUP = '\u202f';
/** The minus sign U+2212. */
export const MINUS = '\u2212';
/** Digits in threes, from the right of a whole part ("1 234 567") or the left of decimals ("393 700 787", "123 45"). */
const THREES = [/\d(?=(\d{3})+$)/g, /\d{3}(?=\d)/g] as const;

/** A part of five digits or more in threes (`decimals`: from the left); a shorter one is not split: 1234, 0.1234. */
function grouped(digits: string, decimals: 0 | 1): string {
  return digits.length < 5 ? digits : digits.replace(THREES[decimals], `$&${DIGIT_GROUP}`);
}

/**
 * A number as the site shows it ("-1234.5", "1.5e+21", "∞") written as the language writes it:
 * "−1234.5" and "1.5 × 10²¹" in English, "−1234,5" and "1,5 × 10²¹" in Spanish, "12 345,678 9"
 * (U+202F) in French. Every number in the text is rewritten; text that is not a number (∞) is kept.
 * A minus sign is a hyphen at the start or after a space, bracket or operator (not in "UTF-8").
 */
export function localNumber(text: string, locale: Locale): string {
  const decimal = islandFactsOf(locale).decimal;
  return text.replace(/(^|[^\w.])-(?=\d)|(\d+)(?:\.(\d+))?(?:e\+?(-?\d+))?/g, (_m, before: string, int?: string, frac?: string, exp?: string) =>
    int === undefined
      ? `${before}${MINUS}`
      : `${grouped(int, 0)}${frac === undefined ? '' : `${decimal}${grouped(frac, 1)}`}${exp === undefined ? '' : ` × 10${superscript(exp)}`}`,
  );
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

/** A power of ten as shown read back: "1,5 × 10²¹" → "1,5e21" (parseInput reads the minus sign and the narrow spaces itself). */
function plainPower(text: string): string {
  return text.replace(/ × 10([⁻⁰-⁹¹²³]+)/g, (_m, e: string) => `e${fromSuperscript(e)}`);
}

/**
 * Typed or shown text rewritten in the plain English form parseInput reads, by the page's decimal
 * sign. Where it is the point, commas group ("1,000.5", "12,345"), except one alone before other
 * than three digits, a decimal comma ("2,5"). Where it is the comma, "5,5" is 5.5 and "1.234,5"
 * 1234.5; "1.234" is the local grouping (1234), while "5.5" or "0.25", which the local form cannot
 * mean, and "1,234.5" are read as English. A shown power of ten (× 10⁻⁸) is read in every
 * language; the minus sign and the narrow spaces of the shown form are left to parseInput
 * (`plainNumber` removes them too). Malformed text becomes "NaN", which parseInput reads as 0.
 */
export function toEnglishNumber(text: string, locale: Locale): string {
  const plain = plainPower(text);
  const t = plain.trim().replace(/[\u00a0\u202f_]|(?<=\d) (?=\d{3}\b)/g, '');
  const m = /^[+\-\u2212]?([\d.,]*)(e[+-]?\d+)?$/i.exec(t);
  // A fraction ("5 3/8") or text that is no number is left as typed.
  if (!m) return plain;
  const body = m[1] ?? '';
  const comma = body.lastIndexOf(',');
  const dot = body.lastIndexOf('.');
  const decimalComma = islandFactsOf(locale).decimal === ',';
  // Commas in threes are English grouping where the decimal sign is the point: "1,234" is 1234 in English, 1,234 in Spanish.
  const groups = !decimalComma && /^\d{1,3}(,\d{3})+$/.test(body);
  // Whichever sign comes last is the decimal one ("1.234,5" local, "1,234.5" English); several commas group.
  const english =
    comma < 0
      ? decimalComma && /^\d{1,3}(\.\d{3})+$/.test(body)
        ? body.replace(/\./g, '')
        : body
      : comma < dot || groups || body.indexOf(',') < comma
        ? /^\d{1,3}(,\d{3})*(\.\d*)?$/.test(body)
          ? body.replace(/,/g, '')
          : 'NaN'
        : dot < 0 || decimalComma
          ? body.replace(/\./g, '').replace(',', '.')
          : 'NaN';
  return t.replace(body, english);
}

/** A count (of pages, units, currencies), grouped as every shown number is: 1234, 109 832 (U+202F) in every language. */
export function localCount(n: number): string {
  return grouped(String(Math.trunc(n)), 0);
}

/** A shown number in the plain English form Rational.parseDecimal reads: "−1 234,5 × 10⁻⁸" → "-1234.5e-8". */
export function plainNumber(shown: string, locale: Locale): string {
  return toEnglishNumber(shown, locale).replace(/\u2212/g, '-').replace(/(\d)[\u202f\u00a0](?=\d)/g, '$1');
}
