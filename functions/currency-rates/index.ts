/**
 * The currency-rates function (SPEC §3 Currency response, §7, §8, §9): a
 * fetch-standard `Request -> Response` handler, deployable unchanged as a serverless
 * or edge function (`export default { fetch }`), served locally by `npm run rates:serve`. The modules here: answer (the response and
 * its errors), cache, config (limits, environment, dependencies), http (reply, CORS),
 * request (the form), upstream (fetches through the cache with a circuit breaker), rates
 * (exact pair rates, plausibility, agreement), endpoints (conversion, history), handler.
 *
 * POST, `application/x-www-form-urlencoded`:
 * - conversion: `from`, `to`, `amount`
 * - history:    `from`, `to`, `historical=true`, `days` (1..90, default 30)
 *
 * Rates come from keyless upstreams tried in order (Coinbase, then the ECB), are
 * cached for 10 minutes, and are computed exactly (Rational) before being rounded to
 * 15 significant digits for JSON. When every upstream fails the answer is an error
 * with the age of any cached rate, never a made-up or silently stale rate.
 *
 * Environment (read from the `env` object a platform passes to `fetch`, else from
 * `process.env` when there is one):
 * - `COINBASE_API_URL` (default https://api.coinbase.com)
 * - `ECB_API_URL` (default https://www.ecb.europa.eu/stats/eurofxref)
 * - `RATES_TIMEOUT_MS` per upstream request (default 5000)
 * - `ALLOWED_ORIGIN`: comma-separated origins allowed by CORS, or `*`. When unset:
 *   http://localhost:4321, http://127.0.0.1:4321 and the origin of `SITE_URL`
 *   (default https://exactconvert.example). Requests without an Origin header
 *   (curl, server to server) are always served.
 */
export { HISTORY_UPSTREAM_ERROR, UPSTREAM_ERROR, type CurrencyRatesResponse, type ErrorCode, type HistoricalRate } from './answer.ts';
export { createMemoryCache, type CacheEntry, type CachedValue, type RatesCache } from './cache.ts';
export {
  allowedOriginsFromEnv,
  CURRENCY_CODES,
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_DAYS,
  DEFAULT_SITE_URL,
  depsFromEnv,
  FAILURE_MEMORY_MS,
  JSON_SIGNIFICANT_DIGITS,
  MAX_BODY_BYTES,
  MAX_DAYS,
  MAX_PLAUSIBLE_RATE_TEXT,
  MIN_PLAUSIBLE_RATE_TEXT,
  PROVIDERS_AGREE_WITHIN,
  type CurrencyRatesDeps,
  type Env,
} from './config.ts';
export { handleCurrencyRates, default } from './handler.ts';
export { ALLOWED_METHODS, methodNotAllowed } from './http.ts';
export { implausibleRate } from './rates.ts';
