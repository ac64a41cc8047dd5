import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { cacheControl, contentType } from './media.ts';
import { candidateKeys, headersFor, matchRedirect, notFoundKey, parseHeaders, parseRedirects, preflight } from './rules.ts';
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
 * `_headers`, 404.html with status 404, brotli or gzip for text, each file's Cache-Control
 * and an ETag of its bytes, If-None-Match answered with 304, a CORS preflight answered where
 * a path is open to other origins), for the end-to-end tests
 * and local previews. The edge Worker (src/edge/worker.ts) answers with the same rules,
 * and the Cache-Control and ETag the deploy gave each object.
 */
export function createStaticHost(root: string): Server {
  const redirectsFile = path.join(root, '_redirects');
  const rules = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [];
  const headersPath = path.join(root, '_headers');
  const headerRules = existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : [];
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    const allowed = preflight(req.method ?? '', req.headers['access-control-request-method'] ?? null, headersFor(headerRules, pathname));
    if (allowed) {
      res.writeHead(204, allowed);
      res.end();
      return;
    }
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
    if (!existsSync(body)) {
      sendCompressed(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from('Not found'));
      return;
    }
    const bytes = readFileSync(body);
    const key = path.relative(root, body).split(path.sep).join('/');
    // An object's ETag in the bucket is the MD5 of its bytes (R2 and S3 for a single-part upload).
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    const headers = { 'Content-Type': contentType(key), 'Cache-Control': cacheControl(key), ETag: etag };
    // If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x".
    if (status === 200 && (req.headers['if-none-match'] ?? '').split(/\s*,\s*/).some((t) => t === '*' || t.replace(/^W\//, '') === etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    sendCompressed(req, res, status, headers, bytes, `${body}:${String(statSync(body).mtimeMs)}`);
  });
}
