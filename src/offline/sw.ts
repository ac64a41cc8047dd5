// The service worker (`/sw.js`, scope `/`), bundled by src/offline/service-worker.ts with its
// precache lists (precache.ts) and the rates endpoint's URL in place of the two constants below.
//
// - Each language's offline page, scripts, styles and units are precached (Workbox) in a cache of
//   their own: at install, the languages of the pages open and those kept before; later, a
//   language the first time one of its pages is opened. A new deploy's worker installs beside the
//   old one and takes over only when no page uses the old one (no skipWaiting): an open page
//   never finds its scripts changed under it.
// - Pages: from the network, a copy kept; offline, the copy, else the language's offline page.
// - Hashed assets: from the cache first (their names change with their bytes).
// - Currency rates: the last answer for each pair is kept with its time and source; offline the
//   widget is answered with it, marked `offline` (never as live).
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { mentionedAssets, pageAssets } from './asset-refs.ts';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';

interface Entry {
  url: string;
  revision: string | null;
}
interface Language {
  code: string;
  prefix: string;
  offline: string;
  entries: Entry[];
}
/** Replaced when bundled. */
declare const PRECACHE: Language[];
declare const RATES_URL: string;

/** The parts of the worker's global scope and events used here (the DOM library has no service worker types). */
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface WindowClient {
  url: string;
}
interface WorkerScope {
  location: Location;
  clients: { matchAll(o: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>; claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', l: (e: ExtendableEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

const PAGES = 'exactconvert-pages';
const ASSETS = 'exactconvert-assets';
const DATA = 'exactconvert-data';
/** The pages kept, the least recently opened dropped first: a few megabytes at most. */
const pagesKept = new CacheExpiration(PAGES, { maxEntries: 200 });
const RATES = 'exactconvert-rates';
const cacheName = (code: string): string => `exactconvert-precache-${code}`;

const controllers = new Map(
  PRECACHE.map((l) => {
    const c = new PrecacheController({ cacheName: cacheName(l.code) });
    c.addToCacheList(l.entries);
    return [l.code, c] as const;
  }),
);

/** The language of a path: the longest prefix that holds it ("" is the default language's). */
function languageOf(pathname: string): Language | undefined {
  let best: Language | undefined;
  for (const l of PRECACHE) if ((l.prefix === '' || pathname === l.prefix || pathname.startsWith(`${l.prefix}/`)) && (!best || l.prefix.length > best.prefix.length)) best = l;
  return best;
}

async function install(code: string, event: ExtendableEvent): Promise<void> {
  await controllers.get(code)?.install(event);
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const codes = new Set(open.flatMap((w) => languageOf(new URL(w.url).pathname)?.code ?? []));
      for (const l of PRECACHE) if (await caches.has(cacheName(l.code))) codes.add(l.code);
      if (codes.size === 0 && PRECACHE[0]) codes.add(PRECACHE[0].code);
      for (const code of codes) await install(code, event);
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = new Set([PAGES, RATES, ASSETS, DATA, ...PRECACHE.map((l) => cacheName(l.code))]);
      for (const name of await caches.keys()) if (name.startsWith('exactconvert-') && !ours.has(name)) await caches.delete(name);
      for (const [code, c] of controllers) if (await caches.has(cacheName(code))) await c.activate(event);
      // The pages open now, and the scripts and styles they load, were fetched before this worker
      // saw them: keep them too, so that the page a visitor landed on opens offline whole.
      const pages = await caches.open(PAGES);
      for (const w of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        const u = new URL(w.url);
        if (u.origin !== scope.location.origin) continue;
        try {
          const res = await fetch(u.origin + u.pathname);
          if (!res.ok) continue;
          const html = await res.clone().text();
          await pages.put(u.origin + u.pathname, res);
          await pagesKept.updateTimestamp(u.origin + u.pathname);
          await keepAssets(html);
        } catch {
          // Offline already: nothing to keep.
        }
      }
      // Then the open pages are this worker's: by then what they need offline is kept.
      await scope.clients.claim();
    })(),
  );
});

