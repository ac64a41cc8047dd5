/**
 * Reading and answering one expression: "5 ft 3 1/2 in to cm", "60 mph to min/km",
 * "kg*m/s^2 to N", "160.02 cm to ft in". The target follows a connector of the page's
 * language; every connector is only a possible split ("in" is also the inch), tried from
 * the right. The answer is exact: a rational times a power of π.
 */
import { connectorsOf, type QueryWords } from '../connectors.ts';
import { Rational } from '../rational.ts';
import { type Dimension, power, sameDimension } from './dimension.ts';
import { type Choice, EvalError, type EvalProblem, evaluate, type Evaluated, oneTemperature } from './evaluate.ts';
import { LexError, type Token, tokenize } from './lexer.ts';
import type { UnitIndex } from './lookup.ts';
import { type Node, ParseError, Parser, type ParseProblem, unitNodes } from './parse.ts';
import type { Quantity } from './quantity.ts';
import type { ExprUnit } from './table.ts';

export interface ExprOptions {
  /** The page language's words between the value and its target (its record's `query`); English's alone when absent. */
  words?: QueryWords | undefined;
  /** A decimal in the page's form (or English form), exactly; undefined when it is not one. */
  readNumber: (typed: string) => Rational | undefined;
}

/** How the value relates to the target: the same quantity, or its inverse ("mph to min/km"). */
export type Relation = 'same' | 'reciprocal';

export interface Converted {
  kind: 'converted';
  /** The value in the target: one number, or one per unit of a sum of units ("5 ft 3 in"). */
  parts: { value: Rational; pi: number; unit: ExprUnit | undefined }[];
  /** The target as typed, for a target that is an expression ("min/km"); undefined for units side by side. */
  targetText: string;
  relation: Relation;
  /** Every unit involved is exactly defined and no π is left: the value is exact. */
  exact: boolean;
  /** A temperature read on its absolute scale (20 °C to °F). */
  absolute: boolean;
  /** °C or °F read as temperature differences inside a compound. */
  differences: ExprUnit[];
  used: ExprUnit[];
  source: Quantity;
}

export interface Unconverted {
  kind: 'value';
  /** No target: the value in coherent SI units. */
  source: Quantity;
  exact: boolean;
  differences: ExprUnit[];
  used: ExprUnit[];
}

export type ExprProblem =
  | ParseProblem
  | EvalProblem
  | { kind: 'unreadable'; at: number; end: number; text: string }
  | { kind: 'dimensions'; from: Dimension; to: Dimension; at: number; end: number }
  | { kind: 'ambiguous'; word: string; choices: ExprUnit[]; at: number; end: number }
  /** A temperature below absolute zero ("-300 °C to K"). */
  | { kind: 'below-absolute-zero'; at: number; end: number }
  | { kind: 'empty' };

export type ExprAnswer = Converted | Unconverted | { kind: 'error'; problem: ExprProblem; nearest?: string[] };

/** Most combinations of readings of ambiguous words tried before the answer is "ambiguous". */
const MAX_COMBINATIONS = 256;

export function answerExpression(index: UnitIndex, text: string, options: ExprOptions): ExprAnswer {
  let tokens: Token[];
  try {
    tokens = tokenize(text, options.readNumber);
  } catch (e) {
    if (e instanceof LexError) return { kind: 'error', problem: { kind: 'unreadable', at: e.at, end: e.end, text: e.text } };
    throw e;
  }
  if (tokens.length === 0) return { kind: 'error', problem: { kind: 'empty' } };
  const connectors = connectorsOf(options.words);
  const splits: number[] = [];
  tokens.forEach((t, i) => {
    if (t.kind === 'word' && i > 0 && i < tokens.length - 1 && connectors.has(t.text.toLowerCase())) splits.push(i);
  });
  let firstError: ExprAnswer | undefined;
  for (const i of splits.reverse()) {
    const a = attempt(index, text, tokens.slice(0, i), tokens.slice(i + 1));
    if (a.kind !== 'error') return a;
    firstError ??= a;
  }
  // A connector split that parsed but did not convert says why ("5 m to kg": the
  // dimensions; "1 ton to kg": which ton), rather than reading the connector as a unit.
  if (firstError?.kind === 'error' && firstError.problem.kind !== 'unknown' && firstError.problem.kind !== 'syntax') return firstError;
  const whole = attempt(index, text, tokens, undefined);
  return withNearest(index, whole.kind === 'error' && firstError ? firstError : whole);
}

function withNearest(index: UnitIndex, a: ExprAnswer): ExprAnswer {
  if (a.kind === 'error' && a.problem.kind === 'unknown') return { ...a, nearest: index.nearest(a.problem.word) };
  return a;
}

