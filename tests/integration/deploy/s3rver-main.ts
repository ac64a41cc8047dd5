// s3rver in its own process: `node --openssl-legacy-provider s3rver-main.ts DIR BUCKET`.
// Prints {"port":N} when ready. Three things make it list as S3 does:
// - s3rver signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its
//   legacy provider (the flag enables it for this process only);
// - S3 lists keys in byte order, but s3rver walks its folders in name order, which yields
//   `a/b/c` before `a/b-c.html` and `a/b.html` ('/' sorts after '-' and '.'), so a page
//   boundary inside `a/b/` skips those keys (seen: 440 of 111,987 keys never listed). Its
//   walk is replaced before it loads by one that visits entries in the order of their keys;
// - a key deleted while a listing walks is left out (S3 may list it or not), where s3rver's walk
//   failed the listing with 500 InternalError (seen in CI: the watcher listing while the final
//   step deleted).
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const utils = require('s3rver/lib/utils.js') as { walk: (dir: string, filter?: (dir: string) => boolean) => Generator<string> };
const SUFFIX = '._S3rver_';

// An entry read from a folder may be gone by the time it is looked at, and so may the folder.
const gone = (e: unknown): boolean => (e as NodeJS.ErrnoException).code === 'ENOENT';

function names(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (e) {
    if (gone(e)) return [];
    throw e;
  }
}

function* walk(dir: string, filter?: (dir: string) => boolean): Generator<string> {
  const entries = names(dir).flatMap((name) => {
    const p = path.posix.join(dir, name);
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return [];
    const isDir = stat.isDirectory();
    const at = name.indexOf(SUFFIX);
    return [{ p, isDir, sortKey: isDir ? `${name}/` : at >= 0 ? name.slice(0, at) : name }];
  });
  entries.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  for (const e of entries) {
    if (!e.isDir) yield e.p;
    else if (!filter || filter(e.p)) yield* walk(e.p, filter);
  }
}
utils.walk = walk;

const { default: S3rver } = await import('s3rver');
const [dir = '', bucket = 'site'] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
// The test process holds stdin open: when it goes (even killed), so does the store.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
