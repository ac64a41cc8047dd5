// What the service worker keeps for each language before it is needed (Workbox's precache
// manifest): the language's offline page, every script, style and file that page loads (found by
// following the built files' references), and the language's units for the expression converter.
// One function for the merge (reading the built folder) and the deploy's final step (reading what
// the slices published), so both publish the same `sw.js`.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { mentionedAssets, pageAssets } from './asset-refs.ts';

/** One precached URL: hashed build assets need no revision (their name changes with their bytes). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export interface LanguagePrecache {
  code: string;
  /** Its path prefix: "" for the default language, "/es" for Spanish. */
  prefix: string;
  /** Its offline page's URL ("/es/offline"), answered for a page never opened. */
  offline: string;
  entries: PrecacheEntry[];
  /** The entries' bytes, gzipped (level 9), summed: what a visitor downloads for the language. */
  gzipBytes: number;
}

/** Reads a built file by its key ("es/offline.html", "_astro/client.abc.js"); undefined if there is none. */
export type ReadKey = (key: string) => Promise<Buffer | undefined>;

/** What the service worker precaches at most per language, gzipped (issue 45). */
export const PRECACHE_BUDGET_BYTES = 200 * 1024;


const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');

/** The hashed assets a page loads, at once or on use: its own references, then each asset's, to the end. */
async function assetClosure(html: string, read: ReadKey, where: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const queue = pageAssets(html);
  while (queue.length > 0) {
    const key = queue.shift() ?? '';
    if (found.has(key)) continue;
    const bytes = await read(key);
    if (!bytes) throw new Error(`${where} loads /${key}, which the site does not have`);
    found.set(key, bytes);
    if (!/\.(js|css)$/.test(key)) continue;
    // A chunk names the chunks it imports ("./x.hash.js", "_astro/x.hash.js"); only names the site has count.
    for (const next of mentionedAssets(bytes.toString('utf8'))) if (!found.has(next) && (await read(next))) queue.push(next);
  }
  return found;
}

/**
 * Each language's precache: `offlinePage` and `dataFile` name its offline page's key and its
 * expression units' key. Entries are sorted, so the same site gives the same list.
 */
export async function precacheLists(languages: { code: string; prefix: string; offlinePage: string; dataFile: string }[], read: ReadKey): Promise<LanguagePrecache[]> {
  const out: LanguagePrecache[] = [];
  for (const lang of languages) {
    const page = await read(lang.offlinePage);
    if (!page) throw new Error(`The offline page ${lang.offlinePage} is not in the site: the service worker would have nothing to answer with`);
    const data = await read(lang.dataFile);
    if (!data) throw new Error(`${lang.dataFile} is not in the site: the offline page could not convert`);
    const assets = await assetClosure(page.toString('utf8'), read, lang.offlinePage);
    const offline = `${lang.prefix}/offline`;
    const entries: [PrecacheEntry, Buffer][] = [
      [{ url: offline, revision: md5(page) }, page],
      [{ url: `/${lang.dataFile}`, revision: md5(data) }, data],
      ...[...assets].map(([key, bytes]): [PrecacheEntry, Buffer] => [{ url: `/${key}`, revision: null }, bytes]),
    ];
    entries.sort((a, b) => (a[0].url < b[0].url ? -1 : a[0].url > b[0].url ? 1 : 0));
    out.push({ code: lang.code, prefix: lang.prefix, offline, entries: entries.map(([e]) => e), gzipBytes: entries.reduce((n, [, b]) => n + gzipSync(b, { level: 9 }).length, 0) });
  }
  return out;
}

/** The lists over budget, worded for the build's error. */
export function overBudget(lists: readonly LanguagePrecache[]): string[] {
  return lists.filter((l) => l.gzipBytes > PRECACHE_BUDGET_BYTES).map((l) => `${l.code}: ${String(l.gzipBytes)} B gzipped, over the ${String(PRECACHE_BUDGET_BYTES)} B budget`);
}
