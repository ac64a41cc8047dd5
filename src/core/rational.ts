/**
 * Exact rational arithmetic on BigInt. Every conversion result is computed with
 * this type and rounded exactly once, for display (see `format.ts`).
 */

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export class Rational {
  /** Numerator; carries the sign. */
  readonly n: bigint;
  /** Denominator; always positive. */
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  /** Build n/d in lowest terms. Throws on a zero denominator. */
  static of(n: bigint, d: bigint = 1n): Rational {
    if (d === 0n) throw new RangeError('Division by zero');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    return g > 1n ? new Rational(n / g, d / g) : new Rational(n, d);
  }

  static readonly ZERO = Rational.of(0n);
  static readonly ONE = Rational.of(1n);

  /**
   * Parse a plain decimal literal exactly: `-12.5`, `+0.0254`, `1.602176634e-19`, `5`.
   * Returns undefined when the text is not such a literal.
   */
  static parseDecimal(text: string): Rational | undefined {
    const m = /^([+-]?)(\d+)?(?:\.(\d+)?)?(?:[eE]([+-]?\d+))?$/.exec(text);
    if (!m) return undefined;
    const [, sign, intPart = '', fracPart = '', expPart] = m;
    if (intPart === '' && fracPart === '') return undefined;
    let n = BigInt((intPart || '0') + fracPart);
    let d = 10n ** BigInt(fracPart.length);
    if (expPart !== undefined) {
      const e = Number(expPart);
      if (!Number.isSafeInteger(e) || Math.abs(e) > 1000) return undefined;
      if (e >= 0) n *= 10n ** BigInt(e);
      else d *= 10n ** BigInt(-e);
    }
    if (sign === '-') n = -n;
    return Rational.of(n, d);
  }

  add(o: Rational): Rational {
    return Rational.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }

  sub(o: Rational): Rational {
    return Rational.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }

  mul(o: Rational): Rational {
    return Rational.of(this.n * o.n, this.d * o.d);
  }

  div(o: Rational): Rational {
    if (o.n === 0n) throw new RangeError('Division by zero');
    return Rational.of(this.n * o.d, this.d * o.n);
  }

  pow(e: number): Rational {
    if (!Number.isInteger(e)) throw new RangeError('Only integer powers are exact');
    if (e === 0) return Rational.ONE;
    const k = BigInt(Math.abs(e));
    const r = Rational.of(this.n ** k, this.d ** k);
    return e < 0 ? Rational.ONE.div(r) : r;
  }

  neg(): Rational {
    return Rational.of(-this.n, this.d);
  }

  abs(): Rational {
    return this.n < 0n ? this.neg() : this;
  }

  sign(): -1 | 0 | 1 {
    return this.n === 0n ? 0 : this.n < 0n ? -1 : 1;
  }

  isZero(): boolean {
    return this.n === 0n;
  }

  /** Compare: negative, zero or positive as this <, =, > o. */
  cmp(o: Rational): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  equals(o: Rational): boolean {
    return this.n === o.n && this.d === o.d;
  }

  /** "n/d" or "n": lossless text form. */
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n.toString()}/${this.d.toString()}`;
  }

}

/**
 * Exact value of a finite JS number, via its shortest round-trip decimal form. A function, not a
 * method, so that an island that never reads a float does not carry it.
 */
export function rationalFromNumber(x: number): Rational {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${String(x)}`);
  const r = Rational.parseDecimal(String(x));
  if (!r) throw new RangeError(`Cannot represent ${String(x)}`);
  return r;
}
