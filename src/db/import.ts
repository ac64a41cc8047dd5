import { buildCatalogue, CatalogueError, CURRENCY_SLUG, type CatalogueSources, type Located } from '../core/catalogue.ts';
import { quoted } from '../core/quote.ts';
import { DEFAULT_RANK, describeIssues, unitSchema } from '../core/schema.ts';
import { conversionSlug, slugify } from '../core/slug.ts';
import type { ProgressEvent } from './progress.ts';
import { codeKey } from './sql.ts';

/**
 * The owner's unit generator (SPEC §4 Batch generator, §5, §7, §8), one set of rules
 * for both targets: Postgres (src/db/import-postgres.ts) and the seed JSON
 * (src/db/import-json.ts). This module parses and checks the input, plans what is new
 * against what the target already holds, and runs the target's writer with progress,
 * stop requests and the stats of SPEC §7.
 */

/** Units per batch insert (SPEC §9). */
export const BATCH_SIZE = 100;

/**
 * Most unit conversions (every ordered pair of units in a category is a page) a
 * catalogue may have after an import: about ten times the seed catalogue. Checking and
 * building the catalogue holds every conversion in memory (about 250 bytes each, so
 * 1,000,000 take some 250 MB, and a check builds the catalogue twice), which keeps an
 * import well inside 2 GB; 20 categories of 1,000 units (20 million pages) are refused
 * before anything is read into a catalogue.
 */
export const MAX_CATALOGUE_CONVERSIONS = 1_000_000;

/** One validated unit of the input file. */
export interface ImportUnit {
  /** Where it sits in the input: "units.json #3". */
  at: string;
  name: string;
  symbol: string | undefined;
  unit_code: string;
  factor: string | number;
  unit_offset: string | number | undefined;
  category: string;
  reciprocal: boolean;
  source: string | undefined;
  /** The file's `exact` field; false when the file does not say (see exactDefaulted). */
  exact: boolean;
  /** True when the file gave no `exact`: the unit is stored as not exact, and the run says so. */
  exactDefaulted: boolean;
  /** The file's `rank` (commonness 1 to 5), DEFAULT_RANK when it has none. */
  rank: number;
  rankGiven: boolean;
}

/** The input cannot be imported: SPEC §8's Invalid JSON / Invalid Data, with the details. */
export class ImportInputError extends Error {
  override name = 'ImportInputError';
  readonly title: 'Invalid JSON' | 'Invalid Data';
  readonly summary: string;
  readonly details: string[];
  constructor(title: 'Invalid JSON' | 'Invalid Data', summary: string, details: string[] = []) {
    super([`${title}: ${summary}`, ...details.map((d) => `  ${d}`)].join('\n'));
    this.title = title;
    this.summary = summary;
    this.details = details;
  }
}

/** The owner asked to stop (Ctrl-C); what was committed is consistent. */
export class StoppedError extends Error {
  override name = 'StoppedError';
  constructor() {
    super('Stopped by user');
  }
}

function jsonPosition(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  if (!m) return '';
  const upto = text.slice(0, Number(m[1]));
  return ` (line ${String(upto.split('\n').length)}, column ${String(upto.length - upto.lastIndexOf('\n'))})`;
}

function entryLabel(at: string, value: unknown): string {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const name = v['name'];
  const code = v['unit_code'];
  if (typeof name === 'string') return `${at} (${quoted(name)})`;
  return typeof code === 'string' ? `${at} (unit_code ${quoted(code)})` : at;
}

/**
 * Parse the generator input: a JSON array of `{ name, symbol?, unit_code, factor,
 * unit_offset?, category, reciprocal?, source? }`, each checked with the catalogue's
 * unit schema. Every problem of every unit is reported at once; nothing is imported
 * unless all units are valid.
 */
export function parseImportInput(text: string, shown: string): ImportUnit[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    throw new ImportInputError('Invalid JSON', 'Please provide valid JSON format', [`${shown}${jsonPosition(text, msg)}: ${msg}`]);
  }
  if (!Array.isArray(data)) throw new ImportInputError('Invalid Data', 'Units data must be an array');
  const problems: string[] = [];
  const units: ImportUnit[] = [];
  let bad = 0;
  (data as unknown[]).forEach((value, i) => {
    const at = `${shown} #${String(i + 1)}`;
    const r = unitSchema.safeParse(value);
    if (!r.success) {
      bad++;
      for (const line of describeIssues(r.error, value)) problems.push(`${entryLabel(at, value)}: ${line}`);
      return;
    }
    const u = r.data;
    units.push({
      at,
      name: u.name,
      symbol: u.symbol ?? undefined,
      unit_code: u.unit_code,
      factor: typeof u.factor === 'string' ? u.factor.trim() : u.factor,
      unit_offset: u.unit_offset === null || u.unit_offset === undefined ? undefined : typeof u.unit_offset === 'string' ? u.unit_offset.trim() : u.unit_offset,
      category: u.category,
      reciprocal: u.reciprocal === true,
      source: u.source,
      exact: u.exact ?? false,
      exactDefaulted: u.exact === undefined,
      rank: u.rank ?? DEFAULT_RANK,
      rankGiven: u.rank !== undefined,
    });
  });
  if (problems.length > 0) throw invalidUnits(problems, bad, data.length);
  return units;
}

