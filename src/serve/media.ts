// What a file is and how long it may be cached, by its key: one table for `npm run serve`,
// the deploy (each object's Content-Type and Cache-Control) and the edge Worker.

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  pdf: 'application/pdf',
};

/** The Content-Type of a key (charset for text); a key without a known extension is plain text if it is a host file, else bytes. */
export function contentType(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return TYPES[ext] ?? (name.startsWith('_') ? 'text/plain; charset=utf-8' : 'application/octet-stream');
}

/** Content types a CDN compresses: text, JSON, XML, JavaScript, SVG. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** Hashed build assets: their name changes with their bytes, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages, sitemaps, the search index: five minutes, then the browser or CDN asks again (ETag). */
export const REVALIDATE = 'public, max-age=300, must-revalidate';
/** Other files of `public/` (the favicon): a day. */
export const STATIC = 'public, max-age=86400';
/** The service worker: asked again on every load (ETag), so that a deploy's new one is found at once and a precache list is never older than the bucket. */
export const ALWAYS_REVALIDATE = 'no-cache';

/** The Cache-Control of a key. */
export function cacheControl(key: string): string {
  if (key.startsWith('_astro/')) return IMMUTABLE;
  if (key === 'sw.js') return ALWAYS_REVALIDATE;
  // The manifests (one per language) and the embeddable converter's script keep their names across deploys: five minutes, like a page.
  if (key === 'manifest.webmanifest' || key.endsWith('/manifest.webmanifest') || key.startsWith('embed/')) return REVALIDATE;
  const type = contentType(key);
  if (/^(text\/html|application\/(xml|json)|text\/plain)/.test(type)) return REVALIDATE;
  return STATIC;
}

/** Everything above as text: a change to any of it changes the headers objects must carry (src/deploy/plan.ts). */
export function mediaRules(): string {
  return JSON.stringify({ TYPES, IMMUTABLE, REVALIDATE, STATIC, ALWAYS_REVALIDATE, contentType: contentType.toString(), cacheControl: cacheControl.toString() });
}
