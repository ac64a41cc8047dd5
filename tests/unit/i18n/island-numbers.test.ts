// The islands' numbers in the page's language: values typed in the local form are read
// exactly, results are written with the local signs and never re-rounded (so "=" and "≈"
// do not change with the language), currency amounts and rates likewise.
import { uiMessages } from '../../../src/i18n/ui-messages.ts';
import { describe, expect, it } from 'vitest';
import { parseAmount, typedAmountText } from '../../../src/core/currency-format.ts';
import { ratioModel as modelOf } from '../../../src/core/convert.ts';
import { outcome } from '../../../src/components/Converter.tsx';
import { failureMessage } from '../../../src/components/currency/useRates.ts';
import { DataFailure, HttpFailure } from '../../../src/components/currency/api.ts';
import { localNumber, parseLocalInput, typedLocal } from '../../../src/components/local-numbers.ts';
import { localAmount, localRate } from '../../../src/components/currency/local-amounts.ts';
import { type Locale, PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { uiT } from '../../../src/i18n/ui-messages.ts';

const m = { code: 'm', name: 'Meter', symbol: 'm', factor: '1', offset: '0', reciprocal: false };
const ft = { code: 'ft', name: 'Foot', symbol: 'ft', factor: '0.3048', offset: '0', reciprocal: false };
const inch = { code: 'in', name: 'Inch', symbol: 'in', factor: '0.0254', offset: '0', reciprocal: false };
const cm = { code: 'cm', name: 'Centimeter', symbol: 'cm', factor: '0.01', offset: '0', reciprocal: false };
const auto = { usable: { mode: 'auto' } as const, mod: undefined };
const card = (locale: Locale, value: string, from = m, to = ft, minorValue = '') =>
  outcome({ locale, messages: uiMessages(locale), from, to, exact: true, reverseHref: '' }, [modelOf(from), modelOf(to)], { value, minorValue }, auto);

describe('the converter card in each language', () => {
  it('reads "5,5" on a decimal-comma page and writes the result with its signs, "=" or "≈" as in English', () => {
    const en = card('en', '5.5');
    for (const [locale, typed, shown] of [
      ['es', '5,5', '18,044\u202f619\u202f422\u202f572\u202f2'],
      ['de', '5,5', '18,044\u202f619\u202f422\u202f572\u202f2'],
      ['fr', '5,5', '18,044\u202f619\u202f422\u202f572\u202f2'],
      ['az', '5,5', '18,044\u202f619\u202f422\u202f572\u202f2'],
    ] as const) {
      const o = card(locale, typed);
      expect(o.shown).toEqual(en.shown);
      expect(localNumber(o.shown.text, locale)).toBe(shown);
      expect(o.fromText).toBe('5,5 m');
    }
    expect(en.shown.text).toBe('18.0446194225722');
    expect(en.fromText).toBe('5.5 m');
  });

  it('reads the local grouping, and an English decimal where the local form cannot mean it', () => {
    expect(card('de', '1.234,5', m, cm).shown.text).toBe('123450');
    expect(localNumber(card('de', '1.234,5', m, cm).shown.text, 'de')).toBe('123\u202f450');
    expect(card('es', '0.25', m, cm).shown.text).toBe('25');
    // A value typed in the English form is echoed as it was understood.
    expect(card('es', '0.25', m, cm).fromText).toBe('0,25 m');
    expect(card('fr', '12345,5', m, cm).fromText).toBe('12\u202f345,5 m');
    expect(card('es', '5 3/8', inch, cm).fromText).toBe('5 3/8 in');
    expect(card('es', '', inch, cm).fromText).toBe('0 in');
  });

  it('reads a compound form typed in the local form: 5 ft 6,5 in', () => {
    const o = outcome(
      { locale: 'es', messages: uiMessages('es'), from: ft, to: cm, exact: true, reverseHref: '', compound: { side: 'from', major: ft, minor: inch, per: '12' } },
      [modelOf(ft), modelOf(cm)],
      { value: '5', minorValue: '6,5' },
      auto,
    );
    expect(o.shown.text).toBe('168.91');
    expect(o.fromText).toBe('5 ft 6,5 in');
  });
});

describe('a temperature below absolute zero', () => {
  const celsius = { code: 'celsius', name: 'Celsius', symbol: '°C', factor: '1', offset: '5463/20', reciprocal: false, absolute: true as const };
  const kelvin = { code: 'kelvin', name: 'Kelvin', symbol: 'K', factor: '1', offset: '0', reciprocal: false, absolute: true as const };
  const unmarked = { code: 'celsius', name: 'Celsius', symbol: '°C', factor: '1', offset: '5463/20', reciprocal: false };
  const read = (locale: Locale, value: string, from: typeof unmarked, to: typeof unmarked) => outcome({ locale, messages: uiMessages(locale), from, to, exact: true, reverseHref: '' }, [modelOf(from), modelOf(to)], { value, minorValue: '' }, auto);
  it('has no result on the card; absolute zero itself has one', () => {
    expect(read('en', '-300', celsius, kelvin).belowZero).toBe(true);
    expect(read('de', '-0,01', kelvin, celsius).belowZero).toBe(true);
    const zero = read('fr', '-273,15', celsius, kelvin);
    expect([zero.belowZero, zero.shown.text]).toEqual([false, '0']);
    // A scale not marked absolute (a temperature difference) takes any value.
    expect(read('en', '-300', unmarked, kelvin).belowZero).toBe(false);
  });
});

describe('local number helpers', () => {
  it('typedLocal echoes a typed value in the page’s form, never re-rounding', () => {
    expect(typedLocal(' 1234.5 ', 'de')).toBe('1234,5');
    expect(typedLocal(' 12345.5 ', 'de')).toBe('12\u202f345,5');
    expect(typedLocal('1234,5', 'es')).toBe('1234,5');
    // A power of ten as typed is echoed as the page writes one (SI Brochure §5.4.4).
    expect(typedLocal('1e-7', 'fr')).toBe('1 × 10⁻⁷');
    expect(typedLocal('1,5e+21', 'de')).toBe('1,5 × 10²¹');
    // Text that is no number counts as 0, and the line says so (never "-300 °C °C = 273.15 K").
    expect(typedLocal('fleeb', 'es')).toBe('0');
    expect(typedLocal('-300 °C', 'en')).toBe('0');
    expect(typedLocal('1/0', 'en')).toBe('0');
    expect(typedLocal('1,000.5', 'en')).toBe('1000.5');
    // English echoes in the one shown form too: the minus sign, groups, a power of ten.
    expect(typedLocal('-40', 'en')).toBe('\u221240');
    expect(typedLocal('12345', 'en')).toBe('12\u202f345');
    expect(typedLocal('1e-7', 'en')).toBe('1 × 10⁻⁷');
  });

  it('parseLocalInput and localNumber round-trip every shown form exactly', () => {
    for (const locale of PUBLISHED_LOCALES) {
      for (const text of ['18.0446194225722', '123450', '0.000123', '1.5e+21', '-1234.5']) {
        expect(parseLocalInput(localNumber(text, locale), locale).equals(parseLocalInput(text, 'en')), `${locale} ${text}`).toBe(true);
      }
    }
  });

  it('currency amounts and rates in the page’s form', () => {
    expect(localAmount('1234567.891', false, 'en')).toBe('1\u202f234\u202f567.89');
    expect(localAmount('1234567.891', false, 'de')).toBe('1\u202f234\u202f567,89');
    expect(localAmount('1234.5', false, 'es')).toBe('1234,5');
    expect(localAmount('12345.5', false, 'fr')).toBe('12\u202f345,5');
    expect(localAmount(0.0000105612, true, 'az')).toBe('0,000\u202f010\u202f56');
    expect(localRate(0.92, 'fr')).toBe('0,920\u202f000');
    expect(localRate(0.92, 'en')).toBe('0.920\u202f000');
    expect(localRate(0.0000105612, 'de')).toBe('1,0561 × 10⁻⁵');
  });

  it('a typed currency amount is sent in the plain form the function reads', () => {
    expect(typedAmountText('250')).toBe('250');
    expect(typedAmountText('1,234.5')).toBe('1234.5');
    expect(typedAmountText('1 234.5')).toBe('1234.5');
    expect(typedAmountText('1e-7')).toBe('1e-7');
    expect(typedAmountText('-5')).toBeUndefined();
    expect(typedAmountText('')).toBeUndefined();
    expect(typedAmountText('abc')).toBeUndefined();
    // Out of range is still a number: the function says what is wrong with it.
    expect(typedAmountText('1e101')).toBe('1e101');
    expect(parseAmount(typedAmountText('1e101'))).toMatchObject({ ok: false });
  });
});

describe('currency failures in the page’s language', () => {
  const pair = { from: 'BTC', to: 'USD' };
  it('words the service’s codes in each language, and keeps the English page’s messages', () => {
    const es = { t: uiT('es'), locale: 'es' as const };
    const en = { t: uiT('en'), locale: 'en' as const };
    const noHistory = new HttpFailure('No rate history is available for BTC to USD', 'history_unavailable');
    expect(failureMessage(noHistory, es, pair, 'error.history')).toBe('No hay historial de tipos de cambio de BTC a USD');
    expect(failureMessage(noHistory, en, pair, 'error.history')).toBe('No rate history is available for BTC to USD');
    const invalid = new HttpFailure('amount: must be at most 1e100', 'invalid_request');
    expect(failureMessage(invalid, en, pair, 'error.convert')).toBe('amount: must be at most 1e100');
    expect(failureMessage(invalid, es, pair, 'error.convert')).toBe('No se pudo convertir la moneda');
    expect(failureMessage(new HttpFailure('x', undefined, 503), { t: uiT('de'), locale: 'de' }, pair, 'error.convert')).toBe('Der Währungsdienst hat mit HTTP 503 geantwortet.');
    expect(failureMessage(new DataFailure('error.noList'), { t: uiT('fr'), locale: 'fr' }, pair, 'error.convert')).toBe('La réponse ne contient pas la liste des taux');
  });
});
