/**
 * Currency formatting and parsing rules (SPEC §5 and §9). Pure: used by the
 * currency-rates function on the server and by the currency widget in the browser.
 *
 * - Amounts: up to 8 decimals for cryptocurrencies and up to 2 for other
 *   currencies, trailing zeros trimmed; exponent form at or above 1e15 and at or
 *   below 1e-6 in magnitude (mantissa up to 6 decimals).
 * - Rate line: 4 decimals at 1 or more, 6 decimals at 1e-4 or more, exponent form
 *   below 1e-4 (and at or above 1e15), mantissa up to 4 decimals.
 *
 * Every value is rounded exactly once, from its exact rational value.
 */
import { Rational, rationalFromNumber } from './rational.ts';
import { toExponential, toFixedTrimmed } from './format.ts';

/** Rates are refreshed (and cached by the function) every 10 minutes (SPEC §9). */
export const CURRENCY_REFRESH_MS = 10 * 60 * 1000;
/** Decimals shown for a cryptocurrency amount. */
export const CRYPTO_DECIMALS = 8;
/** Decimals shown for any other currency amount. */
export const FIAT_DECIMALS = 2;
/** Mantissa decimals (at most) of an amount in exponent form. */
export const AMOUNT_EXPONENT_DECIMALS = 6;
/** Mantissa decimals (at most) of a rate in exponent form. */
export const RATE_EXPONENT_DECIMALS = 4;
/** Largest amount the rates function accepts. */
export const MAX_AMOUNT_TEXT = '1e100';
/** Smallest non-zero amount the rates function accepts. */
export const MIN_AMOUNT_TEXT = '1e-100';
/** What a formatter returns for a value that is not a finite number. */
export const NOT_A_NUMBER = '—';

/** A value a formatter accepts: a JS number, a decimal or `n/d` string, or an exact Rational. */
export type Numeric = number | string | Rational;

const pow10 = (e: number): Rational => (e >= 0 ? Rational.of(10n ** BigInt(e)) : Rational.of(1n, 10n ** BigInt(-e)));
const E15 = pow10(15);
const AMOUNT_LOWER = pow10(-6);
const RATE_6_DECIMALS = pow10(-4);
const MAX_AMOUNT = pow10(100);
const MIN_AMOUNT = pow10(-100);

/**
 * The exact value of a number, a decimal string (`"0.92"`, `"1e-7"`), an `n/d`
 * string (`Rational#toString`) or a Rational; undefined when it is none of these or
 * not finite.
 */
export function toRational(value: Numeric): Rational | undefined {
  if (value instanceof Rational) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? rationalFromNumber(value) : undefined;
  const text = value.trim();
  if (text.length > 400) return undefined;
  const ratio = /^([+-]?\d+)\/(\d+)$/.exec(text);
  if (ratio) {
    const [, n = '', d = ''] = ratio;
    return BigInt(d) === 0n ? undefined : Rational.of(BigInt(n), BigInt(d));
  }
  return Rational.parseDecimal(text);
}

/** The nearest JS number to `r` rounded to `significant` digits (15 round-trips exactly). */
export function toSignificantNumber(r: Rational, significant = 15): number {
  if (!Number.isInteger(significant) || significant < 1 || significant > 17) {
    throw new RangeError('significant must be an integer from 1 to 17');
  }
  return r.isZero() ? 0 : Number(toExponential(r, significant - 1));
}

