// What a sliced publish remembers in the bucket, under `_deploy/`, so that proving nothing
// changed needs no listing and no hashing: one record per shard (the keys it published,
// with size and MD5, and the keys it no longer builds that are still live until the final
// step deletes them), and the state the last final step left (`_deploy/state.json`,
// version 2). Pure: parsing, writing and comparing; no network.
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { DEPLOY_PREFIX } from '../serve/rules.ts';

/** A key's size and MD5 (hex); an MD5 of '' means "being written": compare it with nothing. */
export type Sum = [size: number, md5: string];

export const RECORDS_PREFIX = `${DEPLOY_PREFIX}shards/`;
export const recordKey = (shardId: string): string => `${RECORDS_PREFIX}${shardId}.json.gz`;

const sum = z.tuple([z.number().int().nonnegative(), z.string().regex(/^([0-9a-f]{32})?$/)]);

const shardRecord = z.object({
  version: z.literal(1),
  id: z.string(),
  /** The media rules (Content-Type, Cache-Control) the objects were written with. */
  rules: z.string(),
  files: z.record(z.string(), sum),
  /** Keys the shard no longer builds, still live: the final step deletes them. */
  leftovers: z.array(z.string()),
});
export type ShardRecord = z.infer<typeof shardRecord>;

const stateV2 = z.object({
  version: z.literal(2),
  rules: z.string(),
  /** Hashed assets no longer built, kept one more publish for pages cached before it. */
  retired: z.array(z.string()),
  /** The hashed assets published (key → MD5). */
  assets: z.record(z.string(), z.string()),
  /** The site-wide files the final step published (sitemaps, indexes, `_headers` …). */
  site: z.record(z.string(), sum),
  /** The shards whose records describe the bucket. */
  shards: z.array(z.string()),
});
export type SlicedState = z.infer<typeof stateV2>;

export function gzipJson(value: unknown): Buffer {
  // Level 9 and no file name or time in the header: the same record gives the same bytes.
  return gzipSync(Buffer.from(JSON.stringify(value)), { level: 9 });
}

function gunzipJson(bytes: Buffer): unknown {
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as unknown;
}

/** A shard's record, or undefined when it is absent or unreadable (the slice then lists the shard's keys). */
export function parseRecord(bytes: Buffer | undefined): ShardRecord | undefined {
  if (!bytes) return undefined;
  try {
    const r = shardRecord.safeParse(gunzipJson(bytes));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state of the last final step, or undefined when the bucket has none or the last
 * publish was a whole-site `npm run deploy` (version 1): then no shard record is trusted.
 */
export function parseSlicedState(text: string | undefined): SlicedState | undefined {
  if (!text) return undefined;
  try {
    const r = stateV2.safeParse(JSON.parse(text));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

export interface ShardPlan<F extends { key: string; size: number; md5: string }> {
  uploads: F[];
  unchanged: number;
  /** Keys live in the bucket that the shard no longer builds. */
  leftovers: string[];
  /** The record to write before the uploads: the keys about to change marked as being written. */
  intent: ShardRecord;
  /** The record once every upload has succeeded. */
  done: ShardRecord;
  /** Whether the bucket's record must change at all. */
  changed: boolean;
}

/**
 * Compare a shard's files with what the bucket holds (its record, or its listing as
 * key → size and MD5 when it has none): upload the files whose bytes differ, carry the
 * keys it no longer builds as leftovers until the final step deletes them.
 */
export function planShard<F extends { key: string; size: number; md5: string }>(
  id: string,
  rules: string,
  files: readonly F[],
  live: { files: Record<string, Sum>; leftovers: readonly string[]; rules: string } | undefined,
): ShardPlan<F> {
  const same = live !== undefined && live.rules === rules;
  const uploads: F[] = [];
  const built = new Set<string>();
  const doneFiles: Record<string, Sum> = {};
  const intentFiles: Record<string, Sum> = { ...(live?.files ?? {}) };
  for (const f of files) {
    built.add(f.key);
    doneFiles[f.key] = [f.size, f.md5];
    const had = live?.files[f.key];
    if (same && had && had[0] === f.size && had[1] === f.md5) continue;
    uploads.push(f);
    intentFiles[f.key] = [f.size, ''];
  }
  const leftovers = [...new Set([...Object.keys(live?.files ?? {}), ...(live?.leftovers ?? [])])].filter((k) => !built.has(k)).sort();
  const intent: ShardRecord = { version: 1, id, rules, files: intentFiles, leftovers };
  const done: ShardRecord = { version: 1, id, rules, files: doneFiles, leftovers };
  const changed = !same || uploads.length > 0 || leftovers.length !== live.leftovers.length || Object.keys(live.files).length !== files.length;
  return { uploads, unchanged: files.length - uploads.length, leftovers, intent, done, changed };
}

/** The prefixes that list a shard's keys and few others: per folder, the folder and the longest start its file names share. */
export function listingPrefixes(keys: readonly string[]): string[] {
  const byDir = new Map<string, string[]>();
  for (const k of keys) {
    const i = k.lastIndexOf('/');
    const dir = k.slice(0, i + 1);
    const names = byDir.get(dir) ?? [];
    names.push(k.slice(i + 1));
    byDir.set(dir, names);
  }
  const out: string[] = [];
  for (const [dir, names] of byDir) {
    let common = names[0] ?? '';
    for (const n of names) while (!n.startsWith(common)) common = common.slice(0, -1);
    out.push(dir + common);
  }
  return out.sort();
}
