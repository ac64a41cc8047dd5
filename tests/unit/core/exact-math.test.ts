import { describe, expect, it } from 'vitest';
import { convert, type UnitModel } from '../../../src/core/convert.ts';
import { parseExact } from '../../../src/core/exact.ts';
import { formatResult, parseInput, showResult, toExponential } from '../../../src/core/format.ts';
import { approximate } from '../../../src/core/decimal-forms.ts';
import { parseLocalInput } from '../../../src/i18n/numbers.ts';
import { Rational } from '../../../src/core/rational.ts';

const unit = (factor: string, offset = '0', reciprocal = false): UnitModel => ({
  factor: parseExact(factor).value,
  offset: parseExact(offset).value,
  reciprocal,
});
const fmt = (x: string, from: UnitModel, to: UnitModel): string => {
  const r = convert(parseInput(x), from, to);
  return r === undefined ? 'infinite' : formatResult(r);
};

describe('Rational', () => {
  it('parses decimals exactly', () => {
    expect(Rational.parseDecimal('0.45359237')?.toString()).toBe('45359237/100000000');
    expect(Rational.parseDecimal('1.602176634e-19')?.toString()).toBe('801088317/5000000000000000000000000000');
    expect(Rational.parseDecimal('-12.50')?.toString()).toBe('-25/2');
    expect(Rational.parseDecimal('.5')?.toString()).toBe('1/2');
    expect(Rational.parseDecimal('5.')?.toString()).toBe('5');
    expect(Rational.parseDecimal('abc')).toBeUndefined();
    expect(Rational.parseDecimal('.')).toBeUndefined();
    expect(Rational.parseDecimal('1e')).toBeUndefined();
  });
  it('keeps results exact where float64 does not', () => {
    const a = Rational.parseDecimal('0.1') as Rational;
    const b = Rational.parseDecimal('0.2') as Rational;
    expect(a.add(b).toString()).toBe('3/10');
    expect(a.add(b).equals(Rational.parseDecimal('0.3') as Rational)).toBe(true);
  });
  it('refuses to divide by zero', () => {
    expect(() => Rational.ONE.div(Rational.ZERO)).toThrow(RangeError);
    expect(() => Rational.of(1n, 0n)).toThrow(RangeError);
  });
});

describe('parseExact (factor expressions)', () => {
  it('evaluates products, quotients and powers exactly', () => {
    expect(parseExact('0.0254^3*231/128').value.toString()).toBe(
      (Rational.parseDecimal('0.0000295735295625') as Rational).toString(),
    );
    expect(parseExact('5/9').value.toString()).toBe('5/9');
    expect(parseExact('10^-6').value.toString()).toBe('1/1000000');
    expect(parseExact(0.3048).value.toString()).toBe('381/1250');
    expect(parseExact('459.67*5/9').value.toString()).toBe('45967/180');
  });
  it('marks pi as inexact and keeps 50 decimals of it', () => {
    const r = parseExact('180/pi');
    expect(r.exact).toBe(false);
    expect(formatResult(r.value)).toBe('57.2957795130823');
  });
  it('rejects malformed expressions with a message', () => {
    expect(() => parseExact('abc')).toThrow(/not a number or an exact expression/);
    expect(() => parseExact('1/0')).toThrow(/divides by zero/);
    expect(() => parseExact('')).toThrow(/empty/);
    expect(() => parseExact('2**3')).toThrow();
    expect(() => parseExact(Number.NaN)).toThrow(/finite/);
  });
});

