// How a catalogue unit's English name is built from other units' names: "Kilojoule per Cubic
// Meter" is kilo+joule over meter cubed, "Newton Meter" is newton times meter, "Gallon (US) per
// Year" is the catalogue's "Gallon (US)" over "Year", "Cup (Imperial)" is "Cup" with the
// qualifier "Imperial". Pure; the composer (compose.ts) writes the parts in another language
// with CLDR's grammar, and checks the parts' factors against the unit's own.

/** One factor of a compound: a catalogue unit, maybe with an SI or IEC prefix, to a power. */
export interface NamePart {
  /** The unit's key (`<category-slug>/<unit_code>`). */
  key: string;
  /** CLDR's prefix key ("10p3") when the English name prefixes the unit ("Piconewton"). */
  prefix?: string | undefined;
  power: 1 | 2 | 3;
}

/** A unit's name as parts: numerator and denominator products, or a named unit with a qualifier. */
export type NameShape =
  | { kind: 'compound'; num: NamePart[]; den: NamePart[] }
  | { kind: 'qualified'; base: NameShape | NamePart; qualifier: string };

export interface EnglishIndex {
  /** Lower-cased English name (as written, and without a trailing "(symbol)") -> key, same category first. */
  byName: (name: string, category: string) => string | undefined;
  /** English prefix names ("kilo") -> CLDR prefix key ("10p3"), longest first. */
  prefixes: readonly { name: string; key: string }[];
}

interface IndexedUnit {
  key: string;
  category: string;
  name: string;
  symbol?: string | undefined;
}

/**
 * A name without the unit's own characters written beside its country qualifier: "Zhang
 * (Chinese, 丈)", "Wa (Thai, วา)", "Funt (Russian Pound, фунт)" are parsed, and indexed, as
 * "Zhang (Chinese)", "Wa (Thai)", "Funt (Russian Pound)".
 */
export function withoutNativeForm(name: string): string {
  return name.replace(/, [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Cyrillic}]+\)$/u, ')');
}

/** A name without a trailing "(symbol)" that only repeats the unit's symbol ("Kilobyte (kB)"), nor its native form. */
export function withoutSymbol(name: string, symbol: string | undefined): string {
  const plain = withoutNativeForm(name);
  const m = /^(.*?)\s*\(([^()]*)\)$/.exec(plain);
  return m?.[1] !== undefined && m[2] === symbol ? m[1] : plain;
}

/** English spellings that name the same catalogue unit as another spelling ("Calorie (IT)"). */
const ALIASES: Readonly<Record<string, string>> = {
  'calorie (it)': 'calorie (international table)',
  'kilocalorie (it)': 'kilocalorie (international table)',
  'btu (it)': 'british thermal unit (international table)',
  'btu (th)': 'british thermal unit (thermochemical)',
  'calorie (th)': 'calorie (thermochemical)',
  btu: 'british thermal unit (international table)',
  'gram-force': 'gram-force',
  meters: 'meter',
  kilometers: 'kilometer',
  miles: 'mile',
  liters: 'liter',
  gallons: 'gallon (us)',
  feet: 'foot',
  'nautical miles': 'nautical mile',
  'us gallons': 'gallon (us)',
  'imperial gallons': 'gallon (imperial)',
};

export function englishIndex(units: readonly IndexedUnit[], prefixes: readonly { name: string; key: string }[]): EnglishIndex {
  const map = new Map<string, IndexedUnit[]>();
  const add = (name: string, u: IndexedUnit): void => {
    const k = name.toLowerCase();
    const list = map.get(k) ?? [];
    if (!list.includes(u)) list.push(u);
    map.set(k, list);
  };
  for (const u of units) {
    add(u.name, u);
    add(withoutSymbol(u.name, u.symbol), u);
  }
  const sorted = [...prefixes].sort((a, b) => b.name.length - a.name.length);
  return {
    prefixes: sorted,
    byName: (name, category) => {
      const lower = name.toLowerCase();
      const list = map.get(lower) ?? map.get(ALIASES[lower] ?? '');
      if (!list || list.length === 0) return undefined;
      return (list.find((u) => u.category === category) ?? list[0])?.key;
    },
  };
}

