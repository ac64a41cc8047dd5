// A real PostgreSQL server for integration tests: DATABASE_URL when it is given, else a
// throwaway cluster (initdb + pg_ctl on a free port, trust auth, unix socket in a temp
// dir, as the `postgres` user when running as root). Each test file starts its own and
// creates a database per scenario. In CI (CI=true) a missing server fails the tests;
// elsewhere they are skipped with the reason in their title.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PgServer {
  /** "throwaway" (our cluster) or "external" (DATABASE_URL). */
  kind: 'throwaway' | 'external';
  /** Connection string for a database of the server. */
  url(database: string): string;
  /** Create an empty database (name made unique) and return its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

type Plan =
  | { ok: true; kind: 'external'; url: string }
  | { ok: true; kind: 'throwaway'; bin: string; asUser: string | undefined }
  | { ok: false; reason: string };

function findBin(): string | undefined {
  const fromEnv = process.env['PG_BIN'];
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** How this machine can provide Postgres, decided without starting anything. */
export function planPostgres(): Plan {
  const url = process.env['DATABASE_URL'];
  if (url) return { ok: true, kind: 'external', url };
  const bin = findBin();
  if (!bin) return { ok: false, reason: 'no DATABASE_URL and no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (or PG_BIN)' };
  const root = process.getuid?.() === 0;
  if (root && !userExists('postgres')) return { ok: false, reason: 'running as root, and there is no "postgres" user to run initdb as' };
  return { ok: true, kind: 'throwaway', bin, asUser: root ? 'postgres' : undefined };
}

/**
 * Whether the Postgres tests of a file run. In CI a missing server is an error (the
 * tests must never silently skip there); elsewhere the reason goes into the title.
 */
export function postgresGate(): { skip: boolean; reason: string } {
  const p = planPostgres();
  if (p.ok) return { skip: false, reason: '' };
  if (process.env['CI'] === 'true') throw new Error(`Postgres integration tests cannot run in CI: ${p.reason}`);
  console.warn(`[postgres tests skipped] ${p.reason}`);
  return { skip: true, reason: ` (skipped: ${p.reason})` };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => {
        resolve(port);
      });
    });
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

let counter = 0;
function uniqueName(name: string): string {
  const safe = name.toLowerCase().replace(/[^a-z0-9_]+/g, '_').slice(0, 30);
  return `t_${safe}_${String(process.pid)}_${String(++counter)}_${Math.random().toString(36).slice(2, 7)}`;
}

async function createDb(adminUrl: string, database: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    // Identifiers cannot be parameters; the name is ours and limited to [a-z0-9_].
    await c.query(`CREATE DATABASE "${database}"`);
  } finally {
    await c.end();
  }
}

/** Start (or connect to) a server for this test file. */
export async function startPostgres(): Promise<PgServer> {
  const plan = planPostgres();
  if (!plan.ok) throw new Error(`Postgres is not available: ${plan.reason}`);

  if (plan.kind === 'external') {
    const created: string[] = [];
    return {
      kind: 'external',
      url: (db) => withDatabase(plan.url, db),
      async createDatabase(name) {
        const db = uniqueName(name);
        await createDb(plan.url, db);
        created.push(db);
        return withDatabase(plan.url, db);
      },
      async stop() {
        const c = new pg.Client({ connectionString: plan.url });
        await c.connect();
        try {
          for (const db of created) await c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch(() => undefined);
        } finally {
          await c.end();
        }
      },
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const bin = (name: string): string => path.join(plan.bin, name);
  const as = async (cmd: string, args: string[]): Promise<void> => {
    if (plan.asUser) await run('runuser', ['-u', plan.asUser, '--', cmd, ...args], { cwd: dir });
    else await run(cmd, args, { cwd: dir });
  };
  if (plan.asUser) {
    const uid = Number(execFileSync('id', ['-u', plan.asUser], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', plan.asUser], { encoding: 'utf8' }).trim());
    await chown(dir, uid, gid);
  }
  const stopSync = (): void => {
    try {
      const args = [bin('pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
      if (plan.asUser) execFileSync('runuser', ['-u', plan.asUser, '--', ...args], { stdio: 'ignore' });
      else execFileSync(args[0] ?? '', args.slice(1), { stdio: 'ignore' });
    } catch {
      // not running
    }
  };
  try {
    await as(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const opts = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50`;
      try {
        await as(bin('pg_ctl'), ['-D', data, '-l', log, '-w', '-t', '60', '-o', opts, 'start']);
        break;
      } catch (e) {
        // Another process may have taken the port in between: try a new one.
        if (attempt >= 3) throw e;
      }
    }
    process.once('exit', stopSync);
    const admin = `postgresql://postgres@127.0.0.1:${String(port)}/postgres`;
    return {
      kind: 'throwaway',
      url: (db) => withDatabase(admin, db),
      async createDatabase(name) {
        const db = uniqueName(name);
        await createDb(admin, db);
        return withDatabase(admin, db);
      },
      async stop() {
        process.removeListener('exit', stopSync);
        stopSync();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    const serverLog = await readFile(log, 'utf8').catch(() => '');
    stopSync();
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Could not start a throwaway PostgreSQL cluster: ${(e as Error).message}\n${serverLog}`, { cause: e });
  }
}
