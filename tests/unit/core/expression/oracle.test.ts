// The expression converter checked against an oracle: at least 2,000 generated expressions
// (every category, every kind of expression, words of every published language) evaluated by the
// site's core and by GNU units wherever GNU units defines every unit involved the same way.
// They must agree to GNU units' own precision (relative 1e-12); a unit GNU units knows by
// the same name with another value is one of the catalogue's conventions, each listed with
// its reason in tests/fixtures/expression/gnu-conventions.json. Results the core calls exact
// are also checked against exact arithmetic of the data itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/catalogue/index.ts';
import type { Catalogue } from '../../../../src/core/catalogue.ts';
import { answerExpression, type ExprAnswer } from '../../../../src/core/expression/convert.ts';
import { UnitIndex } from '../../../../src/core/expression/lookup.ts';
import { numeric } from '../../../../src/core/expression/quantity.ts';
import { approximate } from '../../../../src/core/decimal-forms.ts';
import { expressionUnitsFor } from '../../../../src/i18n/expression-units.ts';
import { localizeCatalogue } from '../../../../src/i18n/localize-catalogue.ts';
// The published languages: an unpublished one's names are CLDR's, unread until it is published (src/i18n/README.md, "Adding a language").
import { languageOf, PUBLISHED_LOCALES } from '../../../../src/i18n/locales.ts';
import { readLocalNumber } from '../../../../src/i18n/read-number.ts';
import { type Case, Generator, type Kind, type LanguageUnits } from './generate.ts';
import { mapToGnu, type GnuMapping } from './gnu-map.ts';
import { agree, askGnu, gnuVersion } from './gnu-units.ts';

const CONVENTIONS = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../fixtures/expression/gnu-conventions.json'), 'utf8')) as Record<string, string>;
const COUNTS: Record<Kind, number> = { simple: 560, prefix: 160, product: 260, quotient: 300, power: 160, sum: 260, reciprocal: 160, temperature: 40, number: 120 };

const version = gnuVersion();
// In CI, .ci/run installs GNU units (Debian's `units`): the oracle never silently skips there.
const run = version !== undefined || process.env['CI'] === 'true' ? describe : describe.skip;
if (version === undefined && process.env['CI'] !== 'true') console.warn('GNU units is not installed (apt-get install units): the oracle test is skipped');

