/**
 * Reading and answering one expression: "5 ft 3 1/2 in to cm", "60 mph to min/km",
 * "kg*m/s^2 to N", "160.02 cm to ft in". The target follows a connector of the page's
 * language; every connector is only a possible split ("in" is also the inch), tried from
 * the right. The answer is exact: a rational times a power of π.
 */
import { connectorsOf, type QueryWords } from '../connectors.ts';
import { Rational } from '../rational.ts';
import { type Dimension, sameDimension } from './dimension.ts';
import { type Choice, EvalError, type EvalProblem } from './evaluate.ts';
import { LexError, type Token, tokenize } from './lexer.ts';
import type { UnitIndex } from './lookup.ts';
import { combinations, convertWith, qualifierOf, sameValue } from './compute.ts';
import { type Node, ParseError, Parser, PER_WORDS, type ParseProblem, type ParseWords, unitNodes } from './parse.ts';
import { readTyped, type TypedProblem } from './typed.ts';
import { findWord } from './words.ts';
import { ambiguousNumber, bareScales } from './readings.ts';
import type { Quantity } from './quantity.ts';
import type { ExprUnit } from './table.ts';

export interface ExprOptions {
  /** The page language's words between the value and its target (its record's `query`); English's alone when absent. */
  words?: QueryWords | undefined;
  /** A decimal in the page's form (or English form), exactly; undefined when it is not one. */
  readNumber: (typed: string) => Rational | undefined;
  /** Numbers read as the page's language reads them, never asked about ("1.500"): set on a reading already chosen. */
  numbersAsRead?: boolean;
  /** A substance's density (mass per volume) that a volume and a mass convert through ("1 cup flour to g"): substance.ts. */
  bridge?: Quantity | undefined;
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
  /** The text as read (typed.ts): the page shows it where it differs from the text typed. */
  read: string;
  /** Words read as one of their units without asking, each with the other readings. */
  assumed: Assumed[];
  /** Converted between a volume and a mass through a substance's density (ExprOptions.bridge): approximate. */
  bridged?: boolean;
}

/** A reading of an ambiguous word: the unit, the text with the word replaced by one that names it alone, and the answer. */
export interface ReadingOption {
  /** The unit of the reading; none where the reading is of a number ("1.500"). */
  unit: ExprUnit | undefined;
  text: string;
  answer: Converted | Unconverted;
}

/** A word read as the unit people mean by it ("pounds" as the avoirdupois pound, "F" as °F), with the other readings. */
export interface Assumed {
  word: string;
  unit: ExprUnit;
  at: number;
  end: number;
  others: ReadingOption[];
}

export interface Unconverted {
  kind: 'value';
  /** No target: the value in coherent SI units. */
  source: Quantity;
  exact: boolean;
  differences: ExprUnit[];
  used: ExprUnit[];
  /** A temperature alone ("0 °C"), read on its absolute scale. */
  absolute: boolean;
  read: string;
  assumed: Assumed[];
}

export type ExprProblem =
  | ParseProblem
  | EvalProblem
  | { kind: 'unreadable'; at: number; end: number; text: string }
  | { kind: 'dimensions'; from: Dimension; to: Dimension; at: number; end: number; suggestion?: { unit: ExprUnit; text: string } }
  | { kind: 'ambiguous'; word: string; choices: ExprUnit[]; options: ReadingOption[]; at: number; end: number }
  /** The text ends (or starts) with a connector: the target (or the value) is still to come ("5 m to"). */
  | { kind: 'incomplete'; word: string; at: number; end: number }
  /** A number alone, with no unit to convert. */
  | { kind: 'no-unit' }
  | TypedProblem
  /** A temperature below absolute zero ("-300 °C to K"). */
  | { kind: 'below-absolute-zero'; at: number; end: number }
  /** The target measures the inverse of the expression, which is zero ("0 mpg to L/100 km"). */
  | { kind: 'infinite'; at: number; end: number }
  | { kind: 'empty' };

export type ExprAnswer = Converted | Unconverted | { kind: 'error'; problem: ExprProblem; nearest?: string[]; read: string };

