import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../src/serve/compress.ts';
import { isCompressible } from '../../../src/serve/media.ts';
import { createStaticHost } from '../../../src/serve/static-host.ts';

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
  it('compresses text, not images', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/xml')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
  });
});

describe('npm run serve as a CDN', () => {
  let dir = '';
  let base = '';
  let close: () => void = () => undefined;
  const page = `<!doctype html><title>x</title>${'<p>exact conversion</p>'.repeat(200)}`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'host-'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'a.html'), page);
    await writeFile(path.join(dir, '_redirects'), '/old /a 301\n');
    const server = createStaticHost(dir);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    close = () => {
      server.close();
    };
  });
  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(`${base}${p}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    });

  it('sends brotli or gzip as the client accepts, and the same page either way', async () => {
    const br = await get('/a', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    const gz = await get('/a', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await get('/a', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('still applies _redirects', async () => {
    const r = await get('/old', { 'accept-encoding': 'br' });
    expect(r.status).toBe(301);
    expect(r.headers['location']).toBe('/a');
  });
});