/** A page's hashed assets and those they import, into the assets cache (those precached or kept already skipped). */
async function keepAssets(html: string): Promise<void> {
  const cache = await caches.open(ASSETS);
  const queue = pageAssets(html).map((key) => `/${key}`);
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < 100) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const url = scope.location.origin + path;
    let res = await caches.match(url);
    if (!res) {
      const fetched = await fetch(url);
      if (!fetched.ok) continue;
      await cache.put(url, fetched.clone());
      res = fetched;
    }
    if (!path.endsWith('.js')) continue;
    for (const key of mentionedAssets(await res.text())) if (key.endsWith('.js')) queue.push(`/${key}`);
  }
}

for (const c of controllers.values()) registerRoute(new PrecacheRoute(c));

// Pages: the network's answer (a copy kept by path), else the copy, else the offline page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === scope.location.origin,
  async ({ request, event }) => {
    const url = new URL(request.url);
    const key = url.origin + url.pathname;
    const lang = languageOf(url.pathname);
    const ev = event as ExtendableEvent;
    if (lang && !(await caches.has(cacheName(lang.code)))) ev.waitUntil(install(lang.code, ev));
    try {
      const res = await fetch(request);
      if (res.ok && res.type === 'basic') {
        const copy = res.clone();
        ev.waitUntil(
          caches
            .open(PAGES)
            .then((p) => p.put(key, copy))
            .then(() => pagesKept.updateTimestamp(key))
            .then(() => pagesKept.expireEntries()),
        );
      }
      return res;
    } catch (e) {
      const kept = await (await caches.open(PAGES)).match(key);
      if (kept) return kept;
      for (const l of lang ? [lang, ...PRECACHE] : PRECACHE) {
        const page = await controllers.get(l.code)?.matchPrecache(l.offline);
        if (page) return page;
      }
      throw e;
    }
  },
);

// Hashed build assets a page loads that are not precached (another page's islands).
registerRoute(
  ({ url }) => url.origin === scope.location.origin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }) as WorkboxPlugin] }),
);

// The site's other data files (currency lists, search indexes, icons): fresh when online, kept for offline.
registerRoute(({ url, request }) => url.origin === scope.location.origin && request.destination !== 'document' && !url.pathname.startsWith('/api/') && /\.(json|svg|png|webmanifest)$/.test(url.pathname), new NetworkFirst({ cacheName: DATA }));

/** The key the last answer for a pair is kept under (the Cache API keeps GET requests only). */
const rateKey = (from: string, to: string): string => `${scope.location.origin}/__exactconvert/rates/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;

interface RatesAnswer {
  success?: boolean;
  rate?: number | null;
  convertedAmount?: number | null;
  lastUpdated?: string | null;
  source?: string | null;
  allRates?: Record<string, number> | null;
}

// Currency rates: the last answer for each pair is kept (the rate, its time and source; not the
// amount asked); offline, it answers the widget marked offline, without a converted amount.
registerRoute(
  ({ url }) => url.href === new URL(RATES_URL, scope.location.origin).href,
  async ({ request }) => {
    const form = new URLSearchParams(await request.clone().text());
    const key = rateKey(form.get('from') ?? '', form.get('to') ?? '');
    const store = await caches.open(RATES);
    try {
      const res = await fetch(request);
      if (res.ok) {
        const body = (await res.clone().json()) as RatesAnswer;
        if (body.success === true && typeof body.rate === 'number') {
          const kept: RatesAnswer = { success: true, rate: body.rate, lastUpdated: body.lastUpdated ?? null, source: body.source ?? null, allRates: body.allRates ?? null };
          await store.put(key, new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json' } }));
        }
      }
      return res;
    } catch (e) {
      const kept = await store.match(key);
      if (!kept) throw e;
      const answer = (await kept.json()) as RatesAnswer;
      return new Response(JSON.stringify({ ...answer, convertedAmount: null, offline: true }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    }
  },
  'POST',
);
