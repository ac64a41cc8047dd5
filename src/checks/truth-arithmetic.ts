// The exact arithmetic of the truth check (truth.ts): what the data makes a pair, whether a
// shown number is the exact value or that value correctly rounded, and a formula's value.
import type { Unit } from '../core/catalogue.ts';
import { Rational } from '../core/rational.ts';
import { localNumber } from '../i18n/numbers.ts';
import { ENGLISH, escape, type Reading } from './truth-reading.ts';

/** Net power of pi in a factor expression as written in the data ("180/pi" is -1). */
function piPower(expr: string): number {
  let power = 0;
  const parts = expr.replace(/\s+/g, '').split(/([*/])/);
  for (let i = 0; i < parts.length; i += 2) {
    const m = /^pi(?:\^([+-]?\d+))?$/.exec(parts[i] ?? '');
    if (!m) continue;
    const p = m[1] === undefined ? 1 : Number(m[1]);
    power += parts[i - 1] === '/' ? -p : p;
  }
  return power;
}

/** What the data says the pair is: exact, exact but with pi left in the ratio, or resting on a measured value. */
export function expectedExactness(from: Unit, to: Unit): 'exact' | 'pi' | 'measured' {
  if (!from.exactDefinition || !to.exactDefinition) return 'measured';
  if (/pi/.test(from.offsetText) || /pi/.test(to.offsetText)) return 'pi';
  return piPower(from.factorText) === piPower(to.factorText) ? 'exact' : 'pi';
}

/** A shown decimal or exponent-form number, exactly. */
function exactOf(shown: string): Rational | undefined {
  return Rational.parseDecimal(shown);
}

/** The place value of the last digit shown: 0.001 for "2.541", 1e-20 for "1.5e-19". */
function lastPlace(shown: string): Rational {
  const m = /^-?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(shown);
  if (!m) throw new Error(`not a number: ${shown}`);
  const decimals = (m[2] ?? '').length - Number(m[3] ?? '0');
  return decimals >= 0 ? Rational.of(1n, 10n ** BigInt(decimals)) : Rational.of(10n ** BigInt(-decimals));
}

function pow10(k: number): Rational {
  return k >= 0 ? Rational.of(10n ** BigInt(k)) : Rational.of(1n, 10n ** BigInt(-k));
}

/** floor(log10|r|), by comparison with powers of ten. */
function decimalExponentOf(r: Rational): number {
  const a = r.abs();
  let e = a.n.toString().length - a.d.toString().length;
  while (a.cmp(pow10(e)) < 0) e--;
  while (a.cmp(pow10(e + 1)) >= 0) e++;
  return e;
}

/**
 * Problems with one shown result: `rel` is "=" or "≈", `shown` the number on the page,
 * `exact` the true value, `pairExact` whether the data makes the pair exact.
 */
export function checkShown(rel: string, localShown: string, exact: Rational | undefined, pairExact: boolean, where: string, r: Reading = ENGLISH): string[] {
  const shown = r.english(localShown);
  // The same digits as the English page, in the language's form (decimal sign, grouping, minus sign, power of ten).
  if (localNumber(shown, r.locale) !== localShown) return [`${where}: "${localShown}" is not ${shown} in the language's number form`];
  if (exact === undefined) return shown === '∞' ? [] : [`${where}: shows ${shown} for an infinite result`];
  const d = exactOf(shown);
  if (d === undefined) return [`${where}: "${shown}" is not a number`];
  const equal = d.equals(exact);
  if (rel === '=') {
    if (!pairExact) return [`${where}: "= ${shown}" claims an exact value, but the data does not make this pair exact`];
    return equal ? [] : [`${where}: "= ${shown}" but the exact value is ${exact.toString()}`];
  }
  const problems: string[] = [];
  const err = d.sub(exact).abs();
  if (err.mul(Rational.of(2n)).cmp(lastPlace(shown)) > 0) problems.push(`${where}: "≈ ${shown}" is not ${exact.toString()} correctly rounded`);
  // At least 11 significant digits: within half a unit of the 11th digit (a trimmed trailing zero still counts).
  if (!equal && err.mul(Rational.of(2n)).cmp(pow10(decimalExponentOf(exact) - 10)) > 0) {
    problems.push(`${where}: "≈ ${shown}" keeps fewer than 11 significant digits`);
  }
  if (equal && pairExact) problems.push(`${where}: "≈ ${shown}" marks an exact value of an exact pair as rounded`);
  return problems;
}

/** Evaluate the right-hand side of a formula with `×`, `÷`, `/`, `+`, `−` and parentheses, for x: the value `quantity` names ("value in km"). */
export function evaluateFormula(rhs: string, quantity: string, x: Rational): Rational {
  // The quantity stands between spaces or parentheses ("(value in °F − 32) × 5/9", "235.2 ÷ value in mpg (US)").
  const symbol = quantity;
  const src = rhs.replace(new RegExp(`(?<=^|[\\s(])${escape(symbol)}(?=$|[\\s)])`, 'g'), 'x');
  const tokens = src.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|[x×÷/+−()]/g) ?? [];
  const rest = src.replace(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|[x×÷/+−()]|\s/g, '');
  if (rest !== '') throw new Error(`unreadable formula "${rhs}"`);
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const atom = (): Rational => {
    const t = tokens[i++];
    if (t === '(') {
      const v = sum();
      if (tokens[i++] !== ')') throw new Error(`unbalanced "${rhs}"`);
      return v;
    }
    if (t === 'x') return x;
    const v = t === undefined ? undefined : Rational.parseDecimal(t);
    if (v === undefined) throw new Error(`unexpected "${t ?? 'end'}" in "${rhs}"`);
    return v;
  };
  const product = (): Rational => {
    let v = atom();
    for (let op = peek(); op === '×' || op === '÷' || op === '/'; op = peek()) {
      i++;
      const r = atom();
      v = op === '×' ? v.mul(r) : v.div(r);
    }
    return v;
  };
  const sum = (): Rational => {
    let v = product();
    for (let op = peek(); op === '+' || op === '−'; op = peek()) {
      i++;
      const r = product();
      v = op === '+' ? v.add(r) : v.sub(r);
    }
    return v;
  };
  const v = sum();
  if (i !== tokens.length) throw new Error(`trailing "${tokens.slice(i).join(' ')}" in "${rhs}"`);
  return v;
}
