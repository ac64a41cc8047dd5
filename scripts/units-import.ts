// The owner's unit generator (SPEC §4 Batch generator): add the units of a JSON file,
// with their categories and conversions, to Postgres when DATABASE_URL is set, else to
// the seed JSON in data/. Ctrl-C stops cleanly; running the same file again finishes
// the job and adds nothing twice.
// Usage: npm run units:import -- FILE.json [--json] [--target postgres|json] [--data-dir DIR]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CatalogueError } from '../src/core/catalogue.ts';
import { type ImportResult, importUnits } from '../src/db/import.ts';
import { ImportInputError } from '../src/db/import-input.ts';
import { chooseImportTarget } from '../src/db/target-choice.ts';
import { createProgressPrinter } from '../src/db/import-progress.ts';
import { errorText } from '../src/postgres/connection.ts';
import { BUILD_ENV } from '../src/protocol/build.ts';

const USAGE = 'Usage: npm run units:import -- FILE.json [--json] [--target postgres|json] [--data-dir DIR]';

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean' }, target: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
} catch (e) {
  console.error(`${errorText(e)}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = args;
const file = positionals[0];
const choice = chooseImportTarget({ kind: values.target, databaseUrl: process.env[BUILD_ENV.databaseUrl], dataDir: values['data-dir'] ?? process.env[BUILD_ENV.catalogueDir] });
if (positionals.length !== 1 || file === undefined || (!choice.ok && choice.problem === 'unknown-kind')) {
  console.error(USAGE);
  process.exit(2);
}
if (!choice.ok) {
  console.error(choice.message);
  process.exit(2);
}

// First Ctrl-C: stop after the current batch (its transaction is rolled back). Second: quit now.
let stop = false;
process.on('SIGINT', () => {
  if (stop) process.exit(130);
  stop = true;
});

const target = choice.open();
const printer = createProgressPrinter(process.stderr);
const shown = path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file);

function printResult(r: ImportResult): void {
  if (values.json) {
    console.log(JSON.stringify(r));
    return;
  }
  const row = (what: string, n: number, had: number, skipped: number): string =>
    `  ${`${what} created:`.padEnd(21)} ${String(n).padStart(6)}   (already there: ${String(had)}${skipped > 0 ? `, skipped: ${String(skipped)}` : ''})`;
  console.log(row('categories', r.stats.categories, r.existing.categories, r.skipped.categories));
  console.log(row('units', r.stats.units, r.existing.units, r.skipped.units));
  console.log(row('conversions', r.stats.conversions, r.existing.conversions, r.skipped.conversions));
  for (const f of r.failures) console.log(`  skipped ${f}`);
  for (const n of r.notes) console.log(`  note: ${n}`);
  console.log(r.message);
}

try {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read ${shown}: ${errorText(e)}`, { cause: e });
  }
  const result = await importUnits(text, {
    shown,
    target,
    onProgress: (e) => {
      printer.event(e);
    },
    stopRequested: () => stop,
  });
  printer.finish(result.status);
  printResult(result);
  const skipped = result.skipped.categories + result.skipped.units + result.skipped.conversions;
  // An import that skipped anything did not do the whole job: say so with the exit status too.
  process.exitCode = result.status === 'stopped' ? 130 : skipped > 0 ? 1 : 0;
} catch (e) {
  if (e instanceof ImportInputError) {
    printer.finish('error', `${e.title}: ${e.summary}`);
    // The first 50 problems; --json gives all of them.
    for (const d of e.details.slice(0, 50)) console.error(`  ${d}`);
    if (e.details.length > 50) console.error(`  ... and ${String(e.details.length - 50)} more`);
    if (values.json) console.log(JSON.stringify({ status: 'error', error: e.title, message: `${e.title}: ${e.summary}`, details: e.details }));
  } else {
    const why = e instanceof CatalogueError ? e.problems.join('; ') : errorText(e);
    const message = `Failed to generate units: ${why}`;
    printer.finish('error', message);
    if (values.json) console.log(JSON.stringify({ status: 'error', error: 'Error', message }));
  }
  process.exitCode = 1;
} finally {
  await target.close();
}