function group(fixed: string): string {
  const [int = '', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** `toFixedTrimmed` padded back to exactly `decimals` places: 0.92 at 4 is "0.9200". */
function toFixedPadded(r: Rational, decimals: number): string {
  const trimmed = toFixedTrimmed(r, decimals);
  const dot = trimmed.indexOf('.');
  const have = dot < 0 ? 0 : trimmed.length - dot - 1;
  return `${trimmed}${dot < 0 ? '.' : ''}${'0'.repeat(decimals - have)}`;
}

function reaches(fixed: string, bound: Rational): boolean {
  const back = Rational.parseDecimal(fixed.replace(/,/g, ''));
  return back !== undefined && back.abs().cmp(bound) >= 0;
}

export interface AmountFormatOptions {
  /** Insert "," between thousands in fixed form ("1,234,567.89"). Default false. */
  grouping?: boolean;
}

/**
 * A currency amount for display (SPEC §9): up to 8 decimals for a cryptocurrency and
 * up to 2 for any other currency, trailing zeros trimmed; exponent form at or above
 * 1e15 and at or below 1e-6 in magnitude. Non-finite or unreadable input gives "—".
 *
 * formatCurrencyAmount(92.155, false) === "92.16"; formatCurrencyAmount("0.0000105612", true) === "0.00001056";
 * formatCurrencyAmount(5e-7, true) === "5e-7"; formatCurrencyAmount(1.5e15, false) === "1.5e+15".
 */
export function formatCurrencyAmount(value: Numeric, crypto: boolean, options: AmountFormatOptions = {}): string {
  const r = toRational(value);
  if (!r) return NOT_A_NUMBER;
  if (r.isZero()) return '0';
  const a = r.abs();
  if (a.cmp(E15) >= 0 || a.cmp(AMOUNT_LOWER) <= 0) return toExponential(r, AMOUNT_EXPONENT_DECIMALS);
  const fixed = toFixedTrimmed(r, crypto ? CRYPTO_DECIMALS : FIAT_DECIMALS);
  // 999999999999999.999 rounds up to 1e15: show it the way 1e15 is shown.
  if (reaches(fixed, E15)) return toExponential(r, AMOUNT_EXPONENT_DECIMALS);
  return options.grouping ? group(fixed) : fixed;
}

/**
 * The rate line's number, "1 FROM = {rate} TO" (SPEC §9): 4 decimals at 1 or more,
 * 6 decimals at 1e-4 or more, exponent form (up to 4 mantissa decimals) below 1e-4
 * and at or above 1e15. The fixed forms keep their trailing zeros ("0.9200").
 *
 * formatRate(0.92) === "0.920000"; formatRate(1.0870) === "1.0870";
 * formatRate(0.0000105612) === "1.0561e-5"; formatRate(0) === "0".
 */
export function formatRate(rate: Numeric): string {
  const r = toRational(rate);
  if (!r) return NOT_A_NUMBER;
  if (r.isZero()) return '0';
  const a = r.abs();
  if (a.cmp(RATE_6_DECIMALS) < 0 || a.cmp(E15) >= 0) return toExponential(r, RATE_EXPONENT_DECIMALS);
  if (a.cmp(Rational.ONE) < 0) {
    const six = toFixedPadded(r, 6);
    // 0.9999996 rounds to 1: show it as a rate of 1 or more.
    if (!reaches(six, Rational.ONE)) return six;
  }
  const four = toFixedPadded(r, 4);
  return reaches(four, E15) ? toExponential(r, RATE_EXPONENT_DECIMALS) : four;
}

export type AmountCheck = { ok: true; value: Rational } | { ok: false; problem: string };

/**
 * Read a currency amount sent to the rates function (SPEC §5: numeric, min 0): a plain
 * decimal literal with an optional exponent ("100", "0.5", "1e-7", "2.5E+3"), at
 * most 100 characters, 0 or from 1e-100 to 1e100. `problem` completes a sentence
 * about the field: "amount: must be a number".
 */
export function parseAmount(text: string | null | undefined): AmountCheck {
  const s = (text ?? '').trim();
  if (s === '') return { ok: false, problem: 'is required' };
  if (s.length > 100) return { ok: false, problem: 'must be at most 100 characters' };
  const value = Rational.parseDecimal(s);
  if (!value) return { ok: false, problem: 'must be a number (digits, an optional "." and exponent)' };
  if (value.sign() < 0) return { ok: false, problem: 'must not be negative' };
  if (value.cmp(MAX_AMOUNT) > 0) return { ok: false, problem: `must be at most ${MAX_AMOUNT_TEXT}` };
  if (!value.isZero() && value.cmp(MIN_AMOUNT) < 0) return { ok: false, problem: `must be 0 or at least ${MIN_AMOUNT_TEXT}` };
  return { ok: true, value };
}

/**
 * A currency amount as a person types it, in English form (a decimal-comma language's
 * "1.234,5" is first rewritten by src/i18n toEnglishNumber to "1234.5"): thousands
 * separators (",", spaces) dropped, giving the plain decimal literal parseAmount and the
 * rates function read ("1,234.5" is "1234.5"). Undefined when it is not a number or is
 * negative; the range is left to parseAmount (the function says what is wrong with it).
 */
export function typedAmountText(english: string): string | undefined {
  let s = english.trim().replace(/[\u00a0\u202f_]/g, '').replace(/(\d) (?=\d{3}\b)/g, '$1');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?(e[+-]?\d+)?$/i.test(s)) s = s.replace(/,/g, '');
  if (s.length > 100) return undefined;
  const value = Rational.parseDecimal(s);
  return value === undefined || value.sign() < 0 ? undefined : s;
}

/**
 * Read an exchange rate as an upstream sends it (a decimal string such as
 * "0.0000105612" or "1.0E-5", or a JSON number): the exact positive value, or
 * undefined when it is not a positive finite decimal.
 */
export function parseRateText(text: unknown): Rational | undefined {
  let r: Rational | undefined;
  if (typeof text === 'number') r = Number.isFinite(text) ? rationalFromNumber(text) : undefined;
  else if (typeof text === 'string' && text.length <= 100) r = Rational.parseDecimal(text.trim());
  return r && r.sign() > 0 ? r : undefined;
}

/** A currency code as the rates function accepts it: "usd " is "USD". */
export function normalizeCurrencyCode(text: string | null | undefined): string {
  return (text ?? '').trim().toUpperCase();
}
