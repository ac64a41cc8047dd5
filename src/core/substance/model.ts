// The substance catalogue: each substance's values as densities, exactly as its sources state
// them (a USDA portion's grams over its measure's exact volume; a density in its source's unit),
// and what a value gives for a measure, rounded to the significant digits its source supports.
// buildSubstances validates the files (schema.ts) and reports every problem with its place.
import type { Located } from '../catalogue.ts';
import { Rational } from '../rational.ts';
import { MEASURE_BY_CODE, measureFactor } from './measures.ts';
import { type SourceEntry, SUBSTANCE_LANGUAGES, type SubstanceEntry, substanceFileSchema, type SubstanceLanguage, substanceSchema, type SubstanceValueEntry } from './schema.ts';

export interface SubstanceSource extends SourceEntry {
  id: string;
}

export interface SubstanceValue {
  entry: SubstanceValueEntry;
  source: SubstanceSource;
  /** The density the value states, exactly: kilograms per cubic metre. */
  density: Rational;
  /** A range the source gives, in kilograms per cubic metre. */
  min: Rational | undefined;
  max: Rational | undefined;
}

export interface Substance {
  slug: string;
  group: 'food' | 'material';
  family: SubstanceEntry['family'];
  names: SubstanceEntry['names'];
  terms: Record<SubstanceLanguage, string[]>;
  values: SubstanceValue[];
  chosen: SubstanceValue;
  choice: string;
  /** The lowest and highest density of its values and their ranges. */
  low: Rational;
  high: Rational;
}

export { convertWith, roundSignificant, shownWith } from './convert.ts';

export interface Substances {
  list: Substance[];
  bySlug: ReadonlyMap<string, Substance>;
  sources: ReadonlyMap<string, SubstanceSource>;
}

export const NO_SUBSTANCES: Substances = { list: [], bySlug: new Map(), sources: new Map() };

/** Standard acceleration of gravity, exact (CGPM 1901): a unit weight in kN/m³ over it is a density. */
const STANDARD_GRAVITY = Rational.of(980665n, 100000n);
const THOUSAND = Rational.of(1000n);

function dec(text: string): Rational {
  const r = Rational.parseDecimal(text);
  if (!r) throw new Error(`not a decimal: ${text}`);
  return r;
}

/** A density value in kg/m³ from a number in a source's unit. */
function toKgPerM3(value: Rational, unit: Extract<SubstanceValueEntry, { kind: 'density' }>['unit']): Rational {
  switch (unit) {
    case 'kg/m3':
      return value;
    case 'kN/m3':
      return value.mul(THOUSAND).div(STANDARD_GRAVITY);
    default:
      return value.mul(THOUSAND);
  }
}

/** The density a value states, exactly (kg/m³). */
export function densityOf(v: SubstanceValueEntry): Rational {
  if (v.kind === 'density') return toKgPerM3(dec(v.value), v.unit);
  const kg = dec(v.grams).div(THOUSAND);
  return kg.div(dec(v.amount).mul(measureFactor(v.measure)));
}

function checkValue(v: SubstanceValueEntry, where: string, sources: ReadonlyMap<string, SubstanceSource>, problems: string[]): void {
  if (!sources.has(v.source)) problems.push(`${where}: source "${v.source}" is not in the file's "sources"`);
  if (v.kind === 'portion') {
    const m = MEASURE_BY_CODE.get(v.measure);
    if (!m || m.category !== 'volume') problems.push(`${where}: measure "${v.measure}" is not a volume of src/core/substance/measures.ts`);
  } else if ((v.min === undefined) !== (v.max === undefined)) {
    problems.push(`${where}: a range needs both "min" and "max"`);
  } else if (v.min !== undefined && v.max !== undefined) {
    const [lo, x, hi] = [dec(v.min), dec(v.value), dec(v.max)];
    if (lo.cmp(x) > 0 || x.cmp(hi) > 0) problems.push(`${where}: value ${v.value} is outside its range ${v.min}–${v.max}`);
  }
}