run('the expression converter against GNU units', () => {
  let catalogue: Catalogue;
  let languages: LanguageUnits[];
  let mapping: GnuMapping;
  let cases: Case[];
  let english: UnitIndex;

  beforeAll(() => {
    expect(version, 'GNU units must be installed (apt-get install units)').toBeDefined();
    return (async () => {
      catalogue = await loadCatalogue();
      languages = PUBLISHED_LOCALES.map((language) => {
        const entries = expressionUnitsFor(catalogue, language);
        const local = language === 'en' ? catalogue : localizeCatalogue(catalogue, language);
        const forms = new Map<string, { one: string; other: string; symbol: string }>();
        for (const c of local.categories) for (const u of c.units) if (u.kind === 'unit') forms.set(`${c.slug}/${u.code}`, { one: u.one, other: u.other, symbol: u.symbol });
        return { language, index: new UnitIndex(entries), forms };
      });
      english = (languages[0] as LanguageUnits).index;
      const englishNames = new Map(catalogue.categories.flatMap((c) => c.units.map((u) => [u.code, u.name] as const)));
      mapping = mapToGnu(english.units.filter((u) => u.category !== '').map((unit) => ({ unit, english: englishNames.get(unit.code) ?? unit.name })));
      cases = new Generator(english.units.filter((u) => u.category !== ''), mapping.names, languages, 20261126).cases(COUNTS);
    })();
  }, 120_000);

  it('every unit GNU units knows by its name with another value is a documented convention, and the list has no stale entry', () => {
    const unexplained = [...mapping.differences].filter(([code]) => !CONVENTIONS[code]).map(([code, [name, gnu, ours]]) => `${code}: GNU units' ${name} = ${String(gnu)}, ours ${String(ours)}`);
    expect(unexplained).toEqual([]);
    const stale = Object.keys(CONVENTIONS).filter((code) => !mapping.differences.has(code));
    expect(stale).toEqual([]);
    expect(mapping.names.size).toBeGreaterThan(800);
  });

  it('at least 2,000 expressions of every kind, every category and every published language agree with GNU units to 1e-12', () => {
    expect(cases.length).toBeGreaterThanOrEqual(2000);
    const byKind = new Map<string, number>();
    const byLanguage = new Map<string, number>();
    for (const c of cases) {
      byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
      byLanguage.set(c.language, (byLanguage.get(c.language) ?? 0) + 1);
    }
    for (const k of Object.keys(COUNTS)) expect(byKind.get(k) ?? 0, k).toBeGreaterThanOrEqual(Math.min(COUNTS[k as Kind], 40));
    for (const l of PUBLISHED_LOCALES) expect(byLanguage.get(l) ?? 0, l).toBeGreaterThan(200);
    const covered = new Set(cases.flatMap((c) => c.categories));
    const generator = new Generator(english.units.filter((u) => u.category !== ''), mapping.names, languages, 1);
    expect(generator.categories.filter((c) => !covered.has(c))).toEqual([]);
    // Categories with fewer than two units GNU units defines the same way cannot be compared.
    const uncovered = catalogue.categories.filter((c) => c.kind === 'units' && !covered.has(c.slug)).map((c) => c.slug);
    console.log(`categories compared: ${String(covered.size)}; not comparable (fewer than two units GNU units defines the same way): ${uncovered.join(', ')}`);
    expect(covered.size).toBeGreaterThanOrEqual(50);

    const gnu = askGnu(cases.map((c) => c.gnu));
    const problems: string[] = [];
    const times: number[] = [];
    cases.forEach((c, i) => {
      const index = (languages.find((l) => l.language === c.language) as LanguageUnits).index;
      const t0 = performance.now();
      const a: ExprAnswer = answerExpression(index, c.text, { words: languageOf(c.language).search, readNumber: (t) => readLocalNumber(t, c.language) });
      times.push(performance.now() - t0);
      const g = gnu[i];
      // A spelling the page's language reads its own way ("gr", a gram on a Spanish page, also the grain's symbol) is asked, by design (issue 42).
      if (a.kind === 'error' && a.problem.kind === 'ambiguous' && Object.hasOwn(languageOf(c.language).search.aliases ?? {}, a.problem.word)) return;
      if (a.kind !== 'converted') {
        problems.push(`[${c.language}] ${c.text}: ${JSON.stringify(a.kind === 'error' ? a.problem.kind : a.kind)}${a.kind === 'error' && 'word' in a.problem ? ` "${a.problem.word}"` : ''}`);
        return;
      }
      const part = a.parts[0];
      if (!part || a.parts.length !== 1) {
        problems.push(`[${c.language}] ${c.text}: ${String(a.parts.length)} parts`);
        return;
      }
      if (a.relation !== (c.reciprocal ? 'reciprocal' : 'same')) problems.push(`[${c.language}] ${c.text}: relation ${a.relation}`);
      const ours = approximate(numeric({ value: part.value, pi: part.pi, dim: [], exact: a.exact }));
      if (g?.kind !== 'value') problems.push(`[${c.language}] ${c.text}: GNU units: ${g?.kind === 'error' ? g.text : 'no answer'} (${c.gnu.join(' → ')})`);
      else if (!agree(ours, g.value)) problems.push(`[${c.language}] ${c.text}: ours ${String(ours)}, GNU units ${String(g.value)} (${c.gnu.join(' → ')})`);
      if (c.exact) {
        if (!a.exact || part.pi !== 0 || !part.value.equals(c.exact)) problems.push(`[${c.language}] ${c.text}: exact ${c.exact.toString()}, ours ${a.exact ? '' : 'not exact '}${part.value.toString()}`);
      } else if (a.exact) problems.push(`[${c.language}] ${c.text}: called exact, but a unit involved is not exactly defined`);
    });
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
    console.log(`GNU units: ${version ?? ''}; ${String(mapping.names.size)} units defined the same way, ${String(mapping.differences.size)} conventions; ${String(cases.length)} expressions: ${[...byKind].map(([k, n]) => `${k} ${String(n)}`).join(', ')}; by language: ${[...byLanguage].map(([k, n]) => `${k} ${String(n)}`).join(', ')}; exact ${String(cases.filter((c) => c.exact).length)}; parse and evaluate: median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`);
    expect(problems.slice(0, 40)).toEqual([]);
  }, 120_000);
});
