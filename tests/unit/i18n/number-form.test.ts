// Numbers as a careful editor writes them (issue 41, item 3): powers of ten as powers of ten,
// the minus sign U+2212, digits in groups of three on both sides of the decimal sign from five
// digits on (U+202F), in every language; and every shown form read back exactly.
import { describe, expect, it } from 'vitest';
import { localCount, localNumber, localNumberKeeping, parseLocalInput, plainNumber } from '../../../src/i18n/numbers.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { Rational } from '../../../src/core/rational.ts';
import { showResult } from '../../../src/core/format.ts';

const N = '\u202f';

describe('the shown form of a number', () => {
  it('writes a power of ten with a superscript exponent, never e+ or e-', () => {
    expect(localNumber('1.1511248036e-24', 'en')).toBe(`1.151${N}124${N}803${N}6 × 10⁻²⁴`);
    expect(localNumber('1e+25', 'fr')).toBe('1 × 10²⁵');
    expect(localNumber('-2.5e-7', 'de')).toBe('−2,5 × 10⁻⁷');
  });

  it('writes a negative value with the minus sign, but keeps the hyphen of a name', () => {
    expect(localNumber('-272.15', 'es')).toBe('−272,15');
    expect(localNumber('(-40)', 'en')).toBe('(−40)');
    expect(localNumber('UTF-8', 'en')).toBe('UTF-8');
    expect(localNumber('ISO 80000-1', 'en')).toBe(`ISO 80${N}000-1`);
  });

  it('groups digits in threes on both sides of the decimal sign from five digits on, in every language', () => {
    for (const locale of PUBLISHED_LOCALES) {
      const d = locale === 'en' || locale === 'en-xa' ? '.' : ',';
      expect(localNumber('1234.5678', locale)).toBe(`1234${d}5678`);
      expect(localNumber('12345.12345', locale)).toBe(`12${N}345${d}123${N}45`);
      expect(localNumber('101971621297792.824257009274319', locale)).toBe(`101${N}971${N}621${N}297${N}792${d}824${N}257${N}009${N}274${N}319`);
      expect(localCount(103190)).toBe(`103${N}190`);
      expect(localCount(1881)).toBe('1881');
    }
  });

  it('never leaves a run of more than four digits ungrouped', () => {
    for (const text of ['123456789012345678', '0.000000000000001', '3.280839895013123', '1.5e+21']) {
      for (const locale of PUBLISHED_LOCALES) expect(localNumber(text, locale)).not.toMatch(/\d{5}/);
    }
  });

  it('reads every shown form back to the same value, in every language', () => {
    const values = ['0', '1', '-40', '0.5', '1234.5', '-272.15', '3.280839895013123', '1.1511248036e-24', '1.5e+21', '101971621297792.824257009274319'];
    for (const locale of PUBLISHED_LOCALES) {
      for (const v of values) {
        // The value shown (rounded to 15 significant digits where it is longer), read back from the page's form.
        const english = showResult(Rational.parseDecimal(v) as Rational).text;
        const value = Rational.parseDecimal(english) as Rational;
        const shown = localNumber(english, locale);
        expect(Rational.parseDecimal(plainNumber(shown, locale))?.equals(value), `${locale} ${shown}`).toBe(true);
        expect(parseLocalInput(shown, locale).equals(value), `${locale} ${shown}`).toBe(true);
      }
    }
  });

  it('still reads what people type: 1e-3, -5, 1,000.5 in English, 1.234,5 in German', () => {
    expect(parseLocalInput('1e-3', 'en').equals(Rational.of(1n, 1000n))).toBe(true);
    expect(parseLocalInput('-5', 'fr').equals(Rational.of(-5n))).toBe(true);
    expect(parseLocalInput('1,000.5', 'en').equals(Rational.of(2001n, 2n))).toBe(true);
    expect(parseLocalInput('1.234,5', 'de').equals(Rational.of(2469n, 2n))).toBe(true);
    expect(parseLocalInput('2 × 10³', 'es').equals(Rational.of(2000n))).toBe(true);
  });
});

describe('fractions', () => {
  it('groups the terms of a long fraction as any number (40 951 241/5 805 982 272), a short one stays whole', () => {
    expect(localNumberKeeping('(112903/480) ÷ mpg', 'en', [])).toBe('(112\u202f903/480) ÷ mpg');
    expect(localNumberKeeping('× 40951241/5805982272', 'fr', [])).toBe('× 40\u202f951\u202f241/5\u202f805\u202f982\u202f272');
    expect(localNumberKeeping('× 5/9', 'de', [])).toBe('× 5/9');
  });
});
