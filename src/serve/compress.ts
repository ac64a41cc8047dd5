import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isCompressible } from './media.ts';

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string): boolean => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

// Pages do not change while a build is served: compress each body once per encoding.
const cache = new Map<string, Buffer>();

function encode(body: Buffer, encoding: 'br' | 'gzip', key: string | undefined): Buffer {
  const k = key === undefined ? undefined : `${encoding}:${key}`;
  const hit = k === undefined ? undefined : cache.get(k);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 6 });
  if (k !== undefined && cache.size < 20_000) cache.set(k, out);
  return out;
}

/**
 * Send a body the way a CDN does: text compressed with brotli or gzip when the client
 * accepts it (with Vary: Accept-Encoding), anything else as it is. `cacheKey` (the
 * file path and mtime) lets repeated requests reuse the compressed bytes.
 */
export function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  cacheKey?: string,
): void {
  const type = String(headers['Content-Type'] ?? headers['content-type'] ?? '');
  const encoding = isCompressible(type) && body.length > 256 ? pickEncoding(req.headers['accept-encoding']) : undefined;
  const out = encoding ? encode(body, encoding, cacheKey) : body;
  const h: OutgoingHttpHeaders = { ...headers, 'Content-Length': out.length };
  if (isCompressible(type)) h['Vary'] = 'Accept-Encoding';
  if (encoding) h['Content-Encoding'] = encoding;
  res.writeHead(status, h);
  res.end(req.method === 'HEAD' ? undefined : out);
}
