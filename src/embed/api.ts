// What the embeddable converter reads of the site's static JSON API (src/site/api/: its
// schema.ts states every field): from `/api/v1/index.json` the unit categories with their
// codes, files and page addresses, and from a category's file its units' exact factors,
// offsets and names in each language. Read by hand, field by field, so that the element
// carries no schema library; a file of another shape is an error the element says, never a guess.
import { TEMPERATURE } from '../core/companion.ts';
import { PI_TEXT } from '../core/exact.ts';
import type { UnitModel } from '../core/convert.ts';
import type { ExactnessFields } from '../core/exactness.ts';
import { Rational } from '../core/rational.ts';

/** A category of units in the index: its slug, the path of its file and its unit codes. */
export interface IndexCategory {
  slug: string;
  href: string;
  units: readonly string[];
  /** Whether every ordered pair of its units has a page at the conversion template; otherwise its file lists them. */
  everyPair: boolean;
  /** The currencies: named, so that the element can say it does not convert them (they have no factors). */
  currency: boolean;
}

/** Page paths in each language, with {category}, {from} and {to} to fill (index.json `pages`). */
export interface PageTemplates {
  category: Readonly<Record<string, string>>;
  conversion: Readonly<Record<string, string>>;
}

export interface Index {
  categories: readonly IndexCategory[];
  pages: PageTemplates;
}

/** A unit as the element converts and names it. */
export interface EmbedUnit extends ExactnessFields {
  code: string;
  /** The code as page paths write it ("l-100km"). */
  slug: string;
  /** Its name and symbol in each language of the file (the symbol as the language writes it). */
  names: Readonly<Record<string, { name: string; symbol: string }>>;
  model: UnitModel;
  /** A scale of thermodynamic temperature (base kelvin): a value below absolute zero has no answer. */
  absolute: boolean;
}

export interface CategoryFile {
  slug: string;
  units: readonly EmbedUnit[];
  /** Where the index says "listed": the slugs of the category's conversion pages. */
  conversions: readonly string[] | undefined;
}

/** The file was read but is not what the element expects. */
export class DataShapeError extends Error {
  override name = 'DataShapeError';
}

type Json = Record<string, unknown>;

function object(v: unknown, what: string): Json {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new DataShapeError(`${what} is not an object`);
  return v as Json;
}

function text(v: unknown, what: string): string {
  if (typeof v !== 'string') throw new DataShapeError(`${what} is not a string`);
  return v;
}

function list(v: unknown, what: string): unknown[] {
  if (!Array.isArray(v)) throw new DataShapeError(`${what} is not a list`);
  return v;
}

function texts(v: unknown, what: string): Record<string, string> {
  return Object.fromEntries(Object.entries(object(v, what)).map(([k, s]) => [k, text(s, `${what} ${k}`)]));
}

/** The index's categories, in its order (the site's); the currencies are marked (they have no factors: the element says so). */
export function readIndex(json: unknown): Index {
  const index = object(json, 'the index');
  const pages = object(index['pages'], 'pages');
  const categories = list(index['categories'], 'categories').flatMap((c, i) => {
    const o = object(c, `category ${String(i)}`);
    const slug = text(o['slug'], `category ${String(i)} slug`);
    if (o['kind'] !== 'units' && o['kind'] !== 'currency') return [];
    return [{ slug, href: text(o['href'], `${slug} href`), units: list(o['units'], `${slug} units`).map((u) => text(u, `a unit of ${slug}`)), everyPair: o['conversionPages'] === 'every-pair', currency: o['kind'] === 'currency' }];
  });
  return { categories, pages: { category: texts(pages['category'], 'category pages'), conversion: texts(pages['conversion'], 'conversion pages') } };
}

/** The catalogue's π (src/core/exact.ts), by which the API's coefficients are multiplied back: the site's own factors, to the last digit. */
const PI = /* @__PURE__ */ Rational.parseDecimal(PI_TEXT) as Rational;

/** A factor or offset as the API writes it: numerator / denominator × π^piPower. */
function value(v: unknown, what: string): { value: Rational; piPower: number } {
  const o = object(v, what);
  const n = text(o['numerator'], `${what} numerator`);
  const d = text(o['denominator'], `${what} denominator`);
  const piPower = o['piPower'];
  if (!/^-?\d+$/.test(n) || !/^\d*[1-9]\d*$/.test(d)) throw new DataShapeError(`${what} is not a fraction`);
  if (typeof piPower !== 'number' || !Number.isInteger(piPower) || Math.abs(piPower) > 8) throw new DataShapeError(`${what} piPower is not a small whole number`);
  const coefficient = Rational.of(BigInt(n), BigInt(d));
  return { value: piPower === 0 ? coefficient : coefficient.mul(PI.pow(piPower)), piPower };
}

function unitOf(v: unknown, category: string): EmbedUnit {
  const o = object(v, `a unit of ${category}`);
  const code = text(o['code'], `a unit code of ${category}`);
  const what = `${category}/${code}`;
  const factor = value(o['factor'], `${what} factor`);
  const offset = value(o['offset'], `${what} offset`);
  const exact = o['exact'];
  const reciprocal = o['reciprocal'];
  if (typeof exact !== 'boolean' || typeof reciprocal !== 'boolean') throw new DataShapeError(`${what}: exact or reciprocal is not true or false`);
  const names = Object.fromEntries(
    Object.entries(object(o['names'], `${what} names`)).map(([locale, n]) => {
      const name = object(n, `${what} ${locale} name`);
      return [locale, { name: text(name['name'], `${what} ${locale} name`), symbol: text(name['symbol'], `${what} ${locale} symbol`) }];
    }),
  );
  return {
    code,
    slug: text(o['slug'], `${what} slug`),
    names,
    model: { factor: factor.value, offset: offset.value, reciprocal },
    absolute: category === TEMPERATURE,
    exactDefinition: exact,
    piPower: factor.piPower,
    // Exactly defined and free of π (src/core/unit-model.ts): the API gives the net power of π, which
    // for every unit of the catalogue is 0 exactly when its definition has no π.
    exactRational: exact && factor.piPower === 0 && offset.piPower === 0,
  };
}

/** A category's file: its units, with their exact models and names. */
export function readCategory(json: unknown): CategoryFile {
  const file = object(json, 'the category file');
  const slug = text(file['category'], 'category');
  const conversions = file['conversions'] === undefined ? undefined : list(file['conversions'], `${slug} conversions`).map((c) => text(c, `a conversion of ${slug}`));
  return { slug, units: list(file['units'], `${slug} units`).map((u) => unitOf(u, slug)), conversions };
}
