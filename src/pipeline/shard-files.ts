// A shard's output folder: its files at their site paths, the assets it was built with
// under _astro/, and a manifest. The same folder is a cache entry, a slice of a matrix
// build (`--shard K/N --out DIR` writes DIR/.shards/<id>/) and an input of the merge.
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a job's output and a slice keep their shard folders. */
export const SHARDS_DIR = '.shards';
/** The manifest inside a shard folder. */
export const SHARD_MANIFEST = '.shard.json';
/** Size and modification time of each file of a shard folder as written, to notice a later edit in place. */
export const SHARD_STATS = '.stats.json';
export type ShardStats = Record<string, [size: number, mtimeMs: number]>;
/** The assets folder, in a shard folder as in the site. */
export const ASSETS_DIR = '_astro';

export interface ShardManifest {
  id: string;
  /** The page paths it rendered ("/convert/length/m-to-ft"), for the sitemaps. */
  pages: string[];
  /** Its files, relative to the folder, '/'-separated (pages and, for the site shard, public/ files). */
  files: string[];
  /**
   * Size and MD5 (hex) of each of `files`, in the same order, recorded when they were
   * rendered: the deploy compares them with what it last published without reading the
   * files again. Absent in a manifest written before they were recorded.
   */
  sums?: [size: number, md5: string][];
  /** CSP hashes of its pages' inline scripts and styles. */
  scripts: string[];
  styles: string[];
}

export function readManifest(dir: string): ShardManifest {
  const file = path.join(dir, SHARD_MANIFEST);
  let m: ShardManifest;
  try {
    m = JSON.parse(readFileSync(file, 'utf8')) as ShardManifest;
  } catch (e) {
    throw new Error(`${file}: not a shard manifest (${(e as Error).message})`, { cause: e });
  }
  if (typeof m.id !== 'string' || !Array.isArray(m.files) || !Array.isArray(m.pages)) throw new Error(`${file}: not a shard manifest`);
  return m;
}

/** The asset files of a shard folder, sorted. */
export function assetFiles(dir: string): string[] {
  try {
    return readdirSync(path.join(dir, ASSETS_DIR)).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}

/**
 * Put `rel` files of `fromDir` at the same paths below `toDir` as hard links (no bytes
 * copied; a copy where the two folders are on different file systems). Files that the
 * cache or a slice holds are never written in place afterwards, so sharing them is safe.
 */
export function linkFiles(fromDir: string, files: readonly string[], toDir: string, made = new Set<string>()): void {
  let copy = false;
  for (const f of files) {
    const to = path.join(toDir, f);
    const parent = path.dirname(to);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    const from = path.join(fromDir, f);
    if (!copy) {
      try {
        linkSync(from, to);
        continue;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EXDEV' && (e as NodeJS.ErrnoException).code !== 'EPERM') throw e;
        copy = true;
      }
    }
    copyFileSync(from, to);
  }
}