describe('formatResult (SPEC §9)', () => {
  it('rounds once to 15 decimals and trims zeros', () => {
    expect(formatResult(parseExact('1/3').value)).toBe('0.333333333333333');
    expect(formatResult(parseExact('2/3').value)).toBe('0.666666666666667');
    expect(formatResult(parseExact('110').value)).toBe('110');
    expect(formatResult(parseExact('-40').value)).toBe('-40');
    expect(formatResult(Rational.ZERO)).toBe('0');
  });
  it('switches to exponent form at 1e15 and below 1e-6', () => {
    expect(formatResult(parseExact('1e15').value)).toBe('1e+15');
    // At most 15 significant digits: 16 would round up to 10^15, written as a power of ten.
    expect(formatResult(parseExact('999999999999999.5').value)).toBe('1e+15');
    expect(formatResult(parseExact('99999999999999.5').value)).toBe('99999999999999.5');
    expect(showResult(parseExact('101971621297792.824257009274319').value)).toEqual({ text: '101971621297793', rounded: true });
    expect(showResult(parseExact('10.5097039612411864').value)).toEqual({ text: '10.5097039612412', rounded: true });
    expect(formatResult(parseExact('123456789012345678').value)).toBe('1.2345678901e+17');
    expect(formatResult(parseExact('1e-15').value)).toBe('1e-15');
    expect(formatResult(parseExact('2e-15').value)).toBe('2e-15');
    expect(formatResult(parseExact('-3.25e-20').value)).toBe('-3.25e-20');
    expect(toExponential(parseExact('9.99999999999e20').value, 10)).toBe('1e+21');
    // The boundary: 1e-6 itself is fixed, anything smaller is exponent form.
    expect(formatResult(parseExact('1e-6').value)).toBe('0.000001');
    expect(formatResult(parseExact('9.99999e-7').value)).toBe('9.99999e-7');
    expect(formatResult(parseExact('1e-8').value)).toBe('1e-8');
    expect(formatResult(parseExact('0.0254').value)).toBe('0.0254');
  });
  it('keeps at least 11 significant digits (issue 9: a Bohr radius kept 5)', () => {
    expect(formatResult(parseExact('5.29177210544e-11').value)).toBe('5.2917721054e-11');
    expect(formatResult(parseExact('1/3').value.mul(parseExact('1e-5').value))).toBe('0.0000033333333333');
    expect(formatResult(parseExact('1/3').value.mul(parseExact('1e-4').value))).toBe('0.000033333333333');
    expect(formatResult(parseExact('1/7').value.mul(parseExact('1e-6').value))).toBe('1.4285714286e-7');
    // 11 significant digits where 15 decimals would leave fewer: 1.2345678901234e-6.
    expect(formatResult(parseExact('1.2345678901234e-6').value)).toBe('0.0000012345678901');
  });
  it('carries a rounding up through every digit', () => {
    expect(formatResult(parseExact('9.9999999999999999').value)).toBe('10');
    expect(formatResult(parseExact('-0.99999999999999999').value)).toBe('-1');
    expect(formatResult(parseExact('9.999999999999e-7').value)).toBe('1e-6');
    expect(formatResult(parseExact('9.99999999999e14').value)).toBe('999999999999000');
    expect(formatResult(parseExact('999999999999999.9999999999999999').value)).toBe('1e+15');
  });
  it('says whether the shown text is the value or a rounding of it', () => {
    expect(showResult(parseExact('2.54').value)).toEqual({ text: '2.54', rounded: false });
    expect(showResult(parseExact('1/2.54').value)).toEqual({ text: '0.393700787401575', rounded: true });
    expect(showResult(parseExact('1e-20').value)).toEqual({ text: '1e-20', rounded: false });
    expect(showResult(parseExact('1.23456789012e-20').value)).toEqual({ text: '1.2345678901e-20', rounded: true });
    expect(showResult(parseExact('1e15').value.add(Rational.ONE))).toEqual({ text: '1e+15', rounded: true });
    expect(showResult(parseExact('0.1234567890123456').value)).toEqual({ text: '0.123456789012346', rounded: true });
    expect(showResult(Rational.ZERO)).toEqual({ text: '0', rounded: false });
  });
  it('never prints negative zero', () => {
    expect(formatResult(parseExact('-1e-16').value.mul(Rational.of(-1n)).neg())).toBe('-1e-16');
    expect(formatResult(parseExact('0').value.neg())).toBe('0');
  });
  it('is correctly rounded, and says so truly, on 20,000 random fractions', () => {
    // An oracle that shares no code with format.ts: read the shown text back exactly and
    // check it is within half a unit of its last place, keeps 11 significant digits and at
    // most 15, and is marked rounded exactly when it is not the value.
    let seed = 7;
    const rnd = (k: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * k);
    };
    const digits = (k: number): bigint => BigInt(String(1 + rnd(9)) + Array.from({ length: k - 1 }, () => String(rnd(10))).join(''));
    const ten = (k: number): Rational => (k >= 0 ? Rational.of(10n ** BigInt(k)) : Rational.of(1n, 10n ** BigInt(-k)));
    for (let i = 0; i < 20_000; i++) {
      const n = digits(1 + rnd(30)) * (rnd(3) === 0 ? 10n ** BigInt(rnd(25)) : 1n);
      const d = rnd(4) === 0 ? 10n ** BigInt(rnd(25)) : digits(1 + rnd(30));
      const r = Rational.of(rnd(3) === 0 ? -n : n, d);
      const shown = showResult(r);
      const back = Rational.parseDecimal(shown.text);
      if (!back) throw new Error(`${r.toString()}: ${shown.text} is not a decimal`);
      const a = r.abs();
      let e = a.n.toString().length - a.d.toString().length;
      while (a.cmp(ten(e)) < 0) e--;
      while (a.cmp(ten(e + 1)) >= 0) e++;
      const exponent = a.cmp(ten(15)) >= 0 || a.cmp(ten(-6)) < 0;
      // A value just below 10^15 that rounds up to it is written 1e+15.
      expect(shown.text.includes('e'), r.toString()).toBe(exponent || /^-?1e\+15$/.test(shown.text));
      const lastPlace = exponent ? e - 10 : e >= 0 ? e - 14 : -Math.max(15, 10 - e);
      expect(shown.text.replace(/e.*$/, '').replace(/\D/g, '').replace(/^0+/, '').length, `${r.toString()} shown ${shown.text}`).toBeLessThanOrEqual(15);
      // |shown - r| <= half a unit in the last place (also when a carry made 9.99… into 1e+(e+1)).
      expect(back.sub(r).abs().mul(Rational.of(2n)).cmp(ten(lastPlace)), `${r.toString()} shown ${shown.text}`).toBeLessThanOrEqual(0);
      expect(shown.rounded, `${r.toString()} shown ${shown.text}`).toBe(!back.equals(r));
    }
  });

  it('gives an approximate number only for charts', () => {
    expect(approximate(parseExact('1/3').value)).toBeCloseTo(0.3333333333, 9);
  });
});

