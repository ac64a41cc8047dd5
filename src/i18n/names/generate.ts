// The localised unit and category names, data/names/<locale>.json, generated from CLDR (the
// exact units of UNIT_CLDR, and SI or IEC prefixes applied to them) and from the cited
// references of categories.ts. Pure: the command scripts/names-generate.ts reads the inputs
// (read.ts) and writes the files.
import { parseExact } from '../../core/exact.ts';
import { Rational } from '../../core/rational.ts';
import { LOCALES, type Locale } from '../locales.ts';
import { CATEGORY_QUDT, qudtSource } from './categories.ts';
import { UNIT_CLDR } from './cldr-map.ts';
import { countForm, headingForm, prefixedForms, PREFIX_RULE_NOTE, type Forms } from './forms.ts';

export type NameKind = 'cldr' | 'si-prefix' | 'reference';

export interface NameEntry {
  name: string;
  one: string;
  other: string;
  kind: NameKind;
  source: string;
}

export interface CategoryEntry {
  name: string;
  kind: NameKind;
  source: string;
}

export interface NamesFile {
  locale: Locale;
  units: Record<string, NameEntry>;
  categories: Record<string, CategoryEntry>;
}

/** One unit of data/units.json, as far as naming needs it. */
export interface CatalogueUnitInput {
  name: string;
  symbol?: string | undefined;
  unit_code: string;
  factor: string | number;
  category: string;
  unit_offset?: string | number | null | undefined;
  reciprocal?: boolean | undefined;
}

/** One entry of CLDR's units.long (a unit, a prefix or a compound pattern). */
export type CldrLongEntry = Record<string, string | undefined>;

export interface GeneratorInput {
  units: readonly CatalogueUnitInput[];
  categories: readonly { slug: string; title: string }[];
  /** CLDR units.long per locale (cldr-units-full main/<locale>/units.json). */
  cldr: Readonly<Record<Locale, Readonly<Record<string, CldrLongEntry>>>>;
  /** The CLDR release named in the sources, e.g. "48". */
  cldrVersion: string;
}

/** A catalogue unit that is an SI or IEC prefix applied to another unit of its category. */
export interface PrefixedUnit {
  key: string;
  /** CLDR's prefix key: "10p3", "10p-2", "1024p1". */
  prefix: string;
  /** The English prefix ("kilo"), from CLDR en. */
  prefixName: string;
  base: string;
}

/** `<category-slug>/<unit_code>`, the key of a unit everywhere in the names data. */
export function unitKey(categorySlug: string, code: string): string {
  return `${categorySlug}/${code}`;
}

function slugOf(categories: GeneratorInput['categories']): Map<string, string> {
  return new Map(categories.map((c) => [c.title, c.slug]));
}

/** "10p3" -> 10^3, "1024p2" -> 1024^2. */
export function prefixScale(prefix: string): Rational {
  const m = /^(10|1024)p(-?\d+)$/.exec(prefix);
  if (!m) throw new Error(`not a CLDR prefix key: ${prefix}`);
  return Rational.of(BigInt(m[1] ?? '10')).pow(Number(m[2]));
}

/** A unit's name without a trailing "(symbol)" that only repeats its symbol ("Kilobyte (kB)"). */
function plainName(u: CatalogueUnitInput): string | undefined {
  const m = /^(.*?)\s*\(([^)]*)\)$/.exec(u.name);
  if (!m) return u.name;
  return m[2] === u.symbol ? m[1] : undefined;
}

/**
 * The catalogue's prefixed units: a name that is an English CLDR prefix + the name of another
 * unit of the same category (lower-cased: "Kilometer" = kilo + "Meter"), with a factor exactly
 * the prefix's power times the base's (no offset, not reciprocal).
 */
