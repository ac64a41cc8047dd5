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
function roundScaled(n: bigint, d: bigint, k: number): { q: bigint; inexact: boolean } {
  const num = k >= 0 ? n * pow10(k) : n;
  const den = k >= 0 ? d : d * pow10(-k);
  const q = num / den;
  const rem = num - q * den;
  return { q: rem * 2n >= den ? q + 1n : q, inexact: rem !== 0n };
}

const absN = (r: Rational): bigint => (r.n < 0n ? -r.n : r.n);

function digitsToFixed(scaled: bigint, decimals: number): string {
  if (decimals === 0) return scaled.toString();
  const s = scaled.toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** |n| / d >= 10^k */
function atLeastPow10(n: bigint, d: bigint, k: number): boolean {
  return k >= 0 ? n >= d * pow10(k) : n * pow10(-k) >= d;
}

/** floor(log10(|r|)) for r != 0. */
export function decimalExponent(r: Rational): number {
  return exponentOf(absN(r), r.d);
}

/** floor(log10(n / d)) for n, d > 0. */
function exponentOf(n: bigint, d: bigint): number {
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

/** All the digits of a terminating decimal as plain text ("0.0283495231250" is "0.028349523125"); undefined when it does not terminate. */
export function plainDecimal(r: Rational): string | undefined {
  let twos = 0;
  let fives = 0;
  let d = r.d;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  return d === 1n ? toFixedTrimmed(r, Math.max(twos, fives)) : undefined;
}

/** Fixed form rounded once to `decimals` places, trailing zeros trimmed; "-0" never appears. */
export function toFixedTrimmed(r: Rational, decimals: number): string {
  const scaled = roundScaled(absN(r), r.d, decimals).q;
  return (r.n < 0n && scaled !== 0n ? '-' : '') + digitsToFixed(scaled, decimals);
}

/** Exponent form at or above 10^15 and below 10^-6 in magnitude. */
const UPPER_EXP = 15;
const LOWER_EXP = -6;

/** Significant digits every shown result keeps at least (SPEC §9's exponent form: 10 mantissa decimals). */
export const MIN_SIGNIFICANT = 11;
/** Decimal places of the fixed form (SPEC §1: precision up to 15 decimal places). */
export const FIXED_DECIMALS = 15;

/** A shown number and whether it had to be rounded to be shown. */
export interface Shown {
  text: string;
  /** True when `text` is not exactly the value (its decimals did not end in time). */
  rounded: boolean;
}

/**
 * The relation a result line writes between a value and its shown result: "=" only when
 * the conversion is exact (both units exactly defined, no rounded pi in their ratio:
 * describe.ts pairExactness) and the shown text is exactly the result; "≈" otherwise.
 * `shown` is what the number was shown with: a Shown, or precision.ts's CompoundShown.
 */
export function relationOf(exact: boolean, shown: Pick<Shown, 'rounded'>): '=' | '≈' {
  return exact && !shown.rounded ? '=' : '≈';
}

/** True when the digits of |r| beyond `decimals` places are all zero. */
export function endsWithin(r: Rational, decimals: number): boolean {
  return !roundScaled(absN(r), r.d, decimals).inexact;
}

/** True when showResult writes |r| in fixed form (1e-6 ≤ |r| < 1e15), not with a power of ten. */
export function inFixedRange(r: Rational): boolean {
  const n = r.n < 0n ? -r.n : r.n;
  return n !== 0n && !atLeastPow10(n, r.d, UPPER_EXP) && atLeastPow10(n, r.d, LOWER_EXP);
}

/**
 * Display form of a conversion result, rounded once: fixed form with up to 15
 * decimal places, trailing zeros trimmed, and more decimals where a small value needs
 * them to keep at least 11 significant digits; exponent form (up to 10 mantissa
 * decimals, so 11 significant digits) at or above 1e15 and below 1e-6 in magnitude.
 * A value whose digits end sooner is shown whole ("0.0254", "1e-8").
 */
export function showResult(r: Rational): Shown {
  return showExactFraction(r.n, r.d);
}

/**
 * showResult of the value n / d (d > 0), which need not be in lowest terms: a conversion
 * can be shown without reducing its product of fractions first (describe.ts convertShown).
 */
export function showExactFraction(num: bigint, d: bigint): Shown {
  if (num === 0n) return { text: '0', rounded: false };
  const negative = num < 0n;
  const n = negative ? -num : num;
  const sign = negative ? '-' : '';
  if (atLeastPow10(n, d, UPPER_EXP) || !atLeastPow10(n, d, LOWER_EXP)) {
    const mantissaDecimals = MIN_SIGNIFICANT - 1;
    const x = exponentDigits(n, d, mantissaDecimals);
    return { text: sign + exponentText(x, mantissaDecimals), rounded: x.inexact };
  }
  const decimals = Math.max(FIXED_DECIMALS, MIN_SIGNIFICANT - 1 - exponentOf(n, d));
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
 * Read what a person typed into the value field (SPEC §4): empty or non-numeric is 0.
 * Accepts surrounding spaces, a leading "+", exponents ("1e-3"), thousands separators
 * ("1,000.5", "1 000"), a lone decimal comma ("2,5") and fractions ("1/4", "5 3/8").
 */
export function parseInput(text: string): Rational {
  let s = text.trim().replace(/[\u00a0\u202f_]/g, '').replace(/\u2212/g, '-');
  if (s === '') return Rational.ZERO;
  // A fraction or mixed number, as a carpenter writes it: "1/4", "5 3/8", "-1/2".
  const frac = /^([+-]?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(s);
  if (frac) {
    const [, sign = '', whole = '0', num = '0', den = '0'] = frac;
    if (BigInt(den) === 0n) return Rational.ZERO;
    const v = Rational.of(BigInt(whole) * BigInt(den) + BigInt(num), BigInt(den));
    return sign === '-' ? v.neg() : v;
  }
  s = s.replace(/(\d) (?=\d{3}\b)/g, '$1');
  if (s.includes(',')) {
    if (s.includes('.') || /^[+-]?\d{1,3}(,\d{3})+$/.test(s)) {
      if (!/^[+-]?\d{1,3}(,\d{3})*(\.\d*)?([eE][+-]?\d+)?$/.test(s)) return Rational.ZERO;
      s = s.replace(/,/g, '');
    } else if (/^[+-]?\d*,\d+$/.test(s)) {
      s = s.replace(',', '.');
    } else {
      return Rational.ZERO;
    }
  }
  return Rational.parseDecimal(s) ?? Rational.ZERO;
}

/** A short approximate decimal (for charts, ARIA text and sorting); never a shown result. */
export function approximate(r: Rational): number {
  return r.isZero() ? 0 : Number(toExponential(r, 16));
}
