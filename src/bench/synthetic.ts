// A synthetic catalogue for the build's scale rehearsal (`npm run bench --
// --synthetic-pages N`): categories of 63 made-up units each (63 x 62 = 3,906
// conversion pages, one shard), as many as it takes to reach about N pages. Written
// into a scratch folder, never committed; the factors are plain powers of ten.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UNITS_PER_CATEGORY = 63;

/** Write the catalogue into `dir`; returns its category and conversion page counts. */
export async function writeSyntheticCatalogue(dir: string, pages: number): Promise<{ categories: number; conversions: number }> {
  const perCategory = UNITS_PER_CATEGORY * (UNITS_PER_CATEGORY - 1);
  const count = Math.max(1, Math.round(pages / perCategory));
  const categories = [];
  const units = [];
  for (let c = 0; c < count; c++) {
    const title = `Synthetic ${String(c + 1).padStart(4, '0')}`;
    categories.push({ slug: `synthetic-${String(c + 1).padStart(4, '0')}`, title, description: `A made-up category for the scale rehearsal (${title}).`, icon: 'ruler' });
    for (let u = 0; u < UNITS_PER_CATEGORY; u++) {
      units.push({
        name: `Unit ${String(u + 1)} of ${title}`,
        symbol: `u${String(u + 1)}`,
        unit_code: `u${String(u + 1)}`,
        factor: `1e${String(u - 30)}`,
        category: title,
        source: 'synthetic (bench)',
        exact: true,
      });
    }
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'categories.json'), JSON.stringify(categories));
  await writeFile(path.join(dir, 'units.json'), JSON.stringify(units));
  return { categories: count, conversions: count * perCategory };
}

/**
 * Wall time of a matrix of `machines` given each slice's measured seconds: the slices
 * packed onto the machines largest first (as groupShards does with pages), the slowest
 * machine's total, plus the merge.
 */
export function projectMatrix(sliceSeconds: readonly number[], machines: number, mergeSeconds: number): number {
  const load = Array.from({ length: machines }, () => 0);
  for (const s of [...sliceSeconds].sort((a, b) => b - a)) {
    let i = 0;
    for (let j = 1; j < load.length; j++) if ((load[j] ?? 0) < (load[i] ?? 0)) i = j;
    load[i] = (load[i] ?? 0) + s;
  }
  return Math.max(...load) + mergeSeconds;
}
