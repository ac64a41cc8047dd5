// The function's answer (SPEC §3 Currency response) and the error answers of SPEC §8.

/** SPEC §8, Currency Conversion Error: every upstream failed. */
export const UPSTREAM_ERROR = 'Failed to fetch live exchange rates. Please try again.';
/** The same for a history request (shown under SPEC §8's Historical Data Error). */
export const HISTORY_UPSTREAM_ERROR = 'Failed to fetch historical exchange rates. Please try again.';

export interface HistoricalRate {
  /** YYYY-MM-DD */
  date: string;
  /** 1 from = rate to, on that day. */
  rate: number;
}

export type ErrorCode = 'invalid_request' | 'origin_not_allowed' | 'upstream_unavailable' | 'rate_unavailable' | 'history_unavailable';

/** SPEC §3 Currency response, plus what produced it. */
export interface CurrencyRatesResponse {
  success: boolean;
  /** amount * rate (conversion only). */
  convertedAmount: number | null;
  /** 1 from = rate to; for a history, the newest day's rate. */
  rate: number | null;
  /** When the rate was valid (ISO 8601): fetch time for live rates, 16:00 CET of the day for ECB rates. */
  lastUpdated: string | null;
  /** 1 from = allRates[X] X for every supported currency the source quotes (conversion only). */
  allRates: Record<string, number> | null;
  /** Oldest first (history only). */
  historicalRates: HistoricalRate[] | null;
  error: string | null;
  /** The provider the rates came from: "coinbase" or "ecb". */
  source: string | null;
  /** When the function fetched these rates from the source (ISO 8601); earlier than now when cached. */
  fetchedAt?: string;
  from?: string;
  to?: string;
  amount?: number;
  days?: number;
  /** On errors: a machine-readable kind. */
  code?: ErrorCode;
  /** On invalid requests: the field at fault ("amount", "days", "method", "content-type", ...). */
  field?: string;
  /** On upstream failure: the age in seconds of the newest cached (expired) rate for the pair, or null. */
  cachedRateAgeSeconds?: number | null;
  /** On upstream failure: what each provider reported. */
  providerErrors?: string[];
}

export function failure(error: string, code: ErrorCode, extra: Partial<CurrencyRatesResponse> = {}): CurrencyRatesResponse {
  return {
    success: false,
    convertedAmount: null,
    rate: null,
    lastUpdated: null,
    allRates: null,
    historicalRates: null,
    error,
    source: null,
    code,
    ...extra,
  };
}

export function invalid(field: string, problem: string): CurrencyRatesResponse {
  return failure(`${field}: ${problem}`, 'invalid_request', { field });
}

/** Quote untrusted text for an error message, shortened. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…` : text);
}
