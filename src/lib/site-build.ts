import { readdir } from 'node:fs/promises';
import { getCatalogue } from '../catalogue/shared.ts';

export interface BuildReport {
  origin: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
}

/** Count files with an extension below a folder. */
export async function countFiles(dir: string, ext: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).length;
}

/**
 * Load and validate the catalogue, then run Astro's static build in this process into
 * `outDir`, printing progress instead of a line per page.
 */
// One line per page is useless for 90,000 pages: progress is printed instead (lib/progress.ts).
export async function runSiteBuild(opts: { root: string; outDir: string }): Promise<BuildReport> {
  const t0 = performance.now();
  const catalogue = await getCatalogue();
  const pages = catalogue.conversionCount;
  console.log(
    `Catalogue from ${catalogue.origin}: ${String(catalogue.categories.length)} categories, ${String(pages)} conversion pages. Building...`,
  );
  process.env['BUILD_TOTAL_PAGES'] = String(pages);
  process.env['ASTRO_OUT_DIR'] = opts.outDir;
  const { build } = await import('astro');
  await build({ root: opts.root, outDir: opts.outDir, logLevel: process.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn' });
  const seconds = (performance.now() - t0) / 1000;
  return {
    origin: catalogue.origin,
    pages,
    seconds,
    pagesPerSecond: pages / seconds,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}
