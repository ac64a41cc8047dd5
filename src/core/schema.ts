import { z } from 'zod';
import { ExpressionError, parseExact } from './exact.ts';
import { quoted, unsafeTextProblem } from './quote.ts';
import { CURRENCY_CODE } from './currency-list.ts';
import { SLUG_PATTERN } from './slug.ts';

/**
 * The one schema of the catalogue. Every source (the seed JSON in data/, Postgres rows,
 * a generator input file) is checked entry by entry with these shapes, so a bad entry
 * is reported with its file or table, its position and the field, never dropped.
 */

/** A factor or offset: a JSON number or an exact expression string ("0.45359237", "5/9"). */
const exactValue = z.union([z.number(), z.string()]).superRefine((v, ctx) => {
  try {
    parseExact(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ExpressionError ? e.message : String(e) });
  }
});

const positiveExact = exactValue.superRefine((v, ctx) => {
  try {
    if (parseExact(v).value.sign() <= 0) ctx.addIssue({ code: 'custom', message: 'must be greater than zero' });
  } catch {
    // reported by exactValue
  }
});

/** Refuses control and bidirectional override characters (names, symbols and titles are shown everywhere). */
function safeText(s: string, ctx: z.RefinementCtx): void {
  const problem = unsafeTextProblem(s);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
}

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${String(max)} characters`).superRefine(safeText);

/** Unit codes are used in URLs, so they keep to letters, digits, "_" and "-". */
export const UNIT_CODE_PATTERN = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;

/** A quantity of a source statement: an exact value (decimal, ratio, power of ten, pi) and a unit code of the same category. */
const sourceQuantitySchema = z.strictObject({
  value: exactValue,
  unit: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').regex(UNIT_CODE_PATTERN, 'must be a unit code of the catalogue'),
});

/**
 * A unit's source as data (issue 41): the documents cited (title as published, clause where
 * given), how the value is known, and the statement the source makes, a list of quantities
 * equal to one another ("1 mi = 5280 ft = 1609.344 m"). The catalogue checks each value
 * against the factors (source-record.ts); pages write it in their language (src/site/source-note.ts).
 */
export const sourceRecordSchema = z.strictObject({
  citations: z
    .array(
      z.strictObject({
        document: text(200),
        clause: text(80).optional(),
        /** The language the title is published in (BCP 47); English when absent. */
        lang: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag like "en" or "fr"').optional(),
      }),
    )
    .max(4, 'must cite at most 4 documents'),
  basis: z.enum(['exact', 'measured', 'conventional', 'nominal', 'estimated'], { error: 'must be "exact", "measured", "conventional", "nominal" or "estimated"' }),
  statement: z.array(sourceQuantitySchema).max(6, 'must have at most 6 quantities'),
  uncertainty: sourceQuantitySchema.optional(),
});

export const unitSchema = z.strictObject({
  name: text(120),
  symbol: z.string().trim().max(40, 'must be at most 40 characters').superRefine(safeText).nullish(),
  unit_code: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(40, 'must be at most 40 characters')
    .regex(UNIT_CODE_PATTERN, 'must be letters and digits, optionally separated by "_" or "-" (it is used in URLs)'),
  factor: positiveExact,
  unit_offset: exactValue.nullish(),
  category: text(120),
  reciprocal: z.boolean().optional(),
  source: z.string().trim().max(500).superRefine(safeText).optional(),
  /** The source as data (sourceRecordSchema); the `source` text stays as the original note. */
  source_record: sourceRecordSchema.optional(),
  /**
   * True when a definition (NIST, SI Brochure, statute, stated convention) fixes the factor
   * and offset exactly; false for a measured value (CODATA constants, water and mercury at a
   * temperature), an estimate (ancient measures) or a nominal rating. Required in the
   * catalogue (seed JSON); a generator input without it is imported as false: nothing is
   * claimed exact unless the file says so.
   */
  exact: z.boolean({ error: 'must be true or false' }).optional(),
  /**
   * How common the unit is, for search ranking: 1 everyday (meter, foot, kilogram,
   * degree Celsius), 2 common, 3 specialist (the default when absent), 4 rare, 5 historic or
   * obscure. A query's match (exact code or symbol, prefix, word, substring) and this rank
   * are weighed together, so "me" offers Meter before Electron Mass (code "me").
   */
  rank: z.number({ error: 'must be a whole number from 1 to 5' }).int('must be a whole number from 1 to 5').min(1, 'must be a whole number from 1 to 5').max(5, 'must be a whole number from 1 to 5').optional(),
}).superRefine((u, ctx) => {
  if (u.reciprocal === true && u.unit_offset !== undefined && u.unit_offset !== null) {
    try {
      if (!parseExact(u.unit_offset).value.isZero()) {
        ctx.addIssue({ code: 'custom', path: ['unit_offset'], message: 'a reciprocal unit cannot have an offset' });
      }
    } catch {
      // reported by exactValue
    }
  }
});
export { DEFAULT_RANK } from './product.ts';

export const categorySchema = z.strictObject({
  slug: z.string().regex(SLUG_PATTERN, 'must be lowercase letters and digits separated by single hyphens'),
  title: text(120),
  description: z.string().trim().max(1000).default(''),
  icon: z.string().trim().max(40).default('calculator'),
  /** Position among the home page tiles (1 = first); categories without one follow, by title. */
  home_order: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).nullish(),
});

export const currencySchema = z.strictObject({
  code: z.string().regex(CURRENCY_CODE, 'must be 2 to 10 uppercase letters or digits (ISO 4217 or ticker)'),
  name: text(120),
  symbol: z.string().trim().max(10).superRefine(safeText).default(''),
  crypto: z.boolean().default(false),
});

/** Per-conversion data that is not derived: popularity, order, a hand-written description. */
export const overrideSchema = z.strictObject({
  category: z.string().regex(SLUG_PATTERN, 'must be a category slug'),
  slug: z.string().regex(SLUG_PATTERN, 'must be a conversion slug like "m-to-ft"'),
  is_popular: z.boolean().optional(),
  sort_order: z.number().int('must be a whole number').min(0).max(2_000_000_000).optional(),
  meta_description: z.string().trim().max(300).nullish(),
});

export const aliasSchema = z.strictObject({
  from: z.string().regex(/^\/convert\/[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'must be a /convert/... path'),
  to: z.string().regex(/^\/convert\/[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'must be a /convert/... path'),
});

/**
 * "field: message" lines for one failed entry. With the entry's value, a top-level field
 * that is absent reads "is required" whatever the field's type (a union such as `factor`
 * would otherwise only say "Invalid input").
 */
export function describeIssues(error: z.ZodError, value?: unknown): string[] {
  const obj = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const lines = error.issues.map((i) => {
    const field = i.path.length > 0 ? i.path.join('.') : '(entry)';
    const [key, ...rest] = i.path;
    if (obj && typeof key === 'string' && rest.length === 0 && obj[key] === undefined) return `${field}: is required`;
    let message = i.message;
    if (i.code === 'invalid_type' && /received undefined/.test(message)) message = 'is required';
    if (i.code === 'unrecognized_keys') return `${field}: unknown field(s) ${i.keys.map((k) => quoted(k)).join(', ')}`;
    return `${field}: ${message}`;
  });
  return [...new Set(lines)];
}