function attempt(index: UnitIndex, text: string, left: Token[], right: Token[] | undefined): ExprAnswer {
  let source: Node;
  let target: Node[] | undefined;
  try {
    source = new Parser(left, index, text).expression();
    target = right ? new Parser(right, index, text).target() : undefined;
  } catch (e) {
    if (e instanceof ParseError) return { kind: 'error', problem: e.problem };
    throw e;
  }
  const nodes = [...unitNodes(source), ...(target ?? []).flatMap(unitNodes)];
  const ambiguous = nodes.filter((n) => n.found.units.length > 1);
  const combos = combinations(ambiguous);
  const answers: { answer: Converted | Unconverted; choice: Choice }[] = [];
  let problem: ExprProblem | undefined;
  for (const choice of combos) {
    try {
      const a = convertWith(source, target, choice, text);
      if (a.kind === 'error') problem ??= a.problem;
      else answers.push({ answer: a, choice });
    } catch (e) {
      if (e instanceof EvalError) problem ??= e.problem;
      else if (e instanceof RangeError) problem ??= { kind: 'zero-division', at: source.at, end: source.end };
      else throw e;
    }
  }
  if (answers.length === 0) return { kind: 'error', problem: problem ?? { kind: 'empty' } };
  const first = answers[0] as { answer: Converted | Unconverted; choice: Choice };
  // Readings that give other values: the word is ambiguous; say which units it may name.
  const differing = answers.filter((a) => !sameValue(a.answer, first.answer));
  if (differing.length > 0) {
    const node = ambiguous.find((n) => answers.some((a) => a.choice.get(n) !== first.choice.get(n))) ?? ambiguous[0];
    if (node) {
      const choices = [...new Set(answers.map((a) => a.choice.get(node)).filter((u): u is ExprUnit => u !== undefined))];
      return { kind: 'error', problem: { kind: 'ambiguous', word: node.word, choices, at: node.at, end: node.end } };
    }
  }
  return first.answer;
}

function sameValue(a: Converted | Unconverted, b: Converted | Unconverted): boolean {
  if (a.kind === 'value' || b.kind === 'value') return a.kind === b.kind && a.source.value.equals(b.source.value) && a.source.pi === b.source.pi && sameDimension(a.source.dim, b.source.dim);
  return a.parts.length === b.parts.length && a.parts.every((p, i) => p.value.equals(b.parts[i]?.value ?? Rational.ZERO) && p.pi === b.parts[i]?.pi);
}

function combinations(nodes: Extract<Node, { kind: 'unit' }>[]): Map<Node, ExprUnit>[] {
  let out: Map<Node, ExprUnit>[] = [new Map<Node, ExprUnit>()];
  for (const n of nodes) {
    const next: Map<Node, ExprUnit>[] = [];
    for (const c of out) for (const u of n.found.units) next.push(new Map(c).set(n, u));
    out = next.slice(0, MAX_COMBINATIONS);
  }
  return out;
}

function convertWith(source: Node, target: Node[] | undefined, choice: Choice, input: string): Converted | Unconverted | { kind: 'error'; problem: ExprProblem } {
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
      return { kind: 'converted', parts: [{ value, pi: 0, unit: to }], targetText: to.symbol, relation: 'same', exact: q.exact, absolute: true, differences: [], used: [from, to], source: q };
    }
  }
  const s: Evaluated = evaluate(source, choice);
  if (!target) return { kind: 'value', source: s.q, exact: s.q.exact && s.q.pi === 0, differences: s.differences, used: s.used };
  const targets = target.map((n) => ({ node: n, e: evaluate(n, choice) }));
  const differences = [...s.differences, ...targets.flatMap((x) => x.e.differences)];
  const used = [...s.used, ...targets.flatMap((x) => x.e.used)];
  const first = targets[0] as { node: Node; e: Evaluated };
  const text = { at: first.node.at, end: (targets[targets.length - 1] as { node: Node }).node.end };
  const targetText = input.slice(text.at, text.end);
  if (targets.length > 1) {
    // A sum of units: each must have the value's dimension.
    for (const x of targets) if (!sameDimension(x.e.q.dim, s.q.dim)) return { kind: 'error', problem: { kind: 'dimensions', from: s.q.dim, to: x.e.q.dim, at: text.at, end: text.end } };
    const parts = splitSum(s.q, targets.map((x) => x.e.q), targets.map((x) => x.e.used[0]));
    const exact = s.q.exact && targets.every((x) => x.e.q.exact) && parts.every((p) => p.pi === 0);
    return { kind: 'converted', parts, targetText, relation: 'same', exact, absolute: false, differences, used, source: s.q };
  }
  const to = first.e.q;
  let relation: Relation;
  let value: Rational;
  let pi: number;
  if (sameDimension(s.q.dim, to.dim)) {
    relation = 'same';
    value = s.q.value.div(to.value);
    pi = s.q.pi - to.pi;
  } else if (sameDimension(power(s.q.dim, -1), to.dim) && !s.q.value.isZero()) {
    relation = 'reciprocal';
    value = Rational.ONE.div(s.q.value.mul(to.value));
    pi = -s.q.pi - to.pi;
  } else {
    return { kind: 'error', problem: { kind: 'dimensions', from: s.q.dim, to: to.dim, at: text.at, end: text.end } };
  }
  const exact = s.q.exact && to.exact && pi === 0;
  return { kind: 'converted', parts: [{ value, pi, unit: first.node.kind === 'unit' ? first.e.used[0] : undefined }], targetText, relation, exact, absolute: false, differences, used, source: s.q };
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
