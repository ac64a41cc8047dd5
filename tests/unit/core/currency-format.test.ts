import { describe, expect, it } from 'vitest';
import {
  CURRENCY_REFRESH_MS,
  formatCurrencyAmount,
  formatRate,
  normalizeCurrencyCode,
  NOT_A_NUMBER,
  parseAmount,
  parseRateText,
  toRational,
  toSignificantNumber,
} from '../../../src/core/currency-format.ts';
import { Rational } from '../../../src/core/rational.ts';

const dec = (s: string): Rational => Rational.parseDecimal(s) ?? Rational.ZERO;

describe('formatCurrencyAmount (SPEC §9)', () => {
  it('shows other currencies with up to 2 decimals, trailing zeros trimmed', () => {
    expect(formatCurrencyAmount(97.12405986, false)).toBe('97.12');
    expect(formatCurrencyAmount(92.155, false)).toBe('92.16'); // half away from zero, on the exact value
    expect(formatCurrencyAmount(1.005, false)).toBe('1.01'); // 1.005 is 1.00499999... as a double, but the typed 1.005 rounds up
    expect(formatCurrencyAmount(12.5, false)).toBe('12.5');
    expect(formatCurrencyAmount(100, false)).toBe('100');
    expect(formatCurrencyAmount(0.004, false)).toBe('0');
    expect(formatCurrencyAmount(0.005, false)).toBe('0.01');
  });

  it('shows cryptocurrencies with up to 8 decimals', () => {
    expect(formatCurrencyAmount(0.0026403, true)).toBe('0.0026403');
    expect(formatCurrencyAmount('0.0000105612', true)).toBe('0.00001056');
    expect(formatCurrencyAmount(1.123456789, true)).toBe('1.12345679');
    expect(formatCurrencyAmount(47343.1049502, true)).toBe('47343.1049502');
    expect(formatCurrencyAmount(47343.1049502, false)).toBe('47343.1');
  });

  it('uses exponent form at or above 1e15', () => {
    expect(formatCurrencyAmount(1e15, false)).toBe('1e+15');
    expect(formatCurrencyAmount(1.5e15, true)).toBe('1.5e+15');
    expect(formatCurrencyAmount('123456789012345678', false)).toBe('1.234568e+17');
    expect(formatCurrencyAmount('999999999999999.996', false)).toBe('1e+15'); // rounds up to 1e15 at 2 decimals
    expect(formatCurrencyAmount(999999999999999.9, false)).toBe('999999999999999.9');
    expect(formatCurrencyAmount(999999999999999, false)).toBe('999999999999999');
    expect(formatCurrencyAmount(-2e16, false)).toBe('-2e+16');
  });

  it('uses exponent form at or below 1e-6 (non-zero)', () => {
    expect(formatCurrencyAmount(1e-6, true)).toBe('1e-6');
    expect(formatCurrencyAmount(1e-6, false)).toBe('1e-6');
    expect(formatCurrencyAmount(5.5e-7, false)).toBe('5.5e-7');
    expect(formatCurrencyAmount('0.000000123456789', true)).toBe('1.234568e-7');
    expect(formatCurrencyAmount(1.1e-6, true)).toBe('0.0000011');
    expect(formatCurrencyAmount(1.1e-6, false)).toBe('0');
  });

  it('takes numbers, decimal strings, n/d strings and Rationals; zero is "0"', () => {
    expect(formatCurrencyAmount(0, false)).toBe('0');
    expect(formatCurrencyAmount(-0, true)).toBe('0');
    expect(formatCurrencyAmount(' 12.345 ', false)).toBe('12.35');
    expect(formatCurrencyAmount('2/3', false)).toBe('0.67');
    expect(formatCurrencyAmount(Rational.of(2n, 3n), true)).toBe('0.66666667');
    expect(formatCurrencyAmount(dec('-1.005'), false)).toBe('-1.01');
  });

  it('shows "—" for what is not a finite number', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1/0', '1,5']) {
      expect(formatCurrencyAmount(v, false)).toBe(NOT_A_NUMBER);
    }
  });

  it('groups thousands on request', () => {
    expect(formatCurrencyAmount(1234567.891, false, { grouping: true })).toBe('1,234,567.89');
    expect(formatCurrencyAmount(-1234.5, true, { grouping: true })).toBe('-1,234.5');
    expect(formatCurrencyAmount(999, false, { grouping: true })).toBe('999');
    expect(formatCurrencyAmount(0.12345678, true, { grouping: true })).toBe('0.12345678');
    expect(formatCurrencyAmount(2e15, false, { grouping: true })).toBe('2e+15');
  });
});

