// The built site as the deploy sees it: every file with its key (its path under the
// site's root, `/`-separated), size and MD5, the hash S3-compatible stores keep as the
// ETag of an object written in one PUT.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './settings.ts';

export interface LocalFile {
  key: string;
  file: string;
  size: number;
  md5: string;
}

/** Files every built site has; without them the folder is not a site (an empty or wrong folder would delete the live one). */
export const SITE_MARKERS = ['index.html', '404.html', '_headers', '_redirects'];

/** The MD5 of bytes, in hex: what an S3-compatible store answers as the ETag of an object written in one PUT. */
export function md5Hex(bytes: Buffer | string): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** The MD5 (hex) an ETag carries: S3 quotes it, some stores write it in capitals. */
export function etagMd5(etag: string): string {
  return etag.replace(/"/g, '').toLowerCase();
}

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function scanSite(dir: string): Promise<LocalFile[]> {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new DeployError(`No built site at ${root}: run npm run build first, or name the folder (npm run deploy -- DIR)`);
  const missing = SITE_MARKERS.filter((m) => !existsSync(path.join(root, m)));
  if (missing.length) throw new DeployError(`${root} is not a built site: it has no ${missing.join(', ')} (run npm run build)`);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const out = await mapLimit(files, 16, async (file) => {
    const bytes = await readFile(file);
    const key = path.relative(root, file).split(path.sep).join('/');
    return { key, file, size: bytes.length, md5: md5Hex(bytes) };
  });
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
