// How a static host answers a path, with no file system: the `_redirects` and `_headers`
// rules the build writes (Netlify / Cloudflare Pages format, the subset the build uses), the
// object keys a clean URL may name, and the files a host never serves. `npm run serve`
// (src/serve/static-host.ts), the link checker and the edge Worker (src/edge/worker.ts) all
// answer through these, so the local preview and the live site cannot disagree.


/** One `_redirects` rule. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from = '', to = '', status = '301'] = line.split(/\s+/);
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}

/** Apply the rules to a path: the target and status of the first match, if any. */
export function matchRedirect(rules: RedirectRule[], pathname: string): { to: string; status: number } | undefined {
  for (const r of rules) {
    if (r.from.endsWith('/*')) {
      const prefix = r.from.slice(0, -1);
      if (pathname.startsWith(prefix)) return { to: r.to.replace(':splat', pathname.slice(prefix.length)), status: r.status };
    } else if (r.from === pathname) {
      return { to: r.to, status: r.status };
    }
  }
  return undefined;
}

/** One `_headers` block: a path pattern, the headers of the responses it matches, and the names it detaches (`! Name`). */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
  detach: string[];
}

/** Parse a `_headers` file: a path line, then indented `Name: value` lines, or `! Name` to remove a header an earlier block set (Cloudflare Pages). */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], detach: [] });
      continue;
    }
    const rule = rules[rules.length - 1];
    const detach = /^\s+!\s*([A-Za-z0-9-]+)\s*$/.exec(line);
    if (detach && rule) {
      rule.detach.push(detach[1] ?? '');
      continue;
    }
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers line ${String(i + 1)}: expected "Name: value" under a path, not ${JSON.stringify(line.trim().slice(0, 80))}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for a path: every matching block in file order (a later value of a name replaces an earlier one; `! Name` removes it). */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out = new Map<string, string>();
  for (const r of rules) {
    const match = r.pattern.endsWith('*') ? pathname.startsWith(r.pattern.slice(0, -1)) : r.pattern === pathname;
    if (!match) continue;
    for (const [name, value] of r.headers) out.set(name, value);
    for (const name of r.detach) for (const k of [...out.keys()]) if (k.toLowerCase() === name.toLowerCase()) out.delete(k);
  }
  return Object.fromEntries(out);
}

/** The request headers a script on another origin may send to a path open to it: the conditional ones a client revalidates with. */
const PREFLIGHT_HEADERS = 'If-None-Match, If-Modified-Since';

/**
 * The answer to a CORS preflight (OPTIONS with Access-Control-Request-Method) for a path whose
 * rules open it to other origins (`/api/*`, `/embed/*`: Access-Control-Allow-Origin): 204 with
 * the methods (GET, HEAD) and the conditional headers a script may send, so that a fetch that
 * sets If-None-Match itself is not blocked. Undefined for any other request.
 */
export function preflight(method: string, requestMethod: string | null, ruleHeaders: Record<string, string>): Record<string, string> | undefined {
  if (method !== 'OPTIONS' || requestMethod === null) return undefined;
  const origin = Object.entries(ruleHeaders).find(([k]) => k.toLowerCase() === 'access-control-allow-origin')?.[1];
  if (origin === undefined) return undefined;
  return { ...ruleHeaders, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': PREFLIGHT_HEADERS, 'Access-Control-Max-Age': '86400' };
}

/** The host's own files: read by the host, never served (as on Cloudflare Pages and Netlify). */
export const HOST_FILES = ['_headers', '_redirects'] as const;

/** Keys under this prefix belong to the deploy (its state), not to the site. */
export const DEPLOY_PREFIX = '_deploy/';

/** Whether a key (a path relative to the site's root) is one a host must not serve. */
export function isPrivateKey(key: string): boolean {
  return (HOST_FILES as readonly string[]).includes(key) || key.startsWith(DEPLOY_PREFIX);
}

/**
 * The keys a clean URL may name, in the order a host tries them: the exact file, then
 * `.html`, then `index.html` (`/` is `index.html`); for a last segment without an extension
 * (a page), `.html` first, so the edge finds a page with one read of the bucket. Undefined
 * for a path that leaves the root or is not valid percent-encoding.
 */
export function candidateKeys(pathname: string): string[] | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  rel = rel.replace(/^\/+/, '').replace(/\/+$/, '');
  if (rel.split('/').some((seg) => seg === '..' || seg === '.') || rel.includes('\\') || rel.includes('\0')) return undefined;
  if (rel === '') return ['index.html'];
  const last = rel.slice(rel.lastIndexOf('/') + 1);
  const keys = last.includes('.') ? [rel, `${rel}.html`, `${rel}/index.html`] : [`${rel}.html`, `${rel}/index.html`, rel];
  return keys.filter((k) => !isPrivateKey(k));
}

/** The edge re-reads `_headers` and `_redirects` from the bucket at most this often; a deploy that widens the CSP waits this long before the pages. */
export const EDGE_RULES_TTL_SECONDS = 10;

/**
 * A path's first segment where it has the shape of a language's code, its path prefix (a
 * lower-case BCP 47 tag: "es", "en-xa"; src/i18n/languages/ names each record so). The Worker
 * knows no language records: the built site says which prefixes have a not-found page.
 */
const LANGUAGE_PREFIX = /^\/([a-z]{2,3}(?:-[a-z\d]{2,8})*)(?:[/?#]|$)/;

/**
 * The not-found page of a path's language: "/es/..." es/404.html, "/en-xa/..." en-xa/404.html,
 * anything else 404.html. A prefix with no such page (no language, or one not built) gets the
 * site's 404.html from the caller, as a language without its own 404 page would.
 */
export function notFoundKey(pathname: string): string {
  const m = LANGUAGE_PREFIX.exec(pathname);
  return m ? `${m[1] ?? ''}/404.html` : '404.html';
}
