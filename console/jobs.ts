// The console's long-running jobs: the Batch Unit Generator (the import code of
// `npm run units:import`, run in-process) and the Static page generator (the real site
// build, `scripts/build.ts`, run as a child process group that can be paused with
// SIGSTOP, resumed with SIGCONT and stopped with SIGTERM). Each job keeps a snapshot
// that the server pushes to the browser (Server-Sent Events) whenever it changes.
import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CatalogueError } from '../src/core/catalogue.ts';
import { type ImportResult, importUnits } from '../src/db/import.ts';
import { ImportInputError } from '../src/db/import-input.ts';
import type { ProgressEvent } from '../src/db/import-progress.ts';
import { BUILD_ENV, type BuildReport, parseLine, partialDir, REPORT_FLAG } from '../src/protocol/build.ts';
import { errorText } from '../src/postgres/connection.ts';
import type { Source } from './source.ts';

/** An import failed for a reason that is not the input: SPEC §8's "Failed to generate units...". */
export function generateFailure(e: unknown): string {
  const why = e instanceof CatalogueError ? e.problems.join('; ') : errorText(e);
  return `Failed to generate units: ${why}`;
}

/** The outcome of one generator call, as the Auto Unit Generator answers it (SPEC §7). */
export type GenerateOutcome =
  | { ok: true; result: ImportResult }
  | { ok: false; status: 400 | 500; error: string; message: string; details: string[] };

/** Run the generator once on an input text against the console's source. */
export async function generateUnits(
  source: Source,
  text: string,
  shown: string,
  onProgress?: (e: ProgressEvent) => void,
  stopRequested?: () => boolean,
): Promise<GenerateOutcome> {
  const target = source.target();
  try {
    const opts = { shown, target, ...(onProgress ? { onProgress } : {}), ...(stopRequested ? { stopRequested } : {}) };
    return { ok: true, result: await importUnits(text, opts) };
  } catch (e) {
    if (e instanceof ImportInputError) {
      return { ok: false, status: 400, error: e.title, message: `${e.title}: ${e.summary}`, details: e.details };
    }
    return { ok: false, status: 500, error: 'Error', message: generateFailure(e), details: [] };
  } finally {
    await target.close();
  }
}

export type BatchState =
  | 'ready'
  | 'starting'
  | 'creating-categories'
  | 'creating-units'
  | 'creating-conversions'
  | 'completed'
  | 'error'
  | 'stopped';

export interface BatchSnapshot {
  state: BatchState;
  target: string;
  planned?: { units: number; newUnits: number; categories: number; newCategories: number };
  categories?: { created: number; existing: number; skipped: number };
  units?: { done: number; total: number };
  conversions?: { done: number; total: number };
  result?: ImportResult;
  error?: { error: string; message: string; details: string[] };
}

/** The Batch Unit Generator's one job at a time. */
export class BatchJob extends EventEmitter {
  snapshot: BatchSnapshot;
  #stop = false;
  #running: Promise<void> | undefined;
  readonly #source: Source;

  constructor(source: Source) {
    super();
    this.#source = source;
    this.snapshot = { state: 'ready', target: source.label };
  }

  get running(): boolean {
    return this.#running !== undefined;
  }

  #set(next: BatchSnapshot): void {
    this.snapshot = next;
    this.emit('change', next);
  }

  #event(e: ProgressEvent): void {
    const s = this.snapshot;
    switch (e.state) {
      case 'starting':
        this.#set({ ...s, state: 'starting', target: e.target });
        break;
      case 'planned':
        this.#set({ ...s, planned: { units: e.units, newUnits: e.newUnits, categories: e.categories, newCategories: e.newCategories } });
        break;
      case 'creating-categories':
        this.#set({ ...s, state: 'creating-categories', categories: { created: e.created, existing: e.existing, skipped: e.skipped } });
        break;
      case 'creating-units':
        this.#set({ ...s, state: s.state === 'creating-conversions' && e.done < e.total ? s.state : 'creating-units', units: { done: e.done, total: e.total } });
        break;
      case 'creating-conversions':
        this.#set({ ...s, state: 'creating-conversions', conversions: { done: e.done, total: e.total } });
        break;
    }
  }

  /** Start a run on an input text; false when one is running already. */
  start(text: string, shown: string): boolean {
    if (this.#running) return false;
    this.#stop = false;
    this.#set({ state: 'starting', target: this.#source.label });
    this.#running = (async () => {
      const out = await generateUnits(
        this.#source,
        text,
        shown,
        (e) => {
          this.#event(e);
        },
        () => this.#stop,
      );
      if (out.ok) {
        this.#set({ ...this.snapshot, state: out.result.status === 'stopped' ? 'stopped' : 'completed', result: out.result });
      } else {
        this.#set({ ...this.snapshot, state: 'error', error: { error: out.error, message: out.message, details: out.details } });
      }
    })().finally(() => {
      this.#running = undefined;
    });
    return true;
  }

  /** Ask the run to stop after the current batch (its transaction is rolled back). */
  stop(): boolean {
    if (!this.#running) return false;
    this.#stop = true;
    return true;
  }

  /** Stop and wait for the run to end (Ctrl-C of the console). */
  async shutdown(): Promise<void> {
    this.#stop = true;
    await this.#running;
  }
}

export type StaticState = 'idle' | 'running' | 'paused' | 'stopping' | 'stopped' | 'completed' | 'failed';

