/**
 * The exact value of a parsed expression: units resolved (a word naming several units takes
 * the one whose dimension fits), rational arithmetic with π kept as a power, and the rules
 * for temperatures: an absolute scale (°C, °F) only where the whole expression is one
 * temperature converted to one temperature unit, a temperature difference inside anything else.
 */
import { Rational } from '../rational.ts';
import { DIMENSIONLESS, type Dimension, sameDimension } from './dimension.ts';
import { type Node, unitNodes } from './tree.ts';
import { negate, over, plus, type Quantity, root, scalar, times, toPower } from './quantity.ts';
import type { ExprUnit } from './table.ts';

export type EvalProblem =
  | { kind: 'unlike-sum'; at: number; end: number; left: Dimension; right: Dimension }
  /** A root of a quantity whose dimension has none ("sqrt(5 m)"), or an even root of a negative number. */
  | { kind: 'root'; at: number; end: number; dim: Dimension; degree: number }
  | { kind: 'zero-division'; at: number; end: number }
  | { kind: 'too-large'; at: number; end: number }
  /** A sum with a temperature on a scale with an offset ("0 °C + 1 K"): a temperature or a difference? Not guessed. */
  | { kind: 'temperature-sum'; at: number; end: number };

export class EvalError extends Error {
  override name = 'EvalError';
  readonly problem: EvalProblem;
  constructor(problem: EvalProblem) {
    super(problem.kind);
    this.problem = problem;
  }
}

/** The unit chosen for each unit node. */
export type Choice = ReadonlyMap<Node, ExprUnit>;

export interface Evaluated {
  q: Quantity;
  /** Units read as temperature differences (°C, °F inside a compound). */
  differences: ExprUnit[];
  /** Every unit the value used, in order. */
  used: ExprUnit[];
}

/** Largest power of ten a value may reach while it is computed (results stay readable and fast). */
const LIMIT = 10n ** 400n;

export function evaluate(node: Node, choice: Choice): Evaluated {
  const differences: ExprUnit[] = [];
  const used: ExprUnit[] = [];
  const check = (q: Quantity, n: Node): Quantity => {
    const a = q.value.n < 0n ? -q.value.n : q.value.n;
    if (a > LIMIT * q.value.d || (a !== 0n && a * LIMIT < q.value.d)) throw new EvalError({ kind: 'too-large', at: n.at, end: n.end });
    return q;
  };
  const walk = (n: Node): Quantity => {
    switch (n.kind) {
      case 'number':
        return scalar(n.value);
      case 'unit': {
        const u = choice.get(n) ?? n.found.units[0];
        if (!u) throw new Error('a unit node without a unit');
        used.push(u);
        if (u.offset && !u.offset.isZero()) differences.push(u);
        return { value: u.value, pi: u.pi, dim: u.dim, exact: u.exact };
      }
      case 'neg':
        return negate(walk(n.operand));
      case 'pi':
        return { value: Rational.ONE, pi: 1, dim: DIMENSIONLESS, exact: true };
      case 'root': {
        const b = walk(n.base);
        const r = root(b, n.degree);
        if (!r) throw new EvalError({ kind: 'root', at: n.at, end: n.end, dim: b.dim, degree: n.degree });
        return check(r, n);
      }
      case 'pow':
        return check(toPower(walk(n.base), n.exp), n);
      case 'mul':
        return check(times(walk(n.left), walk(n.right)), n);
      case 'div': {
        const l = walk(n.left);
        const r = walk(n.right);
        if (r.value.isZero()) throw new EvalError({ kind: 'zero-division', at: n.right.at, end: n.right.end });
        return check(over(l, r), n);
      }
      case 'add':
      case 'sub': {
        const l = walk(n.left);
        const r = walk(n.right);
        return add(l, n.kind === 'sub' ? negate(r) : r, n.left, n.right);
      }
      case 'sum': {
        let total = walk(n.parts[0] as Node);
        for (let i = 1; i < n.parts.length; i++) total = add(total, walk(n.parts[i] as Node), n.parts[i - 1] as Node, n.parts[i] as Node);
        return total;
      }
    }
  };
  const q = walk(node);
  return { q, differences, used };
}

function add(l: Quantity, r: Quantity, ln: Node, rn: Node): Quantity {
  if ([ln, rn].some((n) => unitNodes(n).some((u) => u.found.units.some((x) => x.offset !== undefined && !x.offset.isZero())))) {
    throw new EvalError({ kind: 'temperature-sum', at: ln.at, end: rn.end });
  }
  if (!sameDimension(l.dim, r.dim)) throw new EvalError({ kind: 'unlike-sum', at: ln.at, end: rn.end, left: l.dim, right: r.dim });
  return plus(l, r) as Quantity;
}

/**
 * One temperature: a number (or none) times a single temperature unit, "20 °C", "-40 °F",
 * "°C". Returns the number and the unit node, or undefined.
 */
export function oneTemperature(node: Node): { number: Rational; unit: Extract<Node, { kind: 'unit' }> } | undefined {
  let sign = 1;
  let n = node;
  if (n.kind === 'neg') {
    sign = -1;
    n = n.operand;
  }
  if (n.kind === 'unit') return temperatureUnit(n) ? { number: Rational.of(BigInt(sign)), unit: n } : undefined;
  if (n.kind === 'mul' && n.right.kind === 'unit' && temperatureUnit(n.right)) {
    const left = n.left.kind === 'neg' ? n.left.operand : n.left;
    if (left.kind !== 'number') return undefined;
    const value = (n.left.kind === 'neg' ? -sign : sign) < 0 ? left.value.neg() : left.value;
    return { number: value, unit: n.right };
  }
  return undefined;
}

function temperatureUnit(n: Extract<Node, { kind: 'unit' }>): boolean {
  return n.found.units.some((u) => u.category === 'temperature');
}

