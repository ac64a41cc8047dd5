// `npm run deploy` against a real S3-compatible server (s3rver, s3-harness.ts) with the
// fixture site: every file with its type and cache headers; a second deploy sends nothing;
// a changed unit sends exactly the files whose bytes changed; a removed page is deleted
// (above --max-deletes only when allowed); a deploy killed half-way leaves the site whole
// and a re-run completes it; a throttling answer (503 SlowDown) is retried.
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, contentType } from '../../../src/serve/media.ts';
import { type CliResult, removeTemps, runCli, startCli, finished, stopCommands, tempDir } from '../postgres/helpers.ts';
import { buildSite, differences, editedCatalogue, siteFiles, SMALL_CATALOGUE } from '../site-fixture.ts';
import { client, objects, siteObjects } from './bucket-watcher.ts';
import { type S3Harness, startS3 } from './s3-harness.ts';

let base = '';
let cache = '';
let siteA = '';
let s3: S3Harness;
const harnesses: S3Harness[] = [];

async function harness(): Promise<S3Harness> {
  const h = await startS3();
  harnesses.push(h);
  return h;
}

beforeAll(async () => {
  base = await tempDir('deploy');
  cache = path.join(base, 'cache');
  siteA = path.join(base, 'site-a');
  await buildSite(SMALL_CATALOGUE, siteA, cache);
  s3 = await harness();
}, 180_000);

afterAll(async () => {
  stopCommands();
  for (const h of harnesses) await h.close();
  await removeTemps();
});

function deploy(h: S3Harness, args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return runCli('deploy.ts', args, { ...h.env(), ...env });
}

/** The bucket holds exactly the site (plus the deploy's own state). */
async function expectBucketIs(h: S3Harness, site: string): Promise<void> {
  const have = await objects(h);
  have.delete('_deploy/state.json');
  expect(Object.fromEntries([...have].sort())).toEqual(Object.fromEntries([...(await siteObjects(site))].sort()));
}