export interface StaticSnapshot {
  state: StaticState;
  /** The folder the build publishes to. */
  siteDir: string;
  /** What the build said it read ("Catalogue from data/: ..."). */
  origin?: string;
  /** Conversion pages rendered / to render (the build's own counter). */
  done: number;
  total: number;
  /** Pages that failed; the site build is all or nothing, so any error fails the run. */
  errors: number;
  startedAt?: number;
  endedAt?: number;
  /** Paused milliseconds, not counted in the elapsed time. */
  pausedMs: number;
  pausedAt?: number;
  /** The build's report at the end. */
  report?: BuildReport;
  message?: string;
  /** The last lines the build printed (for the owner to read). */
  log: string[];
}

const LOG_LINES = 40;

/** The Static page generator: the real `scripts/build.ts` as a child process group. */
export class StaticJob extends EventEmitter {
  snapshot: StaticSnapshot;
  #child: ChildProcess | undefined;
  #exited: Promise<void> | undefined;
  readonly #root: string;
  readonly #source: Source;

  constructor(root: string, source: Source, siteDir: string) {
    super();
    this.#root = root;
    this.#source = source;
    this.snapshot = { state: 'idle', siteDir, done: 0, total: 0, errors: 0, pausedMs: 0, log: [] };
  }

  get running(): boolean {
    return this.#child !== undefined;
  }

  #set(patch: Partial<StaticSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit('change', this.snapshot);
  }

  #line(line: string): void {
    // The build's machine lines (src/protocol/build.ts) are read, never shown.
    const m = parseLine(line);
    if (m?.kind === 'progress') this.#set({ done: m.value.done, total: m.value.total });
    else if (m?.kind === 'catalogue') this.#set({ origin: m.value.origin, total: m.value.pages });
    else if (m?.kind === 'report') this.#set({ report: m.value });
    if (m) return;
    if (line.trim() !== '') this.#set({ log: [...this.snapshot.log, line].slice(-LOG_LINES) });
  }

  /** Start the build; false when one is running already. */
  start(): boolean {
    if (this.#child) return false;
    const env: NodeJS.ProcessEnv = { ...process.env, ...this.#source.buildEnv(), [BUILD_ENV.outDir]: this.snapshot.siteDir, [BUILD_ENV.progress]: 'json', FORCE_COLOR: '0' };
    // Its own process group (detached), so pause, resume and stop reach every process of the build.
    const child = spawn(process.execPath, [path.join(this.#root, 'scripts/build.ts'), REPORT_FLAG], {
      cwd: this.#root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.snapshot = { state: 'running', siteDir: this.snapshot.siteDir, done: 0, total: 0, errors: 0, startedAt: Date.now(), pausedMs: 0, log: [] };
    this.emit('change', this.snapshot);
    const lines = (stream: NodeJS.ReadableStream | null): void => {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (d: string) => {
        const parts = (rest + d).split('\n');
        rest = parts.pop() ?? '';
        for (const l of parts) this.#line(l);
      });
    };
    lines(child.stdout);
    lines(child.stderr);
    this.#exited = new Promise((resolve) => {
      child.on('close', (code, signal) => {
        void this.#finish(child, code, signal).finally(resolve);
      });
    });
    return true;
  }

  async #finish(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    // scripts/build.ts builds into `<siteDir>.partial-<pid>` and swaps only at the end:
    // a stopped or failed build leaves that folder behind, never a changed site.
    if (code !== 0 && child.pid !== undefined) {
      await rm(partialDir(this.snapshot.siteDir, child.pid), { recursive: true, force: true });
    }
    const stopping = this.snapshot.state === 'stopping';
    const pausedMs = this.snapshot.pausedMs + (this.snapshot.pausedAt !== undefined ? Date.now() - this.snapshot.pausedAt : 0);
    Reflect.deleteProperty(this.snapshot, 'pausedAt');
    this.#child = undefined;
    if (code === 0) {
      const pages = this.snapshot.report?.htmlFiles ?? this.snapshot.done;
      this.#set({ state: 'completed', endedAt: Date.now(), pausedMs, done: this.snapshot.total, message: `${String(pages)} HTML files` });
    } else if (stopping) {
      this.#set({ state: 'stopped', endedAt: Date.now(), pausedMs });
    } else {
      const last = this.snapshot.log.filter((l) => /fail|error/i.test(l)).slice(-3).join('\n');
      this.#set({
        state: 'failed',
        endedAt: Date.now(),
        pausedMs,
        errors: Math.max(1, this.snapshot.errors),
        message: last || `the build exited with ${signal ?? `code ${String(code)}`}`,
      });
    }
  }

  #signal(sig: NodeJS.Signals): void {
    const pid = this.#child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, sig);
    } catch {
      // The group is gone: the close handler finishes the job.
    }
  }

  /** SIGSTOP the build's process group: no page is rendered until resume(). */
  pause(): boolean {
    if (this.snapshot.state !== 'running') return false;
    this.#signal('SIGSTOP');
    this.#set({ state: 'paused', pausedAt: Date.now() });
    return true;
  }

  resume(): boolean {
    if (this.snapshot.state !== 'paused') return false;
    this.#signal('SIGCONT');
    const pausedMs = this.snapshot.pausedMs + Date.now() - (this.snapshot.pausedAt ?? Date.now());
    Reflect.deleteProperty(this.snapshot, 'pausedAt');
    this.#set({ state: 'running', pausedMs });
    return true;
  }

  /** SIGTERM the build (and SIGCONT, since a stopped process acts on SIGTERM only once continued). */
  stop(): boolean {
    if (this.snapshot.state !== 'running' && this.snapshot.state !== 'paused') return false;
    this.#set({ state: 'stopping' });
    this.#signal('SIGTERM');
    this.#signal('SIGCONT');
    return true;
  }

  /** Stop a running build and wait until it is gone and cleaned up (Ctrl-C of the console). */
  async shutdown(): Promise<void> {
    this.stop();
    await this.#exited;
  }
}
