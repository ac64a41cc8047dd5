import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { sendCompressed } from './compress.ts';

/** One `_redirects` rule (Netlify / Cloudflare Pages format, the subset the build writes). */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from = '', to = '', status = '301'] = line.split(/\s+/);
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}

/** Apply the rules to a path: the target and status of the first match, if any. */
export function matchRedirect(rules: RedirectRule[], pathname: string): { to: string; status: number } | undefined {
  for (const r of rules) {
    if (r.from.endsWith('/*')) {
      const prefix = r.from.slice(0, -1);
      if (pathname.startsWith(prefix)) return { to: r.to.replace(':splat', pathname.slice(prefix.length)), status: r.status };
    } else if (r.from === pathname) {
      return { to: r.to, status: r.status };
    }
  }
  return undefined;
}

/** One `_headers` block: a path pattern and the headers of the responses it matches. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Parse a `_headers` file (Netlify / Cloudflare Pages): a path line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0) throw new Error(`_headers line ${String(i + 1)}: expected "Name: value" under a path, not ${JSON.stringify(line.trim().slice(0, 80))}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for a path: every matching block in file order (a later value of a name replaces an earlier one). */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules) {
    const match = r.pattern.endsWith('*') ? pathname.startsWith(r.pattern.slice(0, -1)) : r.pattern === pathname;
    if (match) for (const [name, value] of r.headers) out[name] = value;
  }
  return out;
}

/** The file a static host serves for a clean URL: exact file, `.html`, or `index.html`. */
export function resolveFile(root: string, pathname: string): string | undefined {
  const rel = decodeURIComponent(pathname).replace(/\/+$/, '');
  const candidates = [path.join(root, rel), path.join(root, `${rel}.html`), path.join(root, rel, 'index.html')];
  const normRoot = path.resolve(root);
  for (const c of candidates) {
    if (!path.resolve(c).startsWith(normRoot)) continue;
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return undefined;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serve a built site the way a CDN static host does (clean URLs, `_redirects`,
 * `_headers`, 404.html with status 404, brotli or gzip for text), for the end-to-end tests and local previews.
 */
export function createStaticHost(root: string): Server {
  const redirectsFile = path.join(root, '_redirects');
  const rules = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [];
  const headersPath = path.join(root, '_headers');
  const headerRules = existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : [];
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) res.setHeader(name, value);
    const rule = matchRedirect(rules, pathname);
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, { Location: rule.to });
      res.end();
      return;
    }
    if (rule) pathname = rule.to;
    const file = resolveFile(root, pathname === '/' ? '/index.html' : pathname);
    const status = file ? 200 : 404;
    const body = file ?? path.join(root, '404.html');
    const bytes = existsSync(body) ? readFileSync(body) : Buffer.from('Not found');
    const type = existsSync(body) ? (TYPES[path.extname(body)] ?? 'application/octet-stream') : 'text/plain; charset=utf-8';
    sendCompressed(req, res, status, { 'Content-Type': type }, bytes, existsSync(body) ? `${body}:${String(statSync(body).mtimeMs)}` : undefined);
  });
}
