/**
 * The grammar of the expression converter (README, "Expressions"):
 *
 *   input   = expr [ connector target ] ;
 *   target  = unit { unit } | expr ;                    (a sum of units: "ft in")
 *   expr    = product { ("+" | "-") product } ;
 *   product = group { ("*" | "·" | "×" | "/" | per) group } ;
 *   group   = factor { factor } ;                       (side by side: "N m", "5 ft 3 in")
 *   factor  = [ "-" ] primary [ ("^" | "**") integer | superscript | digit after a unit ] ;
 *   primary = number | unit | "(" expr ")" ;
 *
 * Side by side binds tighter than "/" ("J/kg K" is J/(kg·K), "1 kWh/100 km" is
 * kWh/(100 km)), as in GNU units. In a group, a number after a unit starts a new term of a
 * sum ("5 ft 3 in" is 5 ft + 3 in, "1 h 30 min"); GNU units would multiply them.
 */
import type { Rational } from '../rational.ts';
import type { UnitIndex } from './lookup.ts';
import { type Node, unitNodes } from './tree.ts';

export { type Node, unitNodes } from './tree.ts';
import type { Token } from './lexer.ts';
import { findWord, own, type ParseWords } from './words.ts';

export type { ParseWords } from './words.ts';


export type ParseProblem =
  | { kind: 'unknown'; word: string; at: number; end: number }
  | { kind: 'syntax'; at: number; end: number; expected: 'operand' | 'closing' | 'end' | 'integer' };

export class ParseError extends Error {
  override name = 'ParseError';
  readonly problem: ParseProblem;
  constructor(problem: ParseProblem) {
    super(problem.kind === 'unknown' ? `unknown word "${problem.word}"` : `syntax: expected ${problem.expected} at ${String(problem.at + 1)}`);
    this.problem = problem;
  }
}

/** Words for "per" in the site's languages (CLDR's per patterns are "{0} per {1}", "{0} por {1}", "{0} pro {1}", "{0} par {1}"). */
export const PER_WORDS: ReadonlySet<string> = new Set(['per', 'por', 'pro', 'par']);
/** "square"/"cubic" before a unit and "squared"/"cubed" after it, in English. */
const POWER_BEFORE: Readonly<Record<string, number>> = { square: 2, sq: 2, cubic: 3, cu: 3, kvadrat: 2, kub: 3 };
/** After it: "squared", "cubed", and as Spanish and French put them ("metros cuadrados", "pieds carrés"). */
const POWER_AFTER: Readonly<Record<string, number>> = { squared: 2, cubed: 3, cuadrado: 2, cuadrados: 2, cuadrada: 2, cuadradas: 2, cubico: 3, cubicos: 3, 'cúbico': 3, 'cúbicos': 3, 'carré': 2, 'carrés': 2, carre: 2, carres: 2, cube: 3, cubes: 3 };
/** Longest unit name, in words ("pie libra de fuerza por libra grado Rankine" has eight). */
const MAX_NAME_WORDS = 10;

const hasUnit = (n: Node): boolean => unitNodes(n).length > 0;

export class Parser {
  #i = 0;
  private readonly tokens: Token[];
  private readonly index: UnitIndex;
  private readonly source: string;
  private readonly words: ParseWords;
  /** `source` is the text the tokens were read from: a unit's name may span several ("km/h", "cal (IT)/(s·cm·°C)", "Q (quart de millimètre)"). */
  constructor(tokens: Token[], index: UnitIndex, source: string, words: ParseWords) {
    this.tokens = tokens;
    this.index = index;
    this.source = source;
    this.words = words;
  }

  get done(): boolean {
    return this.#i >= this.tokens.length;
  }

  /** The whole token list as one expression. */
  expression(): Node {
    const n = this.#sum();
    this.#expectEnd();
    return n;
  }

  /** The whole token list as a target: units side by side ("ft in") or an expression. */
  target(): Node[] {
    const start = this.#i;
    const units: Node[] = [];
    while (!this.done) {
      const u = this.#unit();
      if (!u) break;
      units.push(this.#postfixPower(u));
    }
    if (this.done && units.length > 1) return units;
    this.#i = start;
    return [this.expression()];
  }

  #peek(): Token | undefined {
    return this.tokens[this.#i];
  }

  #isOp(op: string): boolean {
    const t = this.#peek();
    return t?.kind === 'op' && t.op === op;
  }

