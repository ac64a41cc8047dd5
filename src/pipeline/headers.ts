// `_headers`: caching for the hashed assets, and the security headers (with the CSP the caller gives) on every response;
// the static API (`/api/`) readable from any origin, and the embeddable converter (`/embed/`, per language) framable and
// loadable from any origin. Nothing else may be framed or read by another origin.

/** HSTS for two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Powerful features the site never uses, denied to it and to anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((f) => `${f}=()`)
  .join(', ');

/** The same policy, but any page may frame the response: the embeddable converter's (`/embed/`). */
export function framablePolicy(csp: string): string {
  const kept = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^frame-ancestors(\s|$)/i.test(d));
  return [...kept, 'frame-ancestors *'].join('; ');
}

/** Where the site may be framed and its scripts and data read by other origins. */
export interface OpenPaths {
  /** The embeddable converter's folder in each language built: "/embed", "/es/embed", ... */
  embed: readonly string[];
}

/** Any origin may read these (CORS) and embed them (CORP): the static API. */
function crossOriginRead(pattern: string): string[] {
  return [pattern, '  Access-Control-Allow-Origin: *', '  Access-Control-Expose-Headers: ETag', '  Cross-Origin-Resource-Policy: cross-origin'];
}

/**
 * Netlify / Cloudflare Pages `_headers`: hashed assets are immutable, pages revalidate;
 * every response carries the security headers, with `csp` as its Content-Security-Policy.
 * With `open`, `/api/*` may be read from any origin, and `/embed/*` (and each language's)
 * may also be framed by any page: its CSP says `frame-ancestors *` and X-Frame-Options is
 * detached (`! Name`, Cloudflare Pages' syntax); its module script needs CORS to load on
 * another origin's page.
 */
export function headersFile(csp: string, open?: OpenPaths): string {
  const openBlocks = open
    ? [
        ...crossOriginRead('/api/*'),
        ...open.embed.flatMap((folder) => [
          ...crossOriginRead(`${folder}/*`),
          `  Content-Security-Policy: ${framablePolicy(csp)}`,
          '  ! X-Frame-Options',
        ]),
      ]
    : [];
  return [
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/*',
    `  Content-Security-Policy: ${csp}`,
    `  Strict-Transport-Security: ${HSTS}`,
    '  X-Frame-Options: DENY',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Cross-Origin-Resource-Policy: same-origin',
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    ...openBlocks,
    '',
  ].join('\n');
}