/** Validate substance files (each a Located whose value is one file) and index them; every problem is returned, nothing dropped. */
export function buildSubstances(files: readonly Located[]): { substances: Substances; problems: string[] } {
  const problems: string[] = [];
  const sources = new Map<string, SubstanceSource>();
  const list: Substance[] = [];
  const bySlug = new Map<string, Substance>();
  const terms = new Map<string, string>();
  const names = new Map<string, string>();
  for (const file of files) {
    const parsed = substanceFileSchema.safeParse(file.value);
    if (!parsed.success) {
      for (const i of parsed.error.issues) problems.push(`${file.at}: ${i.path.join('.') || '(file)'}: ${i.message}`);
      continue;
    }
    const local = new Map<string, SubstanceSource>();
    for (const [id, s] of Object.entries(parsed.data.sources)) {
      if (sources.has(id) && JSON.stringify({ ...sources.get(id), id: undefined }) !== JSON.stringify({ ...s, id: undefined })) problems.push(`${file.at}: source "${id}" differs from the same id in another file`);
      const src = { id, ...s };
      sources.set(id, src);
      local.set(id, src);
    }
    parsed.data.substances.forEach((raw, i) => {
      const r = substanceSchema.safeParse(raw);
      const at = `${file.at} substance #${String(i + 1)}${typeof (raw as { slug?: unknown }).slug === 'string' ? ` (${(raw as { slug: string }).slug})` : ''}`;
      if (!r.success) {
        for (const issue of r.error.issues) problems.push(`${at}: ${issue.path.join('.')}: ${issue.message}`);
        return;
      }
      const e = r.data;
      if (bySlug.has(e.slug)) problems.push(`${at}: slug "${e.slug}" is used twice`);
      const ids = new Set<string>();
      const values: SubstanceValue[] = [];
      for (const v of e.values) {
        const where = `${at}: value "${v.id}"`;
        if (ids.has(v.id)) problems.push(`${where}: id used twice`);
        ids.add(v.id);
        checkValue(v, where, local, problems);
        const source = local.get(v.source);
        if (!source) continue;
        const dens = densityOf(v);
        const range = v.kind === 'density' && v.min !== undefined && v.max !== undefined ? { min: toKgPerM3(dec(v.min), v.unit), max: toKgPerM3(dec(v.max), v.unit) } : { min: undefined, max: undefined };
        values.push({ entry: v, source, density: dens, ...range });
      }
      const chosen = values.find((v) => v.entry.id === e.chosen);
      if (!chosen) {
        problems.push(`${at}: chosen "${e.chosen}" is none of its values`);
        return;
      }
      for (const l of SUBSTANCE_LANGUAGES) {
        const key = `${l}\u0000${e.names[l].text.toLowerCase()}`;
        const other = names.get(key);
        if (other) problems.push(`${at}: its ${l} name "${e.names[l].text}" is also ${other}'s`);
        names.set(key, e.slug);
        for (const t of e.terms[l]) {
          const k = `${l}\u0000${t}`;
          const owner = terms.get(k);
          if (owner && owner !== e.slug) problems.push(`${at}: the ${l} term "${t}" also names ${owner}`);
          terms.set(k, e.slug);
        }
      }
      const bounds = values.flatMap((v) => [v.density, ...(v.min ? [v.min] : []), ...(v.max ? [v.max] : [])]);
      const low = bounds.reduce((a, b) => (b.cmp(a) < 0 ? b : a));
      const high = bounds.reduce((a, b) => (b.cmp(a) > 0 ? b : a));
      const s: Substance = { slug: e.slug, group: e.group, family: e.family, names: e.names, terms: e.terms, values, chosen, choice: e.choice, low, high };
      list.push(s);
      bySlug.set(s.slug, s);
    });
  }
  list.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return { substances: { list, bySlug, sources }, problems };
}
