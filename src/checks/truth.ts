import type { Conversion, Unit } from '../core/catalogue.ts';
import { convert } from '../core/convert.ts';
import { significantDigits } from '../core/exactness.ts';
import { Rational } from '../core/rational.ts';
import type { Catalogue } from '../core/catalogue.ts';
import type { Message } from '../i18n/format-message.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';
import { localNumber, toEnglishNumber } from '../i18n/numbers.ts';
import { localPath } from '../i18n/paths.ts';
import { SITE_MESSAGES, type SiteKey } from '../i18n/site-messages.ts';
import { htmlText } from './html-text.ts';

/**
 * An independent check of what a built conversion page says (issue 9): every number
 * next to "=" is the exact value, every number next to "≈" is that value correctly
 * rounded to at least 11 significant digits, every exact formula evaluates to the exact
 * conversion, and every claim of exactness holds for the catalogue's data. It reads the
 * HTML as a visitor's browser would get it and recomputes with exact fractions; it does
 * not call the page code (describe.ts, faq.ts, format.ts) it is checking. A page in another
 * language is read with that language's number form and its message file as the
 * vocabulary of its claims: each statement must be one of the language's statements,
 * and the one that is true of the data.
 */

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

/** A number as any of the site's languages writes it: "3,280839895013123", "1.234,5", "1 234,5" (U+202F). */
const LOCAL_NUMBER = String.raw`-?\d(?:[\d.,\u202f]*\d)?(?:e[+-]\d+)?`;

/** What the checks of one page in one language read with. */
interface Reading {
  locale: Locale;
  /** A shown number in English form ("3,28" in Spanish is "3.28"). */
  english: (shown: string) => string;
  /** The language's messages: the statements a page may make. */
  say: (key: SiteKey) => Message;
}

function reading(locale: Locale): Reading {
  return { locale, english: (shown) => (shown === '∞' ? shown : toEnglishNumber(shown, locale)), say: (key) => SITE_MESSAGES[locale][key] };
}

const ENGLISH = reading(DEFAULT_LOCALE);

/** Each form of a message as a regular expression: literal text, with each {name} matching `parts[name]` (default: any text). */
function messageRegexes(m: Message, parts: Record<string, string> = {}): RegExp[] {
  const forms = typeof m === 'string' ? [m] : Object.values(m).filter((v): v is string => typeof v === 'string');
  return forms.map((form) => {
    const seen = new Set<string>();
    const body = form
      .split(/(\{\w+(?::[\w.]+)?\})/)
      .map((piece) => {
        const m = /^\{(\w+)(?::([\w.]+))?\}$/.exec(piece);
        const name = m?.[1];
        if (name === undefined) return escape(piece);
        // A name asked for in a grammatical form (an article, a case ending: grammar.ts) is any text.
        if (m?.[2] !== undefined && m[2] !== 'cap') return '[^]+?';
        // A placeholder written twice says the same thing twice.
        if (seen.has(name)) return `\\k<${name}>`;
        seen.add(name);
        return `(?<${name}>${m?.[2] === 'cap' ? '[^]+?' : (parts[name] ?? '[^]+?')})`;
      })
      .join('');
    return new RegExp(`^${body}$`);
  });
}

/** The groups of the first form of `m` that the whole of `said` matches, or undefined. */
function matchMessage(m: Message, said: string, parts: Record<string, string> = {}): Record<string, string> | undefined {
  for (const re of messageRegexes(m, parts)) {
    const hit = re.exec(said);
    if (hit) return { ...hit.groups };
  }
  return undefined;
}

/** Numbers in a formula or sentence rewritten in English form, so the formula can be evaluated. */
function englishNumbers(s: string, r: Reading): string {
  return r.locale === DEFAULT_LOCALE ? s : s.replace(new RegExp(LOCAL_NUMBER.replace(/^-\?/, ''), 'g'), (n) => r.english(n));
}

/** A shown decimal or exponent-form number, exactly. */
function exactOf(shown: string): Rational | undefined {
  return Rational.parseDecimal(shown);
}

