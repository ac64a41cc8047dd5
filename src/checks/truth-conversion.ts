// The truth check of one built conversion page (truth.ts): its exactness statement, its
// formulas, its one-line answer and table, its FAQ and the FAQ's JSON-LD, each against the
// catalogue's data with exact arithmetic (truth-arithmetic.ts).
import type { Conversion, Unit } from '../core/catalogue.ts';
import { convert } from '../core/convert.ts';
import { significantDigits } from '../core/exactness.ts';
import { Rational } from '../core/rational.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { SiteKey } from '../i18n/site-messages.ts';
import { htmlText } from './html-text.ts';
import { checkShown, evaluateFormula, expectedExactness } from './truth-arithmetic.ts';
import { englishNumbers, escape, LOCAL_NUMBER, matchMessage, messageRegexes, reading, type Reading } from './truth-reading.ts';

const SAMPLE_X = ['0', '1', '10', '-40', '0.5'].map((s) => Rational.parseDecimal(s) as Rational);

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
  // A relation between values (ISO 80000-1 §6.1): "value in mi = value in km ÷ 1.609344", never "mi = km ÷ ...".
  const lhs = c.r.quantity(c.sb);
  if (!eq || eq[1] !== lhs) {
    problems.push(`${c.where}: formula "${f}" is not "${lhs} = ..."`);
    return;
  }
  const rhs = eq[3] ?? '';
  let sameEverywhere = true;
  for (const x of SAMPLE_X) {
    const v = c.value(x);
    if (v === undefined) continue;
    let got: Rational;
    try {
      got = evaluateFormula(rhs, c.r.quantity(c.sa), x);
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
    const re = new RegExp(`(?<![\\d.,\u202f\u2212-])(1|10) ${escape(sp)} (=|≈) (${LOCAL_NUMBER}|∞) ${escape(sq)}\\.`, 'g');
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
