// A unit's source record (src/core/source-record.ts) derived from its free-text `source`
// note: the documents it cites, how the value is known, the uncertainty it gives, and the
// statement it makes ("1 yd = 0.9144 m"), read as quantities of the category's units and kept
// only when the catalogue's factors make them exactly equal. Where no such statement can be
// read, the statement is the one the catalogue's factor makes (1 unit = factor × base unit).
// Used by scripts/source-records.ts to write the records into a seed folder, for review.
import type { Category, Unit } from '../core/catalogue.ts';
import { toBase } from '../core/convert.ts';
import { parseExact } from '../core/exact.ts';
import { plainDecimal } from '../core/decimal-forms.ts';
import { Rational } from '../core/rational.ts';
import { sourceRecordProblems, sourceValueText, type SourceQuantity, type SourceRecord } from '../core/source-record.ts';

type Citation = SourceRecord['citations'][number];

/** The documents the notes cite, each as a pattern and its title as published; the clause is read after it. */
const DOCUMENTS: { re: RegExp; title: (m: RegExpExecArray) => string }[] = [
  { re: /SI Brochure,? 8th ed\.?(?: \(2006\))?/, title: () => 'SI Brochure, 8th ed. (2006)' },
  { re: /SI Brochure(?:,? 9th ed\.?)?(?: \(2019\)| 2019)?/, title: () => 'SI Brochure, 9th ed. (2019)' },
  { re: /NIST SP 811(?: \(2008\))?/, title: () => 'NIST SP 811 (2008)' },
  { re: /NIST (?:Handbook|HB) 44/, title: () => 'NIST Handbook 44' },
  { re: /NIST SP 330(?: \(\d{4}\))?/, title: (m) => m[0] },
  { re: /(?:UK )?Weights and Measures Act 1985/, title: () => 'Weights and Measures Act 1985 (UK)' },
  { re: /[Ii]nternational yard and pound agreement(?: \(1959\)|,? 1959)?|1959 (?:international )?(?:yard and pound )?agreement/, title: () => 'International yard and pound agreement (1959)' },
  { re: /(?:12th )?CGPM \(?1964\)?/, title: () => '12th CGPM (1964)' },
  // The CGPM's proceedings (Comptes rendus) are published in French: "3e CGPM".
  { re: /(?:3rd |3e )?CGPM \(?1901\)?/, title: () => '3e CGPM (1901)' },
  { re: /CGPM 27th meeting(?: \(2022\))?|27th CGPM(?: \(2022\))?/, title: () => '27th CGPM (2022)' },
  { re: /CODATA (20\d\d)/, title: (m) => `CODATA ${m[1] ?? ''} recommended values` },
  { re: /IAU (20\d\d) Resolution ([A-Z]\d)/, title: (m) => `IAU ${m[1] ?? ''} Resolution ${m[2] ?? ''}` },
  { re: /CIPM (\d{4})(?: Resolution (\d+))?/, title: (m) => (m[2] ? `CIPM ${m[1] ?? ''} Resolution ${m[2]}` : `CIPM ${m[1] ?? ''}`) },
  { re: /ISO\/IEC \d+(?:-\d+)?(?::\d{4})?|IEC \d+(?:-\d+)*(?::\d{4})?|ISO \d+(?:-\d+)?(?::\d{4})?/, title: (m) => m[0] },
  { re: /ITU-T [A-Z]\.\d+(?:\.\d+)?|IEEE \d+(?:\.\d+[a-z]*)?|ANSI [A-Z]\d+\.\d+/, title: (m) => m[0] },
  { re: /21 CFR [\d.]+(?:\([\w]+\))*/, title: (m) => m[0] },
  { re: /Japanese Weights and Measures Act 1891(?: \(Meiji 24\))?|Japan, Weights and Measures Act \(1891[^)]*\)/, title: () => 'Weights and Measures Act of Japan (1891, Meiji 24)' },
  { re: /Hong Kong Weights and Measures Ordinance(?: \(Cap\. \d+\))?/, title: () => 'Weights and Measures Ordinance (Hong Kong, Cap. 68)' },
  { re: /Thai Weights and Measures Act B\.E\. 2466(?: \(1923\))?/, title: () => 'Weights and Measures Act B.E. 2466 (Thailand, 1923)' },
  { re: /(?:Russian )?ukase of 11 Oct 1835|ukase of 1835/, title: () => 'Russian ukase of 11 October 1835' },
  { re: /Wikipedia "Ancient Roman units of measurement"/, title: () => 'Wikipedia, “Ancient Roman units of measurement”' },
  { re: /Smith, Dictionary of Greek and Roman Antiquities,? 1851/, title: () => 'Smith, Dictionary of Greek and Roman Antiquities (1851)' },
  { re: /R\. Rowlett, How Many\? A Dictionary of Units of Measurement/, title: () => 'R. Rowlett, How Many? A Dictionary of Units of Measurement' },
  { re: /ASTM G1\b/, title: () => 'ASTM G1' },
  { re: /ASTM G102\b/, title: () => 'ASTM G102' },
  { re: /European Pharmacopoeia/, title: () => 'European Pharmacopoeia' },
  { re: /IS-GPS-200/, title: () => 'IS-GPS-200' },
  { re: /Maimonides, Mishneh Torah/, title: () => 'Maimonides, Mishneh Torah' },
  { re: /India, Standards of Weight Act 1939(?: \(Act IX of 1939\))?/, title: () => 'Standards of Weight Act 1939 (India, Act IX of 1939)' },
  { re: /decree of 4 Frimaire An II(?: \(24 Nov 1793\))?/, title: () => 'Decree of 4 Frimaire An II (24 November 1793)' },
  { re: /California \(Water Code §24/, title: () => 'California Water Code §24' },
  { re: /\b1959 inch\b|\binternational foot\b/, title: () => 'International yard and pound agreement (1959)' },
  { re: /g_n exact|gₙ exact/, title: () => '3e CGPM (1901)' },
  { re: /SI defining constant/, title: () => 'SI Brochure, 9th ed. (2019)' },
  // Published as «Положение о мерах и весах» (1899); the English paraphrase is read as that title.
  { re: /Положение о мерах и весах(?: \(1899\))?|Russian Regulation on Weights and Measures(?: \(1899\))?/, title: () => 'Положение о мерах и весах (1899)' },
  { re: /Canada Weights and Measures Act(?: \(R\.S\.C\. 1985, c\. W-6\))?/, title: () => 'Weights and Measures Act of Canada (R.S.C. 1985, c. W-6)' },
  { re: /French law of (?:19 frimaire an VIII|10 Dec(?:ember)? 1799)/, title: () => 'French law of 19 frimaire an VIII (10 December 1799)' },
  { re: /State Council order on unifying measurement(?: units)? \(1959\)|PRC State Council order on unifying measurement, 1959/, title: () => 'State Council order on unifying measurement units (China, 1959)' },
  { re: /Republic of China Weights and Measures Act 1929/, title: (m) => m[0] },
  { re: /Explanatory Supplement to the Astronomical Almanac/, title: (m) => m[0] },
  { re: /Intel 64 and IA-32 Architectures SDM Vol\. 1/, title: () => 'Intel 64 and IA-32 Architectures Software Developer’s Manual, Vol. 1' },
  { re: /IUPAC Green Book,? 3rd ed\.?(?: \(2007\))?/, title: () => 'IUPAC Green Book, 3rd ed. (2007)' },
  { re: /US Navy Diving Manual/, title: (m) => m[0] },
  { re: /LTO Program/, title: (m) => m[0] },
  { re: /Council Directive 71\/354\/EEC/, title: (m) => m[0] },
  { re: /Council Directive 80\/181\/EEC/, title: (m) => m[0] },
  { re: /Serial ATA revision \d\.\d/, title: (m) => m[0] },
  { re: /USB \d\.\d(?: specification)?/, title: (m) => m[0] },
];

