import { describe, expect, it } from 'vitest';
import type { Currency } from '../../../src/core/catalogue.ts';
import { currencyList, readCurrencyList, withPair } from '../../../src/core/currency-list.ts';

const cur = (code: string, name: string, crypto = false): Currency => ({ kind: 'currency', code, name, one: name, other: name, symbol: code, crypto });

describe('currency list', () => {
  it('is [code, name, crypto] in the catalogue order, and reads back through JSON', () => {
    const list = currencyList([cur('USD', 'dólar estadounidense'), cur('BTC', 'Bitcoin', true)]);
    expect(list).toEqual([
      ['USD', 'dólar estadounidense', false],
      ['BTC', 'Bitcoin', true],
    ]);
    expect(readCurrencyList(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('refuses what is not a list of currencies', () => {
    for (const bad of [null, {}, [], [['USD', 'dollar']], [['usd', 'dollar', false]], [['USD', '', false]], [['USD', 'dollar', 'no']], [['USD', 'dollar', false], 'EUR'], '<!doctype html>']) {
      expect(readCurrencyList(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it("keeps the page's pair when the list lacks it, once, before the list", () => {
    const list = currencyList([cur('USD', 'US dollar'), cur('EUR', 'euro')]);
    const xau = cur('XAU', 'gold');
    const pair = currencyList([xau, cur('EUR', 'euro')]);
    expect(withPair(list, pair).map((c) => c[0])).toEqual(['XAU', 'USD', 'EUR']);
    expect(withPair([], pair).map((c) => c[0])).toEqual(['XAU', 'EUR']);
    expect(withPair([], currencyList([xau, xau])).map((c) => c[0])).toEqual(['XAU']);
  });
});
