/** Handler dependencies for tests: real providers pointed at local servers, a settable clock, a fresh cache. */
import { createMemoryCache, handleCurrencyRates, type CurrencyRatesDeps, type CurrencyRatesResponse } from '../../../functions/currency-rates/index.ts';
import { createCoinbaseProvider } from '../../../functions/providers/coinbase.ts';
import { createEcbProvider } from '../../../functions/providers/ecb.ts';

/** 2025-01-10 16:30 UTC: just after the ECB fixture's reference day. */
export const T0 = Date.parse('2025-01-10T16:30:00.000Z');
export const SITE_ORIGIN = 'http://localhost:4321';

export interface TestDeps extends CurrencyRatesDeps {
  /** Move the clock forward. */
  advance(ms: number): void;
}

export function createCurrencyRatesTestDeps(coinbaseUrl: string, ecbUrl: string, options: { timeoutMs?: number; start?: number } = {}): TestDeps {
  let t = options.start ?? T0;
  const now = (): number => t;
  const timeoutMs = options.timeoutMs ?? 2000;
  return {
    providers: [createCoinbaseProvider({ baseUrl: coinbaseUrl, timeoutMs, now }), createEcbProvider({ baseUrl: ecbUrl, timeoutMs })],
    now,
    cache: createMemoryCache(),
    allowedOrigins: [SITE_ORIGIN, 'http://127.0.0.1:4321'],
    ttlMs: 10 * 60 * 1000,
    advance(ms) {
      t += ms;
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: CurrencyRatesResponse;
}

/** POST a form to the handler, as the widget does. */
export async function post(deps: Partial<CurrencyRatesDeps>, fields: Record<string, string>, init: RequestInit = {}): Promise<Answer> {
  const request = new Request('http://127.0.0.1/currency-rates', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    ...init,
  });
  const res = await handleCurrencyRates(request, deps);
  return { status: res.status, headers: res.headers, body: (await res.json()) as CurrencyRatesResponse };
}
