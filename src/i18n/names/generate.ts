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
import { composeName, partKeys, patternsUsed, type Worded } from './compose.ts';
import { emptyGlossary, type Gender, type Glossary, type NameKind } from './glossary.ts';
import { englishIndex, parseEnglishName, type NamePart, type NameShape } from './parse-english.ts';

export type { NameKind } from './glossary.ts';

export interface NameEntry {
  name: string;
  one: string;
  other: string;
  gender?: Gender | undefined;
  kind: NameKind;
  source: string;
}

export interface CategoryEntry {
  name: string;
  /** The tab bar's label where it differs from the name. */
  short?: string | undefined;
  gender?: Gender | undefined;
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
  /** CLDR units.short per locale: a long pattern that repeats the short one is an abbreviation, not a name. */
  cldrShort?: Readonly<Record<Locale, Readonly<Record<string, CldrLongEntry>>>>;
  /** The hand-kept names per locale (data/names/glossary/<locale>.json); absent: none. */
  glossaries?: Partial<Record<Locale, Glossary>>;
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

/**
 * The count forms CLDR gives a unit in a locale, or undefined when it gives no `other` pattern.
 * A missing `one` falls back to `other`, as CLDR's own count fallback does (TR35 Part 6, Units).
 */
export function cldrForms(entry: CldrLongEntry | undefined): Forms | undefined {
  const other = entry?.['unitPattern-count-other'];
  const one = entry?.['unitPattern-count-one'] ?? other;
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
 * Drop generated names (prefixed or composed) that another unit of the same category already
 * has in the locale ("millisaniyə" from az arc-second "saniyə" is the millisecond's name): a
 * name must tell its unit. Hand-kept and CLDR names stay; a clash among them fails a test.
 */
function dropAmbiguous(units: Record<string, NameEntry>, englishOf: (key: string) => string): void {
  const rank = (e: NameEntry): number => (e.kind === 'composed' ? 2 : e.kind === 'si-prefix' ? 1 : 0);
  const byName = new Map<string, string[]>();
  const everywhere = new Map<string, Set<string>>();
  for (const [key, e] of Object.entries(units)) {
    const id = `${key.slice(0, key.indexOf('/'))}\u0000${e.one.toLowerCase()}`;
    byName.set(id, [...(byName.get(id) ?? []), key]);
    everywhere.set(e.one.toLowerCase(), (everywhere.get(e.one.toLowerCase()) ?? new Set<string>()).add(englishOf(key).toLowerCase()));
  }
  for (const keys of byName.values()) {
    if (keys.length < 2) continue;
    const best = Math.min(...keys.map((k) => rank(units[k] as NameEntry)));
    const keep = keys.filter((k) => rank(units[k] as NameEntry) === best);
    for (const k of keys) if (rank(units[k] as NameEntry) > 0 && (rank(units[k] as NameEntry) > best || keep.length > 1)) Reflect.deleteProperty(units, k);
  }
  // A generated name that another unit of the language has in any category (another English
  // unit) would name that unit to a reader: dropped too.
  for (const [key, e] of Object.entries(units)) {
    if (rank(e) > 0 && (everywhere.get(e.one.toLowerCase())?.size ?? 0) > 1) Reflect.deleteProperty(units, key);
  }
}

/** A unit's factor as an exact value with its power of π (the parts' product must equal it). */
interface Scaled {
  value: Rational;
  piPower: number;
}

function shapeFactor(shape: NameShape | NamePart, factorOf: (key: string) => Scaled): Scaled {
  const partFactor = (p: NamePart): Scaled => {
    const f = factorOf(p.key);
    const scaled = p.prefix === undefined ? f.value : f.value.mul(prefixScale(p.prefix));
    return { value: scaled.pow(p.power), piPower: f.piPower * p.power };
  };
  if ('key' in shape) return partFactor(shape);
  if (shape.kind === 'qualified') return shapeFactor(shape.base, factorOf);
  let value = Rational.ONE;
  let piPower = 0;
  for (const p of shape.num) {
    const f = partFactor(p);
    value = value.mul(f.value);
    piPower += f.piPower;
  }
  for (const p of shape.den) {
    const f = partFactor(p);
    value = value.div(f.value);
    piPower -= f.piPower;
  }
  return { value, piPower };
}

/**
 * The compositions whose parts' factors agree with the unit's own: within a category, the
 * ratio of a unit's factor to its parts' product is the same for every composition (the
 * category's base unit in coherent SI units, 1 where the base is coherent). A name whose
 * parts would give another value is not composed: the English parse misread it ("Pound-Mole"
 * is no pound times mole, "Line per Square Inch" no length line). Two conventions of the
 * English names are allowed: a bare word stands for any of its qualified variants ("Year" in
 * "Kilogram per Year" is the common year, "Year (Common)"), and an angle over time in a
 * frequency category counts cycles (1 cycle = 2π rad). A qualified name ("Knot (UK
 * Admiralty)") is another unit than its base by definition: it is not checked. Reciprocal
 * units (fuel economy) are composed by name only, their factor being of the inverse.
 */
function checkedShapes(input: GeneratorInput, shapes: Map<string, NameShape>): Map<string, NameShape> {
  const slugs = slugOf(input.categories);
  const byKey = new Map(input.units.map((u) => [unitKey(slugs.get(u.category) ?? '', u.unit_code), u]));
  const keyByName = new Map([...byKey].map(([k, u]) => [`${u.category}\u0000${u.name}`, k]));
  const variants = new Map<string, string[]>();
  for (const [key, u] of byKey) {
    const m = /^(.*) \([^()]+\)$/.exec(u.name);
    const bare = m?.[1] === undefined ? undefined : keyByName.get(`${u.category}\u0000${m[1]}`);
    if (bare !== undefined) variants.set(bare, [...(variants.get(bare) ?? [bare]), key]);
  }
  const factorOf = (key: string): Scaled => {
    const u = byKey.get(key);
    if (!u) throw new Error(`no unit ${key}`);
    const f = parseExact(u.factor);
    return { value: f.value, piPower: f.piPower };
  };
  /** Every reading of a shape's parts: each part as itself or as one of its qualified variants. */
  const readings = (shape: NameShape): NameShape[] => {
    if (shape.kind !== 'compound') return [shape];
    let out: NamePart[][] = [[]];
    const parts = [...shape.num, ...shape.den];
    for (const p of parts) out = out.flatMap((acc) => (variants.get(p.key) ?? [p.key]).map((k) => [...acc, { ...p, key: k }]));
    return out.slice(0, 64).map((ps) => ({ kind: 'compound', num: ps.slice(0, shape.num.length), den: ps.slice(shape.num.length) }));
  };
  const ratioOf = (key: string, shape: NameShape): string[] => {
    const own = factorOf(key);
    return readings(shape).map((r) => {
      const parts = shapeFactor(r, factorOf);
      return `${own.value.div(parts.value).toString()}|${String(own.piPower - parts.piPower)}`;
    });
  };
  // One cycle is one turn: an angle over time in a frequency category has its ratio divided by the turn's factor.
  const turn = [...byKey].find(([, v]) => v.category === 'Angle' && v.name === 'Turn')?.[0];
  const cycle = (ratio: string): string => {
    if (turn === undefined) return '';
    const [v = '', pi = '0'] = ratio.split('|');
    const r = parseExact(v.replace(/\s/g, ''));
    const t = factorOf(turn);
    return `${r.value.mul(t.value).toString()}|${String(Number(pi) + t.piPower)}`;
  };
  const out = new Map<string, NameShape>();
  const byCategory = new Map<string, Map<string, NameShape>>();
  for (const [key, shape] of shapes) {
    const u = byKey.get(key);
    // A scale with a zero of its own ("Degree Newton") is no product of other units.
    if (!u || (u.unit_offset !== undefined && u.unit_offset !== null && Number(u.unit_offset) !== 0)) continue;
    if (u.reciprocal || shape.kind === 'qualified') {
      out.set(key, shape);
      continue;
    }
    const cat = key.slice(0, key.indexOf('/'));
    byCategory.set(cat, (byCategory.get(cat) ?? new Map<string, NameShape>()).set(key, shape));
  }
  for (const [cat, m] of byCategory) {
    // The category's ratio: the one most compositions have on their first reading (1 where the base is coherent).
    const tally = new Map<string, number>();
    for (const [key, shape] of m) {
      const r = ratioOf(key, shape)[0] ?? '';
      tally.set(r, (tally.get(r) ?? 0) + 1);
    }
    // A ratio other than 1 is a convention of the category only when several compositions share it.
    let best = '1|0';
    for (const [r, n] of tally) if (n > (tally.get(best) ?? 0) && n >= 2) best = r;
    for (const [key, shape] of m) {
      const rs = ratioOf(key, shape);
      const cycles = cat === 'frequency' && partKeys(shape).some((k) => k.startsWith('angle/')) && rs.some((r) => cycle(r) === best);
      if (rs.includes(best) || cycles) out.set(key, shape);
    }
  }
  return out;
}

/** The English shapes of the catalogue's names (parse-english.ts), checked against the factors. */
export function englishShapes(input: GeneratorInput): Map<string, NameShape> {
  const slugs = slugOf(input.categories);
  const indexed = input.units.map((u) => ({ key: unitKey(slugs.get(u.category) ?? '', u.unit_code), category: u.category, name: u.name, symbol: u.symbol }));
  const prefixes = Object.entries(input.cldr.en)
    .filter(([k, v]) => /^(10|1024)p-?\d+$/.test(k) && v.unitPrefixPattern?.endsWith('{0}'))
    .map(([k, v]) => ({ key: k, name: (v.unitPrefixPattern ?? '').replace('{0}', '') }))
    .filter((p) => p.name !== '');
  // The catalogue writes the SI prefix deca (SI Brochure, Table 7); CLDR's English writes deka.
  if (prefixes.some((p) => p.key === '10p1')) prefixes.push({ key: '10p1', name: 'deca' });
  const index = englishIndex(indexed, prefixes);
  const qualifiers = new Set<string>();
  for (const g of Object.values(input.glossaries ?? {})) for (const q of Object.keys(g.qualifiers)) qualifiers.add(q);
  const shapes = new Map<string, NameShape>();
  for (const u of indexed) {
    const shape = parseEnglishName(u, index, qualifiers);
    if (shape) shapes.set(u.key, shape);
  }
  return checkedShapes(input, shapes);
}

function cldrSourceShort(version: string, locale: Locale): string {
  return `CLDR ${version} ${locale}`;
}

/**
 * CLDR's long forms where they are names. Some locales' long count patterns repeat an
 * abbreviation (az "{0} nmi", "{0} kal-IT", "{0} mg/dL" beside "{0} milliqram/desilitr"): a form
 * that is the locale's short pattern and either CLDR English's short symbol for the unit (when
 * English's long name differs: "nmi" is no name, "bar" is), or written without a vowel, with a
 * slash, or with two capitals in a row, is replaced by the other count form where that one is
 * spelled out; with neither, CLDR gives no name (undefined) and the glossary or the English name stands.
 */
export function spelledOut(forms: Forms | undefined, short: CldrLongEntry | undefined, enLong?: CldrLongEntry, enShort?: CldrLongEntry): Forms | undefined {
  if (!forms) return forms;
  const texts = (e: CldrLongEntry | undefined): string[] =>
    [e?.displayName, e?.['unitPattern-count-one'], e?.['unitPattern-count-other']].filter((x): x is string => x !== undefined).map((p) => countForm(p));
  const shortForms = new Set(texts(short));
  const englishSymbols = new Set(texts(enShort).map((t) => t.toLowerCase()));
  const englishNames = new Set(texts(enLong).map((t) => t.toLowerCase()));
  const abbreviated = (f: string): boolean =>
    shortForms.has(f) &&
    ((englishSymbols.has(f.toLowerCase()) && !englishNames.has(f.toLowerCase())) || !/[aeiouyəıöüáéíóúàèâêîôûäë]/i.test(f) || f.includes('/') || /\p{Lu}\p{Lu}/u.test(f));
  const a = abbreviated(forms.one);
  const b = abbreviated(forms.other);
  if (a && b) return undefined;
  return { one: a ? forms.other : forms.one, other: b ? forms.one : forms.other };
}

/** A name that already says it is the US unit ("termia estadounidense", "US-Gallone"): no "(US)" added. */
const US_WORD: Record<Locale, RegExp> = {
  en: /\bUS\b/,
  es: /estadounidense|EE\. ?UU\./i,
  de: /\bUS\b|US-|USA|amerikanisch/,
  fr: /américain|É\.-U\./i,
  az: /ABŞ|amerikan/i,
};

/**
 * A gendered language's names whose source gives no gender (CLDR leaves some out: fr "tonne
 * courte") take their head noun's: the first word in Spanish and French ("tonne" of "tonne
 * courte"), the last part of a German compound ("Fuß" of "Kubikfuß"), as another name of the
 * language gives it.
 */
function inferGenders(units: Record<string, NameEntry>, locale: Locale, heads: Readonly<Record<string, Gender>>, prefixes: readonly string[]): void {
  if (locale !== 'es' && locale !== 'fr' && locale !== 'de') return;
  const known = new Map<string, Gender>();
  for (const [w, g] of Object.entries(heads)) known.set(w.toLocaleLowerCase(locale), g);
  for (const e of Object.values(units)) if (e.gender && !/[\s-]/.test(e.one)) known.set(e.one.toLocaleLowerCase(locale), e.gender);
  // A prefixed word has its base's gender (centigray: gray).
  const bare = (w: string): string | undefined => prefixes.map((p) => (w.startsWith(p) ? w.slice(p.length) : '')).find((rest) => rest !== '' && known.has(rest));
  const words = [...known.keys()].sort((a, b) => b.length - a.length);
  for (const e of Object.values(units)) {
    if (e.gender) continue;
    const one = e.one.toLocaleLowerCase(locale).replace(/\s*\([^()]*\)$/, '');
    let gender: Gender | undefined;
    if (locale === 'de') {
      const last = one.split(/[\s-]/).pop() ?? one;
      const part = words.find((w) => last.endsWith(w));
      gender = part === undefined ? undefined : known.get(part);
    } else {
      const head = one.split(/[\s-]/)[0] ?? one;
      gender = known.get(head) ?? known.get(bare(head) ?? '');
    }
    if (gender) e.gender = gender;
  }
}

/** Generate every locale's names file. */
export function generateNames(input: GeneratorInput): Record<Locale, NamesFile> {
  const slugs = slugOf(input.categories);
  const keys = new Set(input.units.flatMap((u) => (slugs.has(u.category) ? [unitKey(slugs.get(u.category) ?? '', u.unit_code)] : [])));
  const prefixed = detectPrefixed(input);
  const shapes = englishShapes(input);
  const english = new Map(input.units.map((u) => [unitKey(slugs.get(u.category) ?? '', u.unit_code), u.name]));
  const englishOf = (key: string): string => english.get(key) ?? key;
  const result = {} as Record<Locale, NamesFile>;
  for (const locale of LOCALES) {
    const cldr = input.cldr[locale];
    const glossary = input.glossaries?.[locale] ?? emptyGlossary(locale);
    const units: Record<string, NameEntry> = {};
    for (const [key, id] of Object.entries(UNIT_CLDR)) {
      if (!keys.has(key)) continue;
      const forms = locale === 'en' ? cldrForms(cldr[id]) : spelledOut(cldrForms(cldr[id]), input.cldrShort?.[locale][id], input.cldr.en[id], input.cldrShort?.en[id]);
      if (!forms) continue;
      const gender = cldr[id]?.gender as Gender | undefined;
      units[key] = { name: headingForm(forms.one, locale), ...forms, ...(gender ? { gender } : {}), kind: 'cldr', source: cldrSource(input.cldrVersion, locale, id) };
    }
    // CLDR's bare word is the US customary unit ("gallon") and its temperature units are scales:
    // where the catalogue's English name says "(US)" or "(difference)", the glossary's qualifier is
    // added (before the compositions, which name their parts with it, and again at the end).
    const qualify = (): void => {
      for (const [key, e] of Object.entries(units)) {
        const q = /\((US|difference)\)$/.exec(englishOf(key))?.[1];
        const text = q === undefined ? undefined : glossary.qualifiers[q]?.text;
        if (text === undefined || e.one.toLocaleLowerCase(locale).includes(text.toLocaleLowerCase(locale)) || (q === 'US' && US_WORD[locale].test(e.one))) continue;
        const note = `the glossary's qualifier "${q ?? ''}" (${text})`;
        // A team translation stays one; a sourced name with the qualifier is a composition.
        const kind: NameKind = e.kind === 'translated' ? 'translated' : 'composed';
        const source = kind === 'translated' ? `${e.source}; with ${note}` : `Composed by CLDR ${input.cldrVersion} ${locale} grammar (qualifier) from ${e.source} + ${note}`;
        units[key] = { ...e, name: `${e.name} (${text})`, one: `${e.one} (${text})`, other: `${e.other} (${text})`, kind, source };
      }
    };
    qualify();
    for (const [key, g] of Object.entries(glossary.units)) {
      if (!keys.has(key)) continue;
      units[key] = { name: headingForm(g.one, locale), one: g.one, other: g.other, ...(g.gender ? { gender: g.gender } : {}), kind: g.kind, source: g.source };
    }
    if (locale !== 'en') {
      const shown = cldrPrefixedBases(cldr, input.cldr.en);
      const qualifier = (english: string, gender: Gender | undefined): string | undefined => {
        const q = glossary.qualifiers[english];
        if (!q) return undefined;
        return (gender === 'feminine' ? q.feminine : gender === 'neuter' ? q.neuter : undefined) ?? q.text;
      };
      const nameOf = (key: string): Worded | undefined => units[key];
      // Prefixes and compositions build on each other's names: repeat until nothing is added.
      for (let added = true; added; ) {
        added = false;
        for (const p of prefixed) {
          const base = units[p.base];
          const pattern = cldr[p.prefix]?.unitPrefixPattern;
          if (units[p.key] || !base || pattern === undefined) continue;
          const baseId = UNIT_CLDR[p.base] ?? '';
          const forms = prefixedForms(locale, pattern, base, shown.has(baseId));
          if (typeof forms === 'string') continue;
          units[p.key] = {
            name: headingForm(forms.one, locale),
            ...forms,
            ...(base.gender ? { gender: base.gender } : {}),
            kind: 'si-prefix',
            source:
              `${p.prefix.startsWith('1024') ? 'IEC binary' : 'SI'} prefix ${p.prefixName} (CLDR ${input.cldrVersion} ${locale} unitPrefixPattern ${p.prefix} '${pattern}') + ` +
              `${base.one} (${base.kind === 'cldr' ? `CLDR ${input.cldrVersion} ${locale} ${baseId}` : `${base.kind}: ${p.base}`}); ${PREFIX_RULE_NOTE[locale]}`,
          };
          added = true;
        }
        for (const [key, shape] of shapes) {
          if (units[key]) continue;
          const w = composeName(shape, { locale, cldr, nameOf, qualifier, agrees: (english) => glossary.qualifiers[english]?.feminine !== undefined });
          if (!w) continue;
          const parts = partKeys(shape).map((k) => `${units[k]?.one ?? k} [${k}, ${units[k]?.kind ?? ''}]`);
          units[key] = {
            name: headingForm(w.one, locale),
            one: w.one,
            other: w.other,
            ...(w.gender ? { gender: w.gender } : {}),
            kind: 'composed',
            source: `Composed by ${cldrSourceShort(input.cldrVersion, locale)} grammar (${patternsUsed(shape, { cldr, locale }).join('; ')}) from ${parts.join(' + ')}`,
          };
          added = true;
        }
      }
    }
    qualify();
    const prefixWords = Object.entries(cldr)
      .filter(([k, v]) => /^(10|1024)p-?\d+$/.test(k) && v.unitPrefixPattern?.endsWith('{0}'))
      .map(([, v]) => (v.unitPrefixPattern ?? '').replace('{0}', '').toLocaleLowerCase(locale))
      .filter((p) => p !== '');
    inferGenders(units, locale, glossary.genders, prefixWords);
    dropAmbiguous(units, englishOf);
    const categories: Record<string, CategoryEntry> = {};
    for (const [slug, q] of Object.entries(CATEGORY_QUDT)) {
      const label = locale === 'en' || locale === 'az' ? undefined : q.labels[locale];
      if (label === undefined || ![...slugs.values()].includes(slug)) continue;
      categories[slug] = { name: headingForm(label, locale), kind: 'reference', source: qudtSource(q.kind, label, locale) };
    }
    for (const [slug, c] of Object.entries(glossary.categories)) {
      if (![...slugs.values()].includes(slug)) continue;
      categories[slug] = { name: c.name, ...(c.short !== undefined && c.short !== c.name ? { short: c.short } : {}), ...(c.gender ? { gender: c.gender } : {}), kind: c.kind, source: c.source };
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
