// `npm run deploy -- --prepare PROBE_DIR`: the first step of a sliced publish, before any
// slice puts a page live. The slices publish in parallel, so none of them may widen the
// live `_headers` (two read-modify-writes would lose one another's hashes): this step does
// it once. Its probe is a build of the fixture catalogue from the same sources, which has
// a page of every kind: its inline scripts and styles are the ones the new pages carry
// (they come from the components, not the data). It publishes the union of the live
// policy and the probe's, waits for the edge to read it, and uploads the files of
// public/ (which pages of every slice load) that changed. A slice whose pages need a hash
// the live policy lacks refuses to publish them (src/deploy/slice.ts), so the guarantee
// does not rest on the probe being complete.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { relativeFilesSync } from '../pipeline/files.ts';
import { cacheControl, contentType } from '../serve/media.ts';
import { EDGE_RULES_TTL_SECONDS } from '../serve/rules.ts';
import { Bucket } from './bucket.ts';
import { transitionalHeaders } from './headers-transition.ts';
import { etagMd5, type LocalFile, md5Hex } from './local.ts';
import { DeployError, type DeployOptions, type DeploySettings } from './settings.ts';
import { DeployProgress } from './upload-progress.ts';
import { type Context, uploadAll } from './uploads.ts';

export interface PrepareSummary {
  policy: 'published' | 'widened' | 'unchanged';
  uploaded: number;
  seconds: number;
}

export async function preparePublish(
  settings: DeploySettings,
  options: DeployOptions & { ttlSeconds?: number },
  print: (line: string) => void,
  signal?: AbortSignal,
  root = process.cwd(),
): Promise<PrepareSummary> {
  const t0 = performance.now();
  const probeHeaders = path.join(options.dir, '_headers');
  if (!existsSync(probeHeaders)) throw new DeployError(`${options.dir} is not a built site (it has no _headers): build the probe first (README, "Publishing from CI")`);
  const next = await readFile(probeHeaders, 'utf8');
  const publicDir = path.join(root, 'public');
  const files: LocalFile[] = [];
  for (const key of relativeFilesSync(publicDir)) {
    const file = path.join(publicDir, key);
    const bytes = await readFile(file);
    files.push({ key, file, size: bytes.length, md5: md5Hex(bytes) });
  }
  const bucket = new Bucket(settings, options);
  try {
    const live = await bucket.getText('_headers');
    const headers = live === undefined ? next : transitionalHeaders(live, next);
    let policy: PrepareSummary['policy'] = 'unchanged';
    if (headers !== undefined) {
      await bucket.put('_headers', Buffer.from(headers), { contentType: contentType('_headers'), cacheControl: cacheControl('_headers') });
      policy = live === undefined ? 'published' : 'widened';
      const ttl = options.ttlSeconds ?? EDGE_RULES_TTL_SECONDS;
      print(
        live === undefined
          ? `_headers: none live; published the probe's (the new pages' policy)`
          : `_headers: the new pages need a wider Content-Security-Policy: published the union of the live and the new one; waiting ${String(ttl)} s for the edge to read it`,
      );
      if (live !== undefined) await new Promise((r) => setTimeout(r, ttl * 1000));
    } else print('_headers: the live policy already allows the new pages\' inline scripts and styles');
    // A few files: asked for one by one (no listing).
    const changed: LocalFile[] = [];
    for (const f of files) {
      const o = await bucket.head(f.key);
      if (!o || o.size !== f.size || etagMd5(o.etag) !== f.md5) changed.push(f);
    }
    const ctx: Context = { bucket, options, progress: new DeployProgress(changed.length, changed.reduce((s, f) => s + f.size, 0), print), signal, print, retries: 0, foreignEtags: 0 };
    await uploadAll(ctx, changed);
    return { policy, uploaded: changed.length, seconds: (performance.now() - t0) / 1000 };
  } finally {
    bucket.destroy();
  }
}

export function prepareSummaryLine(s: PrepareSummary): string {
  return `Prepared: policy ${s.policy}, uploaded ${String(s.uploaded)} public files, in ${s.seconds.toFixed(1)} s`;
}
