import type pg from 'pg';
import { connect, describeTarget, errorText, readPostgresSources } from '../catalogue/postgres.ts';
import type { Unit } from '../core/catalogue.ts';
import { conversionSlug } from '../core/slug.ts';
import {
  type ImportPlan,
  type ImportTarget,
  type ImportUnit,
  newCatalogueProblems,
  planAdditions,
  type PlannedCategory,
  StoppedError,
  type TargetState,
  type WriteContext,
} from './import.ts';
import { type Db, insertRows, type Row, WRITE_LOCK } from './sql.ts';
import { conversionFormula, toStoredExact, unitFromFields } from './values.ts';

/** Sort orders of generated conversions start here, after any hand-set order (as in the JSON catalogue). */
export const GENERATED_SORT_BASE = 1_000_000;

/** New units committed per transaction, each together with all of its conversions. */
export const UNITS_PER_TRANSACTION = 100;

const UNIT_COLUMNS = [
  'unit_code',
  'name',
  'symbol',
  'factor',
  'unit_offset',
  'category_id',
  'factor_exact',
  'offset_exact',
  'reciprocal',
  'source',
  'exact',
  'rank',
] as const;
const CONVERSION_COLUMNS = [
  'slug',
  'name',
  'category_id',
  'from_unit_id',
  'to_unit_id',
  'formula',
  'meta_description',
  'is_popular',
  'sort_order',
] as const;

interface BatchResult {
  rows: Row[];
  failed: { row: readonly unknown[]; error: string }[];
}

/**
 * Insert one batch as a single multi-row statement; if it fails, insert its rows one by
 * one and report the rows that still fail (SPEC §8: failures are counted as skipped).
 * Savepoints keep the surrounding transaction usable after a failed statement.
 */
