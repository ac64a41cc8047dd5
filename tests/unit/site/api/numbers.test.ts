// A factor or offset as the API writes it: the fraction without π, π's power, and a decimal that
// is exact where it ends and otherwise correctly rounded to 25 significant digits (the expected
// digits below come from Python's decimal module with 80 digits of π).
import { describe, expect, it } from 'vitest';
import { parseExact } from '../../../../src/core/exact.ts';
import { Rational } from '../../../../src/core/rational.ts';
import { apiNumber } from '../../../../src/site/api/numbers.ts';

const of = (text: string): ReturnType<typeof apiNumber> => {
  const p = parseExact(text);
  return apiNumber(p.value, p.piPower);
};

describe('apiNumber', () => {
  it('writes a terminating rational whole, with its fraction in lowest terms', () => {
    expect(of('0.3048')).toEqual({ numerator: '381', denominator: '1250', piPower: 0, decimal: '0.3048', rounded: false });
    expect(of('1e30')).toEqual({ numerator: `1${'0'.repeat(30)}`, denominator: '1', piPower: 0, decimal: `1${'0'.repeat(30)}`, rounded: false });
    expect(of('1e-8').decimal).toBe('0.00000001');
    expect(apiNumber(Rational.ZERO, 0)).toEqual({ numerator: '0', denominator: '1', piPower: 0, decimal: '0', rounded: false });
  });

  it('rounds a decimal that does not end to 25 significant digits, half away from zero, and says so', () => {
    expect(of('1/3')).toEqual({ numerator: '1', denominator: '3', piPower: 0, decimal: `0.${'3'.repeat(25)}`, rounded: true });
    expect(apiNumber(Rational.of(-2n, 3n), 0).decimal).toBe(`-0.${'6'.repeat(24)}7`);
    expect(of('1/3e30').decimal).toBe(`3.${'3'.repeat(24)}e-31`);
  });

  it('keeps π apart: the fraction is the factor without it, the decimal the value with it, correctly rounded', () => {
    // 1/(2π) = 0.159154943091895335768883763372…
    expect(of('1/2/pi')).toEqual({ numerator: '1', denominator: '2', piPower: -1, decimal: '0.1591549430918953357688838', rounded: true });
    // π² × 10^40 / 7 = 1.409943485869908374119212999982…e40: rounded at the 25th digit, it carries over a run of nines.
    expect(of('pi^2*1e40/7')).toEqual({ numerator: `1${'0'.repeat(40)}`, denominator: '7', piPower: 2, decimal: '1.409943485869908374119213e+40', rounded: true });
    // π cancels: no π, exact.
    expect(of('2*pi/pi')).toEqual({ numerator: '2', denominator: '1', piPower: 0, decimal: '2', rounded: false });
  });
});
