import { quoted } from './quote.ts';
import { Rational, rationalFromNumber } from './rational.ts';

/**
 * Pi to 50 decimal places. A factor that involves pi (radian, parsec, oersted)
 * is therefore stored to far more than the 20 significant digits the data rules ask
 * for, and the catalogue marks it as not exact.
 */
export const PI_TEXT = '3.14159265358979323846264338327950288419716939937511';
const PI = Rational.parseDecimal(PI_TEXT) as Rational;

/** Largest decimal exponent of a literal, and of the magnitude of a value: 1e-1000 to 1e1000. */
export const MAX_EXPONENT = 1000;
const UPPER = Rational.of(10n ** BigInt(MAX_EXPONENT));
const LOWER = Rational.of(1n, 10n ** BigInt(MAX_EXPONENT));

/** What went wrong with an exact-value expression, in words for the data author. */
export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

export interface ParsedExact {
  value: Rational;
  /** False when the expression uses an irrational constant (pi). */
  exact: boolean;
  /**
   * The net power of pi in the expression ("180/pi" is -1, "pi/180/60" is 1, "2*pi/pi" is 0).
   * Two values with the same power of pi have an exactly rational ratio: the rounded pi cancels.
   */
  piPower: number;
}

const TERM = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|pi)(?:\^([+-]?\d+))?$/;

/**
 * Parse an exact factor or offset.
 *
 * Grammar: `term (("*" | "/") term)*`, evaluated left to right, where a term is a
 * decimal literal (`0.0254`, `1.602176634e-19`) or `pi`, optionally raised to an
 * integer power (`0.3048^3`, `10^-6`). Examples: `"0.0254^3*231/128"`, `"5/9"`,
 * `"180/pi"`. A JSON number is accepted through its shortest decimal form.
 */
export function parseExact(input: string | number): ParsedExact {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ExpressionError(`${String(input)} is not a finite number`);
    return { value: rationalFromNumber(input), exact: true, piPower: 0 };
  }
  const text = input.trim();
  if (text === '') throw new ExpressionError('is empty');
  if (text.length > 200) throw new ExpressionError(`${quoted(text)} is longer than 200 characters`);
  const parts = text.split(/([*/])/);
  let value: Rational | undefined;
  let exact = true;
  let piPower = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const term = parts[i] ?? '';
    const m = TERM.exec(term);
    if (!m) {
      throw new ExpressionError(`${quoted(text)} is not a number or an exact expression (like "0.0254", "5/9" or "0.3048^3")`);
    }
    const [, base = '', power] = m;
    let t: Rational;
    let termPi = 0;
    if (base === 'pi') {
      t = PI;
      exact = false;
      termPi = 1;
    } else {
      const literal = Rational.parseDecimal(base);
      if (!literal) {
        throw new ExpressionError(`${quoted(base)} in ${quoted(text)} has an exponent out of range (from -${String(MAX_EXPONENT)} to ${String(MAX_EXPONENT)})`);
      }
      t = literal;
    }
    if (power !== undefined) {
      const e = Number(power);
      termPi *= e;
      if (Math.abs(e) > 60) throw new ExpressionError(`power ${power} in ${quoted(text)} is out of range (from -60 to 60)`);
      if (t.isZero() && e < 0) throw new ExpressionError(`${quoted(text)} divides by zero`);
      t = t.pow(e);
    }
    if (value === undefined) {
      value = t;
      piPower = termPi;
    } else if (parts[i - 1] === '*') {
      value = value.mul(t);
      piPower += termPi;
    } else {
      piPower -= termPi;
      if (t.isZero()) throw new ExpressionError(`${quoted(text)} divides by zero`);
      value = value.div(t);
    }
    const size = value.abs();
    if (!size.isZero() && (size.cmp(UPPER) > 0 || size.cmp(LOWER) < 0)) {
      throw new ExpressionError(`${quoted(text)} is out of range: its size must be from 1e-${String(MAX_EXPONENT)} to 1e${String(MAX_EXPONENT)}`);
    }
  }
  return { value: value as Rational, exact, piPower };
}
