// `npm run deploy -- --slice DIR`: publish one slice of a matrix build (`npm run build --
// --shard K/N --out DIR`): its pages and the files they load, only what changed, assets
// before pages. It compares each shard's files with the shard's record in the bucket (the
// last publish's keys, sizes and MD5s), not with a listing, and takes each file's MD5
// from the shard's manifest, recorded when it was rendered, not by hashing it again. Then
// it writes its manifest for the final step (`--finish`). README, "Publishing from CI".
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SliceFile } from '../pipeline/slices.ts';
import { ASSETS_DIR, assetFiles, readManifest, SHARDS_DIR, type ShardManifest } from '../pipeline/shard-files.ts';
import { SLICE_FILE } from '../pipeline/slices.ts';
import { Bucket } from './bucket.ts';
import { notAllowed } from './headers-transition.ts';
import { etagMd5, type LocalFile, mapLimit, md5Hex as md5 } from './local.ts';
import { writeManifest, type SliceManifest } from './manifest.ts';
import { mediaRulesFingerprint, parseState, phaseOf, STATE_KEY } from './plan.ts';
import { listingPrefixes, parseRecord, parseSlicedState, planShard, recordKey, type ShardPlan, type ShardRecord, type Sum, gzipJson } from './records.ts';
import { DeployError, type DeployOptions, type DeploySettings } from './settings.ts';
import { DeployProgress } from './upload-progress.ts';
import { type Context, mb, sum, uploadAll } from './uploads.ts';

export interface SliceSummary {
  shards: number;
  files: number;
  bytes: number;
  uploaded: number;
  uploadedBytes: number;
  unchanged: number;
  leftovers: number;
  /** Files whose MD5 the manifest lacked and the publish computed. */
  hashed: number;
  listings: number;
  manifestBytes: number;
  seconds: number;
}

interface LocalShard {
  manifest: ShardManifest;
  key: string;
  files: LocalFile[];
}

/** The slice's shards with their files' sizes and MD5s (from the manifests; hashed only where a manifest has none). */
async function readSlice(dir: string): Promise<{ slice: SliceFile; shards: LocalShard[]; assets: LocalFile[]; hashed: number }> {
  let slice: SliceFile;
  try {
    slice = JSON.parse(await readFile(path.join(dir, SLICE_FILE), 'utf8')) as SliceFile;
  } catch (e) {
    throw new DeployError(`${dir} is not a slice of a sharded build (${SLICE_FILE}: ${(e as Error).message}); make one with npm run build -- --shard K/N --out ${dir}`);
  }
  if (!Array.isArray(slice.shards) || slice.shards.length === 0) throw new DeployError(`${path.join(dir, SLICE_FILE)}: names no shard`);
  let hashed = 0;
  const shards = await mapLimit(slice.shards, 8, async (s) => {
    const folder = path.join(dir, SHARDS_DIR, s.id);
    const m = readManifest(folder);
    const files = await mapLimit(
      m.files.map((key, i) => ({ key, known: m.sums?.[i] })),
      32,
      async ({ key, known }) => {
        const file = path.join(folder, key);
        if (known && known[1] !== '') return { key, file, size: known[0], md5: known[1] };
        hashed++;
        const bytes = await readFile(file);
        return { key, file, size: bytes.length, md5: md5(bytes) };
      },
    );
    return { manifest: m, key: s.key, files };
  });
  // Every shard carries the assets it was built with: the same names in every shard of one build.
  const first = path.join(dir, SHARDS_DIR, slice.shards[0]?.id ?? '');
  const names = assetFiles(first);
  for (const s of slice.shards.slice(1)) {
    const other = assetFiles(path.join(dir, SHARDS_DIR, s.id));
    if (other.join('\n') !== names.join('\n')) throw new DeployError(`${dir}: shards ${slice.shards[0]?.id ?? ''} and ${s.id} were built with different assets; build the slice again`);
  }
  const assets = names.map((n) => {
    const file = path.join(first, ASSETS_DIR, n);
    const bytes = readFileSync(file);
    return { key: `${ASSETS_DIR}/${n}`, file, size: bytes.length, md5: md5(bytes) };
  });
  return { slice, shards, assets, hashed };
}

