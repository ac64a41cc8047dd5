// The edge Worker (src/edge/worker.ts) as it runs on Cloudflare: bundled by esbuild, run by
// Miniflare (workerd, the Workers runtime) with an R2 bucket holding the fixture site as
// `npm run deploy` writes it (each object with the deploy's Content-Type and Cache-Control).
// Every answer must equal `npm run serve`'s (status, Location, security headers, type,
// bytes), and carry the CSP with its hashes, HSTS and the rest.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from '../../../src/serve/static-host.ts';
import { cacheControl, contentType } from '../../../src/serve/media.ts';
import { removeTemps, ROOT, tempDir } from '../postgres/helpers.ts';
import { buildSite, siteFiles, SMALL_CATALOGUE } from '../site-fixture.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

let site = '';
let files = new Map<string, Buffer>();
let mf: Miniflare;
let hostUrl = '';
let closeHost: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const base = await tempDir('edge');
  site = path.join(base, 'site');
  await buildSite(SMALL_CATALOGUE, site, path.join(base, 'cache'));
  files = await siteFiles(site);
  const bundle = await build({ entryPoints: [path.join(ROOT, 'src/edge/worker.ts')], bundle: true, format: 'esm', platform: 'neutral', target: 'es2022', write: false });
  mf = new Miniflare({ modules: true, script: bundle.outputFiles[0]?.text ?? '', compatibilityDate: '2026-04-01', r2Buckets: ['SITE'] });
  // Miniflare's R2 binding, as the Worker sees it (its declared type does not resolve without workers-types).
  const bucket = (await mf.getR2Bucket('SITE')) as unknown as { put(key: string, value: ArrayBuffer, options: { httpMetadata: { contentType: string; cacheControl: string } }): Promise<unknown> };
  for (const [key, bytes] of files) await bucket.put(key, Uint8Array.from(bytes).buffer, { httpMetadata: { contentType: contentType(key), cacheControl: cacheControl(key) } });
  const host = createStaticHost(site);
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  hostUrl = `http://127.0.0.1:${String((host.address() as AddressInfo).port)}`;
  closeHost = () =>
    new Promise((r) => {
      host.close(() => {
        r();
      });
    });
}, 180_000);

afterAll(async () => {
  await mf.dispose();
  await closeHost();
  await removeTemps();
});

async function edge(pathname: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await mf.dispatchFetch(`https://exactconvert.example${pathname}`, { redirect: 'manual', method: init.method ?? 'GET', headers: init.headers ?? {} });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
}

