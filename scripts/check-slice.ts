// The checks of one slice of a matrix build, where it was built:
// `npm run check:slice -- SLICE_DIR --view DIR [--cross-links FILE.json.gz]`. Links the slice's
// pages into DIR as a site folder (then `npm run check:truth -- DIR` reads it), checks the
// budgets and every link inside the slice, and writes the links that leave it to FILE for
// `npm run check:manifests`. Non-zero exit on any failure.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { budgetLine, checkBudgets } from '../src/checks/site.ts';
import { sliceLinks, sliceView } from '../src/checks/slice.ts';
import { pagesByPath } from '../src/site/pages.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const sliceDir = args.find((a, i) => !a.startsWith('--') && !['--view', '--cross-links'].includes(args[i - 1] ?? ''));
const view = flag('--view');
if (!sliceDir || !view) {
  console.error('usage: npm run check:slice -- SLICE_DIR --view DIR [--cross-links FILE]');
  process.exit(2);
}
const t0 = performance.now();
const shards = sliceView(path.resolve(sliceDir), path.resolve(view));
let failed = false;
const budgets = checkBudgets(view, pagesByPath(await loadCatalogue()));
console.log(`Slice: ${String(shards.length)} shards linked into ${view}`);
console.log(`${budgetLine()}: ${String(budgets.violations.length)} over`);
for (const v of budgets.violations.slice(0, 50)) console.error(`  OVER BUDGET ${v.path}: ${v.what}`);
if (budgets.violations.length > 0) failed = true;
const links = await sliceLinks(view);
console.log(`Links: ${String(links.pages)} pages, ${String(links.links)} internal links, ${String(links.broken.length)} broken, ${String(Object.keys(links.leaving).length)} distinct links to other slices (checked by check:manifests)`);
for (const b of links.broken.slice(0, 20)) console.error(`  ${b.page}: ${b.link} (${b.reason})`);
if (links.broken.length > 0) failed = true;
const out = flag('--cross-links');
// Gzipped JSON: about 10 MB of links per slice of 140,000 pages, 1 MB gzipped.
if (out) writeFileSync(out, gzipSync(`${JSON.stringify(links.leaving)}\n`, { level: 9 }));
console.log(`${failed ? 'FAILED' : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (failed) process.exitCode = 1;
