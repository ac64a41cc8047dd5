// The form of every number a page shows (issue 41, item 3): a power of ten written as one
// (1.5 × 10²¹), never "1.5e+21" or "E+02"; a negative value with the minus sign U+2212, never a
// hyphen-minus; no run of more than four digits ungrouped (src/i18n/numbers.ts: groups of three
// from five digits on); no underscore in a unit's symbol. Only the input help, which says what
// may be typed ("exponents such as 1e-3"), may write a number as it is typed.
import { LANGUAGES } from '../i18n/languages/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

const CODES: readonly string[] = LANGUAGES.map((r) => r.code);
import type { SiteKey } from '../i18n/site-messages.ts';
import { htmlText } from './html-text.ts';
import { messageRegexes, reading } from './truth-reading.ts';

/** The messages that say what may be typed into a field: they write numbers as typed. */
const INPUT_HELP: readonly SiteKey[] = ['faq.numbers.a', 'faq.conv.negative.a', 'expr.help.numbers'];

const inputHelp = new Map<Locale, RegExp[]>();
function isInputHelp(line: string, locale: Locale): boolean {
  let res = inputHelp.get(locale);
  if (!res) {
    const r = reading(locale);
    res = INPUT_HELP.flatMap((k) => messageRegexes(r.say(k)).map((re) => new RegExp(re.source.replace(/^\^/, '').replace(/\$$/, ''))));
    inputHelp.set(locale, res);
  }
  return res.some((re) => re.test(line));
}

interface Rule {
  name: string;
  test: RegExp;
  /** The input help may break this rule (it shows what a visitor types). */
  help?: true;
}

const RULES: readonly Rule[] = [
  { name: 'exponent notation (write × 10ⁿ)', test: /\d[eE][+-]?\d/, help: true },
  // A hyphen-minus as a sign: at the start of a number after a space, bracket or relation (not "UTF-8", "80000-1", "2026-01-05").
  { name: 'a hyphen-minus as a minus sign (write U+2212)', test: /(?:^|[\s(=≈:;,/])-\d/ },
  // Document designations keep their number whole ("IEC 80000-13", "ISO 4217"): a run of five or more digits elsewhere is ungrouped.
  { name: 'five or more digits ungrouped (groups of three, U+202F)', test: /(?<!(?:ISO|IEC|EN|DIN|SP|NIST|UCUM|QUDT|No\.|Nr\.|n°) ?)(?<![\d\-/])\d{5,}(?![\d/]|-\d)/ },
];

/** The visible text of a page, line by line: no script, style or markup. */
function visibleLines(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '\n').replace(/<style[\s\S]*?<\/style>/g, '\n').replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/<(?!title)[^>]*>/g, '\n'));
  return body
    .split(/<[^>]*>/)
    .map((t) => htmlText(t).trim())
    .filter((t) => t !== '');
}

/**
 * Problems with the numbers of one built page in `locale`: each line that breaks a rule, once
 * per rule; `symbols` are the unit symbols the page may show (an underscore in one is a problem).
 */
export function numberFormProblems(html: string, where: string, locale: Locale, symbols: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  for (const line of visibleLines(html)) {
    for (const rule of RULES) {
      const m = rule.test.exec(line);
      if (!m) continue;
      if (rule.help && isInputHelp(line, locale)) continue;
      problems.push(`${where}: ${rule.name}: "…${line.slice(Math.max(0, m.index - 40), m.index + 40)}…"`);
    }
  }
  for (const s of symbols) {
    if (s.includes('_') && html.includes(s)) problems.push(`${where}: the symbol "${s}" is shown with an underscore`);
  }
  return problems;
}

export interface NumberFormReport {
  pages: number;
  /** How many problems in all. */
  count: number;
  /** The first of them (at most `limit`). */
  problems: string[];
}

/** Every HTML page of a built site, in the language its path says. */
export async function checkNumberForms(dir: string, symbols: ReadonlySet<string> = new Set(), limit = 200): Promise<NumberFormReport> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const report: NumberFormReport = { pages: 0, count: 0, problems: [] };
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  for (const f of files) {
    const rel = f.split(path.sep).join('/');
    const first = rel.split('/')[0] ?? '';
    // A page's language is its folder's (or, for a language's home page, its file's) name, if a record has it as its code.
    const locale = CODES.includes(first) ? first : (CODES.find((l) => `${l}.html` === first) ?? DEFAULT_LOCALE);
    const problems = numberFormProblems(await readFile(path.join(dir, f), 'utf8'), `/${rel}`, locale, symbols);
    report.pages++;
    report.count += problems.length;
    if (report.problems.length < limit) report.problems.push(...problems.slice(0, limit - report.problems.length));
  }
  return report;
}
