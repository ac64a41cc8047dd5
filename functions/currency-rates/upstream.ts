// The upstreams through the cache, with a circuit breaker: identical requests share one
// fetch, a failed provider is left alone for FAILURE_MEMORY_MS, a provider of unknown
// health gets one call at a time; the first provider with a plausible answer wins.
import { ProviderError, type RatesProvider, UnsupportedCurrencyError } from '../providers/types.ts';
import type { CacheEntry, CachedValue, RatesCache } from './cache.ts';
import { type CurrencyRatesDeps, FAILURE_MEMORY_MS } from './config.ts';

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

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
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

export interface Found<T> {
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
export async function lookup<T>(
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
export function staleInfo(
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
