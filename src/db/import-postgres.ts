/**
 * The Postgres import target: creates the plan's categories, then its units with every
 * missing conversion pair, in transactions a stop or a rerun can rely on. Rows and
 * connection come from src/postgres/.
 */
import type pg from 'pg';
import { readPostgresSources } from '../catalogue/postgres.ts';
import type { Unit } from '../core/catalogue.ts';
import { conversionSlug } from '../core/slug.ts';
import { connect, type Db, describeTarget } from '../postgres/connection.ts';
import { CATEGORY_BASE_COLUMNS, CONVERSION_COLUMNS, type ConversionInsert, UNIT_COLUMNS, type UnitRow, unitRowSelect } from '../postgres/rows.ts';
import { newCatalogueProblems, planAdditions } from './import-check.ts';
import type { ImportUnit } from './import-input.ts';
import type { ImportPlan, PlannedCategory, TargetState } from './import-plan.ts';
import { type ImportTarget, StoppedError, type WriteContext } from './import-target.ts';
import { insertBatch, WRITE_LOCK } from './sql.ts';
import { conversionFormulaText, unitFromFields, unitInsert } from './values.ts';

/** Sort orders of generated conversions start here, after any hand-set order (as in the JSON catalogue). */
export const GENERATED_SORT_BASE = 1_000_000;

/** New units committed per transaction, each together with all of its conversions. */
export const UNITS_PER_TRANSACTION = 100;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Limit how many failure lines are kept for the summary. */
function noteFailure(ctx: WriteContext, text: string): void {
  if (ctx.failures.length < 20) ctx.failures.push(text);
}

/** A category of the plan that exists in the database (its row id in `ref`). */
type LiveCategory = PlannedCategory & { ref: string };

/** How far the write is, for progress, and the next sort order to give. */
interface Run {
  unitTotal: number;
  convTotal: number;
  unitsDone: number;
  convDone: number;
  nextOrder: number;
}

/** What one transaction wrote, counted into the context only once it commits. */
interface Pending {
  units: number;
  conversions: number;
  existing: number;
  skippedUnits: number;
  skippedConversions: number;
  failures: string[];
  /** Conversion rows tried (inserted or skipped). */
  tried: number;
}

/** Conversions still to write in these categories (every ordered pair, less those there), for the progress total. */
async function conversionsToWrite(db: Db, live: LiveCategory[]): Promise<number> {
  const counts = await db.query<{ id: string; units: string; conversions: string }>(
    `SELECT c.id::text AS id,
            (SELECT count(*) FROM new_units u WHERE u.category_id = c.id) AS units,
            (SELECT count(*) FROM new_conversions v WHERE v.category_id = c.id) AS conversions
       FROM new_categories c WHERE c.id::text = ANY($1::text[])`,
    [live.map((c) => c.ref)],
  );
  let total = 0;
  for (const c of live) {
    const r = counts.rows.find((x) => x.id === c.ref);
    const n = Number(r?.units ?? 0) + c.newUnits.length;
    total += Math.max(0, n * (n - 1) - Number(r?.conversions ?? 0));
  }
  return total;
}

async function insertUnits(db: Db, ctx: WriteContext, run: Run, cat: LiveCategory, part: ImportUnit[], pending: Pending): Promise<void> {
  for (const batch of chunks(part, ctx.batchSize)) {
    const rows = batch.map((u) =>
      unitInsert({
        code: u.unit_code,
        name: u.name,
        symbol: u.symbol ?? null,
        factor: u.factor,
        offset: u.unit_offset ?? '0',
        category_id: cat.ref,
        reciprocal: u.reciprocal,
        source: u.source ?? null,
        sourceRecord: u.source_record,
        exact: u.exact,
        rank: u.rank,
      }),
    );
    const r = await insertBatch(db, 'new_units', UNIT_COLUMNS, rows, 'unit_code');
    pending.units += r.rows.length;
    pending.skippedUnits += batch.length - r.rows.length;
    for (const f of r.failed) pending.failures.push(`unit "${f.row.name}" (${f.row.unit_code}): ${f.error}`);
    ctx.progress({ state: 'creating-units', done: run.unitsDone + pending.units + pending.skippedUnits, total: run.unitTotal });
  }
}

