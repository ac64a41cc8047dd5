// The redirects of the site's aliases: `_redirects` for hosts that read it, and a static
// redirect page per alias for those that do not.
import type { Alias } from '../core/catalogue.ts';
import { absoluteUrl, EMBED_SCRIPT_PATH, paths } from '../core/paths.ts';
import type { Locale } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A static redirect page for hosts that do not read _redirects. */
export function redirectPage(site: string, to: string): string {
  const url = attr(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to ${url}</title><meta http-equiv="refresh" content="0;url=${url}"><meta name="robots" content="noindex"><link rel="canonical" href="${attr(absoluteUrl(site, to))}"></head><body><a href="${url}">Redirecting to ${url}</a></body></html>`;
}

/**
 * The embeddable converter's frame addresses: its frame page answers every /embed/{category}/{pair}
 * of each language (a 200 rewrite: the address stays, and the page reads the pair from it). The
 * script's folder, which the first of them would also match, is served as it is: a host applies
 * the first rule that matches, before it looks for a file.
 */
export function embedRules(locales: readonly Locale[]): string[] {
  const scripts = EMBED_SCRIPT_PATH.slice(0, EMBED_SCRIPT_PATH.lastIndexOf('/') + 1);
  return [`${scripts}* ${scripts}:splat 200`, ...locales.map((l) => `${localPath(l, paths.embed)}/* ${localPath(l, paths.embedFrame)} 200`)];
}

/**
 * Netlify / Cloudflare Pages `_redirects`: aliases are permanent redirects; the legacy
 * /converter/... addresses serve the same page as /convert/... (its canonical link
 * points at /convert/...); the embeddable converter's frame addresses in each language of
 * `locales` serve its frame page (embedRules).
 */
export function redirectsFile(aliases: Alias[], locales: readonly Locale[]): string {
  const lines = aliases.map((a) => `${a.from} ${a.to} 301`);
  lines.push('/converter/* /convert/:splat 200', ...embedRules(locales));
  return `${lines.join('\n')}\n`;
}