function invalidUnits(problems: string[], bad: number, total: number): ImportInputError {
  return new ImportInputError('Invalid Data', `${String(bad)} of ${String(total)} unit(s) have problems; nothing was imported`, problems);
}

/** What a target holds already: categories with their units' codes and names. */
export interface TargetCategory {
  /** The target's key for the category (a row id, or the slug for the JSON files). */
  ref: string;
  slug: string;
  title: string;
  units: { code: string; name: string }[];
}

export interface TargetState {
  categories: TargetCategory[];
}

export interface PlannedCategory {
  /** The target's key; undefined until a new category is created. */
  ref: string | undefined;
  slug: string;
  title: string;
  description: string;
  icon: string;
  isNew: boolean;
  /** Units of this category already in the target before the import. */
  existingUnitCount: number;
  /** Units to create, in file order. */
  newUnits: ImportUnit[];
  /** Units of the file that the target has already (reused, not written). */
  presentUnits: ImportUnit[];
}

export interface ImportPlan {
  categories: PlannedCategory[];
  unitCount: number;
}

// A stable slug for a title with no Latin letters or digits ("長さ"): FNV-1a of its text.
function fallbackSlug(title: string): string {
  let h = 0x811c9dc5;
  for (const ch of title) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `category-${h.toString(36)}`;
}

/** Description of a category the generator creates (SPEC §4: description and icon defaulted). */
export function defaultDescription(title: string): string {
  return `Convert between units of ${title}.`;
}
export const DEFAULT_ICON = 'calculator';

/**
 * Plan an import against what the target holds: which categories to create (slug from
 * the name), which units are new and which exist already (same code in the category:
 * reused, so running a file twice adds nothing). Everything that would break the
 * catalogue is a problem, and the whole file is refused: a code or name used twice,
 * a code that collides with another once it is a URL ("MB" and "mb"), two pairs with
 * one conversion slug, a unit in the currency category.
 */
