/**
 * The owner's unit generator (SPEC §4 Batch generator, §5, §7, §8), one set of rules
 * for both targets: Postgres (src/db/import-postgres.ts) and the seed JSON
 * (src/db/import-json.ts). This module runs an import: parse and check the input
 * (import-input.ts), plan what is new against what the target already holds
 * (import-plan.ts), check the catalogue it would leave (import-check.ts), and run the
 * target's writer (import-target.ts) with progress, stop requests and the stats of SPEC §7.
 */
import { checkConversionLimit } from './import-check.ts';
import { ImportInputError, parseImportInput } from './import-input.ts';
import { conversionTotals, type ImportPlan, planImport } from './import-plan.ts';
import { type ImportStats, type ImportTarget, StoppedError, type WriteContext } from './import-target.ts';
import type { ProgressEvent } from './import-progress.ts';

/** Units per batch insert (SPEC §9). */
export const BATCH_SIZE = 100;

const zero = (): ImportStats => ({ categories: 0, units: 0, conversions: 0 });

export interface ImportResult {
  status: 'completed' | 'stopped';
  target: string;
  /** SPEC §7: categories, units and conversions created. */
  stats: ImportStats;
  existing: ImportStats;
  skipped: ImportStats;
  failures: string[];
  notes: string[];
  message: string;
}

export interface ImportOptions {
  /** The input file as shown in messages. */
  shown: string;
  target: ImportTarget;
  onProgress?: (e: ProgressEvent) => void;
  stopRequested?: () => boolean;
  batchSize?: number;
}

const plural = (n: number, one: string, many: string): string => `${String(n)} ${n === 1 ? one : many}`;

function summarise(status: ImportResult['status'], target: string, ctx: WriteContext): string {
  const c = ctx.created;
  const made = `${plural(c.categories, 'category', 'categories')}, ${plural(c.units, 'unit', 'units')} and ${plural(c.conversions, 'conversion', 'conversions')}`;
  if (status === 'stopped') {
    return `Processing Stopped: ${made} were added to ${target} before the stop; run the same command again to finish.`;
  }
  const skipped = ctx.skipped.categories + ctx.skipped.units + ctx.skipped.conversions;
  const tail = skipped > 0 ? ` ${String(skipped)} item(s) failed to insert and were skipped.` : '';
  if (c.categories + c.units + c.conversions === 0) return `Success: nothing new; everything in the file is already in ${target}.${tail}`;
  return `Success: added ${made} to ${target}.${tail}`;
}

/** The note for added units whose file gave no "exact" (stored as not exact), naming the first three. */
function exactDefaultedNote(plan: ImportPlan): string | undefined {
  const defaulted = plan.categories.flatMap((c) => c.newUnits).filter((u) => u.exactDefaulted);
  if (defaulted.length === 0) return undefined;
  return `${String(defaulted.length)} added unit(s) have no "exact" and are stored as not exact, so no page calls them exact (${defaulted
    .slice(0, 3)
    .map((u) => u.at)
    .join(', ')}${defaulted.length > 3 ? ', ...' : ''}); set "exact": true where a definition fixes the factor exactly`;
}

/**
 * Run the generator on the text of an input file: parse and check it, plan it against
 * the target, write. Throws ImportInputError for a bad file (the target is unchanged);
 * a stop request ends with status "stopped" after the target is left consistent.
 */
export async function importUnits(text: string, opts: ImportOptions): Promise<ImportResult> {
  const progress = opts.onProgress ?? ((): void => undefined);
  const ctx: WriteContext = {
    created: zero(),
    existing: zero(),
    skipped: zero(),
    failures: [],
    notes: [],
    batchSize: opts.batchSize ?? BATCH_SIZE,
    progress,
    stopRequested: opts.stopRequested ?? ((): boolean => false),
  };
  const target = opts.target;
  progress({ state: 'starting', file: opts.shown, target: target.label });
  const units = parseImportInput(text, opts.shown);
  // Read, check and write under the target's lock: another import cannot slip in between.
  await target.acquire((holder) => {
    progress({ state: 'waiting', target: target.label, holder });
  });
  const state = await target.readState();
  const plan = planImport(units, state);
  const conversions = conversionTotals(plan, state);
  checkConversionLimit(plan, conversions, target.label);
  const problems = await target.check(plan);
  if (problems.length > 0) {
    throw new ImportInputError('Invalid Data', `the catalogue would have ${String(problems.length)} new problem(s); nothing was imported`, problems);
  }
  progress({
    state: 'planned',
    newConversions: conversions.added,
    units: units.length,
    newUnits: plan.categories.reduce((n, c) => n + c.newUnits.length, 0),
    categories: plan.categories.length,
    newCategories: plan.categories.filter((c) => c.isNew).length,
  });
  const note = exactDefaultedNote(plan);
  if (note !== undefined) ctx.notes.push(note);
  let status: ImportResult['status'] = 'completed';
  try {
    if (ctx.stopRequested()) throw new StoppedError();
    await target.write(plan, ctx);
  } catch (e) {
    if (!(e instanceof StoppedError)) throw e;
    status = 'stopped';
  }
  return {
    status,
    target: target.label,
    stats: ctx.created,
    existing: ctx.existing,
    skipped: ctx.skipped,
    failures: ctx.failures,
    notes: ctx.notes,
    message: summarise(status, target.label, ctx),
  };
}
