/**
 * Readings decided before an expression is parsed: a bare "F" or "C" beside a number (the
 * temperature scales where the expression is a temperature to a temperature, asked where it
 * stands alone), and a number a page's language may read two ways ("1.500", "15.2 hands").
 */
import { Rational } from '../rational.ts';
import { convertWith, sameValue } from './compute.ts';
import { answerExpression, type Context, type ExprAnswer, type ExprOptions, options, type ReadingOption } from './convert.ts';
import type { Token } from './lexer.ts';
import type { UnitIndex } from './lookup.ts';
import type { Node } from './tree.ts';
import type { ExprUnit } from './table.ts';

/** A bare "F" or "C" beside a number, read as °F or °C where the expression is a temperature to a temperature. */
const BARE_SCALES: Readonly<Record<string, string>> = { F: '°F', C: '°C', f: '°F', c: '°C' };
/** Words that name a temperature scale as a target, besides a unit the index finds in Temperature. */
const BARE_TARGETS = new Set(['F', 'C', 'f', 'c', 'K']);

/**
 * "98.6 F to C", "20 C in F", "100 f in c": a bare F or C after a number, with a temperature
 * as the target (or the other way round), is the scale; the farad and the coulomb would make
 * the expression a charge or a capacitance no one converts so. The page says it read them so.
 */
export function bareScales(tokens: Token[], splits: number[], ctx: Context): ExprAnswer | undefined {
  // "10 C", "100 F" alone: a temperature or a charge, a capacitance: asked.
  const [n, w] = tokens;
  if (tokens.length === 2 && n?.kind === 'number' && w?.kind === 'word' && Object.hasOwn(BARE_SCALES, w.text) && w.text === w.text.toUpperCase()) {
    const scale = ctx.index.find(BARE_SCALES[w.text] ?? '')?.units.find((u) => u.category === 'temperature');
    const other = ctx.index.find(w.text, { strict: true })?.units[0];
    if (scale && other) {
      const node: Extract<Node, { kind: 'unit' }> = { kind: 'unit', word: w.text, found: { units: [scale, other] }, at: w.at, end: w.end };
      const source: Node = { kind: 'mul', left: { kind: 'number', value: n.value, at: n.at, end: n.end }, right: node, at: n.at, end: w.end };
      const answers = [scale, other].flatMap((u) => {
        const a = convertWith(source, undefined, new Map([[node, u]]), ctx.text);
        return a.kind === 'error' ? [] : [{ answer: a, choice: new Map<Node, ExprUnit>([[node, u]]) }];
      });
      // Each reading's text names it alone: "20 °C", and the coulomb by its name (its symbol would ask again).
      const opts = options(ctx, node, answers).map((o) => (o.unit === other ? { ...o, text: `${ctx.text.slice(0, w.at)}${other.name}${ctx.text.slice(w.end)}` } : o));
      return { kind: 'error', problem: { kind: 'ambiguous', word: w.text, choices: opts.flatMap((o) => (o.unit ? [o.unit] : [])), options: opts, at: w.at, end: w.end }, read: ctx.text };
    }
  }
  for (const i of splits) {
    const left = tokens.slice(0, i);
    const right = tokens.slice(i + 1);
    if (right.length !== 1 || left.length < 2) continue;
    const to = right[0] as Token;
    const unit = left[left.length - 1] as Token;
    const number = left[left.length - 2] as Token;
    if (to.kind !== 'word' || unit.kind !== 'word' || number.kind !== 'number') continue;
    if (left.slice(0, -2).some((t) => !(t.kind === 'op' && (t.op === '-' || t.op === '+')))) continue;
    const isScale = (w: string): boolean => ctx.index.find(w)?.units.some((u) => u.category === 'temperature') === true;
    const fromBare = Object.hasOwn(BARE_SCALES, unit.text) ? BARE_SCALES[unit.text] : undefined;
    const toBare = Object.hasOwn(BARE_SCALES, to.text) ? BARE_SCALES[to.text] : undefined;
    if (fromBare === undefined && toBare === undefined) continue;
    const fromOk = fromBare !== undefined || isScale(unit.text);
    const toOk = toBare !== undefined || BARE_TARGETS.has(to.text) || isScale(to.text);
    if (!fromOk || !toOk) continue;
    for (const [t, scale] of [[unit, fromBare], [to, toBare]] as const) {
      if (scale === undefined) continue;
      const found = ctx.index.find(scale);
      const u = found?.units.find((x) => x.category === 'temperature');
      if (!u) continue;
      ctx.assumed.push({ word: t.text, unit: u, at: t.at, end: t.end, others: [] });
      Object.assign(t, { text: scale });
    }
    return undefined;
  }
  return undefined;
}

/**
 * "1.500 km" and "1,500 km" on a page whose language writes a decimal comma: a thousand and
 * a half, or one and a half, depending on the country; "15.2 hands": 15.2 hands, or 15 hands
 * 2 inches as horses are measured. Asked, with each reading's answer.
 */
export function ambiguousNumber(index: UnitIndex, tokens: Token[], text: string, options: ExprOptions): ExprAnswer | undefined {
  for (const [k, t] of tokens.entries()) {
    if (t.kind !== 'number') continue;
    const next = tokens[k + 1];
    const readings: string[] = [];
    const m = /^(\d{1,3})([.,])(\d{3})$/.exec(t.text);
    // A dot may be an English decimal point on any page; a comma only where countries of the language differ (mixedNumbers).
    if (m && options.words !== undefined && options.words.connectors.length > 0 && (m[2] === '.' || options.words.mixedNumbers === true)) {
      const english = m[2] === '.' ? `${m[1] ?? ''}.${m[3] ?? ''}` : `${m[1] ?? ''}${m[3] ?? ''}`;
      const local = options.readNumber(t.text);
      const englishValue = Rational.parseDecimal(english);
      if (local && englishValue && !local.equals(englishValue)) readings.push(`${m[1] ?? ''}${m[3] ?? ''}`, `${m[1] ?? ''},${(m[3] ?? '').replace(/0+$/, '') || '0'}`);
    }
    const hands = /^(\d+)[.,]([123])$/.exec(t.text);
    if (hands && next?.kind === 'word' && /^(?:hands?|hh)$/i.test(next.text)) readings.push(t.text, `${hands[1] ?? ''} ${next.text} ${hands[2] ?? ''} in`);
    if (readings.length < 2) continue;
    const opts: ReadingOption[] = [];
    for (const r of readings) {
      const rewritten = hands && next?.kind === 'word' && r.includes(' in') ? `${text.slice(0, t.at)}${r}${text.slice(next.end)}` : `${text.slice(0, t.at)}${r}${text.slice(t.end)}`;
      const a = answerExpression(index, rewritten, { ...options, numbersAsRead: true });
      if (a.kind !== 'error') opts.push({ unit: undefined, text: rewritten, answer: a });
    }
    if (opts.length < 2 || opts.every((o) => sameValue(o.answer, (opts[0] as ReadingOption).answer))) return undefined;
    return { kind: 'error', problem: { kind: 'ambiguous', word: t.text, choices: [], options: opts, at: t.at, end: t.end }, read: text };
  }
  return undefined;
}

