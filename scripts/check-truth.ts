// Check every statement about numbers on the built conversion pages against exact
// arithmetic: `npm run check:truth -- [DIR] [--every N] [--partial]` (default dist/, every
// page; --partial: DIR is one slice of a matrix build, and a page it lacks is another slice's).
// Temperature, temperature-difference and fuel-economy pages are always all checked.
import { builtLocales } from '../src/i18n/locales.ts';
import path from 'node:path';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { checkBuiltSite } from '../src/checks/truth.ts';

const args = process.argv.slice(2);
const everyAt = args.indexOf('--every');
const every = everyAt >= 0 ? Number(args[everyAt + 1]) : 1;
if (!Number.isInteger(every) || every < 1) {
  console.error('--every takes a whole number of at least 1');
  process.exit(2);
}
const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--every') ?? 'dist');
const t0 = performance.now();
const catalogue = await loadCatalogue();
const report = await checkBuiltSite(dir, catalogue, every, builtLocales(process.env), args.includes('--partial'));
const s = ((performance.now() - t0) / 1000).toFixed(1);
for (const p of report.problems.slice(0, 50)) console.error(`  ${p}`);
console.log(`${String(report.pages)} pages checked (conversion pages, Ultra views, and the home, about, category and currency pages' claims), ${String(report.problems.length)} untrue statement(s) (${s} s)`);
// Any untrue statement fails the check through the exit code.
if (report.problems.length > 0 || report.pages === 0) process.exitCode = 1;