/**
 * Every ordered pair of the category's units that has no conversion yet, with sort
 * orders from `order` on. Pairs that are there already and involve a unit of the file
 * (`present`) are counted as existing.
 */
async function missingPairs(db: Db, cat: LiveCategory, order: number, present: Set<string> | undefined, pending: Pending): Promise<ConversionInsert[]> {
  const units = await db.query<UnitRow>(`SELECT ${unitRowSelect()} FROM new_units u WHERE u.category_id = $1 ORDER BY u.id`, [cat.ref]);
  const have = await db.query<{ pair: string }>(
    `SELECT from_unit_id::text || ' ' || to_unit_id::text AS pair FROM new_conversions WHERE category_id = $1`,
    [cat.ref],
  );
  const existing = new Set(have.rows.map((r) => r.pair));
  const models = new Map<string, Unit | undefined>(
    units.rows.map((u) => [
      u.id,
      unitFromFields({
        code: u.unit_code,
        name: u.name,
        symbol: u.symbol,
        factor: u.factor_exact ?? u.factor,
        offset: u.offset_exact ?? u.unit_offset,
        reciprocal: u.reciprocal === true,
        // NOT NULL since migration 004, which the importer requires.
        exact: u.exact ?? false,
      }),
    ]),
  );
  const rows: ConversionInsert[] = [];
  for (const a of units.rows) {
    for (const b of units.rows) {
      if (a === b) continue;
      if (existing.has(`${a.id} ${b.id}`)) {
        if (present && (present.has(a.unit_code) || present.has(b.unit_code))) pending.existing++;
        continue;
      }
      const fa = models.get(a.id);
      const fb = models.get(b.id);
      rows.push({
        slug: conversionSlug(a.unit_code, b.unit_code),
        name: `${a.name} to ${b.name}`,
        category_id: cat.ref,
        from_unit_id: a.id,
        to_unit_id: b.id,
        formula: fa && fb ? conversionFormulaText(fa, fb) : null,
        meta_description: null,
        is_popular: false,
        sort_order: order++,
      });
    }
  }
  return rows;
}

async function insertConversions(db: Db, ctx: WriteContext, run: Run, cat: LiveCategory, rows: ConversionInsert[], pending: Pending): Promise<void> {
  for (const batch of chunks(rows, ctx.batchSize)) {
    if (ctx.stopRequested()) throw new StoppedError();
    const r = await insertBatch(db, 'new_conversions', CONVERSION_COLUMNS, batch, 'id');
    pending.conversions += r.rows.length;
    pending.skippedConversions += batch.length - r.rows.length;
    for (const f of r.failed) pending.failures.push(`conversion "${f.row.slug}" in "${cat.slug}": ${f.error}`);
    pending.tried += batch.length;
    const done = run.convDone + pending.tried;
    ctx.progress({ state: 'creating-conversions', done, total: Math.max(run.convTotal, done) });
  }
}

/**
 * One transaction: a part of a category's new units and every pair the category then
 * lacks. A stop between batches rolls it back, so a unit never exists without its
 * conversions; the counts reach the context only once it commits.
 */
