// `_headers`: caching for the hashed assets, and the security headers (with the CSP the caller gives) on every response.

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

/**
 * Netlify / Cloudflare Pages `_headers`: hashed assets are immutable, pages revalidate;
 * every response carries the security headers, with `csp` as its Content-Security-Policy.
 */
export function headersFile(csp: string): string {
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
    '',
  ].join('\n');
}
