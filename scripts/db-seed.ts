// Load the seed catalogue (data/, or --data-dir / CATALOGUE_DIR) into DATABASE_URL, in
// one transaction; rows already there are kept, so it can run again at any time.
// Usage: npm run db:seed [-- --data-dir DIR] [--json]
import { parseArgs } from 'node:util';
import { readJsonSources } from '../src/catalogue/json.ts';
import { CatalogueError } from '../src/core/catalogue.ts';
import { type SeedCount, seedDatabase } from '../src/db/seed.ts';
import { connect, describeTarget, errorText } from '../src/postgres/connection.ts';
import { BUILD_ENV } from '../src/protocol/build.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, json: { type: 'boolean' } } });
const url = process.env[BUILD_ENV.databaseUrl];
if (!url) {
  console.error('DATABASE_URL is not set: db:seed needs the Postgres database to load the seed catalogue into.');
  process.exit(2);
}

try {
  const t0 = performance.now();
  const sources = await readJsonSources(values['data-dir'] ?? process.env[BUILD_ENV.catalogueDir]);
  const db = await connect(url);
  try {
    const result = await seedDatabase(db, sources);
    const ms = Math.round(performance.now() - t0);
    if (values.json) {
      console.log(JSON.stringify({ source: sources.origin, target: describeTarget(url), ...result, ms }));
    } else {
      console.log(`Seeded ${describeTarget(url)} from ${sources.origin} in ${String(ms)} ms (inserted / already there):`);
      for (const [table, c] of Object.entries(result) as [string, SeedCount][]) {
        console.log(`  ${`${table}:`.padEnd(13)} ${String(c.inserted).padStart(7)} / ${String(c.existing)}`);
      }
    }
  } finally {
    await db.end();
  }
} catch (e) {
  const text = e instanceof CatalogueError ? e.message : errorText(e);
  const hint = /relation "new_\w+" does not exist/.test(text) ? '\n(run npm run db:migrate first)' : '';
  console.error(`Seed failed, nothing was written: ${text}${hint}`);
  process.exitCode = 1;
}
