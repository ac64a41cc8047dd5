/**
 * The Postgres connection helpers shared by the catalogue reader (src/catalogue/postgres.ts)
 * and the writers (src/db/): opening a client, naming the server in messages, and an
 * error's text.
 */
import pg from 'pg';
import { CatalogueError } from '../core/catalogue.ts';

/** Any connected client (pg.Client or a pool's client). */
export type Db = pg.ClientBase;

/** Where a connection string points, without its password, for messages. */
export function describeTarget(databaseUrl: string): string {
  try {
    const u = new URL(databaseUrl);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** Open a client, turning a connection failure into a message that names the server. */
export async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (e) {
    throw new CatalogueError([`postgres: cannot connect to ${describeTarget(databaseUrl)}: ${errorText(e)}`]);
  }
  return client;
}

/** An error's message; a refused connection to "localhost" is an AggregateError with an empty one. */
export function errorText(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  if (e.message) return e.message;
  if (e instanceof AggregateError) return e.errors.map(errorText).join('; ');
  const code = (e as NodeJS.ErrnoException).code;
  return code ?? e.name;
}
