// What a substance page says, checked against the substance files (issue 44): every weight of a
// measure and every pair's figure is the chosen value's density times the measures' exact
// factors, to the digits its source supports, marked ≈; every value row states what its source
// states and names that source; the measures a pair page means are its language's; no line
// calls a result exact. The densities and the rounding are recomputed here from the data as
// written (the source's numbers and units, the catalogue's unit factors), not by the page code.
import type { Catalogue } from '../core/catalogue.ts';
import { parseExact } from '../core/exact.ts';
import { Rational } from '../core/rational.ts';
import { unitSlug } from '../core/slug.ts';
import type { Substance, SubstanceValue } from '../core/substance/model.ts';
import { MEASURE_BY_CODE } from '../core/substance/measures.ts';
import { languageOf, type Locale } from '../i18n/locales.ts';
import type { Page } from '../site/pages.ts';
import { htmlText } from './html-text.ts';
import { messageRegexes, reading } from './truth-reading.ts';

const G = Rational.of(980665n, 100000n);
const K = Rational.of(1000n);

function dec(text: string): Rational {
  const r = Rational.parseDecimal(text);
  if (!r) throw new Error(`not a decimal: ${text}`);
  return r;
}

/** A measure's factor as the catalogue defines its unit (the measures table's own text where the catalogue lacks the category, as the fixture's). */
function factorOf(cat: Catalogue, code: string): Rational {
  const m = MEASURE_BY_CODE.get(code);
  if (!m) throw new Error(`no measure ${code}`);
  const u = cat.categoryBySlug.get(m.category)?.unitByCode.get(unitSlug(code));
  return u?.kind === 'unit' ? u.factor : parseExact(m.factorText).value;
}

/** A value's density (kg/m³) from its numbers and unit as the file writes them. */
function densityFrom(cat: Catalogue, v: SubstanceValue): Rational {
  const e = v.entry;
  if (e.kind === 'portion') return dec(e.grams).div(K).div(dec(e.amount).mul(factorOf(cat, e.measure)));
  const x = dec(e.value);
  return e.unit === 'kg/m3' ? x : e.unit === 'kN/m3' ? x.mul(K).div(G) : x.mul(K);
}

/** Whether `shown` (English form) is `exact` correctly rounded to `digits` significant digits: within half a unit of its last digit, on that digit. */
export function roundsTo(shown: string, exact: Rational, digits: number): boolean {
  const s = Rational.parseDecimal(shown);
  if (!s || exact.isZero()) return false;
  // The place of the last significant digit: 10^(floor(log10 |exact|) - digits + 1), found by comparing.
  let e = 0;
  const abs = exact.abs();
  while (Rational.of(10n).pow(e + 1).cmp(abs) <= 0) e++;
  while (Rational.of(10n).pow(e).cmp(abs) > 0) e--;
  const unit = Rational.of(10n).pow(e - digits + 1);
  const diff = s.sub(exact).abs();
  const onPlace = s.div(unit).d === 1n;
  // A value just below a power of ten may round up to it (99.96 → 100, one place up).
  const half = unit.div(Rational.of(2n));
  return (onPlace && diff.cmp(half) <= 0) || (s.div(unit.mul(Rational.of(10n))).d === 1n && diff.cmp(half.mul(Rational.of(10n))) <= 0 && s.abs().equals(Rational.of(10n).pow(e + 1)));
}

function amount(text: string): Rational {
  const m = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(text);
  if (m) return Rational.of(BigInt(m[1] ?? '0')).add(Rational.of(BigInt(m[2] ?? '0'), BigInt(m[3] ?? '1')));
  return dec(text);
}

const rowsOf = (html: string, attr: string): { attrs: Record<string, string>; cells: string[] }[] =>
  [...html.matchAll(new RegExp(`<tr([^>]*\\b${attr}="[^"]*"[^>]*)>([^]*?)</tr>`, 'g'))].map((m) => ({
    attrs: Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1] ?? '', htmlText(a[2] ?? '')])),
    cells: [...(m[2] ?? '').matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map((c) => htmlText(c[1] ?? '').trim()),
  }));

