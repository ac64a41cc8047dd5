// A factor or offset as the API publishes it: the exact rational coefficient (numerator and
// denominator as decimal strings), the power of π it is multiplied by, and a decimal that is
// the value's own digits where they end and is otherwise correctly rounded, and says so.
import { PI_TEXT } from '../../core/exact.ts';
import { plainDecimal, decimalExponent } from '../../core/decimal-forms.ts';
import { toExponential, toFixedTrimmed } from '../../core/format.ts';
import { Rational } from '../../core/rational.ts';

/** value = numerator / denominator × π^piPower, exactly the catalogue's number. */
export interface ApiNumber {
  numerator: string;
  denominator: string;
  piPower: number;
  /** The decimal digits of the value: all of them where they end (`rounded` false), else correctly rounded to DECIMAL_DIGITS significant digits. */
  decimal: string;
  rounded: boolean;
}

/** Significant digits of a rounded `decimal`: more than a double holds (17). */
export const DECIMAL_DIGITS = 25;

/** Plain digits from 1e-7 up to 1e25; exponent form ("1.5e-30", "2e+40") outside. */
const LOWEST_FIXED_EXPONENT = -7;

/**
 * The catalogue's π: PI_TEXT to its 50 decimals. A factor with π is stored as its rational
 * coefficient times this rational to the power piPower (src/core/exact.ts parseExact), so
 * dividing by that power gives the coefficient back exactly.
 */
const PI = /* @__PURE__ */ piOf(PI_TEXT);
/** PI_TEXT is π rounded to its decimals: π lies within one unit of its last place of it. */
const PI_ULP = /* @__PURE__ */ Rational.of(1n, 10n ** BigInt(PI_TEXT.split('.')[1]?.length ?? 0));

function piOf(text: string): Rational {
  const r = Rational.parseDecimal(text);
  if (!r) throw new Error(`PI_TEXT is not a decimal: ${text}`);
  return r;
}

/** r rounded to DECIMAL_DIGITS significant digits, half away from zero. */
function significant(r: Rational): string {
  if (r.isZero()) return '0';
  const e = decimalExponent(r);
  if (e >= LOWEST_FIXED_EXPONENT && e < DECIMAL_DIGITS) return toFixedTrimmed(r, DECIMAL_DIGITS - 1 - e);
  return toExponential(r, DECIMAL_DIGITS - 1);
}

/**
 * coefficient × π^piPower correctly rounded: the value lies between the coefficient times
 * (PI − ulp)^p and times (PI + ulp)^p, and where both round to the same digits so does the
 * value. They always do at 25 digits against 50 of π; if they ever did not, the build stops
 * rather than publish a digit it cannot vouch for.
 */
function roundedWithPi(coefficient: Rational, piPower: number): string {
  if (piPower === 0) return significant(coefficient);
  const a = significant(coefficient.mul(PI.sub(PI_ULP).pow(piPower)));
  const b = significant(coefficient.mul(PI.add(PI_ULP).pow(piPower)));
  if (a !== b) throw new Error(`${coefficient.toString()} × π^${String(piPower)}: 50 decimals of π do not settle its ${String(DECIMAL_DIGITS)}th digit (${a} or ${b})`);
  return a;
}

/** The catalogue's value (its π already multiplied in, with that π's power) as the API writes it. */
export function apiNumber(value: Rational, piPower: number): ApiNumber {
  const coefficient = piPower === 0 ? value : value.div(PI.pow(piPower));
  const plain = piPower === 0 ? plainDecimal(coefficient) : undefined;
  return {
    numerator: coefficient.n.toString(),
    denominator: coefficient.d.toString(),
    piPower,
    decimal: plain ?? roundedWithPi(coefficient, piPower),
    rounded: plain === undefined,
  };
}

