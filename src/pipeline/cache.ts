// The shard cache: each shard's output folder stored under its key
// (<cache>/shards/<key>/), with the size and time of every file as stored. Entries are
// read-only and shared with the published site by hard links; an entry whose files no
// longer match what was stored (someone wrote into dist/ in place) is not reused.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ENV } from '../protocol/build.ts';
import { readManifest, SHARD_STATS } from './shard-files.ts';

const INDEX = 'index.json';

/** The cache folder: BUILD_CACHE_DIR, else node_modules/.cache/exactconvert-build (ignored by git and by Tailwind). */
export function cacheDir(root: string, env: NodeJS.ProcessEnv): string {
  const d = env[BUILD_ENV.cacheDir];
  return d !== undefined && d !== '' ? path.resolve(d) : path.join(root, 'node_modules/.cache/exactconvert-build');
}

/** Per shard id, the keys of its last build: to say why a shard is rendered again. */
export interface CacheIndex {
  [id: string]: { common: string; data: string; key: string } | undefined;
}

export class ShardCache {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(path.join(dir, 'shards'), { recursive: true });
  }

  entry(key: string): string {
    return path.join(this.dir, 'shards', key);
  }

  /** The entry of `key` when it exists and is intact; else why not. */
  check(key: string): { ok: true; dir: string } | { ok: false; why: string } {
    const dir = this.entry(key);
    if (!existsSync(dir)) return { ok: false, why: 'no cached output' };
    try {
      const stats = JSON.parse(readFileSync(path.join(dir, SHARD_STATS), 'utf8')) as Record<string, [number, number]>;
      for (const [f, [size, mtime]] of Object.entries(stats)) {
        const st = statSync(path.join(dir, f));
        if (st.size !== size || st.mtimeMs !== mtime) return { ok: false, why: `its cached file ${f} was changed since it was stored` };
      }
      readManifest(dir);
      return { ok: true, dir };
    } catch (e) {
      return { ok: false, why: `its cache entry is damaged (${(e as Error).message})` };
    }
  }

  /** Move a freshly rendered shard folder (its files read-only, their stats written by the job) into the cache under `key`. */
  store(key: string, shardDir: string): string {
    readManifest(shardDir);
    if (!existsSync(path.join(shardDir, SHARD_STATS))) throw new Error(`${shardDir}: the job wrote no ${SHARD_STATS}`);
    const dir = this.entry(key);
    rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(shardDir, dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      // The cache is on another file system than the project: copy, keeping times.
      cpSync(shardDir, dir, { recursive: true, preserveTimestamps: true });
      rmSync(shardDir, { recursive: true, force: true });
    }
    return dir;
  }

  readIndex(): CacheIndex {
    try {
      return JSON.parse(readFileSync(path.join(this.dir, INDEX), 'utf8')) as CacheIndex;
    } catch {
      return {};
    }
  }

  writeIndex(index: CacheIndex): void {
    writeFileSync(path.join(this.dir, INDEX), `${JSON.stringify(index, null, 1)}\n`);
  }

  /**
   * Remove every entry whose key is not in `keep` (the build runs this while its jobs
   * render: deleting is the disk's work, rendering the cores'); returns how many.
   */
  async evict(keep: ReadonlySet<string>, keepSitemaps: ReadonlySet<string>): Promise<number> {
    let n = 0;
    for (const [kind, kept] of [['shards', keep], ['sitemaps', keepSitemaps]] as const) {
      let names: string[];
      try {
        names = readdirSync(path.join(this.dir, kind));
      } catch {
        continue;
      }
      for (const key of names) {
        if (kept.has(key) || key.endsWith(`.partial-${String(process.pid)}`)) continue;
        await rm(path.join(this.dir, kind, key), { recursive: true, force: true });
        n++;
      }
    }
    return n;
  }

  /**
   * The sitemap files of a page list, from the cache or written now by `write` (into a
   * folder it is given) and then kept: an edit that changes no page address changes no
   * sitemap. Returns the folder and its file names.
   */
  async sitemaps(key: string, write: (dir: string) => Promise<string[]>): Promise<{ dir: string; files: string[] }> {
    const dir = path.join(this.dir, 'sitemaps', key);
    const list = path.join(dir, '.files.json');
    try {
      return { dir, files: JSON.parse(readFileSync(list, 'utf8')) as string[] };
    } catch {
      // not cached yet
    }
    const tmp = `${dir}.partial-${String(process.pid)}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const files = await write(tmp);
    for (const f of files) chmodSync(path.join(tmp, f), 0o444);
    writeFileSync(path.join(tmp, '.files.json'), JSON.stringify(files));
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    return { dir, files };
  }
}