async function writePart(db: Db, ctx: WriteContext, run: Run, cat: LiveCategory, part: ImportUnit[], present: Set<string> | undefined): Promise<void> {
  const pending: Pending = { units: 0, conversions: 0, existing: 0, skippedUnits: 0, skippedConversions: 0, failures: [], tried: 0 };
  let rows: ConversionInsert[];
  await db.query('BEGIN');
  try {
    await insertUnits(db, ctx, run, cat, part, pending);
    rows = await missingPairs(db, cat, run.nextOrder, present, pending);
    await insertConversions(db, ctx, run, cat, rows, pending);
    // Every batch of this chunk is in: commit it even if a stop was asked for meanwhile.
    await db.query('COMMIT');
  } catch (e) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
  run.nextOrder += rows.length;
  run.unitsDone += pending.units + pending.skippedUnits;
  run.convDone += pending.tried;
  ctx.created.units += pending.units;
  ctx.created.conversions += pending.conversions;
  ctx.existing.conversions += pending.existing;
  ctx.skipped.units += pending.skippedUnits;
  ctx.skipped.conversions += pending.skippedConversions;
  for (const f of pending.failures) noteFailure(ctx, f);
}

/**
 * The Postgres target. Categories are created first (a category without units is
 * consistent). Then, per category, up to UNITS_PER_TRANSACTION new units are inserted
 * together with every missing ordered pair of the category in one transaction, in
 * batches of 100: a stop between batches rolls that transaction back, so a unit never
 * exists without its conversions, and a rerun finds the missing units and pairs and
 * finishes the job. A session advisory lock keeps a seed or a second import out.
 */
export class PostgresTarget implements ImportTarget {
  readonly label: string;
  readonly #url: string;
  #db: pg.Client | undefined;
  unitsPerTransaction = UNITS_PER_TRANSACTION;

  constructor(databaseUrl: string) {
    this.#url = databaseUrl;
    this.label = `postgres ${describeTarget(databaseUrl)}`;
  }

  #locked = false;

  async #client(): Promise<pg.Client> {
    if (!this.#locked) await this.acquire(() => undefined);
    return this.#db as pg.Client;
  }

