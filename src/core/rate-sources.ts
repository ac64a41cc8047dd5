/**
 * Where a currency pair's rates come from, as data: the upstream providers of the
 * currency-rates function (functions/currency-rates/config.ts asks them in this order) and
 * the currencies each one serves. The pages' claims about a pair (which sources it names,
 * whether it promises a rate history) are worked out here, and check:truth reads them
 * against the same data.
 *
 * - Coinbase (functions/providers/coinbase.ts) quotes every currency the function accepts
 *   (data/currencies.json), fiat and crypto, live; it has no history.
 * - The European Central Bank (functions/providers/ecb.ts) publishes euro reference rates
 *   for the currencies below, on TARGET working days, with a 90-day history; no
 *   cryptocurrency. It is the function's fallback for the latest rate and its only source
 *   of history, and only for a pair of which it publishes both currencies.
 */

/** The providers in the order the function asks them. */
export const RATE_PROVIDERS = ['coinbase', 'ecb'] as const;
export type RateProvider = (typeof RATE_PROVIDERS)[number];

/**
 * The currencies of the ECB's euro foreign exchange reference rates (eurofxref-daily.xml),
 * with the euro itself. The Bulgarian lev (BGN) is not among them: Bulgaria adopted the euro
 * on 1 January 2026.
 */
export const ECB_CURRENCIES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'EUR', 'USD', 'JPY', 'CZK', 'DKK', 'GBP', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'ISK', 'NOK', 'TRY', 'AUD',
  'BRL', 'CAD', 'CNY', 'HKD', 'IDR', 'ILS', 'INR', 'KRW', 'MXN', 'MYR', 'NZD', 'PHP', 'SGD', 'THB', 'ZAR',
]);

/** The days of rate history the currency converter asks for and charts (useRates.ts). */
export const HISTORY_DAYS = 30;

/** What the rates of one pair rest on: the providers of its live rate, in order, and of its history. */
export interface PairSources {
  live: RateProvider[];
  /** Empty when no provider has a history of the pair: the page then shows none. */
  history: RateProvider[];
}

/** Whether a provider quotes a currency (Coinbase: every currency the function accepts). */
export function serves(provider: RateProvider, code: string): boolean {
  return provider === 'coinbase' || ECB_CURRENCIES.has(code);
}

/** The providers that serve a pair: those that quote both of its currencies. */
export function pairSources(from: string, to: string): PairSources {
  const both = RATE_PROVIDERS.filter((p) => serves(p, from) && serves(p, to));
  return { live: both, history: both.filter((p) => p === 'ecb') };
}
