import { createHash } from 'node:crypto';
import { filesBelow, readReused } from './files.ts';

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
// An opening <script> or <style> tag; its body runs to the first closing tag of its own
// name, as an HTML parser reads these raw-text elements.
const OPEN = /<(script|style)\b([^>]*)>/gi;
const CLOSE = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

const SRC_ATTR = /(?:^|\s)src(?=\s*=|\s|$)/i;
const TYPE_ATTR = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** `'sha256-<base64>'` of a script or style body, as CSP hashes it (the exact text, UTF-8, or its bytes as they are). */
export function cspHash(body: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

// The same few inline scripts repeat on every page: hash each distinct body once. Bodies
// are looked up by kind and length and then compared whole (bytes with bytes, text with
// text), which costs a memcmp, not a hash of the text, per script.
const known = new Map<number, { body: string | Buffer; hash: string }[]>();
let knownCount = 0;
function cachedHash(body: string | Buffer): string {
  const key = typeof body === 'string' ? body.length : -1 - body.length;
  const same = known.get(key);
  for (const k of same ?? []) {
    if (typeof body === 'string' ? k.body === body : typeof k.body !== 'string' && k.body.equals(body)) return k.hash;
  }
  const hash = cspHash(body);
  if (knownCount < 10_000) {
    knownCount++;
    // A body read as bytes lies in a buffer the next page reuses: keep a copy.
    const entry = { body: typeof body === 'string' ? body : Buffer.from(body), hash };
    if (same) same.push(entry);
    else known.set(key, [entry]);
  }
  return hash;
}

/**
 * Add the hashes of the executable inline scripts and the inline styles of one page.
 * A page read from disk is scanned as bytes: its Latin-1 reading has one character per
 * byte, so the tags are found at the same offsets and each body is hashed from its
 * UTF-8 bytes as they are, with no decoding (a full build scans over 2 GB of HTML).
 */
export function addInlineHashes(page: string | Uint8Array, into: InlineHashes): void {
  const bytes = typeof page === 'string' ? undefined : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const html = bytes ? bytes.toString('latin1') : (page as string);
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(html); m; m = OPEN.exec(html)) {
    const tag = (m[1] as string).toLowerCase() as 'script' | 'style';
    const start = OPEN.lastIndex;
    const close = CLOSE[tag];
    close.lastIndex = start;
    const end = close.exec(html);
    if (!end) return;
    OPEN.lastIndex = close.lastIndex;
    const body = bytes ? bytes.subarray(start, end.index) : html.slice(start, end.index);
    if (tag === 'style') {
      into.styles.add(cachedHash(body));
      continue;
    }
    const attrs = m[2] ?? '';
    if (SRC_ATTR.test(attrs)) continue;
    const t = TYPE_ATTR.exec(attrs);
    const type = (t?.[1] ?? t?.[2] ?? t?.[3] ?? '').trim().toLowerCase();
    if (EXECUTABLE.has(type)) into.scripts.add(cachedHash(body));
  }
}

/** Add the hashes of the inline scripts and styles of one page file. */
export function addFileHashes(file: string, into: InlineHashes): void {
  addInlineHashes(readReused(file), into);
}

/** The hashes of every `.html` file below `dir`. */
export async function collectInlineHashes(dir: string): Promise<InlineHashes & { pages: number }> {
  const files = await filesBelow(dir, '.html');
  const out = { scripts: new Set<string>(), styles: new Set<string>(), pages: files.length };
  for (const file of files) addFileHashes(file, out);
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