export async function publishSlice(settings: DeploySettings, options: DeployOptions, print: (line: string) => void, signal?: AbortSignal): Promise<SliceSummary> {
  const t0 = performance.now();
  const { slice, shards, assets, hashed } = await readSlice(options.dir);
  const all = shards.flatMap((s) => s.files);
  print(`Slice: ${String(shards.length)} shards, ${String(all.length)} files, ${mb(sum(all))} in ${options.dir}${hashed ? ` (${String(hashed)} files hashed: their manifests carry no MD5)` : ''}`);
  const rules = mediaRulesFingerprint();
  const bucket = new Bucket(settings, options);
  try {
    const stateText = await bucket.getText(STATE_KEY);
    const state = parseSlicedState(stateText);
    // Records describe the bucket only while the last publish was a sliced one.
    const trusted = state !== undefined && !options.verify;
    // The media rules the live objects were written with (a whole-site deploy records them too).
    const liveRules = state?.rules ?? parseState(stateText)?.rules ?? '';
    const plans: { shard: LocalShard; plan: ShardPlan<LocalFile>; record: ShardRecord | undefined }[] = await mapLimit(shards, 16, async (shard) => {
      const id = shard.manifest.id;
      const record = state ? parseRecord(await bucket.getBytes(recordKey(id))) : undefined;
      let live: { files: Record<string, Sum>; leftovers: readonly string[]; rules: string } | undefined = trusted ? record : undefined;
      if (!live) {
        // No record to trust (a first sliced publish, a new shard, --verify): list the shard's keys.
        const files: Record<string, Sum> = {};
        const mine = new Set(shard.files.map((f) => f.key));
        for (const prefix of listingPrefixes([...mine])) {
          for (const [k, o] of await bucket.list(prefix, '/')) if (mine.has(k)) files[k] = [o.size, etagMd5(o.etag)];
        }
        live = { files, leftovers: record?.leftovers ?? [], rules: record?.rules ?? liveRules };
      }
      return { shard, plan: planShard(id, rules, shard.files, live), record };
    });
    // Assets: against the last final step's list, or the bucket's when there is none to trust.
    let liveAssets: Record<string, string> = {};
    if (trusted) liveAssets = state.assets;
    else for (const [k, o] of await bucket.list(`${ASSETS_DIR}/`)) liveAssets[k] = etagMd5(o.etag);
    // Written with other Content-Type / Cache-Control rules: every asset is sent again.
    if (liveRules !== rules) liveAssets = {};
    const assetUploads = assets.filter((a) => liveAssets[a.key] !== a.md5);
    const uploads = plans.flatMap((p) => p.plan.uploads);
    const pages = uploads.filter((f) => phaseOf(f.key) === 'pages');
    const early = [...assetUploads, ...uploads.filter((f) => phaseOf(f.key) !== 'pages')];
    const toSend = [...early, ...pages];
    const leftovers = plans.reduce((n, p) => n + p.plan.leftovers.length, 0);
    print(
      `Bucket: ${bucket.description}; ${trusted ? 'compared with the records of the last publish' : `no record to trust (${options.verify ? '--verify' : 'no sliced publish yet'}): listed the slice's keys`}. To upload: ${String(toSend.length)} files (${mb(sum(toSend))}); unchanged: ${String(all.length - uploads.length)}; no longer built (the final step deletes them): ${String(leftovers)}`,
    );
    // The live policy must allow the inline scripts of every page this slice puts live.
    const changedShards = plans.filter((p) => p.plan.uploads.some((f) => phaseOf(f.key) === 'pages'));
    if (changedShards.length) {
      const live = await bucket.getText('_headers');
      const missing = live === undefined ? [] : notAllowed(live, { scripts: new Set(changedShards.flatMap((p) => p.shard.manifest.scripts)), styles: new Set(changedShards.flatMap((p) => p.shard.manifest.styles)) });
      if (missing.length) {
        throw new DeployError(
          `Refused: the live _headers does not allow ${missing.join(', ')}, which this slice's pages use. Publish the policy first (npm run deploy -- --prepare PROBE_DIR, README "Publishing from CI"); if the probe lacked them, its catalogue lacks a page of this kind. Nothing was changed.`,
        );
      }
    }
    const ctx: Context = { bucket, options, progress: new DeployProgress(toSend.length, sum(toSend), print), signal, print, retries: 0, foreignEtags: 0 };
    const writeRecords = async (which: 'intent' | 'done'): Promise<void> => {
      const todo = plans.filter((p) => (which === 'intent' ? p.plan.uploads.length > 0 : p.plan.changed || !trusted || p.record === undefined));
      await mapLimit(todo, 16, async (p) => {
        await bucket.put(recordKey(p.plan.done.id), gzipJson(p.plan[which]), { contentType: 'application/gzip', cacheControl: 'no-store' });
      });
    };
    // Before a key changes, its record says it is being written: a slice stopped half-way leaves records that send it again.
    await writeRecords('intent');
    await uploadAll(ctx, early);
    await uploadAll(ctx, pages);
    await writeRecords('done');
    const manifest: SliceManifest = {
      format: 'exactconvert-slice-manifest',
      version: 1,
      common: slice.common,
      rules,
      assets: Object.fromEntries(assets.map((a) => [a.key, [a.size, a.md5]])),
      newAssets: assetUploads.length > 0,
      shards: plans.map(({ shard, plan }) => ({
        id: shard.manifest.id,
        key: shard.key,
        pages: shard.manifest.pages,
        files: plan.done.files,
        scripts: shard.manifest.scripts,
        styles: shard.manifest.styles,
        leftovers: plan.leftovers,
      })),
    };
    const manifestBytes = await writeManifest(options.manifestOut, manifest);
    return {
      shards: shards.length,
      files: all.length,
      bytes: sum(all),
      uploaded: ctx.progress.files,
      uploadedBytes: ctx.progress.bytes,
      unchanged: all.length - uploads.length,
      leftovers,
      hashed,
      listings: bucket.listings,
      manifestBytes,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    bucket.destroy();
  }
}

export function sliceSummaryLine(s: SliceSummary, manifestFile: string): string {
  return `Slice published: uploaded ${String(s.uploaded)} files (${mb(s.uploadedBytes)}), unchanged ${String(s.unchanged)}, no longer built ${String(s.leftovers)}, listing requests ${String(s.listings)}, in ${s.seconds.toFixed(1)} s; manifest ${manifestFile} (${mb(s.manifestBytes)})`;
}
