/**
 * The value of a parsed expression in its target, for one choice of reading of each word:
 * a temperature on its absolute scale where the expression is one temperature, a sum of
 * units side by side ("5 ft 3 in"), the same quantity or its inverse ("mph to min/km").
 */
import { Rational } from '../rational.ts';
import { power, sameDimension } from './dimension.ts';
import { type Choice, evaluate, type Evaluated, oneTemperature } from './evaluate.ts';
import type { Converted, ExprProblem, Relation, Unconverted } from './convert.ts';
import { over, type Quantity, times } from './quantity.ts';
import type { Node } from './tree.ts';
import type { ExprUnit } from './table.ts';

/** Most combinations of readings of ambiguous words tried before the answer is "ambiguous". */
const MAX_COMBINATIONS = 64;

/** The system a unit's symbol names ("US" in "cup (US)", "imp" in "gal (imp)"); "" for none. */
export function qualifierOf(u: ExprUnit | undefined): string {
  return /\(([^)]*)\)$/.exec(u?.symbol ?? '')?.[1] ?? '';
}

export function sameValue(a: Converted | Unconverted, b: Converted | Unconverted): boolean {
  if (a.kind === 'value' || b.kind === 'value') return a.kind === b.kind && a.source.value.equals(b.source.value) && a.source.pi === b.source.pi && sameDimension(a.source.dim, b.source.dim);
  return a.parts.length === b.parts.length && a.parts.every((p, i) => p.value.equals(b.parts[i]?.value ?? Rational.ZERO) && p.pi === b.parts[i]?.pi);
}

export function combinations(nodes: Extract<Node, { kind: 'unit' }>[]): Map<Node, ExprUnit>[] {
  let out: Map<Node, ExprUnit>[] = [new Map<Node, ExprUnit>()];
  for (const n of nodes) {
    const next: Map<Node, ExprUnit>[] = [];
    for (const c of out) for (const u of n.found.units) next.push(new Map(c).set(n, u));
    out = next.slice(0, MAX_COMBINATIONS);
  }
  return out;
}

/**
 * The value of `source` in `target` for one choice of reading of each word. With a `bridge` (a
 * substance's density, mass per volume), a volume converts to a mass and a mass to a volume
 * through it: never exact, and the answer says it was bridged.
 */