async function insertBatch(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning: string,
): Promise<BatchResult> {
  await db.query('SAVEPOINT import_batch');
  try {
    const r = await insertRows(db, table, columns, rows, { returning, chunk: rows.length });
    await db.query('RELEASE SAVEPOINT import_batch');
    return { rows: r.rows, failed: [] };
  } catch {
    await db.query('ROLLBACK TO SAVEPOINT import_batch');
  }
  const out: BatchResult = { rows: [], failed: [] };
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

interface UnitRow {
  id: string;
  unit_code: string;
  name: string;
  symbol: string | null;
  factor: string;
  unit_offset: string | null;
  factor_exact: string | null;
  offset_exact: string | null;
  reciprocal: boolean | null;
  exact: boolean;
}

function unitRow(u: ImportUnit, categoryId: string): unknown[] {
  const factor = toStoredExact(u.factor);
  const offset = toStoredExact(u.unit_offset ?? '0');
  return [
    u.unit_code,
    u.name,
    u.symbol ?? null,
    factor.numeric,
    offset.numeric,
    categoryId,
    factor.exact,
    offset.exact,
    u.reciprocal,
    u.source ?? null,
    u.exact,
    u.rank,
  ];
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Limit how many failure lines are kept for the summary. */
function noteFailure(ctx: WriteContext, text: string): void {
  if (ctx.failures.length < 20) ctx.failures.push(text);
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
    const need = ['new_categories.id', 'new_units.factor_exact', 'new_units.reciprocal', 'new_units.source', 'new_units.exact', 'new_units.rank', 'new_conversions.formula'];
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

    const live = plan.categories.filter((c): c is PlannedCategory & { ref: string } => c.ref !== undefined);
    const unitTotal = live.reduce((n, c) => n + c.newUnits.length, 0);
    const counts = await db.query<{ id: string; units: string; conversions: string }>(
      `SELECT c.id::text AS id,
              (SELECT count(*) FROM new_units u WHERE u.category_id = c.id) AS units,
              (SELECT count(*) FROM new_conversions v WHERE v.category_id = c.id) AS conversions
         FROM new_categories c WHERE c.id::text = ANY($1::text[])`,
      [live.map((c) => c.ref)],
    );
    let convTotal = 0;
    for (const c of live) {
      const r = counts.rows.find((x) => x.id === c.ref);
      const n = Number(r?.units ?? 0) + c.newUnits.length;
      convTotal += Math.max(0, n * (n - 1) - Number(r?.conversions ?? 0));
    }
    const maxOrder = await db.query<{ max: number | null }>('SELECT max(sort_order)::integer AS max FROM new_conversions');
    let nextOrder = Math.max(GENERATED_SORT_BASE, (maxOrder.rows[0]?.max ?? 0) + 1);

    let unitsDone = 0;
    let convDone = 0;
    ctx.progress({ state: 'creating-units', done: 0, total: unitTotal });
    for (const cat of live) {
      ctx.existing.units += cat.presentUnits.length;
      const parts = cat.newUnits.length > 0 ? chunks(cat.newUnits, this.unitsPerTransaction) : [[]];
      const present = new Set(cat.presentUnits.map((u) => u.unit_code));
      for (const [partIndex, part] of parts.entries()) {
        if (ctx.stopRequested()) throw new StoppedError();
        // Counted only once the transaction commits.
        const pending = { units: 0, conversions: 0, existing: 0, skippedUnits: 0, skippedConversions: 0, failures: [] as string[] };
        let order = nextOrder;
        let partConv = 0;
        await db.query('BEGIN');
        try {
          for (const batch of chunks(part, ctx.batchSize)) {
            const r = await insertBatch(db, 'new_units', UNIT_COLUMNS, batch.map((u) => unitRow(u, cat.ref)), 'unit_code');
            pending.units += r.rows.length;
            pending.skippedUnits += batch.length - r.rows.length;
            for (const f of r.failed) pending.failures.push(`unit "${String(f.row[1])}" (${String(f.row[0])}): ${f.error}`);
            ctx.progress({ state: 'creating-units', done: unitsDone + pending.units + pending.skippedUnits, total: unitTotal });
          }

          const units = await db.query<UnitRow>(
            `SELECT id::text AS id, unit_code, name, symbol, factor::text AS factor, unit_offset::text AS unit_offset,
                    factor_exact, offset_exact, reciprocal, exact
               FROM new_units WHERE category_id = $1 ORDER BY id`,
            [cat.ref],
          );
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
                exact: u.exact,
              }),
            ]),
          );
          const rows: unknown[][] = [];
          for (const a of units.rows) {
            for (const b of units.rows) {
              if (a === b) continue;
              if (existing.has(`${a.id} ${b.id}`)) {
                // Pairs of the file's units that were there already (counted once per category).
                if (partIndex === 0 && (present.has(a.unit_code) || present.has(b.unit_code))) pending.existing++;
                continue;
              }
              const fa = models.get(a.id);
              const fb = models.get(b.id);
              rows.push([
                conversionSlug(a.unit_code, b.unit_code),
                `${a.name} to ${b.name}`,
                cat.ref,
                a.id,
                b.id,
                fa && fb ? conversionFormula(fa, fb) : null,
                null,
                false,
                order++,
              ]);
            }
          }
          for (const batch of chunks(rows, ctx.batchSize)) {
            if (ctx.stopRequested()) throw new StoppedError();
            const r = await insertBatch(db, 'new_conversions', CONVERSION_COLUMNS, batch, 'id');
            pending.conversions += r.rows.length;
            pending.skippedConversions += batch.length - r.rows.length;
            for (const f of r.failed) pending.failures.push(`conversion "${String(f.row[0])}" in "${cat.slug}": ${f.error}`);
            partConv += batch.length;
            ctx.progress({ state: 'creating-conversions', done: convDone + partConv, total: Math.max(convTotal, convDone + partConv) });
          }
          // Every batch of this chunk is in: commit it even if a stop was asked for meanwhile.
          await db.query('COMMIT');
        } catch (e) {
          await db.query('ROLLBACK').catch(() => undefined);
          throw e;
        }
        nextOrder = order;
        unitsDone += pending.units + pending.skippedUnits;
        convDone += partConv;
        ctx.created.units += pending.units;
        ctx.created.conversions += pending.conversions;
        ctx.existing.conversions += pending.existing;
        ctx.skipped.units += pending.skippedUnits;
        ctx.skipped.conversions += pending.skippedConversions;
        for (const f of pending.failures) noteFailure(ctx, f);
      }
    }
    ctx.progress({ state: 'creating-units', done: unitsDone, total: unitTotal });
    ctx.progress({ state: 'creating-conversions', done: convDone, total: convDone });
  }

  async #createCategories(db: Db, plan: ImportPlan, ctx: WriteContext): Promise<void> {
    const fresh = plan.categories.filter((c) => c.isNew);
    ctx.existing.categories += plan.categories.length - fresh.length;
    let skipped = 0;
    if (fresh.length > 0) {
      await db.query('BEGIN');
      try {
        for (const batch of chunks(fresh, ctx.batchSize)) {
          const r = await insertBatch(
            db,
            'new_categories',
            ['title', 'slug', 'description', 'icon'],
            batch.map((c) => [c.title, c.slug, c.description, c.icon]),
            'id::text AS id, slug',
          );
          for (const row of r.rows) {
            const c = batch.find((x) => x.slug === String(row['slug']));
            if (c) c.ref = String(row['id']);
          }
          for (const f of r.failed) noteFailure(ctx, `category "${String(f.row[0])}": ${f.error}`);
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
