// A matrix build's slices: `npm run build -- --shard K/N --out DIR` writes the shard
// folders of slice K (linked from the cache) and a slice file naming them and their keys;
// `npm run build:merge` checks that the slices make exactly this checkout's site and
// merges them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadCatalogueSources } from '../catalogue/index.ts';
import { buildCatalogue } from '../core/catalogue.ts';
import { replaceDir } from './swap.ts';
import type { ShardCache } from './cache.ts';
import { live } from './jobs.ts';
import { type Keyed, keyShards, plannedPages } from './keys.ts';
import { mergeSettings, mergeShards } from './merge.ts';
import { partialDir } from '../protocol/build.ts';
import { ASSETS_DIR, assetFiles, linkFiles, readManifest, SHARD_MANIFEST, SHARDS_DIR } from './shard-files.ts';

/** The file of a slice folder that names its shards and their keys. */
export const SLICE_FILE = 'slice.json';

/** The folder of a slice that holds the whole site's sitemaps (slice 1 writes them while its jobs render). */
const SLICE_SITEMAPS = 'sitemaps';

export interface SliceFile {
  common: string;
  shards: { id: string; key: string }[];
  sitemaps?: { key: string; files: string[] };
}

/** Write a slice folder: the shard folders, linked from the cache, the sitemaps if it has them, and the slice file. */
export function writeSlice(dir: string, common: string, shards: Keyed[], cache: ShardCache, sitemaps?: { key: string; dir: string; files: string[] }): void {
  mkdirSync(path.join(dir, SHARDS_DIR), { recursive: true });
  for (const s of shards) {
    const from = cache.entry(s.key);
    const m = readManifest(from);
    const files = [...m.files, ...assetFiles(from).map((a) => `${ASSETS_DIR}/${a}`), SHARD_MANIFEST];
    linkFiles(from, files, path.join(dir, SHARDS_DIR, s.shard.id));
  }
  const slice: SliceFile = { common, shards: shards.map((s) => ({ id: s.shard.id, key: s.key })) };
  if (sitemaps) {
    linkFiles(sitemaps.dir, sitemaps.files, path.join(dir, SLICE_SITEMAPS));
    slice.sitemaps = { key: sitemaps.key, files: sitemaps.files };
  }
  writeFileSync(path.join(dir, SLICE_FILE), `${JSON.stringify(slice, null, 1)}\n`);
}

/**
 * What keeps the shards found (in slices, or in their publish manifests) from making exactly
 * this checkout's site: a shard in none of them, one built from other inputs (its key
 * differs: the key hashes the shared inputs and its data), one this catalogue does not have.
 */
export function shardProblems(keyed: readonly Keyed[], found: ReadonlyMap<string, { where: string; key: string }>, noun: string): string[] {
  const problems: string[] = [];
  for (const k of keyed) {
    const f = found.get(k.shard.id);
    if (!f) problems.push(`shard ${k.shard.id} is in none of the ${noun}`);
    else if (f.key !== k.key) problems.push(`shard ${k.shard.id} (${f.where}) was built from other inputs than this checkout's (catalogue, sources, lock file, environment or build date)`);
  }
  const ids = new Set(keyed.map((k) => k.shard.id));
  for (const [id, f] of found) if (!ids.has(id)) problems.push(`shard ${id} (${f.where}) is not a shard of this catalogue`);
  return problems;
}

/** `npm run build:merge -- DIR... --out dist`: merge the slices of a matrix build into the site. */
export async function mergeSlices(o: { root: string; dirs: string[]; outDir: string; env: NodeJS.ProcessEnv; print: (line: string) => void }): Promise<{ htmlFiles: number; seconds: number }> {
  const t0 = performance.now();
  const src = await loadCatalogueSources();
  const full = buildCatalogue(src);
  const { common, keyed } = keyShards(o.root, o.env, src, full);
  const found = new Map<string, { where: string; key: string }>();
  const withSitemaps = new Map<string, { dir: string; files: string[] }>();
  for (const dir of o.dirs) {
    let slice: SliceFile;
    try {
      slice = JSON.parse(await readFile(path.join(dir, SLICE_FILE), 'utf8')) as typeof slice;
    } catch (e) {
      throw new Error(`${dir}: not a slice of a sharded build (${SLICE_FILE}: ${(e as Error).message})`, { cause: e });
    }
    for (const s of slice.shards) {
      const had = found.get(s.id);
      if (had) throw new Error(`shard ${s.id} is in two slices: ${had.where} and ${dir}`);
      found.set(s.id, { where: path.join(dir, SHARDS_DIR, s.id), key: s.key });
    }
    if (slice.sitemaps) withSitemaps.set(slice.sitemaps.key, { dir: path.join(dir, SLICE_SITEMAPS), files: slice.sitemaps.files });
  }
  const where = new Map([...found].map(([id, f]) => [id, f.where]));
  const problems = shardProblems(keyed, found, 'slices');
  if (problems.length > 0) throw new Error(`The slices do not make this site:\n  ${problems.join('\n  ')}`);
  const partial = partialDir(o.outDir);
  live.dirs.add(partial);
  const shardDirs = keyed.map((k) => where.get(k.shard.id) ?? '');
  const settings = mergeSettings(o.root, o.env);
  // Slice 1's sitemaps, when they were made for this page list, site and date; else written here.
  const planned = plannedPages(full, keyed, common, settings);
  const ready = withSitemaps.get(planned.key);
  const merged = await mergeShards(shardDirs, partial, full, settings, ready ? { sitemaps: { pages: new Set(planned.pages.map((p) => p.localPath)), files: Promise.resolve(ready) } } : {});
  await replaceDir(partial, o.outDir);
  live.dirs.delete(partial);
  o.print(
    `Merged ${String(o.dirs.length)} slice(s), ${String(keyed.length)} shards: ${String(merged.htmlFiles)} HTML files, sitemaps ${merged.sitemaps.join(', ')} (${ready ? "slice 1's" : 'written here: no slice has them for this date and site'})`,
  );
  return { htmlFiles: merged.htmlFiles, seconds: (performance.now() - t0) / 1000 };
}