/** The place value of the last digit shown: 0.001 for "2.541", 1e-20 for "1.5e-19". */
function lastPlace(shown: string): Rational {
  const m = /^-?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(shown);
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
  // The same digits as the English page, in the language's form (decimal sign and grouping only).
  if (r.locale !== DEFAULT_LOCALE && localNumber(shown, r.locale) !== localShown) return [`${where}: "${localShown}" is not ${shown} in the language's number form`];
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

/** Evaluate the right-hand side of a formula with `×`, `÷`, `/`, `+`, `−` and parentheses, for x. */
export function evaluateFormula(rhs: string, symbol: string, x: Rational): Rational {
  // The unit symbol stands between spaces or parentheses ("(°F − 32) × 5/9", "235.2 ÷ mpg (US)").
  const src = rhs.replace(new RegExp(`(?<=^|[\\s(])${escape(symbol)}(?=$|[\\s)])`, 'g'), 'x');
  const tokens = src.match(/\d+(?:\.\d+)?(?:e[+-]\d+)?|[x×÷/+−()]/g) ?? [];
  const rest = src.replace(/\d+(?:\.\d+)?(?:e[+-]\d+)?|[x×÷/+−()]|\s/g, '');
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

const SAMPLE_X = ['0', '1', '10', '-40', '0.5'].map((s) => Rational.parseDecimal(s) as Rational);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the checks of one conversion page share: the pair, how it is written, and its exact values. */
interface PageContext {
  from: Unit;
  to: Unit;
  /** The two units as the page writes them: symbols, or names where they share a symbol. */
  sa: string;
  sb: string;
  kind: ReturnType<typeof expectedExactness>;
  pairExact: boolean;
  where: string;
  value: (x: Rational, p?: Unit, q?: Unit) => Rational | undefined;
  r: Reading;
}

/** The conversion's factor, whose decimal a page says ends or does not: b = a × k + c, or b = k ÷ a. */
function factorOf(c: PageContext): Rational | undefined {
  const one = c.value(Rational.ONE);
  const zero = c.from.reciprocal !== c.to.reciprocal ? undefined : c.value(Rational.ZERO);
  return one === undefined ? undefined : zero === undefined ? one : one.sub(zero);
}

/** What a sentence says of the factor's decimal ("does not end", "ends only after N significant digits"), checked against the factor. */
function checkDecimalClaim(c: PageContext, said: string, what: string): string[] {
  const k = factorOf(c);
  if (k === undefined) return [];
  const digits = significantDigits(k);
  const noEnd = c.r.say('reason.noEnd');
  const lower = said.toLowerCase();
  if (typeof noEnd === 'string' && lower.includes(noEnd.toLowerCase()) && digits !== undefined) return [`${c.where}: ${what} says the decimal does not end, but ${k.toString()} ends after ${String(digits)} significant digits`];
  let n: string | undefined;
  for (const re of messageRegexes(c.r.say('reason.endsAfter'), { count: String.raw`\d+` })) {
    n ??= new RegExp(re.source.slice(1, -1), 'i').exec(said)?.groups?.['count'];
  }
  if (n !== undefined && Number(n) !== digits) return [`${c.where}: ${what} says the decimal ends after ${n} significant digits; it ${digits === undefined ? 'does not end' : `has ${String(digits)}`}`];
  return [];
}

/** The exactness statement: its kind is the data's, and its words claim no more than that. */
function checkStatement(c: PageContext, about: string): string[] {
  const flag = /data-exactness="([a-z]+)">([\s\S]*?)<\/p>/.exec(about);
  if (!flag) return [`${c.where}: no exactness statement`];
  const problems: string[] = [];
  if (flag[1] !== c.kind) problems.push(`${c.where}: exactness "${flag[1] ?? ''}" but the data says "${c.kind}"`);
  const said = htmlText(flag[2] ?? '');
  // Which of the language's statements this is: each claims one kind of pair.
  const claims: [SiteKey, 'exact' | 'pi' | 'measured'][] = [['exact.whole', 'exact'], ['exact.firstForm', 'exact'], ['exact.fraction', 'exact'], ['exact.pi', 'pi'], ['exact.measured', 'measured']];
  const claim = claims.find(([key]) => matchMessage(c.r.say(key), said) !== undefined);
  if (!claim) problems.push(`${c.where}: the exactness statement "${said}" is none of the site's statements`);
  else if (claim[1] === 'exact' && !c.pairExact) problems.push(`${c.where}: "${said}" for a pair that is not exact`);
  else if (claim[1] !== 'exact' && c.pairExact) problems.push(`${c.where}: "${said}" for an exact pair`);
  else if (claim[1] !== c.kind) problems.push(`${c.where}: "${said}" says ${claim[1]}, the data says ${c.kind}`);
  problems.push(...checkDecimalClaim(c, said, 'the exactness statement'));
  return problems;
}

/** One formula, at the sample values: an exact form must be exactly the conversion; a rounded one close to it and marked ≈. */
function checkFormula(c: PageContext, localF: string, problems: string[]): void {
  const f = englishNumbers(localF, c.r);
  const eq = /^(.+?) (=|≈) (.+)$/.exec(f);
  if (!eq || eq[1] !== c.sb) {
    problems.push(`${c.where}: formula "${f}" is not "${c.sb} = ..."`);
    return;
  }
  const rhs = eq[3] ?? '';
  let sameEverywhere = true;
  for (const x of SAMPLE_X) {
    const v = c.value(x);
    if (v === undefined) continue;
    let got: Rational;
    try {
      got = evaluateFormula(rhs, c.sa, x);
    } catch (e) {
      if (x.isZero() && (c.from.reciprocal || c.to.reciprocal)) continue; // K ÷ 0 for reciprocal units
      problems.push(`${c.where}: formula "${f}": ${(e as Error).message}`);
      return;
    }
    if (!got.equals(v)) sameEverywhere = false;
    if (eq[2] === '=') {
      if (!c.pairExact) problems.push(`${c.where}: formula "${f}" claims exactness the data does not give`);
      else if (!got.equals(v)) problems.push(`${c.where}: formula "${f}" gives ${got.toString()} for ${x.toString()}, not ${v.toString()}`);
    } else if (!v.isZero() && got.sub(v).abs().div(v.abs()).cmp(Rational.of(1n, 10n ** 9n)) > 0) {
      problems.push(`${c.where}: rounded formula "${f}" is off by more than 1e-9 at ${x.toString()}`);
    }
    if (problems.length > 20) return;
  }
  if (eq[2] === '≈' && c.pairExact && sameEverywhere) problems.push(`${c.where}: formula "${f}" is marked rounded (≈) but is exact`);
}

/** "1 A = X B, and 1 B ≈ Y A.", and every row of the table. */
function checkOneLineAndTable(c: PageContext, about: string): string[] {
  const problems: string[] = [];
  const lines = [...about.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => htmlText(m[1] ?? ''));
  const parts = { rel: '=|≈', relBack: '=|≈', value: `${LOCAL_NUMBER}|∞`, valueBack: `${LOCAL_NUMBER}|∞`, toShort: escape(c.sb), fromShort: escape(c.sa) };
  const one = lines.map((l) => matchMessage(c.r.say('conversion.oneLine'), l, parts)).find((m) => m !== undefined);
  if (!one) problems.push(`${c.where}: no "1 ${c.sa} = ... ${c.sb}" line`);
  else {
    problems.push(...checkShown(one['rel'] ?? '', one['value'] ?? '', c.value(Rational.ONE), c.pairExact, `${c.where} about`, c.r));
    problems.push(...checkShown(one['relBack'] ?? '', one['valueBack'] ?? '', c.value(Rational.ONE, c.to, c.from), c.pairExact, `${c.where} about (reverse)`, c.r));
  }
  let rows = 0;
  for (const m of about.matchAll(/<tr><td>([^<]+)<\/td><td>(≈ )?([^<]+)<\/td><\/tr>/g)) {
    rows++;
    const x = Rational.parseDecimal(c.r.english(m[1] ?? ''));
    if (!x) continue;
    problems.push(...checkShown(m[2] ? '≈' : '=', m[3] ?? '', c.value(x), c.pairExact, `${c.where} table ${m[1] ?? ''}`, c.r));
  }
  if (rows === 0) problems.push(`${c.where}: no table rows`);
  return problems;
}

/** FAQ answers with a number ("1 in = 2.54 cm.", "10 cm ≈ 3.9370078740157 in.") and the "Is ... exact?" answer. */
function checkFaq(c: PageContext, faqHtml: string): string[] {
  const faqText = htmlText(faqHtml);
  const problems: string[] = [];
  for (const [p, q, sp, sq] of [
    [c.from, c.to, c.sa, c.sb],
    [c.to, c.from, c.sb, c.sa],
  ] as const) {
    const re = new RegExp(`(?<![\\d.,\u202f-])(1|10) ${escape(sp)} (=|≈) (${LOCAL_NUMBER}|∞) ${escape(sq)}\\.`, 'g');
    for (const m of faqText.matchAll(re)) {
      const x = Rational.parseDecimal(m[1] ?? '1') as Rational;
      problems.push(...checkShown(m[2] ?? '', m[3] ?? '', c.value(x, p, q), c.pairExact, `${c.where} FAQ "${m[0].trim()}"`, c.r));
    }
  }
  // The answer to "Is the A to B conversion exact?", in the page's language: one of the site's answers, the one true of the pair.
  const items = [...faqHtml.matchAll(/<summary>([\s\S]*?)<\/summary><p>([\s\S]*?)<\/p>/g)].map((m) => ({ q: htmlText(m[1] ?? ''), a: htmlText(m[2] ?? '') }));
  const question = c.r.say('faq.conv.exact.q');
  const isExact = items.find((it) => matchMessage(question, it.q, { fromShort: escape(c.sa), toShort: escape(c.sb) }) !== undefined)?.a ?? '';
  const answers: [SiteKey, 'exact' | 'pi' | 'measured'][] = [['faq.exact.whole', 'exact'], ['faq.exact.ratio', 'exact'], ['faq.exact.fraction', 'exact'], ['faq.exact.pi', 'pi'], ['faq.exact.measured', 'measured']];
  const answer = answers.find(([key]) => matchMessage(c.r.say(key), isExact) !== undefined);
  if (isExact === '') problems.push(`${c.where}: no "Is ... exact?" answer`);
  else if (!answer) problems.push(`${c.where}: the FAQ's exactness answer "${isExact.slice(0, 60)}..." is none of the site's answers`);
  else if (answer[1] === 'exact' && !c.pairExact) problems.push(`${c.where}: FAQ answers "${isExact.slice(0, 60)}..." for a pair that is not exact`);
  else if (answer[1] !== 'exact' && c.pairExact) problems.push(`${c.where}: FAQ answers "${isExact.slice(0, 60)}..." (not exact) for an exact pair`);
  problems.push(...checkDecimalClaim(c, isExact, 'the FAQ'));
  return problems;
}

/** JSON-LD carries the same FAQ as the page, answer for answer, and nothing else about numbers. */
function checkJsonLd(html: string, faqText: string, where: string): string[] {
  const problems: string[] = [];
  const answers: string[] = [];
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o['@type'] === 'Answer' && typeof o['text'] === 'string') answers.push(o['text']);
      Object.values(o).forEach(collect);
    }
  };
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      collect(JSON.parse(m[1] ?? ''));
    } catch {
      problems.push(`${where}: JSON-LD is not valid JSON`);
    }
  }
  if (answers.length === 0) problems.push(`${where}: no FAQ answers in JSON-LD`);
  for (const a of answers) if (!faqText.includes(a)) problems.push(`${where}: JSON-LD answer "${a.slice(0, 60)}" is not the page's`);
  return problems;
}

