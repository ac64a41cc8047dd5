/**
 * The currency-rates function (SPEC §3 Currency response, §7, §8, §9): a
 * fetch-standard `Request -> Response` handler, deployable unchanged as a serverless
 * or edge function (`export default { fetch }`), served locally by `npm run rates:serve`.
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
import currencies from '../data/currencies.json' with { type: 'json' };
import { CURRENCY_REFRESH_MS, normalizeCurrencyCode, parseAmount, toSignificantNumber } from '../src/core/currency-format.ts';
import { toExponential } from '../src/core/format.ts';
import { Rational } from '../src/core/rational.ts';
import { COINBASE_DEFAULT_URL, createCoinbaseProvider } from './providers/coinbase.ts';
import { createEcbProvider, ECB_DEFAULT_URL } from './providers/ecb.ts';
import { DEFAULT_TIMEOUT_MS, readTextLimited } from './providers/http.ts';
import { ProviderError, UnsupportedCurrencyError, type HistoryRates, type HistoryTable, type LatestRates, type RatesProvider } from './providers/types.ts';

/** SPEC §8, Currency Conversion Error: every upstream failed. */
export const UPSTREAM_ERROR = 'Failed to fetch live exchange rates. Please try again.';
/** The same for a history request (shown under SPEC §8's Historical Data Error). */
export const HISTORY_UPSTREAM_ERROR = 'Failed to fetch historical exchange rates. Please try again.';
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
const SUPPORTED = new Set(CURRENCY_CODES);

// ---------------------------------------------------------------------------
// The answer

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

// ---------------------------------------------------------------------------
// Cache

export type CachedValue =
  | { kind: 'latest'; data: LatestRates }
  | { kind: 'history'; data: HistoryTable }
  | { kind: 'unsupported'; reason: string };

export interface CacheEntry {
  value: CachedValue;
  /** Clock time (ms) when the value was fetched. */
  storedAt: number;
}

/** Expired entries stay readable: they give the age reported when every upstream fails. */
export interface RatesCache {
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
}

/** An in-memory cache holding at most `maxEntries` entries (the least recently stored go first). */
export function createMemoryCache(maxEntries = 2000): RatesCache {
  const map = new Map<string, CacheEntry>();
  return {
    get: (key) => map.get(key),
    set(key, entry) {
      map.delete(key);
      map.set(key, entry);
      for (const oldest of map.keys()) {
        if (map.size <= maxEntries) break;
        map.delete(oldest);
      }
    },
  };
}

/** What the function knows of its upstreams besides their documents, per cache. */
interface UpstreamState {
  /** Concurrent requests for the same upstream document share one fetch. */
  inflight: Map<string, Promise<CachedValue>>;
  /** Per provider: the one fetch allowed while its health is unknown. */
  probes: Map<string, Promise<CachedValue>>;
  /** Per provider: clock time of its last answer. */
  lastOk: Map<string, number>;
  /** Per provider (a failure of the whole upstream) or per document: the last failure, remembered for FAILURE_MEMORY_MS. */
  failed: Map<string, { at: number; reason: string }>;
}

const upstreamStates = new WeakMap<RatesCache, UpstreamState>();

function upstreamState(cache: RatesCache): UpstreamState {
  let s = upstreamStates.get(cache);
  if (!s) {
    s = { inflight: new Map(), probes: new Map(), lastOk: new Map(), failed: new Map() };
    upstreamStates.set(cache, s);
  }
  return s;
}

// ---------------------------------------------------------------------------
// Dependencies

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

function resolveDeps(given: Partial<CurrencyRatesDeps> | undefined): CurrencyRatesDeps {
  const base = depsFromEnv();
  if (!given) return base;
  let cache = given.cache;
  if (!cache && given.providers) {
    cache = cacheForProviders.get(given.providers) ?? createMemoryCache();
    cacheForProviders.set(given.providers, cache);
  }
  return { ...base, ...given, cache: cache ?? base.cache };
}

// ---------------------------------------------------------------------------
// HTTP

type HeaderMap = Record<string, string>;

function reply(status: number, body: CurrencyRatesResponse, headers: HeaderMap): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
      ...headers,
    },
  });
}

