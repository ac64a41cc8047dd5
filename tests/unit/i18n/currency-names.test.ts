// Currency names in each language: CLDR's, and a cited name for a cryptocurrency CLDR does not name.
import { describe, expect, it } from 'vitest';
import { currencyName } from '../../../src/i18n/currency-names.ts';

describe('currency names', () => {
  it('take CLDR\'s names, in the sentence form a page writes', () => {
    expect(currencyName('es', 'USD')).toMatchObject({ name: 'Dólar estadounidense', one: 'dólar estadounidense', other: 'dólares estadounidenses' });
    expect(currencyName('az', 'JPY')?.one).toBe('Yaponiya yeni');
  });
  it('name the bitcoin in Spanish as Fundéu and the DLE write it, a common noun in lower case', () => {
    expect(currencyName('es', 'BTC')).toMatchObject({ name: 'Bitcóin', one: 'bitcóin', other: 'bitcoines' });
    expect(currencyName('es', 'BTC')?.source).toMatch(/^reference: Fundéu/);
    // Without a reference, a cryptocurrency keeps its English name (undefined here).
    expect(currencyName('de', 'BTC')).toBeUndefined();
  });
});
