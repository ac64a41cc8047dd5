import { readdir, readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRedirect, parseRedirects } from '../serve/rules.ts';
import { resolveFile } from '../serve/static-host.ts';

export interface BrokenLink {
  page: string;
  link: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  links: number;
  broken: BrokenLink[];
}

const ATTR = /\s(?:href|src)="([^"]*)"/g;

/** Internal links of one HTML document: root-relative URLs, without query or hash. */
export function internalLinks(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(ATTR)) {
    const raw = (m[1] ?? '').replace(/&amp;/g, '&');
    if (!raw.startsWith('/') || raw.startsWith('//')) continue;
    const clean = raw.split('#')[0]?.split('?')[0] ?? '';
    if (clean) out.add(clean);
  }
  return [...out];
}

/**
 * Check every internal link of every HTML file in a built site the way a static host
 * resolves it: a file, a clean URL, or a `_redirects` rule whose target resolves. With
 * `onBroken`, each broken link goes to it instead of the report's list.
 */
export async function checkLinks(root: string, opts: { onBroken?: (b: BrokenLink) => void } = {}): Promise<LinkReport> {
  const redirectsFile = path.join(root, '_redirects');
  const rules = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [];
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
  const known = new Map<string, string | undefined>();
  const resolve = (link: string): string | undefined => {
    if (known.has(link)) return known.get(link);
    let reason: string | undefined;
    if (!resolveFile(root, link === '/' ? '/index.html' : link)) {
      const rule = matchRedirect(rules, link);
      if (!rule) reason = 'no such page';
      else if (!resolveFile(root, rule.to)) reason = `redirects to missing ${rule.to}`;
    }
    // A copy of the link, not a slice of the page it came from: a slice keeps the whole page in
    // memory, and 560,000 pages' worth of them ran out of heap.
    known.set(Buffer.from(link, 'utf8').toString('utf8'), reason);
    return reason;
  };
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const f of files) {
    const html = await readFile(path.join(root, f), 'utf8');
    for (const link of internalLinks(html)) {
      links++;
      const reason = resolve(link);
      if (!reason) continue;
      // Given to the caller, one at a time, when it asks: a slice's links to other slices are millions.
      const b = { page: `/${f.split(path.sep).join('/')}`, link, reason };
      if (opts.onBroken) opts.onBroken(b);
      else broken.push(b);
    }
  }
  return { pages: files.length, links, broken };
}