export function answerExpression(index: UnitIndex, typed: string, options: ExprOptions): ExprAnswer {
  const read = readTyped(typed, options.words);
  if ('problem' in read) return { kind: 'error', problem: read.problem, read: typed };
  const answer = answerRead(index, read.text, options);
  // A substance named in the text ("1 pound of butter in grams") is left out only where the text names no unit otherwise.
  if (answer.kind === 'error' && answer.problem.kind === 'unknown' && read.loose !== undefined) {
    const loose = answerRead(index, read.loose, options);
    if (loose.kind !== 'error') return loose;
  }
  return answer;
}

function answerRead(index: UnitIndex, text: string, options: ExprOptions): ExprAnswer {
  let tokens: Token[];
  try {
    tokens = tokenize(text, options.readNumber);
  } catch (e) {
    if (e instanceof LexError) return { kind: 'error', problem: { kind: 'unreadable', at: e.at, end: e.end, text: e.text }, read: text };
    throw e;
  }
  if (tokens.length === 0) return { kind: 'error', problem: { kind: 'empty' }, read: text };
  const connectors = connectorsOf(options.words);
  const words: ParseWords = { connectors, aliases: options.words?.aliases, endings: options.words?.endings, asks: options.words?.asks };
  const ctx: Context = { index, text, words, assumed: [], bridge: options.bridge };
  const isConnector = (t: Token | undefined): t is Extract<Token, { kind: 'word' }> => t?.kind === 'word' && connectors.has(t.text.toLowerCase());
  // "to to to", "a a a": connectors alone.
  const wordsOnly = tokens.filter((t) => t.kind === 'word');
  if (wordsOnly.length === tokens.length && wordsOnly.length > 1 && wordsOnly.every(isConnector)) {
    const t = tokens[0] as Extract<Token, { kind: 'word' }>;
    return { kind: 'error', problem: { kind: 'incomplete', at: t.at, end: t.end, word: t.text }, read: text };
  }
  const numberReadings = options.numbersAsRead ? undefined : ambiguousNumber(index, tokens, text, options);
  if (numberReadings) return numberReadings;
  const last = tokens[tokens.length - 1];
  const beforeLast = tokens[tokens.length - 2];
  // "98.6 F C", "20 C F": two bare scales side by side, the second the target.
  const [n0, s1, s2] = tokens;
  if (tokens.length === 3 && n0?.kind === 'number' && s1?.kind === 'word' && s2?.kind === 'word' && /^[CF]$/.test(s1.text) && /^[CFK]$/.test(s2.text)) {
    tokens.splice(2, 0, { kind: 'word', text: '→', at: s2.at, end: s2.at });
  }
  // "5 m to", "5 m in", "to": the target is still to come (unless an earlier connector splits: "2.5 cm to in").
  const unfinished = last && isConnector(last) && (tokens.length === 1 || beforeLast?.kind !== 'number') ? last : undefined;
  // "100 km pro in mph", "5 m per": "per" with nothing after it.
  const per = tokens.findIndex((t, i) => t.kind === 'word' && PER_WORDS.has(t.text.toLowerCase()) && (i === tokens.length - 1 || isConnector(tokens[i + 1])));
  if (per >= 0) {
    const t = tokens[per] as Extract<Token, { kind: 'word' }>;
    return { kind: 'error', problem: { kind: 'incomplete', at: t.at, end: t.end, word: t.text }, read: text };
  }
  const splits: number[] = [];
  tokens.forEach((t, i) => {
    if (isConnector(t) && i > 0 && i < tokens.length - 1) splits.push(i);
  });
  const scale = bareScales(tokens, splits, ctx);
  if (scale) return scale;
  // Azerbaijani marks the target with the dative ("5 metr futa", "20 kvadrat metr kvadrat futa"):
  // a split before the words that end in it, the nearest first.
  const dative = options.words?.target;
  const lastToken = tokens[tokens.length - 1];
  // "5 metrdən": a value the ablative marks as the source, with no target yet.
  if (splits.length === 0 && lastToken?.kind === 'word' && options.words?.source?.test(lastToken.text) && !index.find(lastToken.text)) {
    return { kind: 'error', problem: { kind: 'incomplete', at: lastToken.at, end: lastToken.end, word: lastToken.text }, read: text };
  }
  if (splits.length === 0 && dative && lastToken?.kind === 'word' && !connectors.has(lastToken.text.toLowerCase()) && dative.test(lastToken.text) && !index.find(lastToken.text)) {
    if (tokens.length === 1) return { kind: 'error', problem: { kind: 'incomplete', at: lastToken.at, end: lastToken.end, word: lastToken.text }, read: text };
    // The nearest split that converts; else the nearest that asks ("100 km/s mil/saata": which km/s); else why not.
    const tried: ExprAnswer[] = [];
    for (let i = tokens.length - 1; i > 0; i--) {
      // The value names a unit too: a bare number is no source ("100" of "100 km/s mil/saata").
      if (!tokens.slice(0, i).some((t) => t.kind === 'word')) continue;
      const a = attempt(ctx, tokens.slice(0, i), tokens.slice(i));
      if (a.kind !== 'error') return a;
      tried.push(a);
    }
    const asked = tried.find((a) => a.kind === 'error' && a.problem.kind === 'ambiguous');
    const parsed = tried.find((a) => a.kind === 'error' && a.problem.kind !== 'unknown' && a.problem.kind !== 'syntax');
    const firstDative = asked ?? parsed ?? tried[0];
    if (firstDative) return firstDative;
  }
  let firstError: ExprAnswer | undefined;
  for (const i of splits.reverse()) {
    const a = attempt(ctx, tokens.slice(0, i), tokens.slice(i + 1));
    if (a.kind !== 'error') return a;
    firstError ??= a;
  }
  // "3.5 kg lb", "20 düym sm", "1/4 in mm": a value and a unit of the same quantity side by
  // side, with no connector that splits them, is a conversion (their product, an area or a
  // mass², is not what anyone types).
  // A sign before the number is the value's: "-40 °C °F", "−273,15 °C K".
  const t0 = tokens[0];
  const start = t0?.kind === 'op' && (t0.op === '-' || t0.op === '+') && tokens[1]?.kind === 'number' ? 1 : 0;
  if (tokens[start]?.kind === 'number' && !unfinished) {
    for (let i = tokens.length - 1; i > start + 1; i--) {
      if (tokens[i]?.kind !== 'word' || tokens[i - 1]?.kind !== 'word') continue;
      // No connector in the target, and none ending the value but a unit right after its number ("1/4 in mm").
      if (tokens.slice(i).some(isConnector) || (isConnector(tokens[i - 1]) && tokens[i - 2]?.kind !== 'number')) continue;
      const a = attempt(ctx, tokens.slice(0, i), tokens.slice(i));
      if (a.kind === 'converted' && a.relation === 'same' && a.parts.length === 1) return a;
      // "1 ton kg": which ton, each reading a conversion (never their product, kg²).
      if (a.kind === 'error' && a.problem.kind === 'ambiguous' && a.problem.options.every((o) => o.answer.kind === 'converted' && o.answer.relation === 'same')) return a;
    }
  }
  if (unfinished) return { kind: 'error', problem: { kind: 'incomplete', at: unfinished.at, end: unfinished.end, word: unfinished.text }, read: text };
  // A connector split that parsed but did not convert says why ("5 m to kg": the
  // dimensions; "1 ton to kg": which ton), rather than reading the connector as a unit.
  if (firstError?.kind === 'error' && firstError.problem.kind !== 'unknown' && firstError.problem.kind !== 'syntax') return firstError;
  const first = tokens[0];
  if (first && isConnector(first)) return { kind: 'error', problem: { kind: 'incomplete', at: first.at, end: first.end, word: first.text }, read: text };
  const whole = attempt(ctx, tokens, undefined);
  // A number with no unit ("5", "2 + 3") is not a conversion.
  if (whole.kind === 'value' && whole.used.length === 0) return { kind: 'error', problem: { kind: 'no-unit' }, read: text };
  return withNearest(index, whole.kind === 'error' && firstError ? firstError : whole);
}