/** A clause right after a document's name: "3.1 Table 7", "Appendix B.8", "B.8", "App. C", "Sch. 1", "Table 8", "item 13-9". */
const CLAUSE =
  /^(?:,\s*|\s+)((?:[1-9]\d*(?:\.\d+)+(?: and)?\s*)?(?:Table \d+|Appendix [A-Z](?:\.\d+)?|App\. [A-Z]|Sch\. \d+|Schedule \d+|[A-Z]\.\d+|sec\. [\d.]+|item [\d.-]+[a-z.]*|clause \d+(?:\.\d+)*|Annex [A-Z0-9.]+|Resolution \d+)|[1-9]\d*(?:\.\d+)+)/;

function clauseText(raw: string): string {
  return raw
    .trim()
    .replace(/^App\. /, 'Appendix ')
    .replace(/^([A-Z])\.(\d+)$/, 'Appendix $1.$2')
    .replace(/^Sch\. /, 'Schedule ')
    .replace(/ and$/, '');
}

/** Every document a note cites, in order of first mention, with the clause given right after it. */
export function citationsOf(text: string): Citation[] {
  const found: { at: number; c: Citation }[] = [];
  for (const d of DOCUMENTS) {
    const re = new RegExp(d.re.source, 'g');
    for (const m of text.matchAll(re)) {
      const title = d.title(m);
      const rest = text.slice(m.index + m[0].length);
      const clause = CLAUSE.exec(rest)?.[1];
      const at = m.index;
      const same = found.find((f) => f.c.document === title);
      if (same) {
        if (same.c.clause === undefined && clause !== undefined) same.c.clause = clauseText(clause);
        continue;
      }
      found.push({ at, c: clause === undefined ? { document: title } : { document: title, clause: clauseText(clause) } });
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 4)
    .map((f) => f.c);
}

/** How the value is known, from the catalogue's `exact` and the note's words. */
export function basisOf(unit: Unit, text: string): SourceRecord['basis'] {
  if (unit.exactDefinition) return 'exact';
  if (/\bnominal\b/i.test(text)) return 'nominal';
  // CGS electromagnetic units: exact only with the pre-2019 mu0, which is now measured.
  if (/pre-2019|\bmu0\b|μ0/i.test(text)) return 'measured';
  if (/estimat|ancient|varied/i.test(text)) return 'estimated';
  if (/conventional/i.test(text)) return 'conventional';
  if (/\bmeasured\b|CODATA|recommended value/i.test(text)) return 'measured';
  if (/approximate|traditional|historic/i.test(text)) return 'estimated';
  return 'measured';
}

const VULGAR: Record<string, string> = { '½': '.5', '¼': '.25', '¾': '.75', '⅓': '', '⅔': '' };

/** A number as a note writes it, as an exact expression: "5280", "1/16", "10^-15", "1.0E+05", "8 x 10^30", "4½"; undefined when it is not one. */
export function exactNumber(raw: string): string | undefined {
  let t = raw.trim().replace(/,(?=\d{3}\b)/g, '').replace(/(\d) (?=\d{3}\b)/g, '$1');
  if (/[⅓⅔]/.test(t)) return undefined;
  t = t.replace(/(\d)([½¼¾])/g, (_m, d: string, v: string) => `${d}${VULGAR[v] ?? ''}`).replace(/^([½¼¾])$/, (v) => `0${VULGAR[v] ?? ''}`);
  t = t.replace(/\s*[x×]\s*10\^?([+-−]?\d+)/, (_m, e: string) => `e${e.replace('−', '-')}`).replace(/\s+E([+-]?\d+)$/i, 'e$1').replace(/E\+?/, 'e');
  t = t.replace(/^10\^([+-]?\d+)$/, '1e$1').replace(/^10\^([+-]?\d+)/, '10^$1');
  if (!/^[\d.]+(?:e[+-]?\d+)?(?:\/[\d.]+(?:e[+-]?\d+)?)?$|^10\^-?\d+$/.test(t)) return undefined;
  try {
    parseExact(t);
  } catch {
    return undefined;
  }
  return t;
}

const NUMBER = String.raw`(?:10\^[+-]?\d+|\d+(?:[.,]\d+)*(?:\.\d+)?(?:[½¼¾])?(?:\s*[eE][+-]?\d+)?(?:\s*[x×]\s*10\^[+-]?\d+)?(?:/\d+(?:\.\d+)?)?|[½¼¾])`;
const SIDE = new RegExp(String.raw`^(?:(${NUMBER})\s*)?(.*?)$`);

/** Words after a quantity that say how it is known, not what it is. */
const TRAILING = /\s+(?:exactly|exact|by definition|nominal|approximately|approx\.?)$/i;

function norm(s: string): string {
  return s.toLowerCase().replace(/[\s_-]+/g, ' ').trim();
}

/** The unit a side of an equation names: a symbol, code or name of the category, or the unit itself by a word of its name. */
function unitNamed(cat: Category, unit: Unit, words: string, numbered: boolean): Unit | undefined {
  const w = words.replace(TRAILING, '').replace(/^(?:the|an?|one)\s+/i, '').trim();
  if (w === '') return undefined;
  const units = cat.units.filter((u): u is Unit => u.kind === 'unit');
  const bySymbol = units.filter((u) => u.symbol === w);
  if (bySymbol.length === 1) return bySymbol[0];
  const byCode = units.filter((u) => u.code === w);
  if (byCode.length === 1) return byCode[0];
  const n = norm(w);
  const byName = units.filter((u) => [u.name, `${u.name}s`, u.name.replace(/\s*\(.*\)$/, '')].some((x) => norm(x) === n || `${norm(x)}s` === n));
  if (byName.length === 1) return byName[0];
  // "statute mile = ...": an unnumbered first side that shares a word of the unit's name is the unit itself.
  if (!numbered) {
    const mine = new Set(norm(unit.name.replace(/[()]/g, ' ')).split(' ').filter((x) => x.length >= 3));
    if (n.split(' ').some((x) => mine.has(x)) || n === norm(unit.code)) return unit;
  }
  return undefined;
}

/** A side of an equation as a quantity, or undefined. */
function sideQuantity(cat: Category, unit: Unit, side: string): SourceQuantity | undefined {
  const m = SIDE.exec(side.trim());
  if (!m) return undefined;
  const [, num, words = ''] = m;
  const u = unitNamed(cat, unit, words, num !== undefined);
  if (!u) return undefined;
  if (num === undefined) return { value: '1', unit: u.code };
  const value = exactNumber(num);
  return value === undefined ? undefined : { value, unit: u.code };
}

/** Canonical text of an exact value: a terminating one as sourceValueText writes it, any other as written. */
function canonical(value: string): string {
  const p = parseExact(value);
  if (p.piPower === 0 && plainDecimal(p.value) !== undefined) return sourceValueText(value);
  return value;
}

/** Every chain "a = b = c" of the note that names the unit and holds exactly by the factors. */
function statementsOf(text: string, unit: Unit, cat: Category): SourceQuantity[][] {
  const out: SourceQuantity[][] = [];
  for (const clause of text.split(/[;:()]|,\s+|\band\b|\bi\.e\.|\bso\b/)) {
    if (!clause.includes('=')) continue;
    const sides = clause.split(/\s+=\s+|=/);
    const qs: SourceQuantity[] = [];
    for (const side of sides) {
      const q = sideQuantity(cat, unit, side);
      if (!q) {
        if (qs.length >= 2) break;
        qs.length = 0;
        continue;
      }
      qs.push(q);
    }
    if (qs.length < 2) continue;
    const statement = qs.map((q) => ({ value: canonical(String(q.value)), unit: q.unit }));
    if (!statement.some((q) => q.unit === unit.code)) continue;
    if (new Set(statement.map((q) => q.unit)).size < statement.length) continue;
    const trial: SourceRecord = { citations: [{ document: 'x' }], basis: unit.exactDefinition ? 'exact' : 'measured', statement };
    if (sourceRecordProblems(trial, unit, cat).length === 0) out.push(statement);
  }
  return out;
}

/** An exact value as data: a terminating decimal in display form, else a short fraction in lowest terms, else the expression as written (pi, long fractions). */
function valueOf(r: Rational, expr: string, piPower: number): string {
  if (piPower !== 0) return expr.replace(/\s+/g, '');
  const plain = plainDecimal(r);
  if (plain !== undefined) return sourceValueText(plain);
  const fraction = `${r.n.toString()}/${r.d.toString()}`;
  return fraction.length <= 15 || expr === '' ? fraction : expr.replace(/\s+/g, '');
}

/** The statement the catalogue's factor makes: 1 unit = factor × base, or 0 unit = offset for a scale with an offset. */
function factorStatement(unit: Unit, cat: Category): SourceQuantity[] | undefined {
  const base = cat.units.find((u): u is Unit => u.kind === 'unit' && !u.reciprocal && u.offset.isZero() && u.factor.equals(Rational.ONE));
  if (!base) return undefined;
  if (base === unit) return [];
  const x = unit.offset.isZero() ? Rational.ONE : Rational.ZERO;
  const b = toBase(x, unit);
  if (b === undefined) return undefined;
  const expr = unit.offset.isZero() && !unit.reciprocal ? unit.factorText : '';
  return [
    { value: x.toString(), unit: unit.code },
    { value: valueOf(b, expr, unit.piPower), unit: base.code },
  ];
}

/** The note's uncertainty: "standard uncertainty 0.00000000082e-11 m", "(uncertainty 5.2e-37 kg)". */
function uncertaintyOf(text: string, cat: Category): SourceQuantity | undefined {
  const m = /uncertainty\s+([\d.]+(?:e[+-]?\d+)?)\s*([^\s);,]+)/i.exec(text);
  if (!m) return undefined;
  const value = exactNumber(m[1] ?? '');
  const symbol = m[2] ?? '';
  const u = cat.units.find((x): x is Unit => x.kind === 'unit' && x.symbol === symbol && x.offset.isZero() && !x.reciprocal);
  if (value === undefined || !u) return undefined;
  return { value: canonical(value), unit: u.code };
}

/** How a record was made: its statement read from the note, or taken from the catalogue's factor. */
export type Derivation = 'parsed' | 'factor';

/** The record derived from a unit's note; undefined when no statement can be made that the factors confirm. */
export function deriveSourceRecord(unit: Unit, cat: Category): { record: SourceRecord; how: Derivation } | undefined {
  const text = unit.source;
  // A note that names no document (a traditional or conventional definition) gives a record that cites none.
  const citations = citationsOf(text);
  const basis = basisOf(unit, text);
  const parsed = statementsOf(text, unit, cat);
  // The longest chain, and of equal ones the first that is not all zeros.
  const best = parsed.filter((s) => s.some((q) => parseExact(q.value).value.sign() !== 0)).sort((a, b) => b.length - a.length)[0];
  const statement = best ?? factorStatement(unit, cat);
  if (statement === undefined) return undefined;
  const record: SourceRecord = { citations, basis, statement };
  const uncertainty = basis === 'exact' ? undefined : uncertaintyOf(text, cat);
  if (uncertainty) record.uncertainty = uncertainty;
  if (sourceRecordProblems(record, unit, cat).length > 0) return undefined;
  return { record, how: best ? 'parsed' : 'factor' };
}

