// The catalogue's units that are an SI or IEC prefix applied to another unit of their category
// ("Kilometer" = kilo + "Meter"), found by name and checked by factor (generate.ts).
import { parseExact } from '../../core/exact.ts';
import { Rational } from '../../core/rational.ts';
import { catalogueCldr, slugOf, unitKey, type CatalogueUnitInput, type GeneratorInput } from './model.ts';

/** A catalogue unit that is an SI or IEC prefix applied to another unit of its category. */
export interface PrefixedUnit {
  key: string;
  /** CLDR's prefix key: "10p3", "10p-2", "1024p1". */
  prefix: string;
  /** The English prefix ("kilo"), from CLDR en. */
  prefixName: string;
  base: string;
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
  const prefixes = Object.entries(catalogueCldr(input))
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

