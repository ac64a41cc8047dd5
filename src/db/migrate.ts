/**
 * Apply the repository's migrations (src/postgres/migrations.ts reads them) to a
 * database: `npm run db:migrate` and the tests' throwaway clusters.
 */
import type pg from 'pg';
import { type Migration, MIGRATIONS_TABLE } from '../postgres/migrations.ts';

// Any constant works; it only has to be the same for every migrating process.
const MIGRATE_LOCK = 4_242_001;

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
  /** Applied earlier, but the file has changed since: reported, never re-run. */
  changed: string[];
}

/** A migration that failed, with the file and (when Postgres tells) the line. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

function lineOf(sql: string, position: string | undefined): string {
  const p = Number(position);
  if (!Number.isInteger(p) || p <= 0) return '';
  return ` (line ${String(sql.slice(0, p).split('\n').length)})`;
}

/**
 * Apply the pending migrations, each in its own transaction together with its record in
 * schema_migrations, so a failed file leaves nothing half-applied and a second run
 * changes nothing. An advisory lock keeps two migrating processes from racing. A
 * migration file must therefore not contain its own BEGIN or COMMIT.
 */
export async function migrate(client: pg.Client, migrations: Migration[]): Promise<MigrateResult> {
  const result: MigrateResult = { applied: [], alreadyApplied: [], changed: [] };
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
         name       text PRIMARY KEY,
         checksum   text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Map(
      (await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM ${MIGRATIONS_TABLE}`)).rows.map(
        (r) => [r.name, r.checksum],
      ),
    );
    for (const m of migrations) {
      const sum = done.get(m.name);
      if (sum !== undefined) {
        result.alreadyApplied.push(m.name);
        if (sum !== m.checksum) result.changed.push(m.name);
        continue;
      }
      await client.query('BEGIN');
      try {
        // No parameters: the simple protocol runs every statement of the file.
        await client.query(m.sql);
        await client.query(`INSERT INTO ${MIGRATIONS_TABLE} (name, checksum) VALUES ($1, $2)`, [m.name, m.checksum]);
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        const err = e as Error & { position?: string };
        throw new MigrationError(`${m.name}${lineOf(m.sql, err.position)}: ${err.message}`, { cause: e });
      }
      result.applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
  }
  return result;
}
