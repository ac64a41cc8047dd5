// The English shapes of the catalogue's unit names (parse-english.ts), kept only where the
// parts' factors agree with the unit's own (generate.ts composes names from them).
import { parseExact } from '../../core/exact.ts';
import { Rational } from '../../core/rational.ts';
import { partKeys } from './compose.ts';
import { catalogueCldr, slugOf, unitKey, type GeneratorInput } from './model.ts';
import { englishIndex, parseEnglishName, type NamePart, type NameShape } from './parse-english.ts';
import { prefixScale } from './prefixed.ts';

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
  const prefixes = Object.entries(catalogueCldr(input))
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