function serve(pathname: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${hostUrl}${pathname}`, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        chunks.push(c);
      });
      res.on('end', () => { resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }); });
    })
      .on('error', reject)
      .end();
  });
}

const SECURITY = ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'permissions-policy'];

function firstAlias(): { from: string; to: string } {
  const line = (files.get('_redirects')?.toString() ?? '').split('\n').find((l) => / 301$/.test(l)) ?? '';
  const [from = '', to = ''] = line.split(' ');
  return { from, to };
}

describe('the edge Worker answers as npm run serve does', () => {
  it('serves the fixture site: the paths below exist in it', () => {
    expect(files.has('convert/length/m-to-ft.html')).toBe(true);
    expect(firstAlias().from).toMatch(/^\/convert\//);
    expect(files.get('_headers')?.toString()).toMatch(/Content-Security-Policy: .*'sha256-/);
  });

  it('gives every path the same status, Location, security headers, type and bytes', async () => {
    const asset = [...files.keys()].find((k) => k.startsWith('_astro/') && k.endsWith('.js')) ?? '';
    const paths = ['/', '/convert/length', '/convert/length/m-to-ft', '/converter/length/m-to-ft', firstAlias().from, '/units/length/m', '/about', `/${asset}`, '/sitemap.xml', '/robots.txt', '/no/such/page', '/convert/length/', '/_headers', '/_redirects', '/%E0%A4%A'];
    for (const p of paths) {
      const [e, s] = await Promise.all([edge(p), serve(p)]);
      expect(e.status, p).toBe(s.status);
      expect(e.headers['location'], p).toBe(s.headers['location']);
      for (const h of SECURITY) expect(e.headers[h], `${p} ${h}`).toBe(s.headers[h]);
      if (e.status < 300 || e.status >= 400) {
        expect(e.headers['content-type'], p).toBe(s.headers['content-type']);
        expect(e.body.equals(s.body), `${p} body`).toBe(true);
      }
    }
  });

  it('answers the open paths (issue 45) as the static host does: the API and the embeddable converter for any origin, the worker and manifests never cached long', async () => {
    const open = ['/api/v1/index.json', '/api/v1/length.json', '/embed/v1/exact-convert.js', '/embed/length/m-to-ft', '/es/embed/length/m-to-ft', '/sw.js', '/manifest.webmanifest', '/es/manifest.webmanifest', '/offline'];
    for (const p of open) {
      const [e, s] = await Promise.all([edge(p), serve(p)]);
      expect(e.status, p).toBe(200);
      expect(s.status, p).toBe(200);
      for (const h of [...SECURITY, 'access-control-allow-origin', 'content-type', 'cache-control', 'etag']) expect(e.headers[h], `${p} ${h}`).toBe(s.headers[h]);
      expect(e.body.equals(s.body), `${p} body`).toBe(true);
    }
    const api = await edge('/api/v1/index.json');
    expect(api.headers).toMatchObject({ 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'x-frame-options': 'DENY' });
    const frame = await edge('/embed/length/m-to-ft');
    expect(frame.headers['content-security-policy']).toMatch(/frame-ancestors \*$/);
    expect(frame.headers).not.toHaveProperty('x-frame-options');
    expect((await edge('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await edge('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const page = await edge('/convert/length/m-to-ft');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it('a page by its clean URL: 200, HTML, short caching with an ETag, and the security headers', async () => {
    const a = await edge('/convert/length/m-to-ft');
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(a.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(a.body.equals(files.get('convert/length/m-to-ft.html') ?? Buffer.alloc(0))).toBe(true);
    expect(a.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(a.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(a.headers['x-frame-options']).toBe('DENY');
    const again = await edge('/convert/length/m-to-ft', { headers: { 'If-None-Match': a.headers['etag'] ?? '' } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('an alias redirects permanently, with the security headers', async () => {
    const { from, to } = firstAlias();
    const a = await edge(from);
    expect(a.status).toBe(301);
    expect(a.headers['location']).toBe(to);
    expect(a.headers['content-security-policy']).toBeTruthy();
  });

  it('a /converter/ URL serves the /convert/ page with its status 200', async () => {
    const a = await edge('/converter/length/m-to-ft');
    expect(a.status).toBe(200);
    expect(a.body.equals(files.get('convert/length/m-to-ft.html') ?? Buffer.alloc(0))).toBe(true);
  });

  it('a missing page is the 404 page with status 404 and the security headers', async () => {
    const a = await edge('/convert/length/m-to-nothing');
    expect(a.status).toBe(404);
    expect(a.body.equals(files.get('404.html') ?? Buffer.alloc(0))).toBe(true);
    expect(a.headers['content-security-policy']).toBeTruthy();
    expect(a.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a CORS preflight on the open paths only, so a script on another origin may revalidate with If-None-Match', async () => {
    const ask = { method: 'OPTIONS', headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' } };
    for (const p of ['/api/v1/index.json', '/api/v1/length.json', '/embed/v1/exact-convert.js']) {
      for (const a of await Promise.all([edge(p, ask), serve(p, ask)])) {
        expect(a.status, p).toBe(204);
        expect(a.headers, p).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD', 'access-control-allow-headers': 'If-None-Match, If-Modified-Since', 'access-control-max-age': '86400' });
        expect(a.body.length, p).toBe(0);
      }
    }
    const page = await edge('/convert/length/m-to-ft', ask);
    expect(page.status).toBe(405);
    expect(page.headers).not.toHaveProperty('access-control-allow-origin');
    // Without Access-Control-Request-Method it is no preflight: refused as any method but GET and HEAD.
    expect((await edge('/api/v1/index.json', { method: 'OPTIONS' })).status).toBe(405);
  });

  it('hashed assets are immutable; the host files are not served; HEAD has no body; POST is refused', async () => {
    const asset = [...files.keys()].find((k) => k.startsWith('_astro/') && k.endsWith('.css')) ?? '';
    const a = await edge(`/${asset}`);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await edge('/_headers')).status).toBe(404);
    const head = await edge('/convert/length', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await edge('/convert/length', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });
});
