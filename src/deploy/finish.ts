// `npm run deploy -- --finish MANIFEST...`: the last step of a sliced publish. From the
// slices' manifests alone (never their pages) and the checkout's catalogue, it checks that
// the slices make exactly this checkout's site, writes the site-wide files (sitemaps,
// search indexes, currency lists, alias pages, robots.txt, `_redirects`, and `_headers`
// with the union of every slice's CSP hashes), deletes the keys no manifest owns (within
// --max-deletes) and records the publish in `_deploy/state.json`. README, "Publishing from CI".
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadCatalogueSources } from '../catalogue/index.ts';
import { buildCatalogue } from '../core/catalogue.ts';
import { keyShards } from '../pipeline/keys.ts';
import { shardProblems } from '../pipeline/slices.ts';
import { mergeSettings } from '../pipeline/merge.ts';
import { siteFiles } from '../pipeline/site-files.ts';
import { offlineLanguages } from '../offline/languages.ts';
import { overBudget, precacheLists } from '../offline/precache.ts';
import { ratesUrl, serviceWorkerScript } from '../offline/service-worker.ts';
import { writeSitemaps } from '../pipeline/sitemap-files.ts';
import { ASSETS_DIR } from '../pipeline/shard-files.ts';
import { pagesAt } from '../site/pages.ts';
import { DEPLOY_PREFIX } from '../serve/rules.ts';
import { Bucket } from './bucket.ts';
import { etagMd5, type LocalFile, md5Hex as md5 } from './local.ts';
import { readSliceManifest, type SliceManifest } from './manifest.ts';
import { mediaRulesFingerprint, phaseOf, STATE_KEY } from './plan.ts';
import { gzipJson, parseRecord, parseSlicedState, RECORDS_PREFIX, recordKey, type ShardRecord, type SlicedState, type Sum } from './records.ts';
import { DeployError, type DeployOptions, type DeploySettings } from './settings.ts';
import { DeployProgress } from './upload-progress.ts';
import { type Context, DeployInterrupted, mb, sum, uploadAll } from './uploads.ts';

export interface FinishSummary {
  pages: number;
  keys: number;
  uploaded: number;
  deleted: number;
  retired: number;
  listings: number;
  manifestBytes: number;
  seconds: number;
}

type Shard = SliceManifest['shards'][number];

