// Where the static JSON API lives: one folder of files, versioned by its first segment after /api/
// (robots.txt disallows /api/, src/site/sitemap.ts). No imports, so that a browser bundle that
// only needs the addresses carries nothing else.

/** The API's folder, with its trailing slash. */
export const API_ROOT = '/api/v1/';

/** The API's version, as index.json and every category file state it. */
export const API_VERSION = 'v1';

export const apiPaths = {
  /** The categories, their units, the catalogue's version and the page templates. */
  index: `${API_ROOT}index.json`,
  /** One category: its units' exact factors, names, symbols and sources (or, for currencies, the rates endpoint). */
  category: (slug: string): string => `${API_ROOT}${slug}.json`,
  /** The OpenAPI 3.1 description, with the JSON Schema of every file. */
  description: `${API_ROOT}openapi.json`,
};

/** A site path as the key of a file in the built site ("/api/v1/index.json" → "api/v1/index.json"). */
export function apiFileKey(sitePath: string): string {
  return sitePath.replace(/^\//, '');
}
