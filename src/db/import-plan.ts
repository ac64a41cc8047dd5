/**
 * Plan an import against what the target holds (SPEC §4, §8): which categories to
 * create, which units are new and which are there already, and what would break the
 * catalogue; and how many conversions the plan makes.
 */
import { CURRENCY_SLUG } from '../core/catalogue.ts';
import { quoted } from '../core/quote.ts';
import { conversionSlug, slugify } from '../core/slug.ts';
import { type ImportUnit, invalidUnits } from './import-input.ts';
import { codeKey } from './sql.ts';

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

/** A category while planning: its codes (by URL key) and names, the file's units among them with where they are. */
interface Working extends PlannedCategory {
  byKey: Map<string, { code: string; name: string; at?: string }>;
  byName: Map<string, { code: string; at?: string }>;
  currency: boolean;
}

/** What would break the catalogue, and which input entries it concerns. */
interface Problems {
  texts: string[];
  bad: Set<string>;
}

function problem(problems: Problems, at: string, text: string): void {
  problems.bad.add(at);
  problems.texts.push(text);
}

function working(c: Omit<PlannedCategory, 'newUnits' | 'presentUnits'>, existing: { code: string; name: string }[]): Working {
  return {
    ...c,
    newUnits: [],
    presentUnits: [],
    byKey: new Map(existing.map((u) => [codeKey(u.code), u])),
    byName: new Map(existing.map((u) => [u.name.toLowerCase(), { code: u.code }])),
    currency: c.slug === CURRENCY_SLUG,
  };
}

/** The target's categories and the ones the file creates, found by title (any case) or slug. */
class KnownCategories {
  readonly #byTitle = new Map<string, Working>();
  readonly #bySlug = new Map<string, Working>();

  constructor(state: TargetState) {
    for (const c of state.categories) {
      const w = working({ ref: c.ref, slug: c.slug, title: c.title, description: '', icon: '', isNew: false, existingUnitCount: c.units.length }, c.units);
      this.#remember(w);
    }
  }

  #remember(w: Working): void {
    this.#byTitle.set(w.title.toLowerCase(), w);
    this.#bySlug.set(w.slug, w);
  }

  /** The category of this title, created (slug from the title, made unique) when there is none. */
  categoryFor(title: string): Working {
    const found = this.#byTitle.get(title.toLowerCase()) ?? this.#bySlug.get(slugify(title));
    if (found) return found;
    let slug = slugify(title) || fallbackSlug(title);
    for (let n = 2; this.#bySlug.has(slug); n++) slug = `${slugify(title) || fallbackSlug(title)}-${String(n)}`;
    const cat = working({ ref: undefined, slug, title, description: defaultDescription(title), icon: DEFAULT_ICON, isNew: true, existingUnitCount: 0 }, []);
    this.#remember(cat);
    return cat;
  }
}

/** Put a unit of the file into its category: new, already there (reused), or a problem. */
function placeUnit(cat: Working, u: ImportUnit, problems: Problems): void {
  const label = `${u.at} (${quoted(u.name)})`;
  if (cat.currency) {
    problem(problems, u.at, `${label}: category: ${quoted(cat.title)} is the currency category; currencies come from the currency list, not from units`);
    return;
  }
  const key = codeKey(u.unit_code);
  const same = cat.byKey.get(key);
  if (same) {
    if (same.at !== undefined) {
      problem(problems, u.at, `${label}: unit_code: duplicate code ${quoted(u.unit_code)} in category ${quoted(cat.title)} (also ${same.at})`);
    } else if (same.code !== u.unit_code) {
      problem(
        problems,
        u.at,
        `${label}: unit_code: ${quoted(u.unit_code)} collides with the existing code ${quoted(same.code)} in category ${quoted(cat.title)} (codes are compared as they appear in URLs)`,
      );
    } else {
      cat.presentUnits.push(u);
    }
    return;
  }
  const named = cat.byName.get(u.name.toLowerCase());
  if (named) {
    problem(problems, u.at, `${label}: name: duplicate unit name ${quoted(u.name)} in category ${quoted(cat.title)} (${named.at ?? `unit ${quoted(named.code)}`})`);
    return;
  }
  cat.byKey.set(key, { code: u.unit_code, name: u.name, at: u.at });
  cat.byName.set(u.name.toLowerCase(), { code: u.unit_code, at: u.at });
  cat.newUnits.push(u);
}

/** Two pairs with one conversion slug: "a-to-b" can equal "c-to-d" only when a code has a "to" segment ("m-to" + "ft" and "m" + "to-ft"). */
function checkSlugCollisions(cat: Working, problems: Problems): void {
  const keys = [...cat.byKey.keys()];
  if (!keys.some((k) => /(^|-)to(-|$)/.test(k))) return;
  const seen = new Map<string, string>();
  for (const a of keys) {
    for (const b of keys) {
      if (a === b) continue;
      const slug = conversionSlug(a, b);
      const other = seen.get(slug);
      const isNew = cat.byKey.get(a)?.at ?? cat.byKey.get(b)?.at;
      if (other !== undefined && isNew !== undefined) {
        problem(problems, isNew, `${isNew}: unit_code: the conversion ${a} -> ${b} would have the slug ${quoted(slug)} of ${other}`);
      }
      seen.set(slug, `${a} -> ${b}`);
    }
  }
}

/**
 * Plan an import against what the target holds: which categories to create (slug from
 * the name), which units are new and which exist already (same code in the category:
 * reused, so running a file twice adds nothing). Everything that would break the
 * catalogue is a problem, and the whole file is refused: a code or name used twice,
 * a code that collides with another once it is a URL ("MB" and "mb"), two pairs with
 * one conversion slug, a unit in the currency category.
 */
export function planImport(units: ImportUnit[], state: TargetState): ImportPlan {
  const problems: Problems = { texts: [], bad: new Set() };
  const known = new KnownCategories(state);
  const touched: Working[] = [];
  for (const u of units) {
    const cat = known.categoryFor(u.category.trim());
    if (!touched.includes(cat)) touched.push(cat);
    placeUnit(cat, u, problems);
  }
  for (const cat of touched) checkSlugCollisions(cat, problems);

  if (problems.texts.length > 0) throw invalidUnits(problems.texts, problems.bad.size, units.length);
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

