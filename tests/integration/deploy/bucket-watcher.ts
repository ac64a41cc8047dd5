// The bucket of the deploy tests as a visitor would meet it: a client of the test server, its
// objects (key → MD5) and a site's as the bucket should hold them, and a watcher that samples
// it continuously while a publish runs and names every moment a live page lacks an asset it
// loads or a CSP hash the live _headers allows.
import { createHash } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { notAllowed } from '../../../src/deploy/headers-transition.ts';
import { addInlineHashes } from '../../../src/pipeline/csp.ts';
import { siteFiles } from '../site-fixture.ts';
import type { S3Harness } from './s3-harness.ts';

export function client(h: S3Harness): S3Client {
  // A deadline on every request, and on a body that stops coming (the SDK has none by default, and
  // only warns about requestTimeout unless told to throw): a lost answer is retried, never waited for forever.
  return new S3Client({
    endpoint: h.endpoint,
    region: 'auto',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 30_000, throwOnRequestTimeout: true, socketTimeout: 30_000 },
  });
}

/**
 * The bucket's objects: key → ETag without quotes, in pages of `pageSize` keys (100 for the
 * tests' listings, so that they cross page boundaries; s3rver walks every stored file for
 * each page, so the watcher, which lists continuously, asks for 1,000).
 */
async function listing(c: S3Client, bucket: string, prefix?: string, pageSize = 100): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await c.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token, MaxKeys: pageSize, Prefix: prefix }));
    for (const o of page.Contents ?? []) out.set(o.Key ?? '', (o.ETag ?? '').replace(/"/g, ''));
    token = page.NextContinuationToken;
  } while (token);
  return out;
}

/** The bucket's objects, or those under `prefix`: key → ETag without quotes. */
export async function objects(h: S3Harness, prefix?: string): Promise<Map<string, string>> {
  const c = client(h);
  try {
    return await listing(c, h.bucket, prefix);
  } finally {
    c.destroy();
  }
}

/** A built site's files as the bucket should hold them: key → MD5 of the bytes. */
export async function siteObjects(site: string): Promise<Map<string, string>> {
  return new Map([...(await siteFiles(site))].map(([k, b]) => [k, md5(b)]));
}

async function text(c: S3Client, bucket: string, key: string): Promise<string | undefined> {
  try {
    const r = await c.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await r.Body?.transformToString();
  } catch {
    return undefined;
  }
}

export const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');

/**
 * Samples the bucket until stopped: the live `_headers` before and after a full listing and a
 * second listing of `_astro/`. A page seen live must find every asset it loads in one of the
 * listings (assets are uploaded before pages and not deleted meanwhile) and every inline
 * script and style hash in one of the two policies (the policy only widens while pages go up,
 * and narrows only after the pages that needed the old one are deleted).
 */
export function watch(h: S3Harness, versions: { site: string }[]): { stop: () => Promise<{ samples: number; pagesSeen: number; violations: string[] }> } {
  const byMd5 = new Map<string, Buffer>();
  const ready = Promise.all(versions.map(async (v) => { for (const b of (await siteFiles(v.site)).values()) byMd5.set(md5(b), b); }));
  const c = client(h);
  const run = { on: true };
  let samples = 0;
  let pagesSeen = 0;
  const violations: string[] = [];
  const loop = (async () => {
    await ready;
    while (run.on) {
      const h1 = await text(c, h.bucket, '_headers');
      const live = await listing(c, h.bucket, undefined, 1000);
      const assets = await listing(c, h.bucket, '_astro/', 1000);
      const h2 = await text(c, h.bucket, '_headers');
      samples++;
      for (const [key, etag] of live) {
        if (!key.endsWith('.html')) continue;
        const bytes = byMd5.get(etag);
        if (!bytes) continue;
        pagesSeen++;
        for (const m of bytes.toString().matchAll(/["'(]\/(_astro\/[^"'\s)?#]+)/g)) {
          const a = m[1] ?? '';
          if (!live.has(a) && !assets.has(a)) violations.push(`${key} is live without ${a}`);
        }
        const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
        addInlineHashes(bytes, hashes);
        const allowed = (hdr: string | undefined): boolean => hdr === undefined || notAllowed(hdr, hashes).length === 0;
        if (!allowed(h1) && !allowed(h2)) violations.push(`${key} is live with ${notAllowed(h2 ?? '', hashes).join(', ')} not in the live _headers`);
      }
      // Let the publish's own requests through between samples.
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      run.on = false;
      await loop;
      c.destroy();
      return { samples, pagesSeen, violations: [...new Set(violations)] };
    },
  };
}
