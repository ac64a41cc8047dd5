/**
 * The repository's SQL migrations as files, and what a database should hold once they
 * are applied: read by the migrator (src/db/migrate.ts) and checked by the catalogue
 * reader (src/catalogue/postgres.ts) before it trusts a database.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './connection.ts';

/** The repository's SQL migrations. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db/migrations');

/** The table that records applied migrations. */
export const MIGRATIONS_TABLE = 'schema_migrations';

export interface Migration {
  /** File name, e.g. "001_catalogue.sql"; applied in name order. */
  name: string;
  sql: string;
  checksum: string;
}

/** Read the `*.sql` files of a folder in name order. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}


/** The tables and columns a set of migrations creates: "table" and "table.column". */
export interface MigrationShape {
  tables: Set<string>;
  columns: Set<string>;
}

const CONSTRAINT_WORDS = new Set(['constraint', 'primary', 'unique', 'check', 'foreign', 'exclude', 'like']);

function identifier(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1) : raw.toLowerCase();
}

/** Split at commas outside parentheses and quotes. */
function topLevelItems(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const IDENT = String.raw`("[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const CREATE_TABLE = new RegExp(String.raw`^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(IF\s+NOT\s+EXISTS\s+)?(?:\w+\.)?${IDENT}\s*\(([\s\S]*)\)[^)]*$`, 'i');
const ALTER_TABLE = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(?:\w+\.)?${IDENT}\s+([\s\S]*)$`, 'i');
const DROP_TABLE = new RegExp(String.raw`^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([\s\S]*?)(?:\s+(?:CASCADE|RESTRICT))?$`, 'i');
const ADD_COLUMN = new RegExp(String.raw`^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?${IDENT}`, 'i');
const DROP_COLUMN = new RegExp(String.raw`^DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?${IDENT}`, 'i');

/**
 * Apply the table and column statements of one migration's SQL to a shape:
 * CREATE TABLE (with its columns, unless IF NOT EXISTS), ALTER TABLE ... ADD/DROP
 * [COLUMN], DROP TABLE. Other
 * statements (indexes, constraints, data) do not change which tables and columns exist.
 */
export function applyMigrationShape(sql: string, shape: MigrationShape): void {
  const statements = sql.replace(/--[^\n]*/g, '').split(';');
  for (const raw of statements) {
    const st = raw.trim();
    const create = CREATE_TABLE.exec(st);
    if (create) {
      const table = identifier(create[2] ?? '');
      shape.tables.add(table);
      // CREATE TABLE IF NOT EXISTS adopts a table that is there already (a database of
      // the original site) as it is: only the table is certain, not these columns.
      if (create[1] !== undefined) continue;
      for (const item of topLevelItems(create[3] ?? '')) {
        const first = /^("[^"]+"|\S+)/.exec(item)?.[1] ?? '';
        if (!CONSTRAINT_WORDS.has(first.toLowerCase())) shape.columns.add(`${table}.${identifier(first)}`);
      }
      continue;
    }
    const alter = ALTER_TABLE.exec(st);
    if (alter) {
      const table = identifier(alter[1] ?? '');
      for (const action of topLevelItems(alter[2] ?? '')) {
        const add = ADD_COLUMN.exec(action);
        if (add && !CONSTRAINT_WORDS.has((add[1] ?? '').toLowerCase())) shape.columns.add(`${table}.${identifier(add[1] ?? '')}`);
        const drop = DROP_COLUMN.exec(action);
        if (drop && (drop[1] ?? '').toLowerCase() !== 'constraint') shape.columns.delete(`${table}.${identifier(drop[1] ?? '')}`);
      }
      continue;
    }
    const dropTable = DROP_TABLE.exec(st);
    if (dropTable) {
      for (const t of topLevelItems(dropTable[1] ?? '')) {
        const table = identifier(t.replace(/^\w+\./, ''));
        shape.tables.delete(table);
        for (const c of [...shape.columns]) if (c.startsWith(`${table}.`)) shape.columns.delete(c);
      }
    }
  }
}

/**
 * What the database lacks of the tables and columns its recorded migrations (the rows
 * of schema_migrations, applied in name order from the repository's files) create:
 * "table new_aliases", "column new_units.factor_exact". Empty when it matches, or when
 * nothing is recorded (a database of the original site, read as it is).
 */
export async function missingMigratedObjects(client: Db, migrations: Migration[]): Promise<string[]> {
  // Asked first, so a missing table never aborts the caller's transaction.
  const present = await client.query<{ ok: boolean }>(`SELECT to_regclass(current_schema() || '.${MIGRATIONS_TABLE}') IS NOT NULL AS ok`);
  if (present.rows[0]?.ok !== true) return [];
  const recorded = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`);
  const names = new Set(recorded.rows.map((r) => r.name));
  const shape: MigrationShape = { tables: new Set(), columns: new Set() };
  for (const m of migrations) if (names.has(m.name)) applyMigrationShape(m.sql, shape);
  if (shape.tables.size === 0 && shape.columns.size === 0) return [];
  const have = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name::text, column_name::text FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const tables = new Set(have.rows.map((r) => r.table_name));
  const columns = new Set(have.rows.map((r) => `${r.table_name}.${r.column_name}`));
  const missing: string[] = [];
  for (const t of [...shape.tables].sort()) if (!tables.has(t)) missing.push(`table ${t}`);
  for (const c of [...shape.columns].sort()) {
    const table = c.slice(0, c.indexOf('.'));
    if (tables.has(table) && !columns.has(c)) missing.push(`column ${c}`);
  }
  return missing;
}