/** Check one built conversion page against the catalogue's data; returns its problems. */
export function checkConversionPage(html: string, conv: Conversion, where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const { from, to } = conv;
  if (from.kind !== 'unit' || to.kind !== 'unit') return [];
  const kind = expectedExactness(from, to);
  const clash = from.symbol !== '' && from.symbol === to.symbol;
  const c: PageContext = {
    from,
    to,
    sa: clash ? from.name : from.symbol || from.name,
    sb: clash ? to.name : to.symbol || to.name,
    kind,
    pairExact: kind === 'exact',
    where,
    value: (x, p = from, q = to) => convert(x, p, q),
    r: reading(locale),
  };
  const problems: string[] = [];
  if (html.includes('(exact)')) problems.push(`${where}: still says "(exact)"`);
  const about = /<section aria-labelledby="about-h"[\s\S]*?<\/section>/.exec(html)?.[0];
  if (!about) return [...problems, `${where}: no About section`];
  problems.push(...checkStatement(c, about));
  for (const m of about.matchAll(/<code>([\s\S]*?)<\/code>/g)) {
    checkFormula(c, htmlText(m[1] ?? ''), problems);
    if (problems.length > 20) return problems;
  }
  problems.push(...checkOneLineAndTable(c, about));
  const faqHtml = /<section aria-labelledby="faq-h"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  problems.push(...checkFaq(c, faqHtml));
  problems.push(...checkJsonLd(html, htmlText(faqHtml), where));
  return problems;
}

