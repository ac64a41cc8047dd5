// Uploading files to the bucket, many at a time, counting bytes, retries and the ETags a
// store answers with; shared by the whole-site deploy and the steps of a sliced publish.
import { readFile } from 'node:fs/promises';
import { cacheControl, contentType } from '../serve/media.ts';
import type { Bucket } from './bucket.ts';
import { etagMd5, type LocalFile } from './local.ts';
import { DeployError, type DeployOptions } from './settings.ts';
import type { DeployProgress } from './upload-progress.ts';

export class DeployInterrupted extends DeployError {}

export const mb = (v: number): string => `${(v / 1e6).toFixed(1)} MB`;
export const sum = (files: LocalFile[]): number => files.reduce((s, f) => s + f.size, 0);

export interface Context {
  bucket: Bucket;
  options: DeployOptions;
  progress: DeployProgress;
  signal: AbortSignal | undefined;
  print: (line: string) => void;
  retries: number;
  foreignEtags: number;
}

export async function upload(ctx: Context, f: LocalFile): Promise<void> {
  const bytes = await readFile(f.file);
  const r = await ctx.bucket.put(f.key, bytes, { contentType: contentType(f.key), cacheControl: cacheControl(f.key) }, f.md5);
  ctx.retries += r.attempts - 1;
  if (etagMd5(r.etag) !== f.md5 && ctx.foreignEtags++ === 0) {
    ctx.print(`  note: the store answered ${f.key} with ETag ${r.etag}, not the MD5 of its bytes (encryption with a managed key?): such files are sent again by every deploy`);
  }
  ctx.progress.add(bytes.length);
}

/** Upload files, `concurrency` at a time (in order, one at a time, when `concurrency` is 1); stops starting new ones when the signal fires or one fails (naming it). */
export async function uploadAll(ctx: Context, files: LocalFile[], concurrency = ctx.options.concurrency): Promise<void> {
  let next = 0;
  let failure: Error | undefined;
  const worker = async (): Promise<void> => {
    while (next < files.length && !ctx.signal?.aborted && !failure) {
      const f = files[next++] as LocalFile;
      try {
        await upload(ctx, f);
      } catch (e) {
        failure ??= new Error(`${f.key}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  if (failure) throw failure;
  if (ctx.signal?.aborted) throw new DeployInterrupted(`Stopped after ${String(ctx.progress.files)} uploads. The live site is whole (assets go before the pages that use them); run the same command again to finish.`);
}

