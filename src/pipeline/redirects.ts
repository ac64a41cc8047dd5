import type { Alias } from '../core/catalogue.ts';
import { absoluteUrl } from '../core/site.ts';

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A static redirect page for hosts that do not read _redirects. */
export function redirectPage(site: string, to: string): string {
  const url = attr(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to ${url}</title><meta http-equiv="refresh" content="0;url=${url}"><meta name="robots" content="noindex"><link rel="canonical" href="${attr(absoluteUrl(site, to))}"></head><body><a href="${url}">Redirecting to ${url}</a></body></html>`;
}

/**
 * Netlify / Cloudflare Pages `_redirects`: aliases are permanent redirects; the legacy
 * /converter/... addresses serve the same page as /convert/... (its canonical link
 * points at /convert/...).
 */
export function redirectsFile(aliases: Alias[]): string {
  const lines = aliases.map((a) => `${a.from} ${a.to} 301`);
  lines.push('/converter/* /convert/:splat 200');
  return `${lines.join('\n')}\n`;
}

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
