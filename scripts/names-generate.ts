// Write data/names/<locale>.json: the localised unit and category names with their sources
// (src/i18n/names/). `--check` writes nothing and fails when a committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateNames } from '../src/i18n/names/generate.ts';
import { NAMES_DIR, readGeneratorInput } from '../src/i18n/names/read.ts';
import { serialiseNames } from '../src/i18n/names/serialise.ts';

const check = process.argv.includes('--check');
const files = generateNames(readGeneratorInput());
let stale = 0;
for (const [locale, f] of files) {
  const file = path.join(NAMES_DIR, `${locale}.json`);
  const text = serialiseNames(f);
  let old = '';
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    // absent: written below
  }
  const line = `${locale}: ${String(Object.keys(f.units).length)} unit names, ${String(Object.keys(f.categories).length)} category names`;
  if (old === text) {
    console.log(`${line} (unchanged)`);
  } else if (check) {
    stale++;
    console.error(`${line}: data/names/${locale}.json differs from the generator (run npm run names:generate)`);
  } else {
    writeFileSync(file, text);
    console.log(`${line} (written)`);
  }
}
if (stale > 0) process.exitCode = 1;
