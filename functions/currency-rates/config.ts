// The function's limits and settings, and its dependencies as the environment gives them
// (providers, clock, cache, CORS allow-list, cache lifetime).
import currencies from '../../data/currencies.json' with { type: 'json' };
import { CURRENCY_REFRESH_MS } from '../../src/core/currency-format.ts';
import { COINBASE_DEFAULT_URL, createCoinbaseProvider } from '../providers/coinbase.ts';
import { createEcbProvider, ECB_DEFAULT_URL } from '../providers/ecb.ts';
import { DEFAULT_TIMEOUT_MS } from '../providers/http.ts';
import type { RatesProvider } from '../providers/types.ts';
import { createMemoryCache, type RatesCache } from './cache.ts';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 90;
export const MAX_BODY_BYTES = 4096;
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:4321', 'http://127.0.0.1:4321'];
export const DEFAULT_SITE_URL = 'https://exactconvert.example';
/** Significant digits of every number in the JSON answer (15 round-trips through a double). */
export const JSON_SIGNIFICANT_DIGITS = 15;

/**
 * The plausible range of any rate between two supported currencies. Today's extremes
 * are near 4e-10 (1 VND in BTC) and 2.5e9 (1 BTC in VND): three orders of magnitude of
 * room either way. An upstream rate outside it (or zero) is a provider failure.
 */
export const MIN_PLAUSIBLE_RATE_TEXT = '1e-12';
export const MAX_PLAUSIBLE_RATE_TEXT = '1e12';
/** Two providers that both quote a pair must agree within this factor, or neither is used. */
export const PROVIDERS_AGREE_WITHIN = '1.25';
/** How long a failed provider is left alone before it is asked again. */
export const FAILURE_MEMORY_MS = 45_000;

/** The currencies the function accepts, in catalogue order (data/currencies.json). */
export const CURRENCY_CODES: readonly string[] = currencies.map((c) => c.code);
export const SUPPORTED = new Set(CURRENCY_CODES);

export interface CurrencyRatesDeps {
  /** Tried in this order; the ones with `history` also serve history requests. */
  providers: readonly RatesProvider[];
  /** The clock, in ms since the epoch. */
  now: () => number;
  cache: RatesCache;
  /** Exact origins allowed by CORS; "*" allows any. */
  allowedOrigins: readonly string[];
  /** How long fetched rates are served from the cache (default 10 minutes). */
  ttlMs: number;
}

/** Environment values a platform passes to `fetch` (Workers style); strings are used. */
export type Env = Readonly<Record<string, unknown>>;

function envString(env: Env | undefined, key: string): string | undefined {
  const own = env?.[key];
  if (typeof own === 'string' && own.trim() !== '') return own.trim();
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  const v = proc?.env?.[key]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function originOf(text: string): string | undefined {
  if (text === '*') return '*';
  try {
    const o = new URL(text).origin;
    return o === 'null' ? undefined : o;
  } catch {
    return undefined;
  }
}

/** The CORS allow-list from `ALLOWED_ORIGIN`, else the defaults plus the origin of `SITE_URL`. */
export function allowedOriginsFromEnv(env?: Env): string[] {
  const listed = envString(env, 'ALLOWED_ORIGIN');
  const items = listed !== undefined ? listed.split(',') : [...DEFAULT_ALLOWED_ORIGINS, envString(env, 'SITE_URL') ?? DEFAULT_SITE_URL];
  const out = new Set<string>();
  for (const item of items) {
    const o = originOf(item.trim());
    if (o !== undefined) out.add(o);
  }
  return [...out];
}

const fromEnv = new Map<string, CurrencyRatesDeps>();

/** The production dependencies for an environment (one set, with its cache, per distinct configuration). */
export function depsFromEnv(env?: Env): CurrencyRatesDeps {
  const timeout = Number(envString(env, 'RATES_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS);
  const config = {
    coinbase: envString(env, 'COINBASE_API_URL') ?? COINBASE_DEFAULT_URL,
    ecb: envString(env, 'ECB_API_URL') ?? ECB_DEFAULT_URL,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    origins: allowedOriginsFromEnv(env),
  };
  const key = JSON.stringify(config);
  let deps = fromEnv.get(key);
  if (!deps) {
    deps = {
      providers: [
        createCoinbaseProvider({ baseUrl: config.coinbase, timeoutMs: config.timeoutMs }),
        createEcbProvider({ baseUrl: config.ecb, timeoutMs: config.timeoutMs }),
      ],
      now: Date.now,
      cache: createMemoryCache(),
      allowedOrigins: config.origins,
      ttlMs: CURRENCY_REFRESH_MS,
    };
    fromEnv.set(key, deps);
  }
  return deps;
}

/** Injected providers without a cache get a cache of their own, never the production one. */
const cacheForProviders = new WeakMap<readonly RatesProvider[], RatesCache>();

export function resolveDeps(given: Partial<CurrencyRatesDeps> | undefined): CurrencyRatesDeps {
  const base = depsFromEnv();
  if (!given) return base;
  let cache = given.cache;
  if (!cache && given.providers) {
    cache = cacheForProviders.get(given.providers) ?? createMemoryCache();
    cacheForProviders.set(given.providers, cache);
  }
  return { ...base, ...given, cache: cache ?? base.cache };
}