  #expectEnd(): void {
    const t = this.#peek();
    if (t) {
      if (t.kind === 'word') throw new ParseError({ kind: 'unknown', word: t.text, at: t.at, end: t.end });
      throw new ParseError({ kind: 'syntax', at: t.at, end: t.end, expected: 'end' });
    }
  }

  /**
   * Terms joined by "+" or "-", or side by side: a term that starts with a number right
   * after a term with a unit ("5 ft 3 in", "1 h 30 min", "2 kΩ·m 906 Ω·cm") is added to it.
   */
  #sum(): Node {
    let left = this.#product();
    const parts: Node[] = [left];
    for (;;) {
      const t = this.#peek();
      if (this.#isOp('+') || this.#isOp('-')) {
        this.#i++;
        const right = this.#product();
        left = { kind: t?.kind === 'op' && t.op === '+' ? 'add' : 'sub', left, right, at: left.at, end: right.end };
        parts.splice(0, parts.length, left);
      } else if (t?.kind === 'number' && hasUnit(parts[parts.length - 1] as Node)) {
        parts.push(this.#product());
        const first = parts[0] as Node;
        left = { kind: 'sum', parts: [...parts], at: first.at, end: (parts[parts.length - 1] as Node).end };
      } else return left;
    }
  }

  #product(): Node {
    let left = this.#group();
    for (;;) {
      const t = this.#peek();
      const per = t?.kind === 'word' && PER_WORDS.has(t.text.toLowerCase()) && !this.#startsUnit(this.#i, true);
      if (this.#isOp('*') || this.#isOp('/') || per) {
        this.#i++;
        // A number over a number, then units: "3.5/2 m", "π/2 rad", "1/3/4 m" are (3.5/2) m, not 3.5/(2 m).
        const next = this.#peek();
        if (!per && !hasUnit(left) && this.#isDivision(t) && (next?.kind === 'number' || (next?.kind === 'word' && /^(?:π|pi|sqrt|√|cbrt)$/i.test(next.text) && !this.index.hasSymbol(next.text)))) {
          const divisor = this.#factor();
          left = { kind: 'div', left, right: divisor, at: left.at, end: divisor.end };
          if (this.#startsFactor() && this.#peek()?.kind !== 'number') {
            const units = this.#group();
            left = { kind: 'mul', left, right: units, at: left.at, end: units.end };
          }
          continue;
        }
        const right = this.#group();
        left = { kind: this.#isDivision(t) ? 'div' : 'mul', left, right, at: left.at, end: right.end };
      } else return left;
    }
  }

  #isDivision(t: Token | undefined): boolean {
    return t?.kind === 'word' || (t?.kind === 'op' && t.op === '/');
  }

  /** Factors side by side: a product ("N m", "5 ft"); a number after a unit ends it (it starts the next term of a sum). */
  #group(): Node {
    let node = this.#factor();
    while (this.#startsFactor() && !(this.#peek()?.kind === 'number' && hasUnit(node))) {
      const f = this.#factor();
      node = { kind: 'mul', left: node, right: f, at: node.at, end: f.end };
    }
    return node;
  }

  #startsFactor(): boolean {
    const t = this.#peek();
    if (!t) return false;
    if (t.kind === 'number') return true;
    if (t.kind === 'op') return t.op === '(';
    if (t.kind === 'word') return !PER_WORDS.has(t.text.toLowerCase()) || this.#startsUnit(this.#i, true);
    return false;
  }

  #factor(): Node {
    if (this.#isOp('-')) {
      const t = this.#peek() as Token;
      this.#i++;
      const operand = this.#factor();
      return { kind: 'neg', operand, at: t.at, end: operand.end };
    }
    if (this.#isOp('+')) this.#i++;
    const p = this.#primary();
    return this.#postfixPower(p);
  }

  #postfixPower(p: Node): Node {
    const t = this.#peek();
    if (t?.kind === 'power') {
      this.#i++;
      return { kind: 'pow', base: p, exp: t.exp, at: p.at, end: t.end };
    }
    if (t?.kind === 'word' && Object.hasOwn(POWER_AFTER, t.text.toLowerCase()) && p.kind === 'unit') {
      this.#i++;
      return { kind: 'pow', base: p, exp: POWER_AFTER[t.text.toLowerCase()] ?? 1, at: p.at, end: t.end };
    }
    if (this.#isOp('^')) {
      this.#i++;
      const fraction = this.#fractionalPower(p);
      if (fraction) return fraction;
      let sign = 1;
      if (this.#isOp('-')) {
        sign = -1;
        this.#i++;
      } else if (this.#isOp('+')) this.#i++;
      const e = this.#peek();
      if (e?.kind !== 'number' || e.value.d !== 1n || e.value.n > 99n || e.value.n < 0n) {
        throw new ParseError({ kind: 'syntax', at: e?.at ?? t?.end ?? 0, end: e?.end ?? t?.end ?? 0, expected: 'integer' });
      }
      this.#i++;
      return { kind: 'pow', base: p, exp: sign * Number(e.value.n), at: p.at, end: e.end };
    }
    return p;
  }

  /** "^(1/2)", "^(2/3)", "^0.5", "^1/2" after "^": a power and a root; undefined for an integer power. */
  #fractionalPower(p: Node): Node | undefined {
    const start = this.#i;
    const open = this.#isOp('(');
    if (open) this.#i++;
    const e = this.#peek();
    let value: Rational | undefined;
    if (e?.kind === 'number' && e.value.d !== 1n) {
      value = e.value;
      this.#i++;
    } else if (open && e?.kind === 'number' && this.tokens[this.#i + 1]?.kind === 'op' && (this.tokens[this.#i + 1] as { op: string }).op === '/' && this.tokens[this.#i + 2]?.kind === 'number') {
      const d = this.tokens[this.#i + 2] as Extract<Token, { kind: 'number' }>;
      if (e.value.d === 1n && d.value.d === 1n && d.value.n !== 0n) value = e.value.div(d.value);
      this.#i += 3;
    }
    if (value === undefined || value.n > 99n || value.d > 99n || value.n < -99n) {
      this.#i = start;
      return undefined;
    }
    const close = this.#peek();
    if (open) {
      if (!(close?.kind === 'op' && close.op === ')')) {
        this.#i = start;
        return undefined;
      }
      this.#i++;
    }
    const end = (this.tokens[this.#i - 1] as Token).end;
    const powered: Node = value.n === 1n ? p : { kind: 'pow', base: p, exp: Number(value.n), at: p.at, end };
    return { kind: 'root', base: powered, degree: Number(value.d), at: p.at, end };
  }

  #primary(): Node {
    const t = this.#peek();
    if (!t) {
      const last = this.tokens[this.tokens.length - 1];
      throw new ParseError({ kind: 'syntax', at: last?.end ?? 0, end: last?.end ?? 0, expected: 'operand' });
    }
    if (t.kind === 'number') {
      this.#i++;
      return { kind: 'number', value: t.value, at: t.at, end: t.end };
    }
    if (t.kind === 'op' && t.op === '(') {
      this.#i++;
      const inner = this.#sum();
      const close = this.#peek();
      if (!(close?.kind === 'op' && close.op === ')')) throw new ParseError({ kind: 'syntax', at: close?.at ?? inner.end, end: close?.end ?? inner.end, expected: 'closing' });
      this.#i++;
      return { ...inner, at: t.at, end: close.end };
    }
    if (t.kind === 'word') {
      const lower = t.text.toLowerCase();
      if ((lower === 'π' || lower === 'pi') && !this.index.hasSymbol(t.text) && own(this.words.aliases, t.text) === undefined) {
        this.#i++;
        return { kind: 'pi', at: t.at, end: t.end };
      }
      if (lower === 'sqrt' || lower === '√' || lower === 'cbrt') {
        this.#i++;
        const base = this.#factor();
        return { kind: 'root', base, degree: lower === 'cbrt' ? 3 : 2, at: t.at, end: base.end };
      }
      const u = this.#unit();
      if (u) return u;
      throw new ParseError({ kind: 'unknown', word: t.text, at: t.at, end: t.end });
    }
    throw new ParseError({ kind: 'syntax', at: t.at, end: t.end, expected: 'operand' });
  }

  /** True when a unit starts at token `i` (with `longOnly`, only a name of two words or more, as "per" starts none by itself). */
  #startsUnit(i: number, longOnly: boolean): boolean {
    const m = this.#match(i);
    return m !== undefined && (!longOnly || m.words > 1);
  }

  /** The longest unit name starting at token `i`: words, a qualifier in parentheses, "square"/"cubic", a power digit ("m2"). */
  #match(i: number): { node: Node; next: number; words: number } | undefined {
    const first = this.tokens[i];
    if (first?.kind !== 'word') return undefined;
    const spanned = this.#span(i);
    if (spanned) return spanned;
    for (let n = MAX_NAME_WORDS; n >= 1; n--) {
      const words = this.tokens.slice(i, i + n);
      if (words.length < n || words.some((w) => w.kind !== 'word')) continue;
      const text = words.map((w) => (w.kind === 'word' ? w.text : '')).join(' ');
      const last = words[n - 1] as Token;
      // A qualifier written after the name: "gal (US)", "cup (imperial)".
      const q = this.#qualifier(i + n);
      if (q) {
        // "Tasse (US)": the qualifier as typed, else as the language's names write it ("Tasse (USA)").
        const found = this.index.find(`${text} (${q.text})`) ?? findWord(this.index, this.words, `${text} ${q.text}`, n + 1);
        if (found) return { node: { kind: 'unit', word: `${text} (${q.text})`, found, at: first.at, end: q.end }, next: q.next, words: n + 1 };
      }
      const found = findWord(this.index, this.words, text, n);
      if (found) return { node: { kind: 'unit', word: text, found, at: first.at, end: last.end }, next: i + n, words: n };
    }
    const word = first.text;
    const before = Object.hasOwn(POWER_BEFORE, word.toLowerCase()) ? POWER_BEFORE[word.toLowerCase()] : undefined;
    if (before !== undefined) {
      const rest = this.#match(i + 1);
      if (rest) return { node: { kind: 'pow', base: rest.node, exp: before, at: first.at, end: rest.node.end }, next: rest.next, words: rest.words + 1 };
    }
    // "m2", "cm3", "s-1": a power written straight after a symbol.
    const digit = /^(.*[^\d-])(-?[1-9])$/.exec(word);
    if (digit) {
      const found = this.index.find(digit[1] ?? '');
      if (found) {
        const exp = Number(digit[2]);
        const unit: Node = { kind: 'unit', word: digit[1] ?? '', found, at: first.at, end: first.end - (digit[2] ?? '').length };
        return { node: { kind: 'pow', base: unit, exp, at: first.at, end: first.end }, next: i + 1, words: 1 };
      }
    }
    return undefined;
  }

  /**
   * A unit whose name or symbol is written with signs the grammar reads as operators
   * ("km/h", "lbf·s/ft²", "mil/saat", "femtomol/litr (femtomolyar)", "Tonnenkraft (kurz)-Zoll"):
   * the longest stretch of the text that names a unit, taken only where the grammar could
   * not read it otherwise: it must end the expression or be followed by an operator, so
   * that "J/kg K" stays J/(kg·K).
   */
  #span(i: number): { node: Node; next: number; words: number } | undefined {
    const first = this.tokens[i] as Token;
    let last = i;
    let depth = 0;
    for (let j = i; j < this.tokens.length && j < i + 16; j++) {
      const t = this.tokens[j] as Token;
      // Numbers too: "ohm (1990)", "L/100 km", "litres aux 100 miles".
      if (t.kind === 'op') {
        if (t.op === '(') depth++;
        else if (t.op === ')') {
          if (depth === 0) break;
          depth--;
        } else if (t.op === '+') break;
      }
      last = j;
    }
    for (let j = last; j > i; j--) {
      const end = this.tokens[j] as Token;
      const inner = this.tokens.slice(i, j + 1);
      if (!inner.some((t) => t.kind !== 'word')) continue;
      if (end.kind === 'op' && end.op !== ')') continue;
      const next = this.tokens[j + 1];
      // A power binds tighter than a name's "/": "m/s^2" is m/s², not (m/s)².
      if (next && (next.kind === 'power' || (next.kind === 'op' && next.op === '^'))) continue;
      if (next && (next.kind === 'word' || (next.kind === 'op' && next.op === '(')) && !PER_WORDS.has(next.kind === 'word' ? next.text.toLowerCase() : '')) continue;
      const text = this.source.slice(first.at, end.end);
      const found = findWord(this.index, this.words, text, 1);
      if (found) return { node: { kind: 'unit', word: text, found, at: first.at, end: end.end }, next: j + 1, words: inner.filter((t) => t.kind === 'word').length };
    }
    return undefined;
  }

  #qualifier(i: number): { text: string; end: number; next: number } | undefined {
    const open = this.tokens[i];
    if (!(open?.kind === 'op' && open.op === '(')) return undefined;
    const words: string[] = [];
    let j = i + 1;
    for (; j < this.tokens.length && j < i + 4; j++) {
      const t = this.tokens[j];
      if (t?.kind === 'op' && t.op === ')') return words.length > 0 ? { text: words.join(' '), end: t.end, next: j + 1 } : undefined;
      if (t?.kind !== 'word') return undefined;
      words.push(t.text);
    }
    return undefined;
  }

  #unit(): Node | undefined {
    const m = this.#match(this.#i);
    if (!m) return undefined;
    this.#i = m.next;
    return m.node;
  }
}