export function planImport(units: ImportUnit[], state: TargetState): ImportPlan {
  const problems: string[] = [];
  const bad = new Set<string>();
  const problem = (at: string, text: string): void => {
    bad.add(at);
    problems.push(text);
  };
  interface Working extends PlannedCategory {
    byKey: Map<string, { code: string; name: string; at?: string }>;
    byName: Map<string, { code: string; at?: string }>;
    currency: boolean;
  }
  const byTitle = new Map<string, Working>();
  const bySlug = new Map<string, Working>();
  const remember = (w: Working): void => {
    byTitle.set(w.title.toLowerCase(), w);
    bySlug.set(w.slug, w);
  };
  const working = (c: Omit<PlannedCategory, 'newUnits' | 'presentUnits'>, existing: { code: string; name: string }[]): Working => ({
    ...c,
    newUnits: [],
    presentUnits: [],
    byKey: new Map(existing.map((u) => [codeKey(u.code), u])),
    byName: new Map(existing.map((u) => [u.name.toLowerCase(), { code: u.code }])),
    currency: c.slug === CURRENCY_SLUG,
  });
  for (const c of state.categories) {
    remember(
      working(
        { ref: c.ref, slug: c.slug, title: c.title, description: '', icon: '', isNew: false, existingUnitCount: c.units.length },
        c.units,
      ),
    );
  }

  const touched: Working[] = [];
  for (const u of units) {
    const label = `${u.at} (${quoted(u.name)})`;
    const title = u.category.trim();
    let cat = byTitle.get(title.toLowerCase()) ?? bySlug.get(slugify(title));
    if (!cat) {
      let slug = slugify(title) || fallbackSlug(title);
      for (let n = 2; bySlug.has(slug); n++) slug = `${slugify(title) || fallbackSlug(title)}-${String(n)}`;
      cat = working(
        { ref: undefined, slug, title, description: defaultDescription(title), icon: DEFAULT_ICON, isNew: true, existingUnitCount: 0 },
        [],
      );
      remember(cat);
    }
    if (!touched.includes(cat)) touched.push(cat);
    if (cat.currency) {
      problem(u.at, `${label}: category: ${quoted(cat.title)} is the currency category; currencies come from the currency list, not from units`);
      continue;
    }
    const key = codeKey(u.unit_code);
    const same = cat.byKey.get(key);
    if (same) {
      if (same.at !== undefined) {
        problem(u.at, `${label}: unit_code: duplicate code ${quoted(u.unit_code)} in category ${quoted(cat.title)} (also ${same.at})`);
      } else if (same.code !== u.unit_code) {
        problem(
          u.at,
          `${label}: unit_code: ${quoted(u.unit_code)} collides with the existing code ${quoted(same.code)} in category ${quoted(cat.title)} (codes are compared as they appear in URLs)`,
        );
      } else {
        cat.presentUnits.push(u);
      }
      continue;
    }
    const named = cat.byName.get(u.name.toLowerCase());
    if (named) {
      problem(u.at, `${label}: name: duplicate unit name ${quoted(u.name)} in category ${quoted(cat.title)} (${named.at ?? `unit ${quoted(named.code)}`})`);
      continue;
    }
    cat.byKey.set(key, { code: u.unit_code, name: u.name, at: u.at });
    cat.byName.set(u.name.toLowerCase(), { code: u.unit_code, at: u.at });
    cat.newUnits.push(u);
  }

  // "a-to-b" can equal "c-to-d" only when a code has a "to" segment ("m-to" + "ft" and "m" + "to-ft").
  for (const cat of touched) {
    const keys = [...cat.byKey.keys()];
    if (!keys.some((k) => /(^|-)to(-|$)/.test(k))) continue;
    const seen = new Map<string, string>();
    for (const a of keys) {
      for (const b of keys) {
        if (a === b) continue;
        const slug = conversionSlug(a, b);
        const other = seen.get(slug);
        const isNew = cat.byKey.get(a)?.at ?? cat.byKey.get(b)?.at;
        if (other !== undefined && isNew !== undefined) {
          problem(isNew, `${isNew}: unit_code: the conversion ${a} -> ${b} would have the slug ${quoted(slug)} of ${other}`);
        }
        seen.set(slug, `${a} -> ${b}`);
      }
    }
  }

  if (problems.length > 0) throw invalidUnits(problems, bad.size, units.length);
  return {
    categories: touched.map((w) => ({
      ref: w.ref,
      slug: w.slug,
      title: w.title,
      description: w.description,
      icon: w.icon,
      isNew: w.isNew,
      existingUnitCount: w.existingUnitCount,
      newUnits: w.newUnits,
      presentUnits: w.presentUnits,
    })),
    unitCount: units.length,
  };
}

/** A unit as the seed file writes it (the generator input format of SPEC §3). */
export function unitEntry(u: ImportUnit, categoryTitle: string): Record<string, unknown> {
  const e: Record<string, unknown> = { name: u.name };
  if (u.symbol !== undefined) e['symbol'] = u.symbol;
  e['unit_code'] = u.unit_code;
  e['factor'] = u.factor;
  if (u.unit_offset !== undefined) e['unit_offset'] = u.unit_offset;
  e['category'] = categoryTitle;
  if (u.reciprocal) e['reciprocal'] = true;
  if (u.source !== undefined) e['source'] = u.source;
  e['exact'] = u.exact;
  if (u.rankGiven) e['rank'] = u.rank;
  return e;
}

/** The plan's new categories and units as catalogue source entries; `categoryAt(i)` names the i-th new category. */
export function planAdditions(plan: ImportPlan, categoryAt: (i: number) => string): { categories: Located[]; units: Located[] } {
  return {
    categories: plan.categories
      .filter((c) => c.isNew)
      .map((c, i) => ({ at: categoryAt(i), value: { slug: c.slug, title: c.title, description: c.description, icon: c.icon } })),
    units: plan.categories.flatMap((c) => c.newUnits.map((u) => ({ at: u.at, value: unitEntry(u, c.title) }))),
  };
}

function problemsOf(src: CatalogueSources): string[] {
  try {
    buildCatalogue(src);
    return [];
  } catch (e) {
    if (e instanceof CatalogueError) return e.problems;
    throw e;
  }
}

/**
 * The problems the catalogue would newly have with the plan's additions (problems it has
 * already are not the import's), by the one schema every source goes through. Both
 * targets use it, so a Postgres import refuses exactly what a JSON import refuses.
 * Conversions are the generated pairs, as in the seed JSON.
 */