function failure(error: string, code: ErrorCode, extra: Partial<CurrencyRatesResponse> = {}): CurrencyRatesResponse {
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

function invalid(field: string, problem: string): CurrencyRatesResponse {
  return failure(`${field}: ${problem}`, 'invalid_request', { field });
}

/** Quote untrusted text for an error message, shortened. */
function quote(text: string): string {
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…` : text);
}

/** CORS headers for `origin`, or undefined when the origin is not allowed. */
/** The methods the function answers. */
export const ALLOWED_METHODS = 'POST, OPTIONS';

/** 405 with an `Allow` header, for any method but POST and OPTIONS (adapters use it for TRACE and CONNECT, which a Request cannot carry). */
export function methodNotAllowed(method: string, headers: HeaderMap = {}): Response {
  return reply(405, invalid('method', `must be POST, not ${quote(method)}`), { ...headers, allow: ALLOWED_METHODS });
}

function corsFor(origin: string | null, allowed: readonly string[]): HeaderMap | undefined {
  if (allowed.includes('*')) return { 'access-control-allow-origin': '*' };
  if (origin === null) return {};
  return allowed.includes(origin) ? { 'access-control-allow-origin': origin } : undefined;
}

// ---------------------------------------------------------------------------
// The request

type Query =
  | { historical: false; from: string; to: string; amount: Rational }
  | { historical: true; from: string; to: string; days: number };

type Parsed = { ok: true; query: Query } | { ok: false; field: string; problem: string };

function readCode(form: URLSearchParams, field: 'from' | 'to'): { code: string } | { problem: string } {
  const raw = form.get(field);
  const code = normalizeCurrencyCode(raw);
  if (code === '') return { problem: 'is required (a currency code such as USD)' };
  return SUPPORTED.has(code) ? { code } : { problem: `unknown currency code ${quote(raw ?? '')}` };
}

function parseForm(form: URLSearchParams): Parsed {
  const from = readCode(form, 'from');
  if ('problem' in from) return { ok: false, field: 'from', problem: from.problem };
  const to = readCode(form, 'to');
  if ('problem' in to) return { ok: false, field: 'to', problem: to.problem };
  const historical = (form.get('historical') ?? '').trim().toLowerCase();
  if (historical === 'true') {
    const raw = (form.get('days') ?? '').trim();
    if (raw === '') return { ok: true, query: { historical: true, from: from.code, to: to.code, days: DEFAULT_DAYS } };
    const days = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(days >= 1 && days <= MAX_DAYS)) {
      return { ok: false, field: 'days', problem: `must be a whole number from 1 to ${String(MAX_DAYS)}, not ${quote(raw)}` };
    }
    return { ok: true, query: { historical: true, from: from.code, to: to.code, days } };
  }
  if (historical !== '' && historical !== 'false') {
    return { ok: false, field: 'historical', problem: `must be "true" or "false", not ${quote(form.get('historical') ?? '')}` };
  }
  const amount = parseAmount(form.get('amount'));
  if (!amount.ok) return { ok: false, field: 'amount', problem: amount.problem };
  return { ok: true, query: { historical: false, from: from.code, to: to.code, amount: amount.value } };
}

// ---------------------------------------------------------------------------
// Rates

const num = (r: Rational): number => toSignificantNumber(r, JSON_SIGNIFICANT_DIGITS);

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

const decimal = (text: string): Rational => Rational.parseDecimal(text) as Rational;
const MIN_RATE = decimal(MIN_PLAUSIBLE_RATE_TEXT);
const MAX_RATE = decimal(MAX_PLAUSIBLE_RATE_TEXT);
const AGREE = decimal(PROVIDERS_AGREE_WITHIN);

/** Why a rate cannot be vouched for (zero, negative, outside the plausible range), or undefined. */
export function implausibleRate(r: Rational): string | undefined {
  if (r.sign() <= 0) return `${toExponential(r, 4)} is not a positive rate`;
  if (r.cmp(MIN_RATE) < 0) return `${toExponential(r, 4)} is below the plausible ${MIN_PLAUSIBLE_RATE_TEXT}`;
  if (r.cmp(MAX_RATE) > 0) return `${toExponential(r, 4)} is above the plausible ${MAX_PLAUSIBLE_RATE_TEXT}`;
  return undefined;
}

/** 1 from = ? to in a table of rates against `data.base`, exactly (a cross rate when neither is the base). */
function rateOf(data: LatestRates, from: string, to: string): Rational | undefined {
  if (from === to) return Rational.ONE;
  const per = (code: string): Rational | undefined => (code === data.base ? Rational.ONE : data.rates.get(code));
  const a = per(from);
  const b = per(to);
  return a && b ? b.div(a) : undefined;
}

/**
 * Fetch one upstream document of `p` through the cache: identical concurrent requests
 * share one call; a provider that failed within FAILURE_MEMORY_MS is not asked (its
 * failure is repeated); a provider of unknown health (no answer within the TTL) gets
 * one call at a time, so a burst against a failing upstream makes one call, not one per
 * request.
 */
async function fromUpstream(d: CurrencyRatesDeps, p: RatesProvider, key: string, fetchOne: () => Promise<CachedValue>): Promise<CachedValue> {
  const s = upstreamState(d.cache);
  for (;;) {
    const failed = [s.failed.get(p.name), s.failed.get(key)].find((f) => f !== undefined && d.now() - f.at < FAILURE_MEMORY_MS);
    if (failed) {
      const ago = Math.floor((d.now() - failed.at) / 1000);
      throw new Error(`${failed.reason} (${String(ago)} s ago; not asked again for ${String(FAILURE_MEMORY_MS / 1000)} s)`);
    }
    const running = s.inflight.get(key);
    if (running) return running;
    const healthy = d.now() - (s.lastOk.get(p.name) ?? -Infinity) < d.ttlMs;
    const probe = s.probes.get(p.name);
    if (probe && !healthy) {
      await probe.catch(() => undefined);
      continue;
    }
    const run: Promise<CachedValue> = (async () => {
      let v: CachedValue;
      try {
        v = await fetchOne();
      } catch (e) {
        if (!(e instanceof UnsupportedCurrencyError)) {
          s.failed.set(e instanceof ProviderError && e.wholeUpstream ? p.name : key, { at: d.now(), reason: describe(e) });
          throw e;
        }
        v = { kind: 'unsupported', reason: e.message };
      }
      s.failed.delete(p.name);
      s.failed.delete(key);
      s.lastOk.set(p.name, d.now());
      d.cache.set(key, { value: v, storedAt: d.now() });
      return v;
    })().finally(() => {
      s.inflight.delete(key);
      if (s.probes.get(p.name) === run) s.probes.delete(p.name);
    });
    s.inflight.set(key, run);
    if (!healthy) s.probes.set(p.name, run);
    return run;
  }
}

interface Found<T> {
  provider: string;
  data: T;
  storedAt: number;
}

type Lookup<T> = { ok: true; found: Found<T> } | { ok: false; failures: string[] };

/**
 * The first provider that quotes the pair with a plausible rate. A fresh cached answer
 * from any provider is used first; then the providers without a fresh answer are
 * asked, in order. An implausible answer (`verify` names the problem) counts as that
 * provider's failure.
 */
async function lookup<T>(
  d: CurrencyRatesDeps,
  providers: readonly RatesProvider[],
  keyOf: (p: RatesProvider) => string,
  fetchOne: (p: RatesProvider) => Promise<CachedValue>,
  usable: (v: CachedValue, p: RatesProvider) => T | undefined,
  verify: (data: T) => string | undefined,
): Promise<Lookup<T>> {
  const fresh = (e: CacheEntry | undefined): e is CacheEntry => e !== undefined && d.now() - e.storedAt < d.ttlMs;
  for (const p of providers) {
    const e = d.cache.get(keyOf(p));
    const data = fresh(e) ? usable(e.value, p) : undefined;
    if (e && data !== undefined && verify(data) === undefined) return { ok: true, found: { provider: p.name, data, storedAt: e.storedAt } };
  }
  const failures: string[] = [];
  for (const p of providers) {
    const key = keyOf(p);
    const cached = d.cache.get(key);
    if (fresh(cached)) {
      // It answered recently: without this pair, or with an implausible rate for it.
      const data = usable(cached.value, p);
      const problem = data === undefined ? undefined : verify(data);
      if (problem !== undefined) failures.push(`${p.name}: ${problem}`);
      continue;
    }
    try {
      const value = await fromUpstream(d, p, key, () => fetchOne(p));
      const data = usable(value, p);
      if (data === undefined) continue;
      const problem = verify(data);
      if (problem !== undefined) {
        failures.push(`${p.name}: ${problem}`);
        continue;
      }
      return { ok: true, found: { provider: p.name, data, storedAt: d.cache.get(key)?.storedAt ?? d.now() } };
    } catch (e) {
      failures.push(describe(e));
    }
  }
  return { ok: false, failures };
}

/** The newest expired cached value for the pair, for the error answer. */
function staleInfo(
  d: CurrencyRatesDeps,
  providers: readonly RatesProvider[],
  keyOf: (p: RatesProvider) => string,
  asOf: (v: CachedValue, p: RatesProvider) => string | undefined,
): { cachedRateAgeSeconds: number | null; lastUpdated: string | null } {
  let best: { age: number; asOf: string } | undefined;
  for (const p of providers) {
    const e = d.cache.get(keyOf(p));
    const when = e ? asOf(e.value, p) : undefined;
    if (e && when !== undefined) {
      const age = Math.max(0, d.now() - e.storedAt);
      if (!best || age < best.age) best = { age, asOf: when };
    }
  }
  return best ? { cachedRateAgeSeconds: Math.floor(best.age / 1000), lastUpdated: best.asOf } : { cachedRateAgeSeconds: null, lastUpdated: null };
}

/** A rate and the table it came from. */
interface PairRate {
  data: LatestRates;
  rate: Rational;
}

/**
 * Another provider's fresh cached rate for the pair that disagrees with `found` by more
 * than PROVIDERS_AGREE_WITHIN: then neither is vouched for. Only answers at hand are
 * compared (the function does not ask a second upstream just to compare).
 */
function disagreement(
  d: CurrencyRatesDeps,
  found: Found<PairRate>,
  keyOf: (p: RatesProvider) => string,
  usable: (v: CachedValue) => PairRate | undefined,
  pair: string,
): string | undefined {
  for (const p of d.providers) {
    if (p.name === found.provider) continue;
    const e = d.cache.get(keyOf(p));
    const other = e && d.now() - e.storedAt < d.ttlMs ? usable(e.value) : undefined;
    if (!other || implausibleRate(other.rate) !== undefined) continue;
    const a = found.data.rate;
    const b = other.rate;
    const ratio = a.cmp(b) >= 0 ? a.div(b) : b.div(a);
    if (ratio.cmp(AGREE) > 0) {
      return `${found.provider} and ${p.name} disagree on ${pair}: ${toExponential(a, 6)} against ${toExponential(b, 6)}, more than a factor ${PROVIDERS_AGREE_WITHIN} apart; neither is used`;
    }
  }
  return undefined;
}

async function convert(q: Extract<Query, { historical: false }>, d: CurrencyRatesDeps): Promise<[number, CurrencyRatesResponse]> {
  // A provider with one table (the ECB) is fetched once for every base.
  const keyOf = (p: RatesProvider): string => `latest:${p.name}:${p.tableBase ?? q.from}`;
  const usable = (v: CachedValue): PairRate | undefined => {
    if (v.kind !== 'latest') return undefined;
    const rate = rateOf(v.data, q.from, q.to);
    return rate ? { data: v.data, rate } : undefined;
  };
  const pair = `${q.from}->${q.to}`;
  const verify = (r: PairRate): string | undefined => {
    const problem = implausibleRate(r.rate);
    return problem === undefined ? undefined : `implausible rate ${pair}: ${problem}`;
  };
  const fetchOne = async (p: RatesProvider): Promise<CachedValue> => ({ kind: 'latest', data: await p.latest(p.tableBase ?? q.from) });
  const result = await lookup(d, d.providers, keyOf, fetchOne, usable, verify);
  const echo = { from: q.from, to: q.to, amount: num(q.amount) };
  const conflict = result.ok ? disagreement(d, result.found, keyOf, usable, pair) : undefined;
  if (!result.ok || conflict !== undefined) {
    const failures = result.ok ? [conflict ?? ''] : result.failures;
    if (failures.length === 0) {
      return [422, failure(`No live exchange rate is available for ${q.from} to ${q.to}`, 'rate_unavailable', echo)];
    }
    const stale = staleInfo(d, d.providers, keyOf, (v) => usable(v)?.data.asOf);
    return [502, failure(UPSTREAM_ERROR, 'upstream_unavailable', { ...echo, ...stale, providerErrors: failures })];
  }
  const { provider, data, storedAt } = result.found;
  const allRates: Record<string, number> = {};
  for (const code of CURRENCY_CODES) {
    const r = rateOf(data.data, q.from, code);
    // Only rates the function can vouch for are listed.
    if (r && implausibleRate(r) === undefined) allRates[code] = num(r);
  }
  return [
    200,
    {
      success: true,
      convertedAmount: num(q.amount.mul(data.rate)),
      rate: num(data.rate),
      lastUpdated: data.data.asOf,
      allRates,
      historicalRates: null,
      error: null,
      source: provider,
      fetchedAt: new Date(storedAt).toISOString(),
      ...echo,
    },
  ];
}

async function history(q: Extract<Query, { historical: true }>, d: CurrencyRatesDeps): Promise<[number, CurrencyRatesResponse]> {
  const providers = d.providers.filter((p) => p.historyTable !== undefined && p.historyOf !== undefined);
  // One history document per provider, whatever the pair and the window.
  const keyOf = (p: RatesProvider): string => `history:${p.name}`;
  const usable = (v: CachedValue, p: RatesProvider): HistoryRates | undefined => {
    if (v.kind !== 'history' || !p.historyOf) return undefined;
    try {
      const h = p.historyOf(v.data, q.from, q.to, q.days);
      return h.points.length > 0 ? h : undefined;
    } catch (e) {
      if (e instanceof UnsupportedCurrencyError) return undefined;
      throw e;
    }
  };
  const verify = (h: HistoryRates): string | undefined => {
    for (const point of h.points) {
      const problem = implausibleRate(point.rate);
      if (problem !== undefined) return `implausible rate ${q.from}->${q.to} on ${point.date}: ${problem}`;
    }
    return undefined;
  };
  const fetchOne = async (p: RatesProvider): Promise<CachedValue> => {
    if (!p.historyTable) return { kind: 'unsupported', reason: `${p.name}: no history` };
    return { kind: 'history', data: await p.historyTable() };
  };
  const result = await lookup(d, providers, keyOf, fetchOne, usable, verify);
  const echo = { from: q.from, to: q.to, days: q.days };
  if (!result.ok) {
    if (result.failures.length === 0) {
      return [422, failure(`No rate history is available for ${q.from} to ${q.to}`, 'history_unavailable', echo)];
    }
    const stale = staleInfo(d, providers, keyOf, (v, p) => usable(v, p)?.asOf);
    return [502, failure(HISTORY_UPSTREAM_ERROR, 'upstream_unavailable', { ...echo, ...stale, providerErrors: result.failures })];
  }
  const { provider, data, storedAt } = result.found;
  const points = data.points.map((p) => ({ date: p.date, rate: num(p.rate) }));
  return [
    200,
    {
      success: true,
      convertedAmount: null,
      rate: points[points.length - 1]?.rate ?? null,
      lastUpdated: data.asOf,
      allRates: null,
      historicalRates: points,
      error: null,
      source: provider,
      fetchedAt: new Date(storedAt).toISOString(),
      ...echo,
    },
  ];
}

// ---------------------------------------------------------------------------
// The handler

/**
 * Answer one request. `deps` replaces any of the production dependencies (tests
 * inject providers pointed at local servers, a clock and a cache).
 */
export async function handleCurrencyRates(request: Request, deps?: Partial<CurrencyRatesDeps>): Promise<Response> {
  const d = resolveDeps(deps);
  const origin = request.headers.get('origin');
  const cors = corsFor(origin, d.allowedOrigins);
  if (!cors) return reply(403, failure(`origin: ${quote(origin ?? '')} is not allowed`, 'origin_not_allowed', { field: 'origin' }), {});
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': 'Content-Type',
        'access-control-max-age': '86400',
        vary: 'Origin',
      },
    });
  }
  if (request.method !== 'POST') return methodNotAllowed(request.method, cors);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/x-www-form-urlencoded') {
    const problem = type === '' ? 'is required: application/x-www-form-urlencoded' : `must be application/x-www-form-urlencoded, not ${quote(type)}`;
    return reply(400, invalid('content-type', problem), cors);
  }
  let text: string | undefined;
  try {
    text = await readTextLimited(request.body, MAX_BODY_BYTES);
  } catch {
    return reply(400, invalid('body', 'could not be read'), cors);
  }
  if (text === undefined) return reply(413, invalid('body', `must be at most ${String(MAX_BODY_BYTES)} bytes`), cors);
  const parsed = parseForm(new URLSearchParams(text));
  if (!parsed.ok) return reply(400, invalid(parsed.field, parsed.problem), cors);
  const [status, body] = parsed.query.historical ? await history(parsed.query, d) : await convert(parsed.query, d);
  return reply(status, body, cors);
}

export default {
  /** Workers / Deno / Bun style entry point; `env` is the platform's environment bindings, if any. */
  fetch(request: Request, env?: Env): Promise<Response> {
    return handleCurrencyRates(request, depsFromEnv(env));
  },
};
