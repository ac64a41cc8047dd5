// The manifest a slice's publish writes (`npm run deploy -- --slice DIR`) and the final step
// reads (`--finish MANIFEST...`): every key the slice owns with its size and MD5, its pages
// (for the sitemaps), its pages' CSP hashes, the keys its shards no longer build, and the
// inputs it was built from. A few MB gzipped per slice: the workflow passes manifests
// between jobs, never pages.
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { gzipJson } from './records.ts';
import { DeployError } from './settings.ts';

const sum = z.tuple([z.number().int().nonnegative(), z.string().regex(/^[0-9a-f]{32}$/)]);

const manifest = z.object({
  format: z.literal('exactconvert-slice-manifest'),
  version: z.literal(1),
  /** The key of the inputs every shard shares (sources, lock file, environment): the slices of one publish have the same. */
  common: z.string(),
  /** The media rules the objects were written with. */
  rules: z.string(),
  /** The hashed assets its pages load (`_astro/…`), key → [size, MD5]: every slice has the same. */
  assets: z.record(z.string(), sum),
  /** Whether this publish uploaded an asset the last final step had not recorded. */
  newAssets: z.boolean(),
  shards: z.array(
    z.object({
      id: z.string(),
      /** The shard's build key: the final step checks it against this checkout's. */
      key: z.string(),
      pages: z.array(z.string()),
      files: z.record(z.string(), sum),
      scripts: z.array(z.string()),
      styles: z.array(z.string()),
      leftovers: z.array(z.string()),
    }),
  ),
});
export type SliceManifest = z.infer<typeof manifest>;

export async function writeManifest(file: string, m: SliceManifest): Promise<number> {
  const bytes = gzipJson(m);
  await writeFile(file, bytes);
  return bytes.length;
}

export async function readSliceManifest(file: string): Promise<SliceManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(gunzipSync(await readFile(file)).toString('utf8'));
  } catch (e) {
    throw new DeployError(`${file}: not a slice manifest (${e instanceof Error ? e.message : String(e)}); give the files written by npm run deploy -- --slice`);
  }
  const r = manifest.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new DeployError(`${file}: not a slice manifest (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`);
  }
  return r.data;
}
