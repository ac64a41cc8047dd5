import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Content-Security-Policy of the built site. Its inline scripts (the theme script,
 * Astro's island loader, small module scripts Astro inlines) and inline `<style>`
 * elements are allowed by their sha256 hashes, computed from the pages the build wrote,
 * so the policy needs no 'unsafe-inline' and never goes stale when a script changes.
 */

/** The `'sha256-…'` sources of the inline scripts and styles of a set of pages. */
export interface InlineHashes {
  scripts: Set<string>;
  styles: Set<string>;
}

// Script types a browser executes (and so CSP checks); JSON-LD and other data blocks are not.
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

const SRC_ATTR = /(?:^|\s)src(?=\s*=|\s|$)/i;
const TYPE_ATTR = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** `'sha256-<base64>'` of a script or style body, as CSP hashes it (the exact text, UTF-8, or its bytes as they are). */
export function cspHash(body: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

// The same few inline scripts repeat on every page: hash each distinct text once. A body
// read as bytes is keyed by its Latin-1 reading, which is not its text, so the two kinds of
// key are kept apart.
const known = new Map<string, string>();
function cachedHash(key: string, body: () => string | Buffer): string {
  let h = known.get(key);
  if (h === undefined) {
    h = cspHash(body());
    if (known.size < 10_000) known.set(key, h);
  }
  return h;
}

/**
 * Add the hashes of the executable inline scripts and the inline styles of one page.
 * A page read from disk is scanned as bytes: its Latin-1 reading has one character per
 * byte, so the tags are found at the same offsets and each body is hashed from its
 * UTF-8 bytes as they are, with no decoding (a full build scans over 2 GB of HTML).
 */
export function addInlineHashes(page: string | Buffer, into: InlineHashes): void {
  const html = typeof page === 'string' ? page : page.toString('latin1');
  const kind = typeof page === 'string' ? 'text:' : 'bytes:';
  const body = (m: RegExpExecArray, group: number): (() => string | Buffer) => {
    const text = m[group] ?? '';
    if (typeof page === 'string') return () => text;
    const start = m.index + m[0].indexOf('>') + 1;
    return () => page.subarray(start, start + text.length);
  };
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? '';
    if (SRC_ATTR.test(attrs)) continue;
    const t = TYPE_ATTR.exec(attrs);
    const type = (t?.[1] ?? t?.[2] ?? t?.[3] ?? '').trim().toLowerCase();
    if (EXECUTABLE.has(type)) into.scripts.add(cachedHash(kind + (m[2] ?? ''), body(m, 2)));
  }
  for (const m of html.matchAll(STYLE)) into.styles.add(cachedHash(kind + (m[1] ?? ''), body(m, 1)));
}

/** The hashes of every `.html` file below `dir` (read a few at a time). */
export async function collectInlineHashes(dir: string): Promise<InlineHashes & { pages: number }> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  const out = { scripts: new Set<string>(), styles: new Set<string>(), pages: files.length };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++] as string;
      addInlineHashes(await readFile(file), out);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return out;
}

/** The origin a URL's requests go to, or undefined for a same-origin path ("/currency-rates"). */
export function originOfEndpoint(url: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`PUBLIC_CURRENCY_API_URL must be a path or an absolute URL, not ${JSON.stringify(url.slice(0, 80))}`);
  }
}

/**
 * The policy: everything from the site's own origin; scripts and styles also by the
 * hashes of the inline ones; fetches also to the rates endpoint's origin; no plugins,
 * no <base>, no framing, forms only to the site.
 */
export function contentSecurityPolicy(hashes: InlineHashes, options: { connectOrigins: readonly string[] }): string {
  const sorted = (s: Set<string>): string[] => [...s].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sorted(hashes.scripts)],
    ['style-src', "'self'", ...sorted(hashes.styles)],
    ['img-src', "'self'"],
    ['connect-src', "'self'", ...[...new Set(options.connectOrigins)].sort()],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
