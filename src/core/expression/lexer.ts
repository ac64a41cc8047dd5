/**
 * Tokens of an expression: numbers (with fractions, mixed numbers and vulgar fractions),
 * words (unit names and symbols, connectors), operators and powers. Every token keeps its
 * place in the text, so an error can point at it.
 */
import { Rational } from '../rational.ts';

export type Token =
  | { kind: 'number'; value: Rational; text: string; at: number; end: number }
  | { kind: 'word'; text: string; at: number; end: number }
  | { kind: 'op'; op: '*' | '/' | '+' | '-' | '^' | '(' | ')'; at: number; end: number }
  /** ², ³, ⁻¹ written after a unit. */
  | { kind: 'power'; exp: number; at: number; end: number };

export class LexError extends Error {
  override name = 'LexError';
  readonly at: number;
  readonly end: number;
  readonly text: string;
  constructor(at: number, end: number, text: string) {
    super(`cannot read "${text}" at ${String(at + 1)}`);
    this.at = at;
    this.end = end;
    this.text = text;
  }
}

const VULGAR: Readonly<Record<string, [number, number]>> = {
  '¼': [1, 4], '½': [1, 2], '¾': [3, 4], '⅓': [1, 3], '⅔': [2, 3], '⅕': [1, 5], '⅖': [2, 5], '⅗': [3, 5], '⅘': [4, 5],
  '⅙': [1, 6], '⅚': [5, 6], '⅛': [1, 8], '⅜': [3, 8], '⅝': [5, 8], '⅞': [7, 8], '⅐': [1, 7], '⅑': [1, 9], '⅒': [1, 10],
};
const VULGAR_CHARS = Object.keys(VULGAR).join('');
const SUPERSCRIPTS: Readonly<Record<string, string>> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };

/**
 * A number as typed: a mixed number ("3 1/2"), a fraction ("3/8"), or a decimal whose
 * form the page's language reads ("1,234.5", "1.234,5", "1 234,5", "5,5"), with an
 * exponent ("1.5e-3"); a whole number may carry a vulgar fraction ("7¼"). A space groups
 * digits only before exactly three more that end the whole part ("1 234,5", "1 234 567").
 */
const NUMBER = new RegExp(
  String.raw`^(?:(\d+)[ \u00a0](\d+)\/(\d+)(?![\d.,])|(\d+)\/(\d+)(?![\d.,])|(\d*)([${VULGAR_CHARS}])|((?:\d(?:[\d.,]|[ \u00a0\u202f](?=\d{3}(?![\d/])))*|[.,]\d+)(?:[eE][+-]?\d+(?![\d.,]))?))`,
  'u',
);

/** Letters, marks, digits after the first character, and the signs unit symbols use. */
const WORD = /^(?:[\p{L}°µΩ℧Å%‰‱′″'"☉⊕♃℈_$∆√][\p{L}\p{M}\p{Nd}₀-₉°µΩ℧_'’\-.]*|[\p{L}\p{M}])/u;

/** `readNumber` reads a decimal in the page's form (or English form); undefined when it cannot. */
export function tokenize(text: string, readNumber: (typed: string) => Rational | undefined): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const op = ch === '·' || ch === '×' || ch === '⋅' || ch === '∙' ? '*' : ch === '÷' ? '/' : ch === '−' || ch === '–' ? '-' : ch;
    const arrow = /^(?:->|→|=>)/.exec(rest);
    if (arrow) {
      out.push({ kind: 'word', text: arrow[0], at: i, end: i + arrow[0].length });
      i += arrow[0].length;
      continue;
    }
    if (rest.startsWith('**')) {
      out.push({ kind: 'op', op: '^', at: i, end: i + 2 });
      i += 2;
      continue;
    }
    if ('*/+-^()'.includes(op) && op.length === 1) {
      out.push({ kind: 'op', op: op as '*', at: i, end: i + 1 });
      i++;
      continue;
    }
    if (SUPERSCRIPTS[ch] !== undefined) {
      let j = i;
      let digits = '';
      while (j < text.length && SUPERSCRIPTS[text[j] ?? ''] !== undefined) digits += SUPERSCRIPTS[text[j++] ?? ''] ?? '';
      const exp = Number(digits);
      if (!Number.isInteger(exp) || digits === '-') throw new LexError(i, j, text.slice(i, j));
      out.push({ kind: 'power', exp, at: i, end: j });
      i = j;
      continue;
    }
    const n = /[\d.,]/.test(ch) || VULGAR[ch] ? NUMBER.exec(rest) : null;
    if (n && n[0] !== '') {
      const t = n[0];
      let value: Rational | undefined;
      if (n[1] !== undefined) value = mixed(n[1], n[2] ?? '0', n[3] ?? '1');
      else if (n[4] !== undefined) value = mixed('0', n[4], n[5] ?? '1');
      else if (n[7] !== undefined) {
        const [a, b] = VULGAR[n[7]] ?? [0, 1];
        value = Rational.of(BigInt(n[6] || '0') * BigInt(b) + BigInt(a), BigInt(b));
      } else value = readNumber(t.trim());
      if (!value) throw new LexError(i, i + t.length, t);
      out.push({ kind: 'number', value, text: t.trim(), at: i, end: i + t.trimEnd().length });
      i += t.length;
      continue;
    }
    // A comma that starts no number separates the parts of a qualifier ("Sun (Japanese, 寸)",
    // "Cubit (Biblical, Common)"): a word of its own, read only inside such a name.
    if (ch === ',') {
      out.push({ kind: 'word', text: ',', at: i, end: i + 1 });
      i += 1;
      continue;
    }
    const w = WORD.exec(rest);
    if (w) {
      // A word never ends with "-" (a minus before a number), nor with "." but in an abbreviation ("É.-U.", "EE. UU.").
      let word = w[0].replace(/-+$/, '');
      let dot = 0;
      if (word.endsWith('.') && !/\..*\.$/.test(word) && !/^\p{Lu}{2}\.$/u.test(word)) {
        word = word.slice(0, -1);
        dot = 1;
      }
      out.push({ kind: 'word', text: word, at: i, end: i + word.length });
      // An abbreviation's period is read with it ("ft.", "Sek."): never the start of a number.
      i += word.length + (dot === 1 && !/^\.\d/.test(text.slice(i + word.length)) ? 1 : 0);
      continue;
    }
    const point = String.fromCodePoint(text.codePointAt(i) ?? 0xfffd);
    throw new LexError(i, i + point.length, point);
  }
  return out;
}

function mixed(whole: string, num: string, den: string): Rational | undefined {
  const d = BigInt(den);
  if (d === 0n) return undefined;
  return Rational.of(BigInt(whole) * d + BigInt(num), d);
}
