// A sliced publish (`npm run deploy -- --prepare`, `--slice` × N, `--finish`) against a real
// S3-compatible server (s3rver, s3-harness.ts), with the fixture catalogue built as 3 slices:
// - slices published in parallel processes while a watcher samples the bucket: at no moment
//   is a page live without an asset it loads or with an inline script the live _headers lacks
//   (and a slice refuses to put such a page live);
// - the bucket then holds exactly the merged site; a publish with no change uploads nothing
//   and sends no listing request;
// - a one-unit edit uploads exactly the files whose bytes changed; a removed unit's pages stay
//   live until the final step deletes them, and a removed category's too;
// - a slice killed half-way leaves the site whole, and a publish of other bytes after it is
//   still exact (the records said "being written");
// - --verify finds objects changed or deleted behind the publish's back, and a whole-site
//   `npm run deploy` in between makes the next sliced publish trust no record;
// - the final step refuses manifests that do not make this site, and too many deletions.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { checkLinks } from '../../../src/checks/links.ts';
import { checkManifests } from '../../../src/checks/manifests.ts';
import { sliceLinks, sliceView } from '../../../src/checks/slice.ts';
import { readSliceManifest } from '../../../src/deploy/manifest.ts';
import { copyFixture, type CliResult, finished, removeTemps, runCli, startCli, stopCommands, tempDir } from '../postgres/helpers.ts';
import { buildSite, buildSlices, differences, editedCatalogue, fixtureEnv, siteFiles, SMALL_CATALOGUE } from '../site-fixture.ts';
import { client, objects, siteObjects, watch } from './bucket-watcher.ts';
import { type S3Harness, startS3 } from './s3-harness.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';

const N = 3;
let base = '';
let cache = '';
const harnesses: S3Harness[] = [];
/** A catalogue's full site (the probe, and what the bucket must hold) and its slices. */
interface Version {
  catalogue: string;
  site: string;
  slices: string[];
}
let A: Version;
let B: Version;
let C: Version;
/** Without a whole category: its shard no longer exists. */
let D: Version;

async function version(name: string, catalogue: string): Promise<Version> {
  const site = path.join(base, `site-${name}`);
  await buildSite(catalogue, site, cache);
  return { catalogue, site, slices: await buildSlices(catalogue, path.join(base, `slices-${name}`), cache, N) };
}

async function withoutFuelEconomy(): Promise<string> {
  const dir = await copyFixture(SMALL_CATALOGUE);
  const edit = async (name: string, keep: (row: Record<string, unknown>) => boolean): Promise<void> => {
    const file = path.join(dir, name);
    const rows = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
    await writeFile(file, `${JSON.stringify(rows.filter(keep), null, 2)}\n`);
  };
  await edit('categories.json', (c) => c['slug'] !== 'fuel-economy');
  await edit('units.json', (u) => u['category'] !== 'Fuel Economy');
  await edit('conversions.json', (c) => c['category'] !== 'fuel-economy');
  return dir;
}

beforeAll(async () => {
  base = await tempDir('sliced');
  cache = path.join(base, 'cache');
  A = await version('a', SMALL_CATALOGUE);
  B = await version('b', await editedCatalogue((units) => units.map((u) => (u.unit_code === 'versta' ? { ...u, factor: 1066.9 } : u))));
  C = await version('c', await editedCatalogue((units) => units.filter((u) => u.unit_code !== 'versta')));
  D = await version('d', await withoutFuelEconomy());
}, 300_000);

afterAll(async () => {
  stopCommands();
  for (const h of harnesses) await h.close();
  await removeTemps();
});

async function harness(): Promise<S3Harness> {
  const h = await startS3();
  harnesses.push(h);
  return h;
}

const env = (h: S3Harness, v: Version): Record<string, string | undefined> => ({ ...fixtureEnv(v.catalogue), ...h.env() });
const manifest = (dir: string): string => path.join(dir, 'publish-manifest.json.gz');

