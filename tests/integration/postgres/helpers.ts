// Shared by the Postgres integration tests: the owner commands as child processes, a
// comparable view of a catalogue, a fingerprint of the database's rows, and the
// throwaway server of a test file.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import type { Catalogue } from '../../../src/core/catalogue.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { seedDatabase } from '../../../src/db/seed.ts';
import { connect } from '../../../src/postgres/connection.ts';
import { readMigrations } from '../../../src/postgres/migrations.ts';
import { type PgServer, postgresGate, startPostgres } from '../pg-harness.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const NODE = path.join(ROOT, 'node_modules/.bin/node');
export const SMALL = path.join(ROOT, 'tests/fixtures/catalogue-small');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The child environment: ours plus `env`, where undefined removes a variable. */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) Reflect.deleteProperty(out, k);
    else out[k] = v;
  }
  return out;
}

/** Start an owner command (`scripts/NAME.ts`) the way npm runs it. */
export function startCli(script: string, args: string[], env: Record<string, string | undefined>, root: string = ROOT): ChildProcess {
  const child = spawn(NODE, [path.join(root, 'scripts', script), ...args], { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

const running = new Set<ChildProcess>();

/** Kill the commands still running (a test that timed out leaves them): call it in afterAll. */
export function stopCommands(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/**
 * Collect a started command's output and exit code. With `timeoutMs`, a command still
 * running then is killed and the promise rejects with what it printed, so a test that
 * hangs says where.
 */
export function finished(child: ChildProcess, timeoutMs?: number): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`${child.spawnargs.slice(1).join(' ')} still running after ${String(timeoutMs / 1000)} s; it printed:\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`));
          }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Run scripts/<script> of the project at `root` (this one, or a copy) and collect its output. */
export function runCli(script: string, args: string[], env: Record<string, string | undefined>, root: string = ROOT): Promise<CliResult> {
  return finished(startCli(script, args, env, root));
}

const temps: string[] = [];

/** A fresh temporary folder, removed by removeTemps(). */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  temps.push(dir);
  return dir;
}

/** Remove the folders made by tempDir() (call it in afterAll). */
export async function removeTemps(): Promise<void> {
  await Promise.all(temps.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

/** A writable copy of a fixture catalogue. */
export async function copyFixture(dir: string = SMALL): Promise<string> {
  const to = await tempDir('catalogue');
  await cp(dir, to, { recursive: true });
  return to;
}

/**
 * Everything a page shows of a catalogue, in order, without object identity: categories,
 * units (with their exact factor text), conversions (slug, units, flags, order) and the
 * currencies and aliases. Sort orders of generated currency pairs are numbered from the
 * JSON catalogue's running count over all categories, which a Postgres catalogue (whose
 * unit conversions are rows) does not have: for those only the order is compared.
 */
export function snapshot(c: Catalogue): unknown {
  return {
    conversionCount: c.conversionCount,
    unitCount: c.unitCount,
    categories: c.categories.map((cat) => ({
      slug: cat.slug,
      title: cat.title,
      description: cat.description,
      icon: cat.icon,
      kind: cat.kind,
      units: cat.units.map((u) =>
        u.kind === 'unit'
          ? {
              code: u.code,
              name: u.name,
              symbol: u.symbol,
              factor: u.factor.toString(),
              offset: u.offset.toString(),
              factorText: u.factorText,
              offsetText: u.offsetText,
              reciprocal: u.reciprocal,
              exactRational: u.exactRational,
              source: u.source,
              sourceRecord: u.sourceRecord,
              rank: u.rank,
            }
          : { code: u.code, name: u.name, symbol: u.symbol, crypto: u.crypto },
      ),
      conversions: cat.conversions.map((v) => ({
        slug: v.slug,
        name: v.name,
        from: v.from.code,
        to: v.to.code,
        isPopular: v.isPopular,
        metaDescription: v.metaDescription,
        sortOrder: v.sortOrder,
      })),
    })),
    currencies: c.currencies.map((x) => ({ ...x })),
    aliases: c.aliases.map((a) => ({ ...a })),
  };
}

/** Row counts and a digest of every catalogue table: equal fingerprints mean an unchanged database. */
export async function fingerprint(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, string> = {};
    for (const t of ['new_categories', 'new_units', 'new_conversions', 'new_currencies', 'new_aliases', 'new_conversion_overrides']) {
      const r = await c.query<{ n: string; h: string | null }>(`SELECT count(*) AS n, md5(string_agg(x::text, ',' ORDER BY x::text)) AS h FROM ${t} x`);
      out[t] = `${r.rows[0]?.n ?? '?'} ${r.rows[0]?.h ?? ''}`;
    }
    return out;
  } finally {
    await c.end();
  }
}

/** Run SQL against a database (tests only; values as parameters). */
export async function sql<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

export interface TestPostgres {
  /** Whether the Postgres tests can run here (never skipped when CI=true). */
  gate: { skip: boolean; reason: string };
  /** An empty database of its own. */
  createDatabase: (name: string) => Promise<string>;
  /** A migrated database of its own, seeded from `seedDir` when given. */
  database: (name: string, seedDir?: string) => Promise<string>;
}

/**
 * The Postgres server of one test file: started before its tests (unless the gate
 * says skip), stopped after them, with temp folders removed. Call at module level.
 */
export function usePostgres(): TestPostgres {
  const gate = postgresGate();
  let started: PgServer | undefined;
  beforeAll(async () => {
    if (!gate.skip) started = await startPostgres();
  });
  afterAll(async () => {
    await started?.stop();
    await removeTemps();
  });
  const createDatabase = (name: string): Promise<string> => {
    if (!started) throw new Error('the Postgres server did not start');
    return started.createDatabase(name);
  };
  const database = async (name: string, seedDir?: string): Promise<string> => {
    const url = await createDatabase(name);
    const db = await connect(url);
    try {
      await migrate(db, await readMigrations());
      if (seedDir) await seedDatabase(db, await readJsonSources(seedDir));
    } finally {
      await db.end();
    }
    return url;
  };
  return { gate, createDatabase, database };
}