export function newCatalogueProblems(src: CatalogueSources, add: { categories: Located[]; units: Located[] }): string[] {
  if (add.units.length === 0 && add.categories.length === 0) return [];
  const { origin, categories, units, currencies, overrides, aliases } = src;
  const base: CatalogueSources = { origin, categories, units, currencies, overrides, aliases };
  const before = new Set(problemsOf(base));
  const after = problemsOf({ ...base, categories: [...base.categories, ...add.categories], units: [...base.units, ...add.units] });
  return after.filter((p) => !before.has(p));
}

/** Conversions the catalogue will have after the plan (every ordered pair within each category), and the new ones. */
export function conversionTotals(plan: ImportPlan, state: TargetState): { total: number; added: number } {
  const planned = new Map(plan.categories.map((c) => [c.slug, c]));
  let total = 0;
  let added = 0;
  for (const c of state.categories) {
    if (c.slug === CURRENCY_SLUG) continue;
    const p = planned.get(c.slug);
    const n = c.units.length + (p?.newUnits.length ?? 0);
    total += n * (n - 1);
  }
  for (const c of plan.categories) {
    added += newPairCount(c.existingUnitCount, c.newUnits.length);
    if (c.isNew) total += c.newUnits.length * (c.newUnits.length - 1);
  }
  return { total, added };
}

/** New ordered pairs when `added` units join `existing` ones: N*(N-1) - E*(E-1). */
export function newPairCount(existing: number, added: number): number {
  const n = existing + added;
  return n * (n - 1) - existing * (existing - 1);
}

export interface ImportStats {
  categories: number;
  units: number;
  conversions: number;
}

const zero = (): ImportStats => ({ categories: 0, units: 0, conversions: 0 });

/** What a target writer reports back while it works. */
export interface WriteContext {
  /** Rows written and committed. */
  created: ImportStats;
  /** Items already in the target, reused or skipped. */
  existing: ImportStats;
  /** Inserts that failed (after the fall-back to single inserts) and were skipped. */
  skipped: ImportStats;
  /** Why inserts were skipped, for the owner. */
  failures: string[];
  /** Things the owner should know that did not stop the import. */
  notes: string[];
  batchSize: number;
  progress(e: ProgressEvent): void;
  /** True once the owner asked to stop; writers check it between batches. */
  stopRequested(): boolean;
}

/** A place units can be imported into. */
export interface ImportTarget {
  /** "postgres 127.0.0.1:5432/units" or "data/ (seed JSON)". */
  readonly label: string;
  /**
   * Take the target's write lock, held until close(), so a second import (or a seed)
   * waits instead of interleaving; `onWait` is called once when it has to wait.
   */
  acquire(onWait: (holder: string) => void): Promise<void>;
  readState(): Promise<TargetState>;
  /** Problems the written catalogue would have (the JSON target rebuilds it); none means go. */
  check(plan: ImportPlan): Promise<string[]>;
  write(plan: ImportPlan, ctx: WriteContext): Promise<void>;
  close(): Promise<void>;
}

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
  if (conversions.total > MAX_CATALOGUE_CONVERSIONS) {
    throw new ImportInputError('Invalid Data', `the catalogue would have too many conversions; nothing was imported`, [
      `every ordered pair of units in a category is a conversion page: with this file ${target.label} would have ` +
        `${conversions.total.toLocaleString('en-US')} conversions (${conversions.added.toLocaleString('en-US')} new), ` +
        `more than the limit of ${MAX_CATALOGUE_CONVERSIONS.toLocaleString('en-US')} that a check and a build hold in memory within 2 GB`,
      ...plan.categories
        .filter((c) => c.newUnits.length > 0)
        .sort((a, b) => b.existingUnitCount + b.newUnits.length - (a.existingUnitCount + a.newUnits.length))
        .slice(0, 5)
        .map((c) => {
          const n = c.existingUnitCount + c.newUnits.length;
          return `category ${quoted(c.title)}: ${String(n)} units, ${(n * (n - 1)).toLocaleString('en-US')} conversions`;
        }),
    ]);
  }
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
  const defaulted = plan.categories.flatMap((c) => c.newUnits).filter((u) => u.exactDefaulted);
  if (defaulted.length > 0) {
    ctx.notes.push(
      `${String(defaulted.length)} added unit(s) have no "exact" and are stored as not exact, so no page calls them exact (${defaulted
        .slice(0, 3)
        .map((u) => u.at)
        .join(', ')}${defaulted.length > 3 ? ', ...' : ''}); set "exact": true where a definition fixes the factor exactly`,
    );
  }
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
