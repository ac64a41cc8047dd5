/**
 * The generator's input (SPEC §4, §8): parse a units file and check every unit with the
 * catalogue's unit schema, reporting every problem at once.
 */
import { quoted } from '../core/quote.ts';
import { DEFAULT_RANK, describeIssues, unitSchema } from '../core/schema.ts';
import type { SourceRecord } from '../core/source-record.ts';

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
  /** The file's `source_record` (schema.ts sourceRecordSchema), checked against the factors with the catalogue (import-check.ts). */
  source_record: SourceRecord | undefined;
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
      source_record: u.source_record,
      exact: u.exact ?? false,
      exactDefaulted: u.exact === undefined,
      rank: u.rank ?? DEFAULT_RANK,
      rankGiven: u.rank !== undefined,
    });
  });
  if (problems.length > 0) throw invalidUnits(problems, bad, data.length);
  return units;
}

/** The error for a file with bad units: nothing of it is imported. */
export function invalidUnits(problems: string[], bad: number, total: number): ImportInputError {
  return new ImportInputError('Invalid Data', `${String(bad)} of ${String(total)} unit(s) have problems; nothing was imported`, problems);
}
