import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DATA_FILES, DEFAULT_DATA_DIR, readJsonArray } from '../catalogue/json.ts';
import type { CatalogueSources, Located } from '../core/catalogue.ts';
import { newCatalogueProblems, planAdditions } from './import-check.ts';
import { type ImportPlan, newPairCount, type TargetState } from './import-plan.ts';
import { type ImportTarget, StoppedError, type WriteContext } from './import-target.ts';

/**
 * Append entries to the text of a JSON array file without touching what is there:
 * 2-space entries, one per unit, and a trailing newline, as the seed files are written.
 */
export function appendToJsonArray(text: string | undefined, entries: unknown[]): string {
  const body = entries.map((e) => JSON.stringify(e, null, 2).replace(/^/gm, '  ')).join(',\n');
  if (text === undefined || text.trim() === '') return `[\n${body}\n]\n`;
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(']')) throw new Error('the file does not end with "]"');
  const head = trimmed.slice(0, -1).trimEnd();
  const out = head.endsWith('[') ? `${head}\n${body}\n]\n` : `${head},\n${body}\n]\n`;
  // The text edit must mean exactly "the old array plus the new entries".
  if (!isDeepStrictEqual(JSON.parse(out), [...(JSON.parse(text) as unknown[]), ...entries])) {
    throw new Error('appending would change existing entries');
  }
  return out;
}

/** Replace a file atomically: readers see the old or the new content, never half of it. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp-${String(process.pid)}`;
  try {
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** The lock file an import holds in the data directory while it reads, checks and writes. */
export const LOCK_FILE = '.units-import.lock';

/** Whether a process is running (a lock left by a killed import is stale). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The seed JSON target, for an owner without a database: new categories are appended
 * to categories.json and new units to units.json (conversions are implicit there: every
 * ordered pair, counted as created). The catalogue with the additions is validated by
 * the one schema before anything is written; each file is replaced atomically.
 */
export class JsonTarget implements ImportTarget {
  readonly label: string;
  readonly dir: string;
  /** How long acquire() waits for another import's lock before it gives up. */
  lockWaitMs = 10 * 60_000;
  #sources: CatalogueSources | undefined;
  #lock: string | undefined;

  constructor(dir: string = DEFAULT_DATA_DIR) {
    this.dir = dir;
    const rel = path.relative(process.cwd(), dir);
    this.label = `${rel === '' ? '.' : rel.startsWith('..') ? dir : rel}/ (seed JSON)`;
  }