describe('formatRate (SPEC §9 rate line)', () => {
  it('uses 4 decimals at 1 or more, keeping trailing zeros', () => {
    expect(formatRate(1)).toBe('1.0000');
    expect(formatRate(1.0304)).toBe('1.0304');
    expect(formatRate(157.94)).toBe('157.9400');
    expect(formatRate(94686.2099004)).toBe('94686.2099');
    expect(formatRate(1.23456)).toBe('1.2346');
  });

  it('uses 6 decimals from 1e-4 up to 1', () => {
    expect(formatRate(0.9712405986)).toBe('0.971241');
    expect(formatRate(0.92)).toBe('0.920000');
    expect(formatRate(0.0001)).toBe('0.000100');
    expect(formatRate(0.000302471598)).toBe('0.000302');
    expect(formatRate(0.99999996)).toBe('1.0000'); // rounds to 1: shown as a rate of 1
  });

  it('uses exponent form below 1e-4 (and at or above 1e15)', () => {
    expect(formatRate(0.0000105612)).toBe('1.0561e-5');
    expect(formatRate(0.0000987654)).toBe('9.8765e-5');
    expect(formatRate(0.0000999999)).toBe('1e-4'); // the mantissa rounds up to 10
    expect(formatRate(1e-9)).toBe('1e-9');
    expect(formatRate(2.5e15)).toBe('2.5e+15');
    expect(formatRate('999999999999999.99996')).toBe('1e+15');
  });

  it('handles zero, strings, Rationals and garbage', () => {
    expect(formatRate(0)).toBe('0');
    expect(formatRate('0.83778')).toBe('0.837780');
    expect(formatRate(Rational.parseDecimal('0.83778')?.div(dec('1.0304')) ?? Rational.ZERO)).toBe('0.813063');
    expect(formatRate('51520/41889')).toBe('1.2299');
    expect(formatRate(Number.NaN)).toBe(NOT_A_NUMBER);
  });
});

describe('parse helpers', () => {
  it('parseAmount accepts plain non-negative decimals with an optional exponent', () => {
    const ok = (s: string): string => {
      const r = parseAmount(s);
      return r.ok ? r.value.toString() : `error: ${r.problem}`;
    };
    expect(ok('100')).toBe('100');
    expect(ok(' 0.5 ')).toBe('1/2');
    expect(ok('1e-7')).toBe('1/10000000');
    expect(ok('2.5E+3')).toBe('2500');
    expect(ok('.5')).toBe('1/2');
    expect(ok('0')).toBe('0');
    expect(ok('1e100')).toBe(`1${'0'.repeat(100)}`);
  });

  it('parseAmount names what is wrong', () => {
    const problem = (s: string | null): string => {
      const r = parseAmount(s);
      return r.ok ? 'ok' : r.problem;
    };
    expect(problem(null)).toBe('is required');
    expect(problem('')).toBe('is required');
    expect(problem('-1')).toBe('must not be negative');
    expect(problem('abc')).toMatch(/^must be a number/);
    expect(problem('1,000')).toMatch(/^must be a number/);
    expect(problem('Infinity')).toMatch(/^must be a number/);
    expect(problem('1e101')).toBe('must be at most 1e100');
    expect(problem('1e-101')).toBe('must be 0 or at least 1e-100');
    expect(problem('1'.repeat(101))).toBe('must be at most 100 characters');
  });

  it('parseRateText takes positive decimal strings and numbers only', () => {
    expect(parseRateText('0.9712405986')?.toString()).toBe('4856202993/5000000000');
    expect(parseRateText('1.0E-5')?.toString()).toBe('1/100000');
    expect(parseRateText(0.5)?.toString()).toBe('1/2');
    for (const bad of ['0', '-1', 'abc', '', '0,97', null, undefined, {}, Number.NaN, 0]) expect(parseRateText(bad)).toBeUndefined();
  });

  it('toRational, toSignificantNumber and normalizeCurrencyCode', () => {
    expect(toRational('3/-4')).toBeUndefined();
    expect(toRational('-3/4')?.toString()).toBe('-3/4');
    expect(toSignificantNumber(Rational.of(1n, 3n))).toBe(0.333333333333333);
    expect(toSignificantNumber(Rational.of(2n, 3n), 4)).toBe(0.6667);
    expect(toSignificantNumber(dec('1.06836465846'))).toBe(1.06836465846);
    expect(toSignificantNumber(Rational.ZERO)).toBe(0);
    expect(() => toSignificantNumber(Rational.ONE, 0)).toThrow(RangeError);
    expect(normalizeCurrencyCode(' btc ')).toBe('BTC');
    expect(normalizeCurrencyCode(null)).toBe('');
    expect(CURRENCY_REFRESH_MS).toBe(600_000);
  });
});
