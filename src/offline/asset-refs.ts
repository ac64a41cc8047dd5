// What a built page and its chunks name of the hashed assets (`_astro/...`): one reading for the
// precache lists (precache.ts, at build time) and the worker (sw.ts, keeping a landing page whole).

/** The assets a page's HTML loads: scripts, styles, islands and their renderer ("_astro/x.hash.js"). */
export function pageAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href|component-url|renderer-url)="\/(_astro\/[^"?#]+)"/g)].map((m) => m[1] ?? '');
}

/** The asset names a chunk or style sheet mentions ("./x.hash.js", "_astro/x.hash.js"), as keys; only those the site has are assets. */
export function mentionedAssets(text: string): string[] {
  return [...text.matchAll(/[\w-]+\.[\w-]+\.(?:js|css|woff2?|svg|png|webp|avif)\b/g)].map((m) => `_astro/${m[0]}`);
}
