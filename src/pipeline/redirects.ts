// The redirects of the site's aliases: `_redirects` for hosts that read it, and a static
// redirect page per alias for those that do not.
import type { Alias } from '../core/catalogue.ts';
import { absoluteUrl } from '../core/paths.ts';

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