function withNearest(index: UnitIndex, a: ExprAnswer): ExprAnswer {
  if (a.kind === 'error' && a.problem.kind === 'unknown') return { ...a, nearest: index.nearest(a.problem.word) };
  return a;
}

export interface Context {
  index: UnitIndex;
  /** The text as read (typed.ts), which every position points into. */
  text: string;
  words: ParseWords;
  /** Words read as one of their units without asking: bare F/C as scales. */
  assumed: Assumed[];
  /** A substance's density a volume and a mass convert through (ExprOptions.bridge). */
  bridge?: Quantity | undefined;
}

function attempt(ctx: Context, left: Token[], right: Token[] | undefined): ExprAnswer {
  const { index, text } = ctx;
  let source: Node;
  let target: Node[] | undefined;
  try {
    source = new Parser(left, index, text, ctx.words).expression();
    target = right ? new Parser(right, index, text, ctx.words).target() : undefined;
  } catch (e) {
    if (e instanceof ParseError) return { kind: 'error', problem: e.problem, read: text };
    throw e;
  }
  const nodes = [...unitNodes(source), ...(target ?? []).flatMap(unitNodes)];
  const run = (): { answers: { answer: Converted | Unconverted; choice: Choice }[]; problem: ExprProblem | undefined } => {
    const found: { answer: Converted | Unconverted; choice: Choice }[] = [];
    let why: ExprProblem | undefined;
    for (const choice of combinations(nodes.filter((n) => n.found.units.length > 1))) {
      try {
        const a = convertWith(source, target, choice, text, ctx.bridge);
        if (a.kind === 'error') why ??= a.problem;
        else found.push({ answer: a, choice });
      } catch (e) {
        if (e instanceof EvalError) why ??= e.problem;
        else if (e instanceof RangeError) why ??= { kind: 'zero-division', at: source.at, end: source.end };
        else throw e;
      }
    }
    return { answers: found, problem: why };
  };
  let { answers, problem } = run();
  // Where no reading fits, the words' weaker readings ("pt" the pint beside mL, "point" the
  // typographer's, "oz" the fluid ounce beside a volume), tried once, the choice said. Where a
  // substance is named and no reading goes through it ("1 pt milk to g": the carat point), too:
  // the text names a substance, so a volume is meant.
  const throughNone = ctx.bridge !== undefined && answers.length > 0 && answers.every((a) => a.answer.kind !== 'converted' || a.answer.bridged !== true);
  if ((answers.length === 0 && problem?.kind === 'dimensions') || throughNone) {
    const swapped = nodes.flatMap((n) => {
      const f = index.fallback(n.word, n.found);
      return f ? [[n, n.found, f] as const] : [];
    });
    for (const [n, , f] of swapped) n.found = f;
    const again = run();
    const better = throughNone ? again.answers.some((a) => a.answer.kind === 'converted' && a.answer.bridged === true) : again.answers.length > 0;
    if (better) ({ answers, problem } = again);
    else for (const [n, before] of swapped) n.found = before;
  }
  const ambiguous = nodes.filter((n) => n.found.units.length > 1);
  if (answers.length === 0) return { kind: 'error', problem: withSuggestion(ctx, problem ?? { kind: 'empty' }, source, target), read: text };
  const first = answers[0] as { answer: Converted | Unconverted; choice: Choice };
  // Readings that give other values: the word is ambiguous. Where every such word has the
  // reading people mean ("pounds", "mL"), that one is the answer, and the page says so;
  // else the page asks, with each reading's value.
  const differing = answers.filter((a) => !sameValue(a.answer, first.answer));
  if (differing.length === 0) return finish(ctx, first.answer, []);
  // Several measures of one family read in one system ("tbsp to tsp", "cups in a gallon"):
  // where every reading in a single system gives the same value, that is the answer.
  const oneSystem = answers.filter((a) => new Set(ambiguous.map((n) => qualifierOf(a.choice.get(n)))).size === 1);
  if (ambiguous.length > 1 && oneSystem.length > 1 && oneSystem.every((a) => sameValue(a.answer, (oneSystem[0] as typeof a).answer))) return finish(ctx, (oneSystem[0] as (typeof answers)[number]).answer, []);
  const deciding = ambiguous.filter((n) => answers.some((a) => a.choice.get(n) !== first.choice.get(n)));
  // A measure of a family beside a unit of one system takes that system ("1 US quart to cups",
  // "1/2 tasse américaine en cuillères à soupe"): the page says so, with the other readings.
  const systems = new Set(nodes.filter((n) => n.found.units.length === 1).map((n) => qualifierOf(n.found.units[0])).filter((q) => q !== ''));
  const inSystem = (n: (typeof nodes)[number]): ExprUnit | undefined => {
    const fits = n.found.units.filter((u) => systems.has(qualifierOf(u)));
    return fits.length === 1 ? fits[0] : undefined;
  };
  const chosen = (n: (typeof nodes)[number]): ExprUnit | undefined => n.found.preferred ?? inSystem(n);
  if (deciding.every((n) => chosen(n) !== undefined)) {
    const preferred = answers.find((a) => deciding.every((n) => a.choice.get(n) === chosen(n)));
    if (preferred) {
      const assumed = deciding.map((n): Assumed => ({
        word: n.word,
        unit: chosen(n) as ExprUnit,
        at: n.at,
        end: n.end,
        others: options(ctx, n, answers.filter((a) => a.choice.get(n) !== chosen(n))),
      }));
      return finish(ctx, preferred.answer, assumed);
    }
  }
  const node = deciding[0] ?? ambiguous[0];
  if (!node) return finish(ctx, first.answer, []);
  const opts = options(ctx, node, answers);
  return { kind: 'error', problem: { kind: 'ambiguous', word: node.word, choices: opts.flatMap((o) => (o.unit ? [o.unit] : [])), options: opts, at: node.at, end: node.end }, read: text };
}