export function convertWith(source: Node, target: Node[] | undefined, choice: Choice, input: string, bridge?: Quantity): Converted | Unconverted | { kind: 'error'; problem: ExprProblem } {
  // One temperature to one temperature unit: the absolute scales.
  const t = oneTemperature(source);
  const targetUnit = target?.length === 1 && target[0]?.kind === 'unit' ? target[0] : undefined;
  if (t && targetUnit) {
    const from = choice.get(t.unit) ?? t.unit.found.units[0];
    const to = choice.get(targetUnit) ?? targetUnit.found.units[0];
    if (from?.category === 'temperature' && to?.category === 'temperature') {
      const kelvin = t.number.mul(from.value).add(from.offset ?? Rational.ZERO);
      if (kelvin.sign() < 0) return { kind: 'error', problem: { kind: 'below-absolute-zero', at: source.at, end: source.end } };
      const value = kelvin.sub(to.offset ?? Rational.ZERO).div(to.value);
      const q: Quantity = { value: kelvin, pi: 0, dim: from.dim, exact: from.exact && to.exact };
      return { kind: 'converted', parts: [{ value, pi: 0, unit: to }], targetText: to.symbol, relation: 'same', exact: q.exact, absolute: true, differences: [], used: [from, to], source: q, read: input, assumed: [] };
    }
  }
  const s: Evaluated = evaluate(source, choice);
  if (!target) {
    // A temperature alone ("0 °C", "98.6 °F") is a temperature: its absolute value.
    const from = t ? (choice.get(t.unit) ?? t.unit.found.units[0]) : undefined;
    if (t && from?.category === 'temperature') {
      const kelvin = t.number.mul(from.value).add(from.offset ?? Rational.ZERO);
      if (kelvin.sign() < 0) return { kind: 'error', problem: { kind: 'below-absolute-zero', at: source.at, end: source.end } };
      const q: Quantity = { value: kelvin, pi: 0, dim: from.dim, exact: from.exact };
      return { kind: 'value', source: q, exact: q.exact, differences: [], used: [from], absolute: true, read: input, assumed: [] };
    }
    return { kind: 'value', source: s.q, exact: s.q.exact && s.q.pi === 0, differences: s.differences, used: s.used, absolute: false, read: input, assumed: [] };
  }
  const targets = target.map((n) => ({ node: n, e: evaluate(n, choice) }));
  const differences = [...s.differences, ...targets.flatMap((x) => x.e.differences)];
  const used = [...s.used, ...targets.flatMap((x) => x.e.used)];
  const first = targets[0] as { node: Node; e: Evaluated };
  const text = { at: first.node.at, end: (targets[targets.length - 1] as { node: Node }).node.end };
  const targetText = input.slice(text.at, text.end);
  if (targets.length > 1 && targets.every((x) => sameDimension(x.e.q.dim, s.q.dim))) {
    // A sum of units, each of the value's dimension ("ft in").
    const parts = splitSum(s.q, targets.map((x) => x.e.q), targets.map((x) => x.e.used[0]));
    const exact = s.q.exact && targets.every((x) => x.e.q.exact) && parts.every((p) => p.pi === 0);
    return { kind: 'converted', parts, targetText, relation: 'same', exact, absolute: false, differences, used, source: s.q, read: input, assumed: [] };
  }
  // Units side by side of other dimensions are a product, as a space is everywhere ("ft s^-2", "lbf ft").
  const to = targets.length > 1 ? targets.slice(1).reduce((q, x) => times(q, x.e.q), first.e.q) : first.e.q;
  let relation: Relation;
  let value: Rational;
  let pi: number;
  if (sameDimension(s.q.dim, to.dim)) {
    relation = 'same';
    value = s.q.value.div(to.value);
    pi = s.q.pi - to.pi;
  } else if (sameDimension(power(s.q.dim, -1), to.dim)) {
    // "0 mpg to L/100 km": the inverse of zero, no finite value.
    if (s.q.value.isZero()) return { kind: 'error', problem: { kind: 'infinite', at: text.at, end: text.end } };
    relation = 'reciprocal';
    value = Rational.ONE.div(s.q.value.mul(to.value));
    pi = -s.q.pi - to.pi;
  } else if (bridge && targets.length === 1 && (sameDimension(times(s.q, bridge).dim, to.dim) || sameDimension(over(s.q, bridge).dim, to.dim))) {
    const through = sameDimension(times(s.q, bridge).dim, to.dim) ? times(s.q, bridge) : over(s.q, bridge);
    const unit = first.node.kind === 'unit' ? first.e.used[0] : undefined;
    return { kind: 'converted', parts: [{ value: through.value.div(to.value), pi: through.pi - to.pi, unit }], targetText, relation: 'same', exact: false, absolute: false, differences, used, source: s.q, read: input, assumed: [], bridged: true };
  } else {
    return { kind: 'error', problem: { kind: 'dimensions', from: s.q.dim, to: to.dim, at: text.at, end: text.end } };
  }
  const exact = s.q.exact && to.exact && pi === 0;
  return { kind: 'converted', parts: [{ value, pi, unit: targets.length === 1 && first.node.kind === 'unit' ? first.e.used[0] : undefined }], targetText, relation, exact, absolute: false, differences, used, source: s.q, read: input, assumed: [] };
}

/**
 * A value in units side by side, largest first: whole numbers of each but the last, the
 * rest in the last ("160.02 cm to ft in" is 5 ft 3 in). π must cancel in each unit.
 */
function splitSum(total: Quantity, units: Quantity[], named: (ExprUnit | undefined)[]): Converted['parts'] {
  const order = units.map((q, i) => ({ q, unit: named[i] })).sort((a, b) => b.q.value.cmp(a.q.value));
  const negative = total.value.sign() < 0;
  let rest = total.value.abs();
  const parts: Converted['parts'] = [];
  order.forEach(({ q, unit }, i) => {
    const inUnit = rest.div(q.value);
    if (i === order.length - 1) {
      parts.push({ value: negative ? inUnit.neg() : inUnit, pi: total.pi - q.pi, unit });
      return;
    }
    const whole = Rational.of(inUnit.n / inUnit.d);
    rest = rest.sub(whole.mul(q.value));
    parts.push({ value: negative && !whole.isZero() ? whole.neg() : whole, pi: 0, unit });
  });
  return parts;
}
