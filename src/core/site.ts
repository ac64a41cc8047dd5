import { unitSlug } from './slug.ts';

/** Product constants shared by pages, islands and scripts (and below: paths, the shared-value address, unit labels). */
export const PRODUCT_NAME = 'ExactConvert';
export const TAGLINE = 'Fast, exact unit conversion for everyone';
export const SUPPORT_EMAIL = 'support@exactconvert.example';
export const JOB_SEARCH_URL = 'https://jobs.exactconvert.example';

/** SPEC §9 business constants. */
export const HOME_TILES = 12;
export const MAX_SUGGESTIONS = 8;
export const MIN_QUERY = 2;
export const MAX_RELATED = 12;

/** The commonness rank of a unit whose catalogue entry has none (schema.ts `rank`): specialist. */
export const DEFAULT_RANK = 3;
export const SITEMAP_MAX_URLS = 45_000;

/** Values shown in every conversion table. */
export const TABLE_VALUES = ['0.01', '0.1', '1', '2', '3', '5', '10', '20', '50', '100', '250', '500', '1000'];

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
};

/** The address parameter of a shared expression: `/expression?q=5%20ft%20to%20cm`. */
export const EXPRESSION_PARAM = 'q';

/** The address parameters of a shared value: `?v=5` and, for a compound form's smaller unit, `&v2=10`. */
export const VALUE_PARAM = 'v';
export const MINOR_VALUE_PARAM = 'v2';

/** A page's path opening with a value in its field: "/convert/length/ft-to-cm?v=5". */
export function withValue(path: string, value: string): string {
  return `${path}?${VALUE_PARAM}=${encodeURIComponent(value)}`;
}

// How a unit and an amount are written in result lines, by the pages (describe.ts
// re-exports these) and the islands alike.

/** What a label is made from. */
export interface Named {
  name: string;
  symbol: string;
}

/** "Inch (in)" or just the name when there is no symbol. */
export function unitLabel(u: Named): string {
  // Some names already carry their symbol ("Kilobyte (kB)"): it is not written twice.
  return u.symbol && !u.name.endsWith(`(${u.symbol})`) ? `${u.name} (${u.symbol})` : u.name;
}

/** Symbol if any, else name: for compact result lines. */
export function unitShort(u: Named): string {
  return u.symbol || u.name;
}

/** A compound form in a unit chooser: "foot + inch (ft + in)". */
export function compoundLabel(major: Named, minor: Named): string {
  return `${major.name} + ${minor.name} (${unitShort(major)} + ${unitShort(minor)})`;
}

/** A typed value as a result line writes it: trimmed, and blank is "0". */
export function typedValue(value: string): string {
  const t = value.trim();
  return t === '' ? '0' : t;
}

/**
 * An amount in a result line, "5.5 m", or in a compound form, "5 ft 10 in" (the smaller
 * unit's part after it); a blank value reads "0".
 */
export function amountText(value: string, unit: Named, minor?: { value: string; unit: Named }): string {
  const main = `${typedValue(value)} ${unitShort(unit)}`;
  return minor ? `${main} ${typedValue(minor.value)} ${unitShort(minor.unit)}` : main;
}

/** Join a site origin and a path without doubling slashes. */
export function absoluteUrl(site: string, path: string): string {
  return `${site.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}