  #shown(file: string): string {
    const r = path.relative(process.cwd(), path.join(this.dir, file));
    return r.startsWith('..') ? path.join(this.dir, file) : r;
  }

  async #read(): Promise<CatalogueSources> {
    const read = (f: string): Promise<Located[]> => readJsonArray(path.join(this.dir, f), this.#shown(f), true);
    const [categories, units, currencies, overrides, aliases] = await Promise.all([
      read(DATA_FILES.categories),
      read(DATA_FILES.units),
      read(DATA_FILES.currencies),
      read(DATA_FILES.overrides),
      read(DATA_FILES.aliases),
    ]);
    return { origin: this.label, categories, units, currencies, overrides, aliases };
  }

  async readState(): Promise<TargetState> {
    const src = (this.#sources = await this.#read());
    const str = (v: unknown, k: string): string | undefined => {
      const x = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
      return typeof x === 'string' ? x : undefined;
    };
    const cats = new Map<string, TargetState['categories'][number]>();
    for (const e of src.categories) {
      const slug = str(e.value, 'slug');
      const title = str(e.value, 'title');
      if (slug !== undefined && title !== undefined) cats.set(title.trim().toLowerCase(), { ref: slug, slug, title: title.trim(), units: [] });
    }
    for (const e of src.units) {
      const cat = cats.get((str(e.value, 'category') ?? '').trim().toLowerCase());
      const code = str(e.value, 'unit_code');
      const name = str(e.value, 'name');
      if (cat && code !== undefined && name !== undefined) cat.units.push({ code: code.trim(), name: name.trim() });
    }
    return { categories: [...cats.values()] };
  }

  #additions(plan: ImportPlan): { categories: Located[]; units: Located[] } {
    return planAdditions(plan, (i) => `${this.#shown(DATA_FILES.categories)} (new #${String(i + 1)})`);
  }

  /** Problems the catalogue would newly have with the additions (those it has already are not the import's). */
  async check(plan: ImportPlan): Promise<string[]> {
    return newCatalogueProblems(this.#sources ?? (await this.#read()), this.#additions(plan));
  }

  async write(plan: ImportPlan, ctx: WriteContext): Promise<void> {
    const add = this.#additions(plan);
    ctx.existing.categories += plan.categories.filter((c) => !c.isNew).length;
    ctx.progress({ state: 'creating-categories', created: add.categories.length, existing: ctx.existing.categories, skipped: 0 });
    if (ctx.stopRequested()) throw new StoppedError();
    // Categories first: a category without units is a valid catalogue, a unit without its category is not.
    if (add.categories.length > 0) {
      const file = path.join(this.dir, DATA_FILES.categories);
      await writeFileAtomic(file, appendToJsonArray(await readText(file), add.categories.map((c) => c.value)));
    }
    ctx.created.categories += add.categories.length;
    if (add.units.length > 0) {
      const file = path.join(this.dir, DATA_FILES.units);
      await writeFileAtomic(file, appendToJsonArray(await readText(file), add.units.map((u) => u.value)));
    }
    ctx.created.units += add.units.length;
    const unsourced = plan.categories.flatMap((c) => c.newUnits).filter((u) => u.source === undefined);
    if (unsourced.length > 0) {
      ctx.notes.push(
        `${String(unsourced.length)} added unit(s) have no "source"; npm run catalogue:check asks every seed unit for one (${unsourced
          .slice(0, 3)
          .map((u) => u.at)
          .join(', ')}${unsourced.length > 3 ? ', ...' : ''})`,
      );
    }
    ctx.progress({ state: 'creating-units', done: add.units.length, total: add.units.length });
    let pairs = 0;
    for (const c of plan.categories) {
      pairs += newPairCount(c.existingUnitCount, c.newUnits.length);
      const e = c.existingUnitCount;
      const rest = e - c.presentUnits.length;
      ctx.existing.units += c.presentUnits.length;
      ctx.existing.conversions += e * (e - 1) - rest * (rest - 1);
    }
    ctx.created.conversions += pairs;
    ctx.progress({ state: 'creating-conversions', done: pairs, total: pairs });
  }

  /**
   * Create the lock file (exclusively, with this process's id). While another live
   * process holds it, wait (telling `onWait` once); a lock whose process is gone (an
   * import killed with SIGKILL) is stale and is taken over. The lock appears with its
   * id already in it (written to a file of its own, then hard-linked into place, which
   * fails if the lock exists): a lock created empty and filled after would read as
   * stale to a second import in between, and both would write.
   */
  async acquire(onWait: (holder: string) => void): Promise<void> {
    if (this.#lock !== undefined) return;
    const file = path.join(this.dir, LOCK_FILE);
    const started = Date.now();
    let told = false;
    for (;;) {
      const mine = `${file}.${String(process.pid)}`;
      await writeFile(mine, `${String(process.pid)}\n`);
      try {
        await link(mine, file);
        this.#lock = file;
        return;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      } finally {
        await rm(mine, { force: true });
      }
      const pid = Number((await readText(file))?.trim());
      if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) {
        await rm(file, { force: true });
        continue;
      }
      if (!told) {
        onWait(`another import (process ${String(pid)})`);
        told = true;
      }
      if (Date.now() - started > this.lockWaitMs) {
        throw new Error(
          `${this.label} is still locked by process ${String(pid)} after ${String(Math.round(this.lockWaitMs / 1000))} s (${this.#shown(LOCK_FILE)}); nothing was imported`,
        );
      }
      await sleep(200);
    }
  }

  async close(): Promise<void> {
    const lock = this.#lock;
    this.#lock = undefined;
    if (lock !== undefined) await rm(lock, { force: true });
  }
}
