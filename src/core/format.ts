import { Rational } from './rational.ts';

const TEN = 10n;

// Powers of ten are asked for again and again (every shown number needs two or three):
// compute each once. Exponents are bounded by the catalogue's 1e±1000 and the digits shown.
const POW10: bigint[] = [];
function pow10(k: number): bigint {
  if (k > 4096) return TEN ** BigInt(k);
  return (POW10[k] ??= TEN ** BigInt(k));
}

/**
 * round(n / d * 10^k), half away from zero, for n >= 0, d > 0 and any whole k, with
 * whether the division left a remainder (the result is then not exact). Plain integer
 * arithmetic: no fraction is reduced on the way.
 */
export function roundScaled(n: bigint, d: bigint, k: number): { q: bigint; inexact: boolean } {
  const num = k >= 0 ? n * pow10(k) : n;
  const den = k >= 0 ? d : d * pow10(-k);
  const q = num / den;
  const rem = num - q * den;
  return { q: rem * 2n >= den ? q + 1n : q, inexact: rem !== 0n };
}

export const absN = (r: Rational): bigint => (r.n < 0n ? -r.n : r.n);

export function digitsToFixed(scaled: bigint, decimals: number): string {
  if (decimals === 0) return scaled.toString();
  const s = scaled.toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** |n| / d >= 10^k */
export function atLeastPow10(n: bigint, d: bigint, k: number): boolean {
  return k >= 0 ? n >= d * pow10(k) : n * pow10(-k) >= d;
}

/** floor(log10(n / d)) for n, d > 0. */
export function exponentOf(n: bigint, d: bigint): number {
  let e = n.toString().length - d.toString().length;
  // 10^e <= n/d < 10^(e+1) is now off by at most one.
  if (!atLeastPow10(n, d, e)) e -= 1;
  else if (atLeastPow10(n, d, e + 1)) e += 1;
  return e;
}

/** The digits of the exponent form of n / d > 0 (`mantissa` is round(n / d / 10^e * 10^decimals)) and whether they are rounded. */
function exponentDigits(n: bigint, d: bigint, mantissaDecimals: number): { mantissa: bigint; e: number; inexact: boolean } {
  let e = exponentOf(n, d);
  let m = roundScaled(n, d, mantissaDecimals - e);
  if (m.q >= pow10(mantissaDecimals + 1)) {
    // 9.99999999999 rounded up to 10: renormalise.
    e += 1;
    m = roundScaled(n, d, mantissaDecimals - e);
  }
  return { mantissa: m.q, e, inexact: m.inexact };
}

function exponentText(x: { mantissa: bigint; e: number }, mantissaDecimals: number): string {
  return `${digitsToFixed(x.mantissa, mantissaDecimals)}e${x.e >= 0 ? '+' : '-'}${String(Math.abs(x.e))}`;
}

/**
 * Exponent form with up to `mantissaDecimals` decimals, trailing zeros trimmed:
 * `1.5e+21`, `-2.0000000001e-18` (the shape of JavaScript's toExponential).
 */
export function toExponential(r: Rational, mantissaDecimals: number): string {
  if (r.isZero()) return '0';
  return (r.n < 0n ? '-' : '') + exponentText(exponentDigits(absN(r), r.d, mantissaDecimals), mantissaDecimals);
}

/** Fixed form rounded once to `decimals` places, trailing zeros trimmed; "-0" never appears. */
export function toFixedTrimmed(r: Rational, decimals: number): string {
  const scaled = roundScaled(absN(r), r.d, decimals).q;
  return (r.n < 0n && scaled !== 0n ? '-' : '') + digitsToFixed(scaled, decimals);
}

/** Exponent form at or above 10^15 and below 10^-6 in magnitude. */
export const UPPER_EXP = 15;
export const LOWER_EXP = -6;

/** Significant digits every shown result keeps at least (SPEC §9's exponent form: 10 mantissa decimals). */
export const MIN_SIGNIFICANT = 11;
/** Decimal places of the fixed form (SPEC §1: precision up to 15 decimal places). */
export const FIXED_DECIMALS = 15;
/**
 * Significant digits a shown result keeps at most: the precision control's most (significant.ts
 * SIG_DIGITS.max). A longer exact value is shown rounded, marked "≈", with its exact form one
 * click away (the converter card's "exact value"; exact-form.ts), never as a 30-digit string.
 */
export const MAX_SIGNIFICANT = 15;

/** A shown number and whether it had to be rounded to be shown. */
export interface Shown {
  text: string;
  /** True when `text` is not exactly the value (its decimals did not end in time). */
  rounded: boolean;
}

/**
 * The relation a result line writes between a value and its shown result: "=" only when
 * the conversion is exact (both units exactly defined, no rounded pi in their ratio:
 * exactness.ts pairExactness) and the shown text is exactly the result; "≈" otherwise.
 * `shown` is what the number was shown with: a Shown, or precision.ts's CompoundShown.
 */
export function relationOf(exact: boolean, shown: Pick<Shown, 'rounded'>): '=' | '≈' {
  return exact && !shown.rounded ? '=' : '≈';
}

/**
 * Display form of a conversion result, rounded once: fixed form with up to 15
 * decimal places and at most 15 significant digits, trailing zeros trimmed, and more decimals
 * where a small value needs them to keep at least 11 significant digits; exponent form (up to 10 mantissa
 * decimals, so 11 significant digits) at or above 1e15 and below 1e-6 in magnitude.
 * A value whose digits end sooner is shown whole ("0.0254", "1e-8").
 */
export function showResult(r: Rational): Shown {
  return showExactFraction(r.n, r.d);
}

/**
 * showResult of the value n / d (d > 0), which need not be in lowest terms: a conversion
 * can be shown without reducing its product of fractions first (shown.ts convertShown).
 */
export function showExactFraction(num: bigint, d: bigint): Shown {
  if (num === 0n) return { text: '0', rounded: false };
  const negative = num < 0n;
  const n = negative ? -num : num;
  const sign = negative ? '-' : '';
  // From 999 999 999 999 999.5 up, which 15 significant digits round to 10^15, a power of ten.
  if (n * 2n >= d * (2n * pow10(UPPER_EXP) - 1n) || !atLeastPow10(n, d, LOWER_EXP)) {
    const mantissaDecimals = MIN_SIGNIFICANT - 1;
    const x = exponentDigits(n, d, mantissaDecimals);
    return { text: sign + exponentText(x, mantissaDecimals), rounded: x.inexact };
  }
  const e = exponentOf(n, d);
  const decimals = e >= 0 ? Math.min(FIXED_DECIMALS, MAX_SIGNIFICANT - 1 - e) : Math.max(FIXED_DECIMALS, MIN_SIGNIFICANT - 1 - e);
  const x = roundScaled(n, d, decimals);
  return { text: (x.q === 0n ? '' : sign) + digitsToFixed(x.q, decimals), rounded: x.inexact };
}

/** showResult, or "∞" (not rounded) where a conversion has no finite result (convert.ts answers undefined). */
export function showResultOrInfinity(r: Rational | undefined): Shown {
  return r === undefined ? { text: '∞', rounded: false } : showResult(r);
}

/** The text of showResult: every result on a page, in a table, an FAQ answer or the island. */
export function formatResult(r: Rational): string {
  return showResult(r).text;
}

/**
 * Read a number in the plain English form (SPEC §4): empty or non-numeric is 0. Accepts
 * surrounding spaces, a leading "+", the minus sign, exponents ("1e-3"), digits grouped by
 * spaces ("1 000", "1 234.567 8") and fractions ("1/4", "5 3/8"). Commas, which differ by
 * language ("1,000.5" in English, "2,5" in Spanish), are read first by i18n toEnglishNumber.
 */
export function parseInput(text: string): Rational {
  return readNumber(text) ?? Rational.ZERO;
}

/**
 * parseInput's reading, without its default: the number, 0 for blank text, and undefined for
 * text that is no number ("abc", "1/0"), so that a caller can say so (the embeddable converter).
 */
export function readNumber(text: string): Rational | undefined {
  const s = text.trim().replace(/[\u00a0\u202f_]/g, '').replace(/\u2212/g, '-');
  if (s === '') return Rational.ZERO;
  // A fraction or mixed number, as a carpenter writes it: "1/4", "5 3/8", "-1/2".
  const frac = /^([+-]?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(s);
  if (frac) {
    const [, sign = '', whole = '0', num = '0', den = '0'] = frac;
    if (BigInt(den) === 0n) return undefined;
    const v = Rational.of(BigInt(whole) * BigInt(den) + BigInt(num), BigInt(den));
    return sign === '-' ? v.neg() : v;
  }
  return Rational.parseDecimal(s.replace(/(\d) (?=\d{3}\b)/g, '$1'));
}
