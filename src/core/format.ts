import { Rational } from './rational.ts';

const TEN = 10n;

/** round(|r| * 10^k), half away from zero, as a non-negative BigInt. */
function scaledAbs(r: Rational, k: number): bigint {
  const n = r.n < 0n ? -r.n : r.n;
  const num = n * TEN ** BigInt(k);
  const q = num / r.d;
  const rem = num % r.d;
  return rem * 2n >= r.d ? q + 1n : q;
}

function digitsToFixed(scaled: bigint, decimals: number): string {
  if (decimals === 0) return scaled.toString();
  const s = scaled.toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** floor(log10(|r|)) for r != 0. */
export function decimalExponent(r: Rational): number {
  const n = r.n < 0n ? -r.n : r.n;
  let e = n.toString().length - r.d.toString().length;
  // 10^e <= |r| < 10^(e+1) is now off by at most one.
  const pow = (k: number): Rational => (k >= 0 ? Rational.of(TEN ** BigInt(k)) : Rational.of(1n, TEN ** BigInt(-k)));
  const a = Rational.of(n, r.d);
  if (a.cmp(pow(e)) < 0) e -= 1;
  else if (a.cmp(pow(e + 1)) >= 0) e += 1;
  return e;
}

/**
 * Exponent form with up to `mantissaDecimals` decimals, trailing zeros trimmed:
 * `1.5e+21`, `-2.0000000001e-18` (the shape of JavaScript's toExponential).
 */
export function toExponential(r: Rational, mantissaDecimals: number): string {
  if (r.isZero()) return '0';
  let e = decimalExponent(r);
  const shift = (k: number): Rational =>
    k >= 0 ? r.div(Rational.of(TEN ** BigInt(k))) : r.mul(Rational.of(TEN ** BigInt(-k)));
  let m = scaledAbs(shift(e), mantissaDecimals);
  if (m >= TEN ** BigInt(mantissaDecimals + 1)) {
    // 9.99999999999 rounded up to 10: renormalise.
    e += 1;
    m = scaledAbs(shift(e), mantissaDecimals);
  }
  const sign = r.sign() < 0 ? '-' : '';
  return `${sign}${digitsToFixed(m, mantissaDecimals)}e${e >= 0 ? '+' : '-'}${String(Math.abs(e))}`;
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
  const scaled = scaledAbs(r, decimals);
  const body = digitsToFixed(scaled, decimals);
  return r.sign() < 0 && scaled !== 0n ? `-${body}` : body;
}

const UPPER = Rational.of(10n ** 15n);
const LOWER = Rational.of(1n, 10n ** 6n);

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

/** True when the digits of |r| beyond `decimals` places are all zero. */
export function endsWithin(r: Rational, decimals: number): boolean {
  const n = r.n < 0n ? -r.n : r.n;
  return (n * TEN ** BigInt(decimals)) % r.d === 0n;
}

/**
 * Display form of a conversion result, rounded once: fixed form with up to 15
 * decimal places, trailing zeros trimmed, and more decimals where a small value needs
 * them to keep at least 11 significant digits; exponent form (up to 10 mantissa
 * decimals, so 11 significant digits) at or above 1e15 and below 1e-6 in magnitude.
 * A value whose digits end sooner is shown whole ("0.0254", "1e-8").
 */
export function showResult(r: Rational): Shown {
  if (r.isZero()) return { text: '0', rounded: false };
  const a = r.abs();
  if (a.cmp(UPPER) >= 0 || a.cmp(LOWER) < 0) {
    const e = decimalExponent(r);
    const mantissaDecimals = MIN_SIGNIFICANT - 1;
    const scaled = e >= 0 ? r.div(Rational.of(TEN ** BigInt(e))) : r.mul(Rational.of(TEN ** BigInt(-e)));
    return { text: toExponential(r, mantissaDecimals), rounded: !endsWithin(scaled, mantissaDecimals) };
  }
  const decimals = Math.max(FIXED_DECIMALS, MIN_SIGNIFICANT - 1 - decimalExponent(r));
  return { text: toFixedTrimmed(r, decimals), rounded: !endsWithin(r, decimals) };
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
