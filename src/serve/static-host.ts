import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { contentType } from './media.ts';
import { candidateKeys, headersFor, matchRedirect, notFoundKey, parseHeaders, parseRedirects } from './rules.ts';
import { sendCompressed } from './compress.ts';

/** The file a static host serves for a clean URL (src/serve/rules.ts `candidateKeys`), if any. */
export function resolveFile(root: string, pathname: string): string | undefined {
  for (const key of candidateKeys(pathname) ?? []) {
    const file = path.join(root, key);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * Serve a built site the way a CDN static host does (clean URLs, `_redirects`,
 * `_headers`, 404.html with status 404, brotli or gzip for text), for the end-to-end tests
 * and local previews. The edge Worker (src/edge/worker.ts) answers with the same rules.
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
    const file = resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const localNotFound = path.join(root, notFoundKey(pathname));
    const body = file ?? (existsSync(localNotFound) ? localNotFound : path.join(root, '404.html'));
    const bytes = existsSync(body) ? readFileSync(body) : Buffer.from('Not found');
    const type = existsSync(body) ? contentType(path.relative(root, body)) : 'text/plain; charset=utf-8';
    sendCompressed(req, res, status, { 'Content-Type': type }, bytes, existsSync(body) ? `${body}:${String(statSync(body).mtimeMs)}` : undefined);
  });
}