function finish(ctx: Context, a: Converted | Unconverted, assumed: Assumed[]): Converted | Unconverted {
  return { ...a, read: ctx.text, assumed: [...ctx.assumed, ...assumed] };
}

/** Each reading of a word with the text that names it alone and the answer it gives: one per value. */
export function options(ctx: Context, node: Extract<Node, { kind: 'unit' }>, answers: { answer: Converted | Unconverted; choice: Choice }[]): ReadingOption[] {
  const out: ReadingOption[] = [];
  for (const a of answers) {
    const unit = a.choice.get(node);
    if (!unit || out.some((o) => o.unit === unit || sameValue(o.answer, a.answer))) continue;
    out.push({ unit, text: `${ctx.text.slice(0, node.at)}${wordFor(ctx, unit)}${ctx.text.slice(node.end)}`, answer: a.answer });
  }
  return out;
}

/** A word that names the unit alone: its symbol where the symbol is read as it, else its name. */
/**
 * A word that names the unit alone as the page reads it (its spellings included: "gr" asks
 * on a Spanish page, so the grain is "grain" there): its symbol, else its name, else its code.
 */
function wordFor(ctx: Context, unit: ExprUnit): string {
  for (const w of [unit.symbol, unit.name, unit.code]) {
    const f = findWord(ctx.index, ctx.words, w, w.split(' ').length);
    const only = f && (f.units.length === 1 ? f.units[0] : f.preferred);
    if (only && only.value.equals(unit.value) && sameDimension(only.dim, unit.dim)) return w;
  }
  return unit.name;
}

/**
 * Where the dimensions do not agree and a symbol in the other case would make them ("1 ton
 * to T": the tesla; "t" is the tonne), the problem carries that reading as a suggestion.
 */
function withSuggestion(ctx: Context, problem: ExprProblem, source: Node, target: Node[] | undefined): ExprProblem {
  if (problem.kind !== 'dimensions' || !target) return problem;
  for (const n of [...unitNodes(source), ...target.flatMap(unitNodes)]) {
    for (const u of ctx.index.otherCase(n.word)) {
      const choice = new Map<Node, ExprUnit>([[n, u]]);
      try {
        const a = convertWith(source, target, choice, ctx.text);
        if (a.kind !== 'error') return { ...problem, suggestion: { unit: u, text: `${ctx.text.slice(0, n.at)}${wordFor(ctx, u)}${ctx.text.slice(n.end)}` } };
      } catch {
        // another reading that does not convert either
      }
    }
  }
  return problem;
}