/** A shown figure, in the page's number form, is the given English one. */
function saysNumber(cell: string, english: string, locale: Locale): boolean {
  const r = reading(locale);
  const m = /≈\s*([\d.,\u202f]+)/.exec(cell);
  return m !== null && r.english(m[1] ?? '') === english;
}

/** The statements a substance page may not make: that a result is exact (any of the language's exactness statements, exact.*), or a result written with "=". */
function exactClaims(html: string, where: string, locale: Locale): string[] {
  const r = reading(locale);
  const text = htmlText(html.replace(/<script[^]*?<\/script>/g, '').replace(/<[^>]+>/g, '\n'));
  const sentences = text.split(/\n|(?<=[.!?])\s+/).map((x) => x.trim()).filter((x) => x.length > 0);
  const out: string[] = [];
  for (const key of EXACTNESS) {
    const regexes = messageRegexes(r.say(key));
    const hit = sentences.find((x) => regexes.some((re) => re.test(x)));
    if (hit) out.push(`${where}: claims exactness ("${hit.slice(0, 60)}") on a substance page`);
  }
  if (/<td>\s*=/.test(html)) out.push(`${where}: a result written with "=" on a substance page: weights by volume are never exact`);
  return out;
}

/** The site's statements that a result is exact. */
const EXACTNESS = ['exact.whole', 'exact.fraction', 'exact.firstForm'] as const;

function checkFigure(cells: string[], at: number, figure: string | undefined, exact: Rational, s: Substance, where: string, what: string, locale: Locale): string[] {
  const out: string[] = [];
  const cell = cells[at] ?? '';
  if (!cell.startsWith('≈')) out.push(`${where}: ${what}: "${cell}" is not marked ≈`);
  if (figure === undefined || !roundsTo(figure, exact, s.chosen.entry.digits)) out.push(`${where}: ${what}: ${String(figure)} is not the chosen value (${s.chosen.source.title}) to ${String(s.chosen.entry.digits)} digits`);
  else if (!saysNumber(cell, figure, locale)) out.push(`${where}: ${what}: the cell "${cell}" does not show ${figure}`);
  return out;
}