/**
 * Problems with a built Ultra view (issue 13): its table shows 1 of the starting unit in
 * every other unit of the category; each value must be the exact conversion ("=") or
 * that value correctly rounded to at least 11 significant digits ("≈"), and every unit
 * but the starting one must have its row.
 */
export function checkUltraPage(html: string, units: Unit[], where: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const r = reading(locale);
  const problems: string[] = [];
  const byCode = new Map(units.map((u) => [u.code, u]));
  const rows = [...html.matchAll(/<tr data-unit="([^"]+)">([\s\S]*?)<\/tr>/g)].map((m) => ({ code: htmlText(m[1] ?? ''), cell: /<td data-value="">([\s\S]*?)<\/td>/.exec(m[2] ?? '')?.[1] ?? '' }));
  const shownCodes = new Set(rows.map((r) => r.code));
  const missing = units.filter((u) => !shownCodes.has(u.code));
  if (missing.length !== 1 || !missing[0]) {
    return [`${where}: expected a row for every unit but the starting one, missing ${missing.map((u) => u.code).join(', ') || 'none'}`];
  }
  const from = missing[0];
  for (const row of rows) {
    const to = byCode.get(row.code);
    if (!to) {
      problems.push(`${where}: a row for "${row.code}", which is not a unit of the category`);
      continue;
    }
    const m = new RegExp(`^(≈ )?(${LOCAL_NUMBER}|∞) `).exec(htmlText(row.cell).trim());
    if (!m) {
      problems.push(`${where}: row "${row.code}" shows "${htmlText(row.cell)}", not a number`);
      continue;
    }
    const exact = convert(Rational.ONE, from, to);
    problems.push(...checkShown(m[1] ? '≈' : '=', m[2] ?? '', exact, expectedExactness(from, to) === 'exact', `${where} row ${row.code}`, r));
  }
  return problems;
}