export function detectPrefixed(input: Pick<GeneratorInput, 'units' | 'categories' | 'cldr'>): PrefixedUnit[] {
  const slugs = slugOf(input.categories);
  const prefixes = Object.entries(input.cldr.en)
    .filter(([k, v]) => /^(10|1024)p-?\d+$/.test(k) && v.unitPrefixPattern?.endsWith('{0}'))
    .map(([k, v]) => ({ key: k, name: (v.unitPrefixPattern ?? '').replace('{0}', '') }))
    .filter((p) => p.name !== '');
  const plain = (u: CatalogueUnitInput): boolean => !u.reciprocal && (u.unit_offset === undefined || u.unit_offset === null || Number(u.unit_offset) === 0);
  const byName = new Map<string, CatalogueUnitInput>();
  for (const u of input.units) {
    const n = plainName(u);
    if (n !== undefined && plain(u)) byName.set(`${u.category}\u0000${n.toLowerCase()}`, u);
  }
  const out: PrefixedUnit[] = [];
  for (const u of input.units) {
    const n = plainName(u)?.toLowerCase();
    const slug = slugs.get(u.category);
    if (n === undefined || slug === undefined || !plain(u)) continue;
    for (const p of prefixes) {
      if (!n.startsWith(p.name)) continue;
      const base = byName.get(`${u.category}\u0000${n.slice(p.name.length)}`);
      if (!base || base === u) continue;
      const f = parseExact(u.factor);
      const b = parseExact(base.factor);
      if (f.piPower !== b.piPower || !f.value.equals(b.value.mul(prefixScale(p.key)))) continue;
      out.push({ key: unitKey(slug, u.unit_code), prefix: p.key, prefixName: p.name, base: unitKey(slug, base.unit_code) });
      break;
    }
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The count forms CLDR gives a unit in a locale, or undefined when it gives no one/other pattern. */
export function cldrForms(entry: CldrLongEntry | undefined): Forms | undefined {
  const one = entry?.['unitPattern-count-one'];
  const other = entry?.['unitPattern-count-other'];
  if (one === undefined || other === undefined) return undefined;
  return { one: countForm(one), other: countForm(other) };
}

function cldrSource(version: string, locale: Locale, id: string): string {
  return `CLDR ${version} (cldr-units-full), ${locale}, units.long.${id}`;
}

/**
 * The CLDR unit ids (units.long keys) of which CLDR names a prefixed unit in this locale that
 * is the plain join of the prefix pattern and the base's name ("electric-ampere": milliampère).
 */
export function cldrPrefixedBases(cldr: Readonly<Record<string, CldrLongEntry>>, en: Readonly<Record<string, CldrLongEntry>>): Set<string> {
  const shown = new Set<string>();
  const prefixes = Object.entries(en).filter(([k]) => /^(10|1024)p-?\d+$/.test(k));
  for (const id of Object.keys(cldr)) {
    const dash = id.indexOf('-');
    const cat = id.slice(0, dash);
    const rest = id.slice(dash + 1);
    for (const [key, v] of prefixes) {
      const name = (v.unitPrefixPattern ?? '').replace('{0}', '');
      if (name === '' || !rest.startsWith(name)) continue;
      const baseId = `${cat}-${rest.slice(name.length)}`;
      const base = cldrForms(cldr[baseId]);
      const own = cldrForms(cldr[id]);
      const pattern = cldr[key]?.unitPrefixPattern;
      if (!base || !own || pattern === undefined) continue;
      if (pattern.replace('{0}', base.one) === own.one || pattern.replace('{0}', base.one.charAt(0).toLowerCase() + base.one.slice(1)) === own.one) shown.add(baseId);
    }
  }
  return shown;
}

/**
 * Drop generated names that another unit of the locale already has ("millisaniyə" from az
 * arc-second "saniyə" is the millisecond's name): a name must tell its unit.
 */
function dropAmbiguous(units: Record<string, NameEntry>, prefixed: readonly PrefixedUnit[]): void {
  const identity = (key: string, e: NameEntry): string => {
    if (e.kind === 'cldr') return `cldr:${UNIT_CLDR[key] ?? key}`;
    const p = prefixed.find((x) => x.key === key);
    return `prefix:${p?.prefix ?? ''}:${UNIT_CLDR[p?.base ?? ''] ?? key}`;
  };
  const byName = new Map<string, Set<string>>();
  for (const [key, e] of Object.entries(units)) {
    const set = byName.get(e.one.toLowerCase()) ?? new Set<string>();
    set.add(identity(key, e));
    byName.set(e.one.toLowerCase(), set);
  }
  for (const [key, e] of Object.entries(units)) {
    if (e.kind === 'si-prefix' && (byName.get(e.one.toLowerCase())?.size ?? 0) > 1) Reflect.deleteProperty(units, key);
  }
}

/** Generate every locale's names file. */
export function generateNames(input: GeneratorInput): Record<Locale, NamesFile> {
  const slugs = slugOf(input.categories);
  const keys = new Set(input.units.flatMap((u) => (slugs.has(u.category) ? [unitKey(slugs.get(u.category) ?? '', u.unit_code)] : [])));
  const prefixed = detectPrefixed(input);
  const result = {} as Record<Locale, NamesFile>;
  for (const locale of LOCALES) {
    const cldr = input.cldr[locale];
    const units: Record<string, NameEntry> = {};
    for (const [key, id] of Object.entries(UNIT_CLDR)) {
      if (!keys.has(key)) continue;
      const forms = cldrForms(cldr[id]);
      if (!forms) continue;
      units[key] = { name: headingForm(forms.one, locale), ...forms, kind: 'cldr', source: cldrSource(input.cldrVersion, locale, id) };
    }
    if (locale !== 'en') {
      const shown = cldrPrefixedBases(cldr, input.cldr.en);
      for (const p of prefixed) {
        const base = units[p.base];
        const pattern = cldr[p.prefix]?.unitPrefixPattern;
        if (units[p.key] || base?.kind !== 'cldr' || pattern === undefined) continue;
        const baseId = UNIT_CLDR[p.base] ?? '';
        const forms = prefixedForms(locale, pattern, base, shown.has(baseId));
        if (typeof forms === 'string') continue;
        units[p.key] = {
          name: headingForm(forms.one, locale),
          ...forms,
          kind: 'si-prefix',
          source:
            `${p.prefix.startsWith('1024') ? 'IEC binary' : 'SI'} prefix ${p.prefixName} (CLDR ${input.cldrVersion} ${locale} unitPrefixPattern ${p.prefix} '${pattern}') + ` +
            `${base.one} (CLDR ${input.cldrVersion} ${locale} ${baseId}); ${PREFIX_RULE_NOTE[locale]}`,
        };
      }
    }
    dropAmbiguous(units, prefixed);
    const categories: Record<string, CategoryEntry> = {};
    for (const [slug, q] of Object.entries(CATEGORY_QUDT)) {
      const label = locale === 'en' || locale === 'az' ? undefined : q.labels[locale];
      if (label === undefined || ![...slugs.values()].includes(slug)) continue;
      categories[slug] = { name: headingForm(label, locale), kind: 'reference', source: qudtSource(q.kind, label, locale) };
    }
    result[locale] = { locale, units, categories };
  }
  return result;
}

function sortDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortDeep);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((k) => [k, sortDeep(o[k])]),
    );
  }
  return v;
}

/** A names file as committed: sorted keys, 2-space JSON, trailing newline. */
export function serialiseNames(file: NamesFile): string {
  return `${JSON.stringify(sortDeep(file), null, 2)}\n`;
}
