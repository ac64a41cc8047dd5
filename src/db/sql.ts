/**
 * The writers' SQL helpers (seed and importer): multi-row INSERTs of the rows declared in
 * src/postgres/rows.ts (with the importer's fall-back to single rows), a transaction
 * wrapper and the write lock.
 */
import { unitSlug } from '../core/slug.ts';
import { type Db, errorText } from '../postgres/connection.ts';

/** A returned row; callers read the columns they asked for with String(). */
export type Row = Record<string, unknown>;

/** Postgres accepts at most 65535 parameters per statement. */
const MAX_PARAMS = 60_000;

/** Advisory lock held by the seed and by an import, so two writers never interleave. */
export const WRITE_LOCK = 4_242_002;

/**
 * `INSERT INTO table (columns) VALUES ($1, ...), (...) ON CONFLICT DO NOTHING`, in as
 * few statements as the parameter limit allows (or `chunk` rows each), each row giving
 * its values of `columns`. Values are always parameters; only the table and column
 * names, which are constants (src/postgres/rows.ts), are part of the SQL text. Returns
 * the inserted rows (with `returning`) and how many rows were inserted.
 */
export async function insertRows<T extends object>(
  db: Db,
  table: string,
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
  opts: { returning?: string; chunk?: number } = {},
): Promise<{ rows: Row[]; inserted: number }> {
  const per = Math.max(1, Math.min(opts.chunk ?? Infinity, Math.floor(MAX_PARAMS / columns.length)));
  const out: Row[] = [];
  let inserted = 0;
  for (let i = 0; i < rows.length; i += per) {
    const part = rows.slice(i, i + per);
    const params: unknown[] = [];
    const tuples = part.map((row) => {
      const marks = columns.map((c) => {
        params.push(row[c]);
        return `$${String(params.length)}`;
      });
      return `(${marks.join(', ')})`;
    });
    const res = await db.query<Row>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING` +
        (opts.returning ? ` RETURNING ${opts.returning}` : ''),
      params,
    );
    out.push(...res.rows);
    inserted += res.rowCount ?? 0;
  }
  return { rows: out, inserted };
}

export interface BatchResult<T> {
  rows: Row[];
  failed: { row: T; error: string }[];
}

/**
 * Insert one batch as a single multi-row statement; if it fails, insert its rows one by
 * one and report the rows that still fail (SPEC §8: failures are counted as skipped).
 * Savepoints keep the surrounding transaction usable after a failed statement.
 */
export async function insertBatch<T extends object>(
  db: Db,
  table: string,
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
  returning: string,
): Promise<BatchResult<T>> {
  await db.query('SAVEPOINT import_batch');
  try {
    const r = await insertRows(db, table, columns, rows, { returning, chunk: rows.length });
    await db.query('RELEASE SAVEPOINT import_batch');
    return { rows: r.rows, failed: [] };
  } catch {
    await db.query('ROLLBACK TO SAVEPOINT import_batch');
  }
  const out: BatchResult<T> = { rows: [], failed: [] };
  for (const row of rows) {
    await db.query('SAVEPOINT import_row');
    try {
      const r = await insertRows(db, table, columns, [row], { returning });
      out.rows.push(...r.rows);
      await db.query('RELEASE SAVEPOINT import_row');
    } catch (e) {
      await db.query('ROLLBACK TO SAVEPOINT import_row');
      out.failed.push({ row, error: errorText(e) });
    }
  }
  await db.query('RELEASE SAVEPOINT import_batch');
  return out;
}

/** Run `fn` inside BEGIN/COMMIT; any error rolls back and is rethrown. */
export async function inTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  await db.query('BEGIN');
  try {
    const result = await fn();
    await db.query('COMMIT');
    return result;
  } catch (e) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
}

/** Unit codes are compared as they appear in URLs: lowercased, "_" as "-". */
export const codeKey = unitSlug;
