/**
 * The upstream exchange-rate providers behind the currency-rates function. Each one
 * is small and keyless; the function asks them in order and falls back to the next
 * when one fails.
 */
import type { Rational } from '../../src/core/rational.ts';

/** The latest rates against one base currency. */
export interface LatestRates {
  /** 1 unit of `base` is worth `rates.get(X)` units of X (exact). */
  base: string;
  rates: ReadonlyMap<string, Rational>;
  /** When these rates were valid, ISO 8601 (UTC). */
  asOf: string;
}

/** One day of a rate history: 1 base = `rate` quote on `date` (YYYY-MM-DD). */
export interface HistoryPoint {
  date: string;
  rate: Rational;
}

export interface HistoryRates {
  base: string;
  quote: string;
  /** Oldest first. */
  points: HistoryPoint[];
  /** When the newest point was valid, ISO 8601 (UTC). */
  asOf: string;
}

export interface RatesProvider {
  /** Short stable name, reported as the response's `source`: "coinbase", "ecb". */
  readonly name: string;
  /**
   * Every rate the provider has against `base`. Rejects with ProviderError when the
   * upstream is down or its answer is malformed, with UnsupportedCurrencyError when
   * it does not quote `base` at all.
   */
  latest(base: string): Promise<LatestRates>;
  /**
   * When set, every rate of this provider derives exactly from its one table against
   * this base (the ECB publishes euro rates only): the function fetches that table once
   * and computes any pair as a cross rate, instead of one upstream document per base.
   */
  readonly tableBase?: string;
  /**
   * The provider's whole history document (every pair, every day it publishes), if it
   * keeps a history, so the function caches one document per provider rather than one
   * per pair and window; `historyOf` reads a pair's window from it.
   */
  historyTable?(): Promise<HistoryTable>;
  /** One pair's window of a history table; throws UnsupportedCurrencyError when the table lacks the pair. */
  historyOf?(table: HistoryTable, base: string, quote: string, days: number): HistoryRates;
}

/** One published day: 1 `HistoryTable.base` = rates.get(X) X, the base itself included (1). */
export interface HistoryDay {
  date: string;
  rates: ReadonlyMap<string, Rational>;
}

/** A provider's history document, newest day first. */
export interface HistoryTable {
  base: string;
  days: readonly HistoryDay[];
}

/** Constructor options every provider takes. */
export interface ProviderOptions {
  /** Upstream base URL, without the file or API path. */
  baseUrl: string;
  /** Per-request timeout in milliseconds (default 5000). */
  timeoutMs?: number;
  /** The clock, for `asOf` of upstreams that give no time (default Date.now). */
  now?: () => number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
}

/**
 * The upstream failed: unreachable, timed out, non-2xx, or a malformed payload.
 * `wholeUpstream` says the failure is not about the one document asked for (no
 * connection, a timeout, a 5xx or 429): the function then leaves the whole provider
 * alone for a while.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly provider: string;
  readonly wholeUpstream: boolean;
  constructor(provider: string, message: string, options?: ErrorOptions & { wholeUpstream?: boolean }) {
    super(`${provider}: ${message}`, options);
    this.provider = provider;
    this.wholeUpstream = options?.wholeUpstream === true;
  }
}

/** The upstream works but does not quote this currency or pair. */
export class UnsupportedCurrencyError extends Error {
  override name = 'UnsupportedCurrencyError';
  readonly provider: string;
  constructor(provider: string, message: string) {
    super(`${provider}: ${message}`);
    this.provider = provider;
  }
}
