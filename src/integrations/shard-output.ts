import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ASSETS_DIR, assetFiles, linkFiles, SHARD_MANIFEST, SHARD_STATS, SHARDS_DIR, type ShardManifest, type ShardStats } from '../pipeline/shard-files.ts';
import { buildInput } from '../site/build-input.ts';
import { pageFile, SITE_PAGES, slicePaths } from '../site/pages.ts';
import { relativeFilesSync, readReused } from '../pipeline/files.ts';
import { addInlineHashes, type InlineHashes } from '../pipeline/csp.ts';
import { EMBED_SCRIPT, writeEmbedScript } from '../pipeline/embed-bundle.ts';

/**
 * Loads (and so validates) the catalogue before any page renders, and ends the job's render
 * time by language (src/site/page-progress.ts) when the last page is written. In a job of the
 * sharded build (scripts/build.ts), it then moves each shard's pages, with the hashes of
 * their inline scripts and styles, into `.shards/<id>/` of the output; the site shard
 * also takes the files of public/ and the embeddable converter's script, bundled here from
 * src/embed/ (src/pipeline/embed-bundle.ts). What belongs to no shard of the job (the fixed pages
 * every Astro build renders, in a job without the site shard) is removed; a page that
 * belongs to none at all fails the build. The merge (src/pipeline/merge.ts) writes the rest.
 */
export function shardOutput(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'exactconvert:shard-output',
    hooks: {
      'astro:config:setup': async ({ config, command }) => {
        root = fileURLToPath(config.root);
        if (command === 'build') await buildInput().catalogue();
      },
      'astro:build:done': async ({ dir }) => {
        const input = buildInput();
        input.progress.finished();
        const { job } = input;
        const out = fileURLToPath(dir);
        if (!job || job.shards.some((s) => s.site)) await writeEmbedScript(root, out, input.locales);
        if (!job) return;
        const cat = await input.catalogue();
        const publicFiles = relativeFilesSync(path.join(root, 'public'));
        const claimed = new Set<string>();
        const assets = assetFiles(out).map((f) => `${ASSETS_DIR}/${f}`);
        for (const shard of job.shards) {
          const pages = slicePaths(cat, shard, input.locales);
          const files = [...pages.map(pageFile), ...(shard.site ? [...publicFiles, EMBED_SCRIPT] : [])];
          const hashes: InlineHashes = { scripts: new Set(), styles: new Set() };
          const base = path.join(out, SHARDS_DIR, shard.id);
          const made = new Set<string>();
          const sums = new Map<string, [number, string]>();
          for (const f of files) {
            const from = path.join(out, f);
            const bytes = readReused(from);
            sums.set(f, [bytes.length, createHash('md5').update(bytes).digest('hex')]);
            if (f.endsWith('.html')) addInlineHashes(bytes, hashes);
            const to = path.join(base, f);
            const parent = path.dirname(to);
            if (!made.has(parent)) {
              mkdirSync(parent, { recursive: true });
              made.add(parent);
            }
            renameSync(from, to);
            claimed.add(f);
          }
          // Every file read-only, with its size and time: the cache's check for edits in place.
          const stats: ShardStats = {};
          const keep = (f: string): void => {
            const p = path.join(base, f);
            chmodSync(p, 0o444);
            const st = statSync(p);
            stats[f] = [st.size, st.mtimeMs];
          };
          const sorted = [...files].sort();
          const manifest: ShardManifest = {
            id: shard.id,
            pages,
            files: sorted,
            sums: sorted.map((f) => sums.get(f) ?? [0, '']),
            scripts: [...hashes.scripts].sort(),
            styles: [...hashes.styles].sort(),
          };
          writeFileSync(path.join(base, SHARD_MANIFEST), `${JSON.stringify(manifest)}\n`);
          // Every shard carries the assets it was built with; the merge checks they are the same.
          linkFiles(out, assets, base);
          for (const f of [...files, ...assets]) keep(f);
          writeFileSync(path.join(base, SHARD_STATS), JSON.stringify(stats));
        }
        // Left over: the assets, and in a job without the site shard its fixed pages and public files.
        const notMine = new Set([...SITE_PAGES.map(pageFile), ...publicFiles]);
        for (const f of relativeFilesSync(out)) {
          if (f.startsWith(`${ASSETS_DIR}/`) || f.startsWith(`${SHARDS_DIR}/`) || claimed.has(f)) continue;
          if (!notMine.has(f)) throw new Error(`${f}: the build wrote this file, but no shard of the site owns it (src/pipeline/plan.ts)`);
          rmSync(path.join(out, f));
        }
      },
    },
  };
}
