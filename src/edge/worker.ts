// The site's edge: a Cloudflare Worker in front of the R2 bucket `npm run deploy` fills.
// It answers exactly as `npm run serve` does (src/serve/static-host.ts), through the same
// rules (src/serve/rules.ts) read from the same `_headers` and `_redirects` the build
// writes: clean URLs, the alias redirects, /converter/* served as /convert/*, 404.html with
// status 404, and every security header (the CSP with its hashes, HSTS, ...) on every
// answer. Objects carry their Content-Type and Cache-Control from the deploy; answers are
// kept in the edge cache for as long as their Cache-Control allows, and If-None-Match is
// answered with 304. Cloudflare compresses text on the way out. Deployed by
// `wrangler deploy` (README, "Publishing"); tested under Miniflare (tests/integration/deploy).
import { type HeaderRule, type RedirectRule, candidateKeys, EDGE_RULES_TTL_SECONDS, headersFor, matchRedirect, notFoundKey, parseHeaders, parseRedirects, preflight } from '../serve/rules.ts';

/** The parts of the Workers R2 binding this Worker uses. */
interface R2Object {
  etag: string;
  httpEtag: string;
  writeHttpMetadata(headers: Headers): void;
}
interface R2ObjectBody extends R2Object {
  body: ReadableStream;
  text(): Promise<string>;
}
interface R2Bucket {
  get(key: string, options?: { onlyIf?: Headers | { etagDoesNotMatch?: string } }): Promise<R2ObjectBody | R2Object | null>;
}
export interface Env {
  SITE: R2Bucket;
}
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

const hasBody = (o: R2Object | R2ObjectBody): o is R2ObjectBody => 'body' in o;

interface Loaded<T> {
  etag: string | undefined;
  rules: T[];
}

let redirects: Loaded<RedirectRule> = { etag: undefined, rules: [] };
let headerRules: Loaded<HeaderRule> = { etag: undefined, rules: [] };
let checkedAt = Number.NEGATIVE_INFINITY;
let loading: Promise<void> | undefined;

/** A rules file as it is in the bucket now: unchanged (same ETag) costs no transfer. */
async function reload<T>(bucket: R2Bucket, key: string, current: Loaded<T>, parse: (text: string) => T[]): Promise<Loaded<T>> {
  const o = await bucket.get(key, current.etag ? { onlyIf: { etagDoesNotMatch: current.etag } } : undefined);
  if (o === null) return { etag: undefined, rules: [] };
  if (!hasBody(o)) return current;
  return { etag: o.etag, rules: parse(await o.text()) };
}

/** Read `_redirects` and `_headers` again when the last look is older than EDGE_RULES_TTL_SECONDS. */
async function loadRules(bucket: R2Bucket): Promise<void> {
  if (Date.now() - checkedAt < EDGE_RULES_TTL_SECONDS * 1000) return;
  loading ??= (async () => {
    try {
      [redirects, headerRules] = await Promise.all([reload(bucket, '_redirects', redirects, parseRedirects), reload(bucket, '_headers', headerRules, parseHeaders)]);
      checkedAt = Date.now();
    } finally {
      loading = undefined;
    }
  })();
  await loading;
}

function answer(o: R2Object | R2ObjectBody, status: number, ruleHeaders: Record<string, string>, head: boolean): Response {
  const h = new Headers();
  o.writeHttpMetadata(h);
  h.set('ETag', o.httpEtag);
  for (const [name, value] of Object.entries(ruleHeaders)) h.set(name, value);
  if (!hasBody(o)) return new Response(null, { status: 304, headers: h });
  return new Response(head ? null : o.body, { status, headers: h });
}

/** One request, answered from the bucket. */
export async function serve(request: Request, env: Env): Promise<Response> {
  if (request.method === 'OPTIONS') {
    await loadRules(env.SITE);
    const allowed = preflight(request.method, request.headers.get('Access-Control-Request-Method'), headersFor(headerRules.rules, new URL(request.url).pathname));
    if (allowed) return new Response(null, { status: 204, headers: allowed });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  await loadRules(env.SITE);
  const head = request.method === 'HEAD';
  let pathname = new URL(request.url).pathname;
  const ruleHeaders = headersFor(headerRules.rules, pathname);
  const rule = matchRedirect(redirects.rules, pathname);
  if (rule && rule.status >= 300 && rule.status < 400) return new Response(null, { status: rule.status, headers: { ...ruleHeaders, Location: rule.to } });
  if (rule) pathname = rule.to;
  for (const key of candidateKeys(pathname) ?? []) {
    const o = await env.SITE.get(key, { onlyIf: request.headers });
    if (o) return answer(o, 200, ruleHeaders, head);
  }
  const notFound = (await env.SITE.get(notFoundKey(pathname))) ?? (await env.SITE.get('404.html'));
  if (notFound) return answer(notFound, 404, ruleHeaders, head);
  return new Response('Not found', { status: 404, headers: { ...ruleHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });
}

function edgeCache(): Cache | undefined {
  return (globalThis.caches as unknown as { default?: Cache } | undefined)?.default;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const cache = request.method === 'GET' ? edgeCache() : undefined;
    const hit = await cache?.match(request);
    if (hit) return hit;
    const res = await serve(request, env);
    if (cache && res.status === 200) ctx.waitUntil(cache.put(request, res.clone()));
    return res;
  },
};
