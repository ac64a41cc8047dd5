// The one schema of a substance file (data/substances/*.json, README there): every substance,
// name, term and value checked with these shapes, so a bad entry is reported with its file,
// its substance and its field, and a value without a source cannot pass.
import { z } from 'zod';
import { unsafeTextProblem } from '../quote.ts';

export const SUBSTANCE_LANGUAGES = ['en', 'es', 'de', 'fr', 'az'] as const;
export const FAMILIES = [
  'flours', 'sugars', 'fats', 'oils', 'dairy', 'grains', 'rice', 'pulses', 'nuts', 'seeds', 'cocoa', 'salts', 'spices', 'baking', 'liquids', 'fruit', 'vegetables', 'sweeteners', 'beverages', 'other-foods',
  'water', 'fuels', 'alcohols', 'solvents', 'industrial-oils', 'metals', 'timber', 'concrete', 'masonry', 'aggregates', 'soil', 'asphalt', 'glass', 'plastics', 'stone', 'ice', 'bulk', 'other-materials',
] as const;

const text = z.string().min(1).superRefine((v, ctx) => {
  const p = unsafeTextProblem(v);
  if (p) ctx.addIssue({ code: 'custom', message: p });
});
/** A decimal as the source prints it: digits, one point, no exponent. */
const decimal = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal as the source prints it ("125", "0.832")');

const name = z.union([
  z.object({ text, kind: z.literal('translated') }).strict(),
  z.object({ text, kind: z.literal('sourced'), source: text }).strict(),
]);

/** How a measure was filled or the food cut, as the source says (a page names it with its message sub.method.*). */
export const METHODS = ['sifted', 'unsifted', 'spooned', 'scooped', 'packed', 'unpacked', 'melted', 'chopped', 'sliced', 'diced', 'grated', 'shredded', 'ground', 'whole', 'crushed', 'mashed', 'cooked', 'raw', 'dry', 'liquid', 'loose', 'compacted', 'stirred', 'whipped', 'crumbled', 'slivered', 'halves', 'pieces', 'chips', 'pureed', 'cubed', 'sprigs'] as const;

const common = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  source: text,
  method: z.enum(METHODS).nullable(),
  digits: z.number().int().min(1).max(6),
  digitsWhy: text,
};

const portion = z.object({
  ...common,
  kind: z.literal('portion'),
  fdcId: z.number().int().positive().optional(),
  ndb: z.string().optional(),
  description: text,
  portion: text,
  modifier: z.string(),
  amount: decimal,
  measure: text,
  grams: decimal,
}).strict();

const density = z.object({
  ...common,
  kind: z.literal('density'),
  value: decimal,
  unit: z.enum(['g/ml', 'g/cm3', 'kg/m3', 'kg/l', 'kN/m3']),
  min: decimal.optional(),
  max: decimal.optional(),
  conditions: text,
  reference: text,
}).strict();

export const substanceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  group: z.enum(['food', 'material']),
  family: z.enum(FAMILIES),
  names: z.object(Object.fromEntries(SUBSTANCE_LANGUAGES.map((l) => [l, name])) as Record<(typeof SUBSTANCE_LANGUAGES)[number], typeof name>).strict(),
  terms: z.record(z.enum(SUBSTANCE_LANGUAGES), z.array(z.string().min(2).refine((t) => t === t.toLowerCase().trim(), 'terms are lowercase and trimmed'))),
  values: z.array(z.discriminatedUnion('kind', [portion, density])).min(1),
  chosen: z.string(),
  choice: text,
}).strict();

export const sourceSchema = z.object({
  /** The work cited, short: what a page names. */
  title: text,
  /** Where the values were read when not in the work itself (a page names it: "as quoted by …"). */
  via: text.optional(),
  /** The full citation as recorded. */
  note: text.optional(),
  publisher: text,
  url: z.url().optional(),
  licence: z.string().optional(),
  retrieved: text,
}).strict();

export const substanceFileSchema = z.object({
  sources: z.record(z.string().regex(/^[a-z0-9-]+$/), sourceSchema),
  substances: z.array(z.unknown()),
}).strict();

export type SubstanceEntry = z.infer<typeof substanceSchema>;
export type SubstanceValueEntry = SubstanceEntry['values'][number];
export type SourceEntry = z.infer<typeof sourceSchema>;
export type SubstanceLanguage = (typeof SUBSTANCE_LANGUAGES)[number];
