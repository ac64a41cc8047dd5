// The owner console under test: a real `scripts/console.ts` process on one of this
// suite's ports, on a temporary copy of a fixture catalogue (or a throwaway Postgres),
// with the address and token it prints.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const NODE = path.join(ROOT, 'node_modules/.bin/node');
export const UI_DIR = path.join(ROOT, '.tmp/console-ui-test');
export const SITE_FIXTURE = path.join(ROOT, 'tests/fixtures/site');

/** The suite's ports: CONSOLE_E2E_PORT (default 4330) and the next nine, five per worker. */
export function consolePort(n: number): number {
  const base = Number(process.env['CONSOLE_E2E_PORT'] ?? 4330);
  return base + test.info().parallelIndex * 5 + n;
}

export interface RunningConsole {
  /** http://127.0.0.1:PORT/ */
  base: string;
  token: string;
  port: number;
  output: () => string;
  /** Ctrl-C, then wait for the exit code. */
  stop(): Promise<number | null>;
  child: ChildProcess;
}

export interface ConsoleSetup {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  siteDir: string;
}

/** Start the console and wait for the address it prints. */
export async function startConsole(setup: ConsoleSetup): Promise<RunningConsole> {
  const env: NodeJS.ProcessEnv = { ...process.env, CONSOLE_UI_DIR: UI_DIR, PORT: String(setup.port), FORCE_COLOR: '0', SITE_URL: 'https://exactconvert.example' };
  Reflect.deleteProperty(env, 'DATABASE_URL');
  Reflect.deleteProperty(env, 'CATALOGUE_DIR');
  if (setup.databaseUrl) env['DATABASE_URL'] = setup.databaseUrl;
  // Each console's builds start with an empty shard cache of their own.
  env['BUILD_CACHE_DIR'] = path.join(path.dirname(setup.siteDir), 'build-cache');
  const args = [path.join(ROOT, 'scripts/console.ts'), '--site-dir', setup.siteDir, ...(setup.dataDir ? ['--data-dir', setup.dataDir] : [])];
  const child = spawn(NODE, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  const token = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Open: http:\/\/127\.0\.0\.1:\d+\/\?token=(\S+)/.exec(out);
      if (m?.[1]) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the console exited (${String(code)}) before printing its address:\n${out}`));
    });
  });
  return {
    base: `http://127.0.0.1:${String(setup.port)}/`,
    token,
    port: setup.port,
    output: () => out,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

// Temp folders of this worker, removed when it exits so test runs leave nothing in /tmp.
const temps: string[] = [];
process.once('exit', () => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

/** A writable copy of a fixture catalogue in a fresh temp folder. */
export async function copyCatalogue(from: string = SITE_FIXTURE): Promise<string> {
  const dir = await tempDir('console-cat');
  await cp(from, dir, { recursive: true });
  return dir;
}

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  temps.push(dir);
  return dir;
}

/** Every file under a folder with its size and mtime: equal listings mean an unchanged folder. */
export async function listing(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const f = path.join(e.parentPath, e.name);
    const s = await stat(f);
    out.push(`${path.relative(dir, f)} ${String(s.size)} ${String(s.mtimeMs)}`);
  }
  return out.sort();
}

/** The text of each JSON file of a catalogue folder. */
export async function catalogueFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // Every file, those of its folders too (substances/), by its path below the catalogue.
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  for (const f of files.sort()) out[f] = await readFile(path.join(dir, f), 'utf8');
  return out;
}