/** The check of a substance page, a pair page or the list of substances. */
export function checkSubstancePage(html: string, page: Page, where: string, cat: Catalogue, locale: Locale): string[] {
  const out = exactClaims(html, where, locale);
  if (page.kind === 'substances') {
    for (const s of cat.substances.list) if (!html.includes(`/substances/${s.slug}"`)) out.push(`${where}: does not list ${s.slug}`);
    return out;
  }
  const s = cat.substances.bySlug.get(page.params.substance ?? '');
  if (!s) return [...out, `${where}: no substance ${String(page.params.substance)}`];
  const chosen = densityFrom(cat, s.chosen);
  const through = (n: Rational, from: string, to: string): Rational => {
    const si = n.mul(factorOf(cat, from));
    const fv = MEASURE_BY_CODE.get(from)?.category === 'volume';
    const tv = MEASURE_BY_CODE.get(to)?.category === 'volume';
    return (fv === tv ? si : fv ? si.mul(chosen) : si.div(chosen)).div(factorOf(cat, to));
  };
  const r = reading(locale);
  if (!statesDigits(r.say('sub.digits'), htmlText(html), s)) out.push(`${where}: does not state the digits of the value used (${String(s.chosen.entry.digits)}, ${s.chosen.source.title})`);
  if (page.kind === 'substance') {
    const rows = rowsOf(html, 'data-measure');
    if (rows.length === 0) out.push(`${where}: no table of common measures`);
    for (const row of rows) out.push(...checkFigure(row.cells, 2, row.attrs['data-figure'], through(Rational.ONE, row.attrs['data-measure'] ?? '', row.attrs['data-mass'] ?? ''), s, where, `1 ${row.attrs['data-measure'] ?? '?'}`, locale));
    const values = rowsOf(html, 'data-value');
    if (values.length !== s.values.length) out.push(`${where}: shows ${String(values.length)} values, the data records ${String(s.values.length)}`);
    for (const row of values) {
      const v = s.values.find((x) => x.entry.id === row.attrs['data-value']);
      if (!v) {
        out.push(`${where}: value "${String(row.attrs['data-value'])}" is not in the data`);
        continue;
      }
      const isChosen = v === s.chosen;
      if ((row.attrs['data-chosen'] === 'true') !== isChosen) out.push(`${where}: value "${v.entry.id}" is marked ${isChosen ? 'not ' : ''}used, the data says otherwise`);
      if (!(row.cells[0] ?? '').includes(v.source.title)) out.push(`${where}: value "${v.entry.id}" names "${row.cells[0] ?? ''}", its source is ${v.source.title}`);
      const e = v.entry;
      const stated = row.cells[1] ?? '';
      const numbers = e.kind === 'portion' ? [e.grams] : e.min !== undefined && e.max !== undefined ? [e.min, e.max] : [e.value];
      for (const n of numbers) if (!stated.split(/[^\d.,\u202f]+/).some((x) => x !== '' && r.english(x) === n)) out.push(`${where}: value "${e.id}" states "${stated}", its source states ${n}`);
      if (e.kind === 'portion' && !stated.includes(e.portion)) out.push(`${where}: value "${e.id}" states "${stated}", the source's portion is "${e.portion}"`);
      const per = s.group === 'food' ? K : Rational.ONE;
      const m = /≈\s*([\d.,\u202f]+)/.exec(row.cells[3] ?? '');
      if (!m || !roundsTo(r.english(m[1] ?? ''), densityFrom(cat, v).div(per), e.digits)) out.push(`${where}: value "${e.id}": density "${row.cells[3] ?? ''}" is not its source's to ${String(e.digits)} digits, marked ≈`);
    }
    return out;
  }
  // A pair page: its measures are the language's, each row the chosen value's.
  const table = /data-pair-table="([^":]+):([^"]+)"/.exec(html);
  if (!table) return [...out, `${where}: no table of amounts`];
  const [from, to] = [table[1] ?? '', table[2] ?? ''];
  const kitchen = languageOf(locale).kitchen as unknown as Record<string, string>;
  for (const code of [from, to]) {
    const kind = MEASURE_BY_CODE.get(code)?.kind ?? '';
    if (kind in kitchen && kitchen[kind] !== code) out.push(`${where}: means ${code} by its ${kind}, the language's readers mean ${String(kitchen[kind])}`);
  }
  for (const row of rowsOf(html, 'data-amount')) {
    const a = row.attrs['data-amount'] ?? '';
    out.push(...checkFigure(row.cells, 1, row.attrs['data-figure'], through(amount(a), from, to), s, where, `${a} ${from} in ${to}`, locale));
  }
  const formula = /data-formula="">([^]*?)<\/p>/.exec(html);
  const fm = formula ? /≈\s*([\d.,\u202f]+)/.exec(htmlText(formula[1] ?? '')) : null;
  const per = s.group === 'food' ? K : Rational.ONE;
  if (!fm || !roundsTo(r.english(fm[1] ?? ''), chosen.div(per), s.chosen.entry.digits) || !htmlText(formula?.[1] ?? '').includes(s.chosen.source.title)) out.push(`${where}: the formula's density or source is not the chosen value's (${s.chosen.source.title})`);
  return out;
}

/** The digits sentence, anywhere in the page's text, with the chosen value's digits and source. */
function statesDigits(m: ReturnType<ReturnType<typeof reading>['say']>, text: string, s: Substance): boolean {
  const forms = typeof m === 'string' ? [m] : Object.values(m).filter((f): f is string => typeof f === 'string');
  return forms.some((f) => {
    const said = f.replace('{count}', String(s.chosen.entry.digits));
    const [before, after] = said.split('{source}');
    return text.includes(`${before ?? '\u0000'}${s.chosen.source.title}`) && text.includes((after ?? '').slice(0, 20));
  });
}