const ok = (r: CliResult): CliResult => {
  if (r.code !== 0) throw new Error(`deploy failed (${String(r.code)}):\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return r;
};

describe('npm run deploy to an S3-compatible server', () => {
  it('names a missing setting, and refuses a folder that is not a built site', async () => {
    const r = await deploy(s3, [siteA], { DEPLOY_S3_BUCKET: undefined, AWS_SECRET_ACCESS_KEY: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Missing settings: DEPLOY_S3_BUCKET, AWS_SECRET_ACCESS_KEY');
    const notSite = await deploy(s3, [base]);
    expect(notSite.code).toBe(1);
    expect(notSite.stderr).toMatch(/is not a built site: it has no index\.html, 404\.html, _headers, _redirects/);
    expect(s3.puts).toEqual([]);
  });

  it('--dry-run lists what it would upload and changes nothing', async () => {
    const r = ok(await deploy(s3, [siteA, '--dry-run']));
    expect(r.stdout).toMatch(/upload {2}pages +convert\/length\/m-to-ft\.html/);
    expect(r.stdout).toMatch(/Dry run \(nothing changed\): would upload \d+ files/);
    expect(s3.puts).toEqual([]);
    expect((await objects(s3)).size).toBe(0);
  });

  it('publishes every file with its Content-Type and Cache-Control, assets before pages before indexes before _headers', async () => {
    const r = ok(await deploy(s3, [siteA]));
    await expectBucketIs(s3, siteA);
    const files = await siteFiles(siteA);
    expect(r.stdout).toContain(`Deploy complete: uploaded ${String(files.size)} files`);
    const c = client(s3);
    for (const key of files.keys()) {
      const head = await c.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.ContentType, key).toBe(contentType(key));
      expect(head.CacheControl, key).toBe(cacheControl(key));
    }
    c.destroy();
    expect(contentType('convert/length/m-to-ft.html')).toBe('text/html; charset=utf-8');
    expect(cacheControl('convert/length/m-to-ft.html')).toBe('public, max-age=300, must-revalidate');
    expect(cacheControl('_astro/Base.abc123.css')).toBe('public, max-age=31536000, immutable');
    expect(contentType('sitemap-0.xml')).toBe('application/xml; charset=utf-8');
    expect(cacheControl('search-index.json')).toBe('public, max-age=300, must-revalidate');
    const order = s3.puts.filter((k) => k !== '_deploy/state.json');
    const lastAsset = Math.max(...order.map((k, i) => (k.startsWith('_astro/') || k === 'favicon.svg' ? i : -1)));
    const firstPage = order.findIndex((k) => k.endsWith('.html'));
    const lastPage = Math.max(...order.map((k, i) => (k.endsWith('.html') ? i : -1)));
    expect(lastAsset).toBeLessThan(firstPage);
    expect(order.indexOf('sitemap.xml')).toBeGreaterThan(lastPage);
    expect(order.at(-1)).toBe('_headers');
  }, 120_000);

  it('a second deploy with no change uploads nothing', async () => {
    s3.reset();
    const r = ok(await deploy(s3, [siteA]));
    expect(s3.puts).toEqual([]);
    expect(s3.deleted).toEqual([]);
    expect(r.stdout).toMatch(/uploaded 0 files \(0\.0 MB\), unchanged \d+, deleted 0/);
  }, 60_000);

  it('after one changed unit, uploads exactly the files whose bytes changed', async () => {
    const catalogue = await editedCatalogue((units) => units.map((u) => (u.unit_code === 'versta' ? { ...u, factor: 1066.9 } : u)));
    const siteB = path.join(base, 'site-b');
    await buildSite(catalogue, siteB, cache);
    const diff = await differences(siteA, siteB);
    expect(diff.changed.length).toBeGreaterThan(0);
    expect(diff.changed).toContain('convert/length/m-to-versta.html');
    s3.reset();
    ok(await deploy(s3, [siteB]));
    expect([...s3.puts].sort()).toEqual(diff.changed);
    expect(s3.deleted).toEqual(diff.removed);
    await expectBucketIs(s3, siteB);
  }, 180_000);

  it('a removed page is deleted; more deletions than --max-deletes are refused before anything changes', async () => {
    const catalogue = await editedCatalogue((units) => units.filter((u) => u.unit_code !== 'versta'));
    const siteC = path.join(base, 'site-c');
    await buildSite(catalogue, siteC, cache);
    const diff = await differences(path.join(base, 'site-b'), siteC);
    expect(diff.removed).toContain('convert/length/m-to-versta.html');
    s3.reset();
    const refused = await deploy(s3, [siteC, '--max-deletes', '1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Refused: this deploy would delete ${String(diff.removed.length)} objects, more than --max-deletes 1`);
    expect(refused.stderr).toContain('Nothing was changed');
    expect(s3.puts).toEqual([]);
    ok(await deploy(s3, [siteC]));
    expect([...s3.deleted].sort()).toEqual(diff.removed);
    expect([...s3.puts].sort()).toEqual(diff.changed);
    await expectBucketIs(s3, siteC);
  }, 180_000);

  it('a deploy killed half-way leaves every page with its assets, and running it again completes it', async () => {
    const h = await harness();
    const files = await siteFiles(siteA);
    h.delayMs = 40;
    const child = startCli('deploy.ts', [siteA, '--concurrency', '4'], h.env());
    const done = finished(child);
    const pages = [...files.keys()].filter((k) => k.endsWith('.html')).length;
    while (h.puts.filter((k) => k.endsWith('.html')).length < pages / 3) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await done;
    await h.idle();
    h.delayMs = 0;
    const first = [...h.puts];
    const live = await objects(h);
    expect(live.size).toBeLessThan(files.size);
    expect(live.has('_headers')).toBe(false);
    // Every page that is live finds every asset it refers to.
    for (const key of live.keys()) {
      if (!key.endsWith('.html')) continue;
      for (const m of (files.get(key)?.toString() ?? '').matchAll(/\/(_astro\/[^"'\s)]+)/g)) expect(live.has(m[1] ?? ''), `${key} needs ${m[1] ?? ''}`).toBe(true);
    }
    h.reset();
    const r = ok(await deploy(h, [siteA]));
    await expectBucketIs(h, siteA);
    const again = h.puts.filter((k) => first.includes(k));
    expect(again).toEqual([]);
    expect(r.stdout).toContain(`unchanged ${String(first.length)}`);
  }, 180_000);

  it('retries a throttling answer (503 SlowDown) and completes', async () => {
    const h = await harness();
    h.throttle(3);
    const r = ok(await deploy(h, [siteA]));
    expect(h.throttled).toBe(3);
    expect(r.stdout).toContain('retried 3 requests');
    await expectBucketIs(h, siteA);
  }, 120_000);
});
