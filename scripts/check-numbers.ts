// The form of every number on every page of a built site (issue 41, item 3):
// `npm run check:numbers -- [DIR]` (default dist/). No exponent notation outside the input help,
// no hyphen-minus as a minus sign, no run of five or more digits ungrouped, no underscore in a
// unit's symbol. Exit 1 on any problem.
import path from 'node:path';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { checkNumberForms } from '../src/checks/number-form.ts';
import { builtLocales } from '../src/i18n/locales.ts';
import { localizeCatalogue } from '../src/i18n/localize-catalogue.ts';

const dir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist');
const t0 = performance.now();
const catalogue = await loadCatalogue();
const symbols = new Set<string>();
for (const locale of builtLocales(process.env)) for (const cat of localizeCatalogue(catalogue, locale).categories) for (const u of cat.units) if (u.symbol) symbols.add(u.symbol);
const report = await checkNumberForms(dir, symbols);
for (const p of report.problems.slice(0, 50)) console.error(`  ${p}`);
console.log(`${String(report.pages)} pages read, ${String(report.count)} number-form problem(s) (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
if (report.count > 0 || report.pages === 0) process.exitCode = 1;