describe('parseInput and the English page\'s commas (SPEC §4 and what people type)', () => {
  const p = (s: string): string => parseLocalInput(s, 'en').toString();
  it('reads plain and decorated numbers', () => {
    expect(p('1.1')).toBe('11/10');
    expect(p('  7 ')).toBe('7');
    expect(p('+5')).toBe('5');
    expect(p('-40')).toBe('-40');
    expect(p('1e-3')).toBe('1/1000');
    expect(p('1,000.5')).toBe('2001/2');
    expect(p('1,000')).toBe('1000');
    expect(p('2,5')).toBe('5/2');
    expect(p('1 000 000')).toBe('1000000');
    // What the page shows reads back: the minus sign, groups of three split by U+202F.
    expect(p('\u221240')).toBe('-40');
    expect(p('1\u202f234.567\u202f8')).toBe(parseInput('1234.5678').toString());
  });
  it('counts empty and non-numeric as 0', () => {
    expect(p('')).toBe('0');
    expect(p('abc')).toBe('0');
    expect(p('12abc')).toBe('0');
    expect(p('1.2.3')).toBe('0');
    expect(p('1,00,0')).toBe('0');
  });
});

describe('convert (SPEC §5 formula, exact)', () => {
  const m = unit('1');
  const cm = unit('0.01');
  const mm = unit('0.001');
  const inch = unit('0.0254');
  const kelvin = unit('1');
  const celsius = unit('1', '273.15');
  const fahrenheit = unit('5/9', '459.67*5/9');
  it('keeps decimal conversions exact', () => {
    expect(fmt('1.1', m, cm)).toBe('110');
    expect(fmt('5.5', mm, cm)).toBe('0.55');
    expect(fmt('112', mm, cm)).toBe('11.2');
    expect(fmt('222224', mm, cm)).toBe('22222.4');
    expect(fmt('1', inch, cm)).toBe('2.54');
  });
  it('handles offsets', () => {
    expect(fmt('32', fahrenheit, celsius)).toBe('0');
    expect(fmt('100', celsius, fahrenheit)).toBe('212');
    expect(fmt('-40', celsius, fahrenheit)).toBe('-40');
    expect(fmt('0', kelvin, fahrenheit)).toBe('-459.67');
  });
  it('handles reciprocal units', () => {
    const l100 = unit('1');
    const kmPerL = unit('100', '0', true);
    const mpgUs = unit('100*3.785411784/1.609344', '0', true);
    expect(fmt('10', kmPerL, l100)).toBe('10');
    expect(fmt('20', kmPerL, l100)).toBe('5');
    expect(fmt('1', mpgUs, kmPerL)).toBe('0.425143707430272');
    expect(fmt('0', mpgUs, l100)).toBe('infinite');
    expect(fmt('25', mpgUs, mpgUs)).toBe('25');
  });
});