  /** The session advisory lock a seed or another import holds while writing; waits (saying so) while it is taken. */
  async acquire(onWait: (holder: string) => void): Promise<void> {
    if (this.#locked) return;
    const db = this.#db ?? (this.#db = await connect(this.#url));
    const got = await db.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [WRITE_LOCK]);
    if (got.rows[0]?.ok !== true) {
      const holder = await db.query<{ pid: number | null }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1::bigint::oid LIMIT 1`,
        [WRITE_LOCK],
      );
      const pid = holder.rows[0]?.pid;
      onWait(`another import or seed (server process ${pid === null || pid === undefined ? '?' : String(pid)})`);
      await db.query('SELECT pg_advisory_lock($1)', [WRITE_LOCK]);
    }
    this.#locked = true;
  }

  async readState(): Promise<TargetState> {
    const db = await this.#client();
    const need = ['new_categories.id', 'new_units.factor_exact', 'new_units.reciprocal', 'new_units.source', 'new_units.source_record', 'new_units.exact', 'new_units.rank', 'new_conversions.formula'];
    const have = await db.query<{ c: string }>(
      `SELECT table_name || '.' || column_name AS c FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name || '.' || column_name = ANY($1::text[])`,
      [need],
    );
    const missing = need.filter((c) => !have.rows.some((r) => r.c === c));
    if (missing.length > 0) {
      throw new Error(`the database is not migrated (no ${missing.join(', ')}): run npm run db:migrate first`);
    }
    const cats = await db.query<{ id: string; slug: string; title: string }>(
      'SELECT id::text AS id, slug, title FROM new_categories ORDER BY id',
    );
    const units = await db.query<{ category_id: string; unit_code: string; name: string }>(
      'SELECT category_id::text AS category_id, unit_code, name FROM new_units ORDER BY id',
    );
    const byCat = new Map<string, { code: string; name: string }[]>();
    for (const u of units.rows) {
      let list = byCat.get(u.category_id);
      if (!list) byCat.set(u.category_id, (list = []));
      list.push({ code: u.unit_code, name: u.name });
    }
    return {
      categories: cats.rows.map((c) => ({ ref: c.id, slug: c.slug, title: c.title, units: byCat.get(c.id) ?? [] })),
    };
  }

  /**
   * Validate the whole catalogue the import would leave, exactly as the JSON target
   * does: the database's catalogue (read in one snapshot) plus the plan's additions,
   * through the one schema. Runs under the write lock, so nothing changes meanwhile.
   */
  async check(plan: ImportPlan): Promise<string[]> {
    const add = planAdditions(plan, (i) => `new_categories (new #${String(i + 1)})`);
    if (add.units.length === 0 && add.categories.length === 0) return [];
    return newCatalogueProblems(await readPostgresSources(this.#url), add);
  }

  async write(plan: ImportPlan, ctx: WriteContext): Promise<void> {
    const db = await this.#client();
    await this.#createCategories(db, plan, ctx);

    const live = plan.categories.filter((c): c is LiveCategory => c.ref !== undefined);
    const unitTotal = live.reduce((n, c) => n + c.newUnits.length, 0);
    const convTotal = await conversionsToWrite(db, live);
    const maxOrder = await db.query<{ max: number | null }>('SELECT max(sort_order)::integer AS max FROM new_conversions');
    const nextOrder = Math.max(GENERATED_SORT_BASE, (maxOrder.rows[0]?.max ?? 0) + 1);
    const run: Run = { unitTotal, convTotal, unitsDone: 0, convDone: 0, nextOrder };

    ctx.progress({ state: 'creating-units', done: 0, total: unitTotal });
    for (const cat of live) {
      ctx.existing.units += cat.presentUnits.length;
      const parts = cat.newUnits.length > 0 ? chunks(cat.newUnits, this.unitsPerTransaction) : [[]];
      const present = new Set(cat.presentUnits.map((u) => u.unit_code));
      for (const [partIndex, part] of parts.entries()) {
        if (ctx.stopRequested()) throw new StoppedError();
        // Pairs of the file's units that were there already are counted once per category.
        await writePart(db, ctx, run, cat, part, partIndex === 0 ? present : undefined);
      }
    }
    ctx.progress({ state: 'creating-units', done: run.unitsDone, total: unitTotal });
    ctx.progress({ state: 'creating-conversions', done: run.convDone, total: run.convDone });
  }

  async #createCategories(db: Db, plan: ImportPlan, ctx: WriteContext): Promise<void> {
    const fresh = plan.categories.filter((c) => c.isNew);
    ctx.existing.categories += plan.categories.length - fresh.length;
    let skipped = 0;
    if (fresh.length > 0) {
      await db.query('BEGIN');
      try {
        for (const batch of chunks(fresh, ctx.batchSize)) {
          // Without home_order: a generated category goes after the seed's home tiles.
          const r = await insertBatch(
            db,
            'new_categories',
            CATEGORY_BASE_COLUMNS,
            batch.map((c) => ({ slug: c.slug, title: c.title, description: c.description, icon: c.icon })),
            'id::text AS id, slug',
          );
          for (const row of r.rows) {
            const c = batch.find((x) => x.slug === String(row['slug']));
            if (c) c.ref = String(row['id']);
          }
          for (const f of r.failed) noteFailure(ctx, `category "${f.row.title}": ${f.error}`);
        }
        await db.query('COMMIT');
      } catch (e) {
        await db.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
      for (const c of fresh) {
        if (c.ref !== undefined) {
          ctx.created.categories++;
        } else {
          // Not inserted: its units cannot be placed, so they are skipped too.
          skipped++;
          ctx.skipped.units += c.newUnits.length;
        }
      }
      ctx.skipped.categories += skipped;
    }
    ctx.progress({
      state: 'creating-categories',
      created: ctx.created.categories,
      existing: plan.categories.length - fresh.length,
      skipped,
    });
  }

  async close(): Promise<void> {
    const db = this.#db;
    this.#db = undefined;
    this.#locked = false;
    // Closing the session also releases the advisory lock.
    if (db) await db.end().catch(() => undefined);
  }
}
