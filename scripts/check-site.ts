// The checks of a built site that need the whole build: `npm run check:site -- [DIR]`
// (default dist/). Budgets per page kind (DOM elements, gzipped HTML), every page in the
// sitemaps exactly once, and no broken internal link. Non-zero exit on any failure. Each
// file's page and kind come from the catalogue's page list.
import path from 'node:path';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { checkLinks } from '../src/checks/links.ts';
import { budgetLine, checkBudgets, sitemapPages } from '../src/checks/site.ts';
import { pagesByPath } from '../src/site/pages.ts';
import { BUILD_ENV } from '../src/protocol/build.ts';

const dir = path.resolve(process.argv[2] ?? 'dist');
const site = process.env[BUILD_ENV.siteUrl] ?? 'https://exactconvert.example';
let failed = false;

const t0 = performance.now();
const pages = pagesByPath(await loadCatalogue());
const budgets = checkBudgets(dir, pages);
console.log(budgetLine());
console.log('  type        pages  max DOM (page)                                   max gzip B (page)');
for (const [type, w] of [...budgets.worst.entries()].sort()) {
  console.log(
    `  ${type.padEnd(11)} ${String(w.pages).padStart(5)}  ${String(w.domElements.domElements).padStart(5)} ${w.domElements.path.padEnd(42)} ${String(w.gzipBytes.gzipBytes).padStart(6)} ${w.gzipBytes.path}`,
  );
}
for (const v of budgets.violations.slice(0, 50)) console.error(`  OVER BUDGET ${v.path}: ${v.what}`);
if (budgets.violations.length > 0) failed = true;

const sm = sitemapPages(dir, site, pages);
const listed = new Set(sm.listed);
const missing = sm.pages.filter((p) => !listed.has(p));
const pageSet = new Set(sm.pages);
const extra = sm.listed.filter((p) => !pageSet.has(p));
console.log(`Sitemaps: ${String(sm.listed.length)} URLs for ${String(sm.pages.length)} pages; ${String(missing.length)} missing, ${String(extra.length)} not a page, ${String(sm.duplicates.length)} listed twice`);
for (const p of [...missing, ...extra, ...sm.duplicates].slice(0, 20)) console.error(`  ${p}`);
if (missing.length + extra.length + sm.duplicates.length > 0) failed = true;

const links = await checkLinks(dir);
console.log(`Links: ${String(links.pages)} pages, ${String(links.links)} internal links, ${String(links.broken.length)} broken`);
for (const b of links.broken.slice(0, 20)) console.error(`  ${b.page}: ${b.link} (${b.reason})`);
if (links.broken.length > 0) failed = true;

console.log(`${failed ? 'FAILED' : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
// If a check failed, let our caller know through the process exit code.
if (failed) process.exitCode = 1;