/** The manifests as one site: every shard of this checkout's catalogue once, built from its inputs. */
async function readManifests(files: string[], root: string, env: NodeJS.ProcessEnv): Promise<{ shards: Shard[]; assets: Record<string, Sum>; newAssets: boolean; bytes: number; cat: ReturnType<typeof buildCatalogue> }> {
  const manifests = await Promise.all(files.map(readSliceManifest));
  let bytes = 0;
  for (const f of files) bytes += (await stat(f)).size;
  const rules = mediaRulesFingerprint();
  const [first] = manifests;
  if (!first) throw new DeployError('--finish needs the manifest of every slice');
  const problems: string[] = [];
  for (const [i, m] of manifests.entries()) {
    if (m.rules !== rules) problems.push(`${files[i] ?? ''} was published with other Content-Type / Cache-Control rules than this checkout's`);
    if (JSON.stringify(m.assets) !== JSON.stringify(first.assets)) problems.push(`${files[i] ?? ''} and ${files[0] ?? ''} were built with different assets`);
  }
  const src = await loadCatalogueSources();
  const cat = buildCatalogue(src);
  const { keyed } = keyShards(root, env, src, cat);
  const byId = new Map<string, { shard: Shard; where: string; key: string }>();
  for (const [i, m] of manifests.entries()) {
    for (const s of m.shards) {
      const had = byId.get(s.id);
      if (had) problems.push(`shard ${s.id} is in two manifests: ${had.where} and ${files[i] ?? ''}`);
      byId.set(s.id, { shard: s, where: files[i] ?? '', key: s.key });
    }
  }
  problems.push(...shardProblems(keyed, byId, 'manifests (a slice missing or failed?)'));
  const shards = keyed.flatMap((k) => byId.get(k.shard.id)?.shard ?? []);
  if (problems.length) throw new DeployError(`The manifests do not make this site; nothing was changed:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return { shards, assets: first.assets, newAssets: manifests.some((m) => m.newAssets), bytes, cat };
}


export async function finishPublish(settings: DeploySettings, options: DeployOptions, print: (line: string) => void, signal?: AbortSignal, root = process.cwd(), env = process.env): Promise<FinishSummary> {
  const t0 = performance.now();
  const { shards, assets, newAssets, bytes, cat } = await readManifests(options.manifests, root, env);
  const rules = mediaRulesFingerprint();
  const owner = new Map<string, string>();
  for (const s of shards) for (const k of Object.keys(s.files)) owner.set(k, s.id);
  const pages = shards.flatMap((s) => s.pages);
  if (new Set(pages).size !== pages.length) throw new DeployError(`A page is in two shards' lists (${pages.find((p, i) => pages.indexOf(p) !== i) ?? ''}): the sitemaps would list it twice. Nothing was changed.`);

  // The site-wide files, written by the same code as the merge's.
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'exactconvert-finish-'));
  const bucket = new Bucket(settings, options);
  try {
    const ms = mergeSettings(root, env);
    const sitemaps = await writeSitemaps(tmp, ms.site, ms.date, pagesAt(cat, pages));
    const hashes = { scripts: new Set(shards.flatMap((s) => s.scripts)), styles: new Set(shards.flatMap((s) => s.styles)) };
    const site: LocalFile[] = [];
    for (const key of sitemaps) {
      const b = await readFile(path.join(tmp, key));
      site.push({ key, file: path.join(tmp, key), size: b.length, md5: md5(b) });
    }
    for (const [key, body] of siteFiles(cat, ms, hashes)) {
      const file = path.join(tmp, key.replace(/\//g, '__'));
      await writeFile(file, body);
      site.push({ key, file, size: Buffer.byteLength(body), md5: md5(body) });
    }
    for (const f of site) if (owner.has(f.key)) throw new DeployError(`${f.key}: the final step writes this file, and shard ${owner.get(f.key) ?? ''} has it too. Nothing was changed.`);
    print(`Manifests: ${String(options.manifests.length)} (${mb(bytes)}), ${String(shards.length)} shards, ${String(pages.length)} pages, ${String(owner.size)} files; site-wide files: ${String(site.length)}`);

    const stateText = await bucket.getText(STATE_KEY);
    const state = parseSlicedState(stateText);
    const owned = new Set([...owner.keys(), ...Object.keys(assets), ...site.map((f) => f.key)]);
    const ids = new Set(shards.map((s) => s.id));

    // Everything, listed: on the first sliced publish (no records yet) and with --verify.
    const remote = !state || options.verify ? await bucket.list() : undefined;
    if (remote && options.verify) {
      const differ: string[] = [];
      for (const s of shards) for (const [k, [size, sum5]] of Object.entries(s.files)) {
        const o = remote.get(k);
        if (!o || o.size !== size || etagMd5(o.etag) !== sum5) differ.push(`${k} (${o ? 'changed' : 'missing'}; shard ${s.id})`);
      }
      for (const [k, [size, sum5]] of Object.entries(assets)) {
        const o = remote.get(k);
        if (!o || o.size !== size || etagMd5(o.etag) !== sum5) differ.push(`${k} (${o ? 'changed' : 'missing'})`);
      }
      if (differ.length) {
        throw new DeployError(
          `--verify: ${String(differ.length)} objects are not what the slices published (${differ.slice(0, 10).join(', ')}${differ.length > 10 ? ', …' : ''}): publish their slices again with --slice DIR --verify, then finish. Nothing was changed.`,
        );
      }
    }

    // The service worker, as the merge writes it: its precache read from the site-wide files just
    // written and from what the slices published (their pages and assets are in the bucket now, and
    // with --verify checked above). A precache naming an object the bucket lacks is refused.
    const local = new Map(site.map((f) => [f.key, f.file]));
    let precache: Awaited<ReturnType<typeof precacheLists>>;
    try {
      precache = await precacheLists(offlineLanguages(ms.locales), async (key) => {
        const file = local.get(key);
        return file === undefined ? bucket.getBytes(key) : readFile(file);
      });
    } catch (e) {
      throw new DeployError(`The service worker cannot be written: ${e instanceof Error ? e.message : String(e)} (in the bucket: publish the slices again with --slice DIR --verify, then finish). Nothing was changed.`);
    }
    const over = overBudget(precache);
    if (over.length > 0) throw new DeployError(`The service worker's precache is over budget: ${over.join('; ')}. Nothing was changed.`);
    const worker = await serviceWorkerScript(precache, ratesUrl(ms.currencyApiUrl));
    await writeFile(path.join(tmp, 'sw.js'), worker);
    site.push({ key: 'sw.js', file: path.join(tmp, 'sw.js'), size: Buffer.byteLength(worker), md5: md5(worker) });
    if (owner.has('sw.js')) throw new DeployError(`sw.js: the final step writes this file, and shard ${owner.get('sw.js') ?? ''} has it too. Nothing was changed.`);
    owned.add('sw.js');

    // What to delete: the keys the last publish had and no manifest owns.
    const candidates = new Set<string>();
    for (const s of shards) for (const k of s.leftovers) candidates.add(k);
    for (const k of Object.keys(state?.site ?? {})) candidates.add(k);
    const withLeftovers = shards.filter((s) => s.leftovers.length > 0);
    // Records of shards that no longer exist (a category removed, a category split): their keys go too.
    let gone = (state?.shards ?? []).filter((id) => !ids.has(id));
    if (state && [...ids].some((id) => !state.shards.includes(id))) {
      // New shards this time: a failed publish may have left records of shards no final step saw.
      const listed = await bucket.list(RECORDS_PREFIX);
      const extra = [...listed.keys()].map((k) => k.slice(RECORDS_PREFIX.length).replace(/\.json\.gz$/, '')).filter((id) => !ids.has(id));
      gone = [...new Set([...gone, ...extra])];
    }
    if (remote) {
      const listedIds = [...remote.keys()].filter((k) => k.startsWith(RECORDS_PREFIX)).map((k) => k.slice(RECORDS_PREFIX.length).replace(/\.json\.gz$/, ''));
      gone = [...new Set([...gone, ...listedIds.filter((id) => !ids.has(id))])];
    }
    for (const id of gone) {
      const r = parseRecord(await bucket.getBytes(recordKey(id)));
      for (const k of [...Object.keys(r?.files ?? {}), ...(r?.leftovers ?? [])]) candidates.add(k);
    }
    if (remote) for (const k of remote.keys()) if (!k.startsWith(`${ASSETS_DIR}/`)) candidates.add(k);
    // Hashed assets no longer built stay one more publish (a page cached before this one may load them).
    const staleAssets = new Set([...(state?.retired ?? []), ...Object.keys(state?.assets ?? {})]);
    const assetsChanged = !state || JSON.stringify(Object.keys(state.assets).sort()) !== JSON.stringify(Object.keys(assets).sort());
    if (remote || newAssets || assetsChanged) {
      const listed = remote ?? (await bucket.list(`${ASSETS_DIR}/`));
      for (const k of listed.keys()) if (k.startsWith(`${ASSETS_DIR}/`)) staleAssets.add(k);
    }
    const retiredBefore = new Set(state?.retired ?? []);
    const retire: string[] = [];
    const deletes: string[] = [];
    for (const k of [...staleAssets].sort()) {
      if (owned.has(k)) continue;
      if (retiredBefore.has(k)) deletes.push(k);
      else retire.push(k);
    }
    for (const k of [...candidates].sort()) if (!owned.has(k) && !k.startsWith(DEPLOY_PREFIX) && !k.startsWith(`${ASSETS_DIR}/`)) deletes.push(k);
    if (deletes.length > options.maxDeletes && !options.force) {
      throw new DeployError(
        `Refused: this publish would delete ${String(deletes.length)} objects, more than --max-deletes ${String(options.maxDeletes)} (${deletes.slice(0, 10).join(', ')}${deletes.length > 10 ? ', …' : ''}). Check that every slice's manifest was given; then pass --max-deletes ${String(deletes.length)} or --force. The pages the slices published are live; nothing else was changed.`,
      );
    }

    // The site-wide files whose bytes changed: compared with the last final step's record, or the listing.
    const live = (k: string): Sum | undefined => {
      if (remote) {
        const o = remote.get(k);
        return o ? [o.size, etagMd5(o.etag)] : undefined;
      }
      return state?.rules === rules ? state.site[k] : undefined;
    };
    const changed = site.filter((f) => {
      const had = live(f.key);
      return !had || had[0] !== f.size || had[1] !== f.md5;
    });
    const headers = changed.filter((f) => f.key === '_headers');
    const redirects = changed.filter((f) => f.key === '_redirects');
    const rest = changed.filter((f) => f.key !== '_headers' && f.key !== '_redirects');
    const byPhase = (p: string): LocalFile[] => rest.filter((f) => phaseOf(f.key) === p);
    print(`To upload: ${String(changed.length)} site-wide files (${mb(sum(changed))}); to delete: ${String(deletes.length)}; stale assets kept one more publish: ${String(retire.length)}`);
    const ctx: Context = { bucket, options, progress: new DeployProgress(changed.length, sum(changed), print), signal, print, retries: 0, foreignEtags: 0 };
    // Lists and the files pages load, then the indexes of the pages, then the redirects; the
    // pages no longer built go before the policy narrows to the new pages' scripts.
    for (const phase of ['assets', 'pages', 'indexes']) await uploadAll(ctx, byPhase(phase));
    await uploadAll(ctx, redirects, 1);
    let deleted = 0;
    if (deletes.length) {
      if (signal?.aborted) throw new DeployInterrupted('Stopped before deleting. The live site is whole; run the same command again to finish.');
      await bucket.delete(deletes, (k) => (deleted += k));
    }
    await uploadAll(ctx, headers, 1);
    // The records no longer list what was deleted; records of shards gone are removed.
    const put = (key: string, body: Buffer): Promise<unknown> => bucket.put(key, body, { contentType: 'application/gzip', cacheControl: 'no-store' });
    for (const s of withLeftovers) await put(recordKey(s.id), gzipJson({ version: 1, id: s.id, rules, files: s.files, leftovers: [] } satisfies ShardRecord));
    if (gone.length) await bucket.delete(gone.map(recordKey), () => undefined);
    const next: SlicedState = {
      version: 2,
      rules,
      retired: retire,
      assets: Object.fromEntries(Object.entries(assets).map(([k, v]) => [k, v[1]])),
      site: Object.fromEntries(site.map((f) => [f.key, [f.size, f.md5] as Sum])),
      shards: [...ids].sort(),
    };
    const text = JSON.stringify(next);
    if (text !== stateText) {
      await bucket.put(STATE_KEY, Buffer.from(text), { contentType: 'application/json; charset=utf-8', cacheControl: 'no-store' }).catch((e: unknown) => {
        throw new DeployError(`Every file was published, but the publish's state (${STATE_KEY}) could not be written: ${String(e)}. Run the final step again to record it.`);
      });
    }
    return { pages: pages.length, keys: owned.size, uploaded: ctx.progress.files, deleted, retired: retire.length, listings: bucket.listings, manifestBytes: bytes, seconds: (performance.now() - t0) / 1000 };
  } finally {
    bucket.destroy();
    await rm(tmp, { recursive: true, force: true });
  }
}

export function finishSummaryLine(s: FinishSummary): string {
  return `Publish finished: ${String(s.pages)} pages, ${String(s.keys)} keys; uploaded ${String(s.uploaded)} site-wide files, deleted ${String(s.deleted)}, stale assets kept ${String(s.retired)}, listing requests ${String(s.listings)}, in ${s.seconds.toFixed(1)} s`;
}
