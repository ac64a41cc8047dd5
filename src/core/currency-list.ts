/**
 * The currencies the currency converter offers, in one language: [code, name, crypto] for
 * every currency of the catalogue, in the catalogue's order. Written once per language
 * beside the search index (/currencies.json, /currencies.<lang>.json, i18n/paths.ts) and
 * fetched once by the widget: the same 82 names are not written into each of the 33,000
 * currency pages (the 10 KB page budget), and a visitor's browser keeps one copy.
 */
import type { Currency } from './catalogue.ts';

export type CurrencyOption = [code: string, name: string, crypto: boolean];

/** The list of a (localised) catalogue's currencies. */
export function currencyList(currencies: readonly Currency[]): CurrencyOption[] {
  return currencies.map((c) => [c.code, c.name, c.crypto]);
}

/** What a currency code is (ISO 4217 or a ticker): the catalogue's schema (schema.ts) and a fetched list are read by this one rule. */
export const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;

/** A fetched list, checked entry by entry; undefined when it is not one (the widget then keeps the page's own pair). */
export function readCurrencyList(data: unknown): CurrencyOption[] | undefined {
  const ok =
    Array.isArray(data) &&
    data.length > 0 &&
    data.every((e: unknown) => Array.isArray(e) && e.length === 3 && typeof e[0] === 'string' && CURRENCY_CODE.test(e[0]) && typeof e[1] === 'string' && e[1] !== '' && typeof e[2] === 'boolean');
  return ok ? (data as CurrencyOption[]) : undefined;
}

/** The options to show: the list, with the page's pair first added if the list lacks it (a list older than the page). */
export function withPair(list: readonly CurrencyOption[], pair: readonly CurrencyOption[]): CurrencyOption[] {
  const missing = pair.filter(([code], i) => !list.some((c) => c[0] === code) && pair.findIndex((p) => p[0] === code) === i);
  return [...missing, ...list];
}
