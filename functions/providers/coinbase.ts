/**
 * Coinbase's public, keyless exchange-rate endpoint:
 * `GET {COINBASE_API_URL}/v2/exchange-rates?currency=USD` answers
 * `{"data":{"currency":"USD","rates":{"EUR":"0.9712","BTC":"0.0000105612",...}}}`,
 * fiat and crypto, every rate a decimal string meaning 1 USD = rate X.
 * It gives no timestamp: the rates are live, so `asOf` is the time of the fetch.
 */
import { parseRateText } from '../../src/core/currency-format.ts';
import type { Rational } from '../../src/core/rational.ts';
import { fetchText, joinUrl } from './http.ts';
import { ProviderError, type LatestRates, type ProviderOptions, type RatesProvider } from './types.ts';

export const COINBASE_DEFAULT_URL = 'https://api.coinbase.com';
const NAME = 'coinbase';
const CODE = /^[A-Z0-9]{2,12}$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Parse a Coinbase exchange-rates payload for `base`. Entries whose code or value is
 * not valid are left out (the function then treats the currency as not quoted);
 * anything else off-format throws a ProviderError.
 */
export function parseCoinbaseRates(text: string, base: string): Map<string, Rational> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ProviderError(NAME, 'malformed payload: not JSON');
  }
  const data = isRecord(doc) ? doc['data'] : undefined;
  if (!isRecord(data)) throw new ProviderError(NAME, 'malformed payload: no "data" object');
  const currency = data['currency'];
  if (typeof currency !== 'string' || currency.toUpperCase() !== base) {
    throw new ProviderError(NAME, `malformed payload: rates for ${typeof currency === 'string' ? currency : '?'} instead of ${base}`);
  }
  const raw = data['rates'];
  if (!isRecord(raw)) throw new ProviderError(NAME, 'malformed payload: no "rates" object');
  const rates = new Map<string, Rational>();
  for (const [code, value] of Object.entries(raw)) {
    const r = parseRateText(value);
    if (r && CODE.test(code)) rates.set(code, r);
  }
  if (rates.size === 0) throw new ProviderError(NAME, 'malformed payload: no valid rates');
  return rates;
}

export function createCoinbaseProvider(options: ProviderOptions): RatesProvider {
  const now = options.now ?? Date.now;
  return {
    name: NAME,
    async latest(base: string): Promise<LatestRates> {
      const url = joinUrl(options.baseUrl, `v2/exchange-rates?currency=${encodeURIComponent(base)}`);
      const text = await fetchText(NAME, url, { timeoutMs: options.timeoutMs, fetch: options.fetch, accept: 'application/json' });
      const asOf = new Date(now()).toISOString();
      return { base, rates: parseCoinbaseRates(text, base), asOf };
    },
  };
}
