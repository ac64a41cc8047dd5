// The rates cache: fetched upstream documents by key, expired ones kept for the age the
// error answer reports.
import type { HistoryTable, LatestRates } from '../providers/types.ts';

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
