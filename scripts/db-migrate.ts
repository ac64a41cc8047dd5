// Apply the pending SQL migrations of db/migrations/ to DATABASE_URL, each once; a
// second run changes nothing. Usage: npm run db:migrate [-- --json]
import { CatalogueError } from '../src/core/catalogue.ts';
import { migrate } from '../src/db/migrate.ts';
import { connect, describeTarget, errorText } from '../src/postgres/connection.ts';
import { readMigrations } from '../src/postgres/migrations.ts';
import { BUILD_ENV } from '../src/protocol/build.ts';

const json = process.argv.includes('--json');
const url = process.env[BUILD_ENV.databaseUrl];
if (!url) {
  console.error('DATABASE_URL is not set: db:migrate needs the Postgres database to migrate.');
  process.exit(2);
}

try {
  const db = await connect(url);
  try {
    const result = await migrate(db, await readMigrations());
    if (json) {
      console.log(JSON.stringify({ target: describeTarget(url), ...result }));
    } else {
      for (const name of result.applied) console.log(`applied  ${name}`);
      for (const name of result.changed) console.warn(`warning: ${name} has changed since it was applied; it is not run again (add a new migration instead)`);
      console.log(
        `Migrations on ${describeTarget(url)}: ${String(result.applied.length)} applied, ${String(result.alreadyApplied.length)} already applied.`,
      );
    }
  } finally {
    await db.end();
  }
} catch (e) {
  console.error(`Migration failed: ${e instanceof CatalogueError ? e.problems.join('; ') : errorText(e)}`);
  process.exitCode = 1;
}