/** Categories whose every page is checked whatever the sample (issue 9: affine and reciprocal formulas). */
export const ALWAYS_CHECKED = new Set(['temperature', 'temperature-difference', 'fuel-economy']);

export interface TruthReport {
  pages: number;
  problems: string[];
}

/**
 * Check the conversion pages of a built site: every page of ALWAYS_CHECKED categories and
 * every `every`-th page of the others (1 = all). With `partial` (one slice of a matrix
 * build), a page the folder lacks is another slice's, not a problem.
 */
export async function checkBuiltSite(dir: string, catalogue: Catalogue, every = 1, locales: readonly Locale[] = LOCALES, partial = false): Promise<TruthReport> {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const report: TruthReport = { pages: 0, problems: [] };
  for (const locale of locales) {
    // The page names units in its language: a clash of symbols is written with those names.
    const local = localizeCatalogue(catalogue, locale);
    let n = 0;
    for (const cat of local.categories) {
      if (cat.kind !== 'units') continue;
      for (const conv of cat.conversions) {
        if (!ALWAYS_CHECKED.has(cat.slug) && n++ % every !== 0) continue;
        const rel = `${localPath(locale, `/convert/${cat.slug}/${conv.slug}`).slice(1)}.html`;
        let html: string;
        try {
          html = await readFile(path.join(dir, rel), 'utf8');
        } catch {
          if (!partial) report.problems.push(`/${rel}: missing`);
          continue;
        }
        report.pages++;
        report.problems.push(...checkConversionPage(html, conv, `/${rel}`, locale));
      }
      const units = cat.units.filter((u): u is Unit => u.kind === 'unit');
      if (units.length < 2) continue;
      const rel = `${localPath(locale, `/ultra/${cat.slug}`).slice(1)}.html`;
      try {
        const html = await readFile(path.join(dir, rel), 'utf8');
        report.pages++;
        report.problems.push(...checkUltraPage(html, units, `/${rel}`, locale));
      } catch {
        if (!partial) report.problems.push(`/${rel}: missing`);
      }
    }
  }
  return report;
}