/** Split at spaces outside parentheses: "Gallon (US) per Year" -> ["Gallon", "(US)", "per", "Year"] joined back per group. */
function words(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (cur !== '') out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur !== '') out.push(cur);
  return out;
}

function part(text: string, category: string, index: EnglishIndex, self?: string): NamePart | undefined {
  let t = text;
  let power: 1 | 2 | 3 = 1;
  const lead = /^(square|cubic) (.+)$/i.exec(t);
  if (lead?.[2] !== undefined) {
    power = lead[1]?.toLowerCase() === 'square' ? 2 : 3;
    t = lead[2];
  }
  const trail = /^(.+) (squared|cubed)$/i.exec(t);
  if (trail?.[1] !== undefined && power === 1) {
    power = trail[2]?.toLowerCase() === 'squared' ? 2 : 3;
    t = trail[1];
  }
  const key = index.byName(t, category);
  if (key !== undefined && key !== self) return { key, power };
  const lower = t.toLowerCase();
  for (const p of index.prefixes) {
    if (!lower.startsWith(p.name) || lower.length === p.name.length) continue;
    const rest = t.slice(p.name.length);
    // "Kiloampere-Hour" is kilo+ampere times hour (the product below), not kilo on "Ampere-Hour".
    if (/[\s-]/.test(rest)) continue;
    const base = index.byName(rest, category);
    if (base !== undefined && base !== self) return { key: base, prefix: p.key, power };
  }
  return undefined;
}

/** A product of parts written with spaces or hyphens ("Newton Meter", "Ampere-Hour"), longest parts first. */
function product(text: string, category: string, index: EnglishIndex, self?: string): NamePart[] | undefined {
  const ws = words(text);
  const memo = new Map<number, NamePart[] | null>();
  const go = (i: number): NamePart[] | null => {
    if (i === ws.length) return [];
    const known = memo.get(i);
    if (known !== undefined) return known;
    let found: NamePart[] | null = null;
    for (let j = ws.length; j > i && !found; j--) {
      const seg = ws.slice(i, j).join(' ');
      const rest = go(j);
      if (!rest) continue;
      const p = part(seg, category, index, self);
      if (p) {
        found = [p, ...rest];
        break;
      }
      // "Ampere-Hour", "Foot-Pound": a hyphenated product of two named parts.
      const dash = seg.split('-');
      if (dash.length === 2 && dash[0] !== undefined && dash[1] !== undefined) {
        const a = part(dash[0], category, index, self);
        const b = part(dash[1], category, index, self);
        if (a && b) found = [a, b, ...rest];
      }
    }
    memo.set(i, found);
    return found;
  };
  return go(0) ?? undefined;
}

/**
 * The shape of a unit's English name, or undefined where the name is not built from other
 * catalogue units' names (it is a name of its own: "Barleycorn", "Bohr Radius"). A name that
 * is the unit itself (one part, no prefix, power 1) is not a composition.
 */
export function parseEnglishName(u: IndexedUnit, index: EnglishIndex, qualifiers: ReadonlySet<string>): NameShape | undefined {
  const name = withoutSymbol(u.name, u.symbol);
  const q = /^(.*?) \(([^()]+)\)$/.exec(name);
  if (q?.[1] !== undefined && q[2] !== undefined && qualifiers.has(q[2])) {
    const inner = q[1];
    const shape = parseCompound(inner, u.category, index, u.key);
    const alone = part(inner, u.category, index, u.key);
    const base = shape ?? alone;
    if (base && !('key' in base && base.key === u.key)) return { kind: 'qualified', base, qualifier: q[2] };
  }
  return parseCompound(name, u.category, index, u.key);
}

function parseCompound(name: string, category: string, index: EnglishIndex, self?: string): NameShape | undefined {
  const perAt = name.search(/ per /i);
  if (perAt > 0) {
    const num = product(name.slice(0, perAt), category, index, self);
    const den = product(name.slice(perAt + 5), category, index, self);
    return num && den ? { kind: 'compound', num, den } : undefined;
  }
  const num = product(name, category, index, self);
  if (!num || num.length === 0) return undefined;
  const only = num[0];
  if (num.length === 1 && only !== undefined && only.power === 1 && only.prefix === undefined) return undefined;
  if (num.length === 1 && only !== undefined && only.key === self && only.prefix === undefined) return undefined;
  return { kind: 'compound', num, den: [] };
}
