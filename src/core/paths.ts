// Every internal URL of the site, the address parameters of a shared value, and absolute URLs.
import { unitSlug } from './slug.ts';

/**
 * Canonical path helpers: every internal URL of the site is built here.
 *
 * Unit hubs live under their own first segment, /units/{category}/{unit}: no other
 * route starts with /units (conversions are /convert/{category}/{slug}, aliases are
 * /convert/... by schema, legacy pages /converter/...), category slugs are unique and
 * unit slugs are unique within a category (the catalogue rejects codes that collide
 * once lowercased), so a hub can never share a URL with another page, whatever a
 * unit code or a Postgres conversion slug is.
 */
export const paths = {
  home: '/',
  category: (slug: string): string => `/convert/${slug}`,
  unitHub: (category: string, code: string): string => `/units/${category}/${unitSlug(code)}`,
  conversion: (category: string, slug: string): string => `/convert/${category}/${slug}`,
  legacyConversion: (category: string, slug: string): string => `/converter/${category}/${slug}`,
  /** The Ultra view: one value in every unit of a category. */
  ultra: (category: string): string => `/ultra/${category}`,
  /** The expression converter: anything typed, "5 ft 3 in to cm", "60 mph to min/km". */
  expression: '/expression',
  /** The page the service worker answers with, offline, for a page never opened. */
  offline: '/offline',
  /** What is measured: every substance (foods and materials) with its density and sources. */
  substances: '/substances',
  substance: (slug: string): string => `/substances/${slug}`,
  substancePair: (slug: string, pair: string): string => `/substances/${slug}/${pair}`,
  /** How to embed a converter in another site's page. */
  embed: '/embed',
  /** The embeddable converter's own page, which a host serves for every pair's frame address (embedPair). */
  embedFrame: '/embed/frame',
  /** A pair's converter for an iframe: "/embed/length/ft-to-cm" (the pair's conversion path with /embed for /convert). */
  embedPair: (category: string, slug: string): string => `/embed/${category}/${slug}`,
};

/** The embeddable converter's script, `<exact-convert>` (src/embed/): one address for every language, versioned. */
export const EMBED_SCRIPT_PATH = '/embed/v1/exact-convert.js';

/** The address parameter of a shared expression: `/expression?q=5%20ft%20to%20cm`. */
export const EXPRESSION_PARAM = 'q';

/** The address parameters of a shared value: `?v=5` and, for a compound form's smaller unit, `&v2=10`. */
export const VALUE_PARAM = 'v';
export const MINOR_VALUE_PARAM = 'v2';

/** A page's path opening with a value in its field: "/convert/length/ft-to-cm?v=5". */
export function withValue(path: string, value: string): string {
  return `${path}?${VALUE_PARAM}=${encodeURIComponent(value)}`;
}

/** Join a site origin and a path without doubling slashes. */
export function absoluteUrl(site: string, path: string): string {
  return `${site.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}
