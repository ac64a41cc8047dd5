// The corpus of expressions typed as people type them (tests/fixtures/expression/typed.json,
// issue 42) and how one answer of the reader is judged against a case: right, asked, refused,
// a wrong value, a wrong dimension, or too slow. Shared by the test and the report script.
import { readFileSync } from 'node:fs';
import { answerExpression, type ExprAnswer } from '../../../../src/core/expression/convert.ts';
import type { UnitIndex } from '../../../../src/core/expression/lookup.ts';
import { numeric } from '../../../../src/core/expression/quantity.ts';
import { sameDimension } from '../../../../src/core/expression/dimension.ts';
import { Rational } from '../../../../src/core/rational.ts';
import { showSignificant } from '../../../../src/core/significant.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { readLocalNumber } from '../../../../src/i18n/read-number.ts';
import { languageOf } from '../../../../src/i18n/locales.ts';

export interface TypedCase {
  lang: 'en' | 'es' | 'de' | 'fr' | 'az';
  text?: string;
  generate?: { repeat: string; times: number; before?: string; then?: string };
  kind: string;
  expect: 'answer' | 'ask' | 'refuse';
  value?: string;
  parts?: string[];
  si?: { value: string; unit: string };
  askOk?: boolean;
  readings?: { meaning: string; value: string }[];
  maxMs?: number;
  why?: string;
  oracle?: { tool: string; input: string[]; output: string } | { tool: string; input: string[]; output: string }[];
}

export type Verdict = 'right' | 'asked' | 'refused' | 'wrong-value' | 'wrong-dimension' | 'slow';

export function loadCorpus(): TypedCase[] {
  const doc = JSON.parse(readFileSync(new URL('../../../fixtures/expression/typed.json', import.meta.url), 'utf8')) as { cases: TypedCase[] };
  return doc.cases;
}

export function textOf(c: TypedCase): string {
  if (c.text !== undefined) return c.text;
  const g = c.generate;
  if (!g) throw new Error('a case without text');
  return `${g.before ?? ''}${g.repeat.repeat(g.times)}${g.then ?? ''}`;
}

export function ask(index: UnitIndex, text: string, lang: Locale): ExprAnswer {
  return answerExpression(index, text, { words: languageOf(lang).search, readNumber: (t) => readLocalNumber(t, lang) });
}

/** Close enough to the oracle's digits: GNU units prints 15 significant digits of a double. */
function near(got: Rational, expected: string): boolean {
  const e = Rational.parseDecimal(expected.replace(/e\+?/i, 'e'));
  const want = e ?? parseExp(expected);
  if (!want) throw new Error(`unreadable expectation ${expected}`);
  if (want.isZero()) return got.abs().cmp(Rational.of(1n, 10n ** 12n)) < 0;
  const rel = got.sub(want).div(want).abs();
  return rel.cmp(Rational.of(1n, 10n ** 8n)) <= 0;
}

function parseExp(text: string): Rational | undefined {
  const m = /^(-?[\d.]+)e([+-]?\d+)$/i.exec(text.trim());
  if (!m) return undefined;
  const base = Rational.parseDecimal(m[1] ?? '');
  const e = Number(m[2]);
  if (!base) return undefined;
  return e >= 0 ? base.mul(Rational.of(10n ** BigInt(e))) : base.div(Rational.of(10n ** BigInt(-e)));
}

/** The value of a converted answer as one number (units side by side: each part). */
function values(a: ExprAnswer): Rational[] | undefined {
  if (a.kind === 'converted') return a.parts.map((p) => numeric({ value: p.value, pi: p.pi, dim: [], exact: true }));
  return undefined;
}

/** The verdict on one answer: what the reader did against what the case expects. */
export function judge(c: TypedCase, a: ExprAnswer, ms: number, englishIndex: UnitIndex): { verdict: Verdict; got: string } {
  const got = describe(a);
  if (ms > (c.maxMs ?? 1000)) return { verdict: 'slow', got };
  if (a.kind === 'error') {
    if (a.problem.kind === 'ambiguous') {
      if (c.expect === 'ask') return { verdict: 'right', got };
      return { verdict: c.expect === 'refuse' ? 'right' : 'asked', got };
    }
    if (c.expect === 'refuse') return { verdict: 'right', got };
    return { verdict: 'refused', got };
  }
  if (c.expect === 'refuse') return { verdict: a.kind === 'value' ? 'wrong-dimension' : 'wrong-value', got };
  if (c.expect === 'ask') {
    // An answer where a question was expected: right only if it is one of the readings and the page said which it took.
    const v = values(a)?.[0] ?? (a.kind === 'value' ? numeric(a.source) : undefined);
    const reading = c.readings?.some((r) => v !== undefined && near(v, r.value));
    return { verdict: reading && a.assumed.length > 0 ? 'right' : 'wrong-value', got };
  }
  if (c.si) {
    if (a.kind !== 'value') return { verdict: 'wrong-dimension', got };
    const unit = ask(englishIndex, `1 ${c.si.unit.replace(/ \/ /g, '/').replace(/ /g, '*')}`, 'en');
    if (unit.kind !== 'value') throw new Error(`cannot read the SI unit ${c.si.unit}`);
    if (!sameDimension(unit.source.dim, a.source.dim)) return { verdict: 'wrong-dimension', got };
    return { verdict: near(numeric(a.source).div(numeric(unit.source)), c.si.value) ? 'right' : 'wrong-value', got };
  }
  const vs = values(a);
  if (!vs) return { verdict: 'wrong-dimension', got };
  if (c.parts) return { verdict: vs.length === c.parts.length && c.parts.every((p, i) => near(vs[i] as Rational, p)) ? 'right' : 'wrong-value', got };
  if (c.value === undefined) throw new Error(`case without a value: ${textOf(c)}`);
  if (vs.length !== 1) return { verdict: 'wrong-value', got };
  return { verdict: near(vs[0] as Rational, c.value) ? 'right' : 'wrong-value', got };
}

export function describe(a: ExprAnswer): string {
  if (a.kind === 'converted') return a.parts.map((p) => `${showSignificant(numeric({ value: p.value, pi: p.pi, dim: [], exact: true }), 12).text} ${p.unit?.symbol ?? a.targetText}`).join(' ');
  if (a.kind === 'value') return `value ${showSignificant(numeric(a.source), 12).text} [${a.source.dim.join(',')}]`;
  const p = a.problem;
  return `${p.kind}${'word' in p ? ` ${p.word}` : ''}${p.kind === 'ambiguous' ? ` (${p.choices.map((u) => u.code).join('|')})` : ''}`;
}
