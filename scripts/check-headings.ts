// Issue 27's measure of English words in the H1 of localised conversion pages:
// `npm run check:headings -- [DIR] [--sample N] [--seed S]` (default dist/, 400 pages, seed 27).
// Needs hunspell with the en_US, es_ES, de_DE and fr_FR dictionaries (Debian: hunspell,
// hunspell-en-us, hunspell-es, hunspell-de-de, hunspell-fr). Fails above 10 % in a language.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtLocales } from '../src/i18n/locales.ts';
import { measuredLanguages, measureHeadings, nationalWords, sampleConversionPages, vouchedWords, type Speller } from '../src/checks/headings.ts';
import { languageOf } from '../src/i18n/locales.ts';

const LIMIT = 0.1;
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  const v = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) {
    console.error(`${name} takes a whole number of at least 1`);
    process.exit(2);
  }
  return v;
};
const sample = option('--sample', 400);
const seed = option('--seed', 27);
const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && !['--sample', '--seed'].includes(args[i - 1] ?? '')) ?? 'dist');

const spell: Speller = (dictionary, words) => {
  if (words.length === 0) return new Set();
  try {
    return new Set(execFileSync('hunspell', ['-d', dictionary, '-l'], { input: words.join('\n'), encoding: 'utf8' }).split('\n').filter(Boolean));
  } catch (e) {
    console.error(`hunspell with the ${dictionary} dictionary could not run (${(e as Error).message.split('\n')[0] ?? ''}); install hunspell and its dictionaries (see the comment at the top of this script)`);
    process.exit(2);
  }
};

const root = path.resolve(import.meta.dirname, '..');
const readJson = (p: string): unknown => JSON.parse(readFileSync(path.join(root, p), 'utf8'));
const national = nationalWords(readJson('data/units.json') as { name: string }[]);
const pages = sampleConversionPages(dir, sample, seed);
let failed = false;
const { measured, unmeasured } = measuredLanguages(builtLocales(process.env));
for (const lang of measured) {
  const vouched = vouchedWords(readJson(`node_modules/cldr-units-full/main/${languageOf(lang).cldr}/units.json`), readJson(`data/names/${lang}.json`) as never);
  const r = measureHeadings(dir, pages, lang, spell, vouched, national);
  const share = r.withEnglish / Math.max(1, r.sampled);
  if (share > LIMIT) failed = true;
  console.log(`${lang}: ${String(r.withEnglish)} of ${String(r.sampled)} headings (${(share * 100).toFixed(1)} %) have an English word${share > LIMIT ? ` — above ${String(LIMIT * 100)} %` : ''}`);
  if (r.words.length > 0) console.log(`    ${r.words.map(([w, n]) => `${w} ${String(n)}`).join(', ')}`);
  for (const e of r.examples.slice(0, 3)) console.log(`    e.g. ${e}`);
}
for (const lang of unmeasured) console.log(`${lang}: not measured (no spelling dictionary in its record); \`npm run catalogue:check\` gives its names left in English`);
if (pages.length === 0 || failed) process.exitCode = 1;
