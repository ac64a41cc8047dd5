// When a decimal ends and how long it is: what the pages say about a factor's decimal rests on these.
import { describe, expect, it } from 'vitest';
import { exactDecimalText, significantDigits } from '../../../src/core/exactness.ts';
import { Rational } from '../../../src/core/rational.ts';

const r = (text: string): Rational => Rational.parseDecimal(text) as Rational;

describe('decimals that end', () => {
  it('counts significant digits, not the zeros of a power of ten', () => {
    expect(significantDigits(r('2.54'))).toBe(3);
    expect(significantDigits(r('1e35'))).toBe(1);
    expect(significantDigits(r('0.0025'))).toBe(2);
    expect(significantDigits(r('909494701772928.2379150390625'))).toBe(28);
    expect(significantDigits(Rational.of(1n, 3n))).toBeUndefined();
  });
  it('writes a power of ten exactly, and no decimal of more than 24 significant digits', () => {
    expect(exactDecimalText(r('1e35'))).toBe('1e+35');
    expect(exactDecimalText(r('1.0117141056e55'))).toBe('1.0117141056e+55');
    expect(exactDecimalText(r('2.54'))).toBe('2.54');
    expect(exactDecimalText(r('909494701772928.2379150390625'))).toBeUndefined();
    expect(exactDecimalText(Rational.of(50n, 127n))).toBeUndefined();
  });
  it('keeps a long decimal plain where results are plain (1e-6 to 1e15), a power of ten outside', () => {
    // GB to GiB: 10^9 / 2^30, not "9.31322574615478515625e-1".
    expect(exactDecimalText(Rational.of(10n ** 9n, 2n ** 30n))).toBe('0.931322574615478515625');
    expect(exactDecimalText(r('1.602176634e-19'))).toBe('1.602176634e-19');
    expect(exactDecimalText(r('0.000000476837158203125'))).toBe('4.76837158203125e-7');
  });
});
