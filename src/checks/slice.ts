// The checks of one slice of a matrix build, on the machine that built it (it never sees
// the others): its pages as a site folder (hard links, no bytes copied), so the budget,
// link and truth checks read it as they read a whole site; and the links that leave the
// slice, which only the manifests of every slice can resolve (manifests.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR, assetFiles, linkFiles, readManifest, SHARDS_DIR } from '../pipeline/shard-files.ts';
import { SLICE_FILE, type SliceFile } from '../pipeline/slices.ts';
import { checkLinks, type BrokenLink } from './links.ts';

/** Link a slice's shard folders into `view` as one site folder (pages, public files, assets); returns its shard ids. */
export function sliceView(sliceDir: string, view: string): string[] {
  const slice = JSON.parse(readFileSync(path.join(sliceDir, SLICE_FILE), 'utf8')) as SliceFile;
  const made = new Set<string>();
  for (const s of slice.shards) {
    const dir = path.join(sliceDir, SHARDS_DIR, s.id);
    linkFiles(dir, readManifest(dir).files, view, made);
  }
  const first = path.join(sliceDir, SHARDS_DIR, slice.shards[0]?.id ?? '');
  linkFiles(first, assetFiles(first).map((a) => `${ASSETS_DIR}/${a}`), view, made);
  return slice.shards.map((s) => s.id);
}

export interface SliceLinks {
  pages: number;
  links: number;
  /** Links to no page of the slice, each with the first page seen linking to it: another slice's or a site-wide file. */
  leaving: Record<string, string>;
  /** Links that cannot be right whatever the other slices hold. */
  broken: BrokenLink[];
}

/** The slice's internal links: resolved inside it, or recorded as leaving it. */
export async function sliceLinks(view: string): Promise<SliceLinks> {
  const leaving: Record<string, string> = {};
  const broken: BrokenLink[] = [];
  const report = await checkLinks(view, {
    onBroken: (b) => {
      if (b.reason === 'no such page' && !b.link.startsWith(`/${ASSETS_DIR}/`)) leaving[b.link] ??= b.page;
      else broken.push(b);
    },
  });
  return { pages: report.pages, links: report.links, leaving, broken };
}