const ok = (r: CliResult): CliResult => {
  if (r.code !== 0) throw new Error(`deploy failed (${String(r.code)}):\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return r;
};

const prepare = (h: S3Harness, v: Version): Promise<CliResult> => runCli('deploy.ts', ['--prepare', v.site], env(h, v));
const slice = (h: S3Harness, v: Version, i: number, extra: string[] = []): Promise<CliResult> => runCli('deploy.ts', ['--slice', v.slices[i] ?? '', ...extra], env(h, v));
const finish = (h: S3Harness, v: Version, extra: string[] = []): Promise<CliResult> => runCli('deploy.ts', ['--finish', ...v.slices.map(manifest), ...extra], env(h, v));

/** Publish one version: prepare, the slices one after another, finish. */
async function publish(h: S3Harness, v: Version): Promise<CliResult[]> {
  const out = [ok(await prepare(h, v))];
  for (let i = 0; i < N; i++) out.push(ok(await slice(h, v, i)));
  out.push(ok(await finish(h, v)));
  return out;
}

/** The bucket holds exactly the site, besides the publish's own records under _deploy/. */
async function expectBucketIs(h: S3Harness, site: string): Promise<void> {
  const have = [...(await objects(h))].filter(([k]) => !k.startsWith('_deploy/'));
  expect(Object.fromEntries(have.sort())).toEqual(Object.fromEntries([...(await siteObjects(site))].sort()));
}

/** A `_headers` like the site's whose policy allows other inline scripts (an older site's). */
async function olderHeaders(v: Version): Promise<string> {
  const hdr = await readFile(path.join(v.site, '_headers'), 'utf8');
  return hdr.replace(/'sha256-[^']+'/g, "'sha256-b2xkZXIgc2NyaXB0IG9mIHRoZSBsYXN0IHNpdGUgdmVyc2lvbg=='");
}

describe('a sliced publish to an S3-compatible server', () => {
  let s3: S3Harness;

  it('slices published in parallel never leave a live page without its assets or its CSP hashes; the bucket is then the merged site', async () => {
    s3 = await harness();
    const c = client(s3);
    await c.send(new PutObjectCommand({ Bucket: s3.bucket, Key: '_headers', Body: await olderHeaders(A) }));
    c.destroy();
    s3.delayMs = 5;
    const watcher = watch(s3, [A]);
    let prep: CliResult;
    let runs: CliResult[];
    try {
      // Each step has a deadline: one that hangs is killed and reported with what it printed.
      prep = await finished(startCli('deploy.ts', ['--prepare', A.site], env(s3, A)), 120_000);
      runs = await Promise.all(A.slices.map((dir) => finished(startCli('deploy.ts', ['--slice', dir, '--concurrency', '4'], env(s3, A)), 240_000)));
      runs.push(await finished(startCli('deploy.ts', ['--finish', ...A.slices.map(manifest)], env(s3, A)), 120_000));
    } finally {
      s3.delayMs = 0;
    }
    const seen = await watcher.stop();
    expect(seen.violations).toEqual([]);
    expect(ok(prep).stdout).toContain('published the union of the live and the new one');
    for (const r of runs) ok(r);
    expect(seen.samples).toBeGreaterThan(3);
    expect(seen.pagesSeen).toBeGreaterThan(100);
    await expectBucketIs(s3, A.site);
  }, 480_000);

  it('a slice whose pages need a hash the live _headers lacks publishes none of them (run --prepare first)', async () => {
    const h = await harness();
    const c = client(h);
    await c.send(new PutObjectCommand({ Bucket: h.bucket, Key: '_headers', Body: await olderHeaders(A) }));
    c.destroy();
    h.reset();
    const r = await slice(h, A, 0);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Refused: the live _headers does not allow script-src 'sha256-/);
    expect(r.stderr).toContain('Nothing was changed');
    expect(h.puts).toEqual([]);
  }, 60_000);

  it('a publish with no change uploads nothing and lists nothing', async () => {
    s3.reset();
    const out = await publish(s3, A);
    expect(s3.puts).toEqual([]);
    expect(s3.deleted).toEqual([]);
    expect(s3.lists).toEqual([]);
    for (const r of out.slice(1, -1)) expect(r.stdout).toMatch(/Slice published: uploaded 0 files \(0\.0 MB\), unchanged \d+, no longer built 0, listing requests 0/);
    expect(out.at(-1)?.stdout).toMatch(/uploaded 0 site-wide files, deleted 0, stale assets kept 0, listing requests 0/);
  }, 120_000);

  it('after one changed unit, uploads exactly the files whose bytes changed', async () => {
    const diff = await differences(A.site, B.site);
    expect(diff.changed).toContain('convert/length/m-to-versta.html');
    s3.reset();
    await publish(s3, B);
    expect(s3.puts.filter((k) => !k.startsWith('_deploy/')).sort()).toEqual(diff.changed);
    expect([...new Set(s3.deleted)].sort()).toEqual(diff.removed);
    await expectBucketIs(s3, B.site);
  }, 120_000);

  it("a removed unit's pages stay live until the final step deletes them, within --max-deletes", async () => {
    const diff = await differences(B.site, C.site);
    expect(diff.removed).toContain('convert/length/m-to-versta.html');
    s3.reset();
    ok(await prepare(s3, C));
    for (let i = 0; i < N; i++) ok(await slice(s3, C, i));
    const live = await objects(s3);
    for (const k of diff.removed) expect(live.has(k), k).toBe(true);
    const refused = await finish(s3, C, ['--max-deletes', '1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Refused: this publish would delete ${String(diff.removed.length)} objects, more than --max-deletes 1`);
    expect(s3.deleted).toEqual([]);
    ok(await finish(s3, C));
    expect([...new Set(s3.deleted)].sort()).toEqual(diff.removed);
    expect(s3.puts.filter((k) => !k.startsWith('_deploy/')).sort()).toEqual(diff.changed);
    await expectBucketIs(s3, C.site);
  }, 120_000);

  it('refuses manifests that do not make this site', async () => {
    s3.reset();
    const missing = await runCli('deploy.ts', ['--finish', manifest(C.slices[0] ?? ''), manifest(C.slices[1] ?? '')], env(s3, C));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/The manifests do not make this site; nothing was changed:\n {2}shard \S+ is in none of the manifests/);
    const other = await runCli('deploy.ts', ['--finish', ...A.slices.map(manifest)], env(s3, C));
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/was built from other inputs than this checkout's/);
    const notManifest = await runCli('deploy.ts', ['--finish', path.join(C.site, 'index.html')], env(s3, C));
    expect(notManifest.stderr).toContain('not a slice manifest');
    expect(s3.puts).toEqual([]);
    expect(s3.deleted).toEqual([]);
  }, 60_000);

  it('--verify finds objects changed or deleted behind the publish, and sends them again', async () => {
    const c = client(s3);
    const page = 'convert/length/m-to-ft.html';
    const asset = [...(await objects(s3, '_astro/')).keys()][0] ?? '';
    await c.send(new PutObjectCommand({ Bucket: s3.bucket, Key: page, Body: 'changed behind the publish', ContentType: 'text/html' }));
    await c.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: asset }));
    s3.reset();
    // Trusting its records, a publish does not see it.
    for (let i = 0; i < N; i++) ok(await slice(s3, C, i));
    expect(s3.puts).toEqual([]);
    const found = await finish(s3, C, ['--verify']);
    expect(found.code).toBe(1);
    expect(found.stderr).toContain(`${page} (changed;`);
    expect(found.stderr).toContain(`${asset} (missing)`);
    for (let i = 0; i < N; i++) ok(await slice(s3, C, i, ['--verify']));
    expect(s3.puts.filter((k) => !k.startsWith('_deploy/')).sort()).toEqual([asset, page].sort());
    ok(await finish(s3, C, ['--verify']));
    c.destroy();
    await expectBucketIs(s3, C.site);
  }, 120_000);

  it('after a whole-site npm run deploy, the next sliced publish trusts no record and is exact', async () => {
    const h = await harness();
    await publish(h, A);
    ok(await runCli('deploy.ts', [B.site], h.env()));
    await expectBucketIs(h, B.site);
    h.reset();
    const out = await publish(h, A);
    expect(out[1]?.stdout).toContain('no record to trust');
    await expectBucketIs(h, A.site);
  }, 180_000);

  it('a slice killed half-way leaves every live page whole; a later publish of other bytes is still exact', async () => {
    const h = await harness();
    await publish(h, A);
    const diff = await differences(A.site, B.site);
    // The slice with the most changed pages is killed while it uploads them.
    const counts = await Promise.all(B.slices.map(async (dir) => (await siteFiles(dir)).size));
    const i = counts.indexOf(Math.max(...counts));
    h.reset();
    h.delayMs = 30;
    const watcher = watch(h, [A, B]);
    const child = startCli('deploy.ts', ['--slice', B.slices[i] ?? '', '--concurrency', '2'], env(h, B));
    const done = finished(child);
    try {
      const changedHere = diff.changed.filter((k) => k.endsWith('.html')).length;
      while (h.puts.filter((k) => k.endsWith('.html')).length < Math.min(5, changedHere / 3) && child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGKILL');
      await done;
      await h.idle();
    } finally {
      h.delayMs = 0;
    }
    const seen = await watcher.stop();
    expect(seen.violations).toEqual([]);
    expect(h.puts.some((k) => k.endsWith('.html'))).toBe(true);
    // Back to A: the pages the killed slice sent must be sent again, though A's records say A.
    await publish(h, A);
    await expectBucketIs(h, A.site);
    // And B published whole.
    await publish(h, B);
    await expectBucketIs(h, B.site);
  }, 240_000);

  it("a category removed: its shard's pages are deleted by the final step, and its record goes", async () => {
    const h = await harness();
    await publish(h, A);
    const diff = await differences(A.site, D.site);
    expect(diff.removed).toContain('convert/fuel-economy/mpg-us-to-l-100km.html');
    h.reset();
    await publish(h, D);
    // s3rver answers a DeleteObjects of many keys in nested folders with 500 now and then (its
    // own clean-up of empty folders races), and the SDK sends it again: the same keys, twice.
    expect([...new Set(h.deleted)].filter((k) => !k.startsWith('_deploy/')).sort()).toEqual(diff.removed);
    expect(new Set(h.deleted.filter((k) => k.startsWith('_deploy/shards/'))).size).toBe(1);
    await expectBucketIs(h, D.site);
    // And back: the category's pages are published again.
    await publish(h, A);
    await expectBucketIs(h, A.site);
  }, 180_000);

  it("the checks of each slice and of the manifests find the same broken links as the whole site's check", async () => {
    // The fixture's home and 404 pages name popular categories it does not have: real broken links to find.
    const whole = new Set((await checkLinks(A.site)).broken.map((b) => b.link));
    expect(whole.size).toBeGreaterThan(0);
    const leaving: Record<string, string> = {};
    let inside = 0;
    for (const [i, dir] of A.slices.entries()) {
      const view = path.join(base, `view-${String(i)}`);
      sliceView(dir, view);
      const r = await sliceLinks(view);
      inside += r.broken.length;
      Object.assign(leaving, r.leaving);
    }
    expect(inside).toBe(0);
    const manifests = await Promise.all(A.slices.map((d) => readSliceManifest(manifest(d))));
    const cat = await loadCatalogue({ dataDir: A.catalogue });
    const r = checkManifests(manifests, cat, leaving, PUBLISHED_LOCALES);
    expect(r.twice).toEqual([]);
    expect(r.pages).toBe(manifests.flatMap((m) => m.shards.flatMap((sh) => sh.pages)).length);
    expect(new Set(r.broken.map((b) => b.link))).toEqual(whole);
    // Without one slice's manifest, the links to its pages are broken.
    const without = checkManifests(manifests.slice(1), cat, leaving, PUBLISHED_LOCALES);
    expect(without.broken.length).toBeGreaterThan(r.broken.length);
  }, 120_000);
});
