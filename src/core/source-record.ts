// A unit's source as data (schema.ts sourceRecordSchema): its type, the check of its
// statement against the catalogue's factors with exact arithmetic, and how a value of it is
// written in the site's display form (before a language's number form).
import type { z } from 'zod';
import type { Category, Unit } from './catalogue.ts';
import { toBase } from './convert.ts';
import { parseExact, type ParsedExact } from './exact.ts';
import { toExponential } from './format.ts';
import { plainDecimal } from './decimal-forms.ts';
import { quoted } from './quote.ts';
import { Rational } from './rational.ts';
import type { sourceRecordSchema } from './schema.ts';
import { unitSlug } from './slug.ts';

export type SourceRecord = z.output<typeof sourceRecordSchema>;
export type SourceQuantity = SourceRecord['statement'][number];
export type SourceBasis = SourceRecord['basis'];
export type SourceRecordCitation = SourceRecord['citations'][number];

/** A quantity's value in the category's base unit, with its net power of pi; undefined when the unit or value cannot be read. */
function inBase(q: SourceQuantity, unit: Unit): { value: Rational; piPower: number } | undefined {
  let v: ParsedExact;
  try {
    v = parseExact(q.value);
  } catch {
    return undefined;
  }
  const b = toBase(v.value, unit);
  return b === undefined ? undefined : { value: b, piPower: v.piPower + unit.piPower };
}

/** The unit a quantity names, in the unit's category. */
export function quantityUnit(cat: Pick<Category, 'unitByCode'>, q: SourceQuantity): Unit | undefined {
  const u = cat.unitByCode.get(unitSlug(q.unit));
  return u?.kind === 'unit' ? u : undefined;
}

/**
 * What is wrong with a unit's source record against the catalogue, as "field: message" lines:
 * every quantity of the statement names a unit of the category and equals every other
 * exactly (the factors give the same value in the base unit, with the same power of pi);
 * the statement speaks of the unit itself (a base unit may state nothing); the basis is
 * "exact" exactly when the catalogue's `exact` is true; the uncertainty is in a unit of the
 * category and greater than zero, and only for a value that is not exact.
 */
export function sourceRecordProblems(record: SourceRecord, unit: Unit, cat: Pick<Category, 'unitByCode'>): string[] {
  const problems: string[] = [];
  if ((record.basis === 'exact') !== unit.exactDefinition) {
    problems.push(`source_record.basis: is ${quoted(record.basis)} but the unit's exact is ${String(unit.exactDefinition)}`);
  }
  const isBase = unit.factor.equals(Rational.ONE) && unit.offset.isZero() && !unit.reciprocal;
  if (record.statement.length === 0 && !isBase) problems.push('source_record.statement: is empty; only a base unit (factor 1) may state nothing');
  if (record.statement.length === 1) problems.push('source_record.statement: needs at least two quantities that are equal');
  if (record.statement.length > 0 && !record.statement.some((q) => unitSlug(q.unit) === unitSlug(unit.code))) {
    problems.push(`source_record.statement: does not name the unit itself (${quoted(unit.code)})`);
  }
  let first: { value: Rational; piPower: number; text: string } | undefined;
  record.statement.forEach((q, i) => {
    const field = `source_record.statement.${String(i)}`;
    const u = quantityUnit(cat, q);
    if (!u) {
      problems.push(`${field}.unit: no unit ${quoted(q.unit)} in the unit's category`);
      return;
    }
    const b = inBase(q, u);
    if (!b) {
      problems.push(`${field}.value: ${quoted(String(q.value))} cannot be read as a finite exact value`);
      return;
    }
    const text = `${String(q.value)} ${q.unit}`;
    if (!first) {
      first = { ...b, text };
      return;
    }
    if (!b.value.equals(first.value) || b.piPower !== first.piPower) {
      problems.push(`${field}.value: ${text} is not ${first.text} by the catalogue's factors (${b.value.toString()} against ${first.value.toString()} in the base unit)`);
    }
  });
  if (record.uncertainty) {
    const u = quantityUnit(cat, record.uncertainty);
    if (record.basis === 'exact') problems.push('source_record.uncertainty: an exact value has no uncertainty');
    if (!u) problems.push(`source_record.uncertainty.unit: no unit ${quoted(record.uncertainty.unit)} in the unit's category`);
    else if (!u.offset.isZero() || u.reciprocal) problems.push('source_record.uncertainty.unit: an uncertainty is given in a unit without offset, not reciprocal');
    try {
      if (parseExact(record.uncertainty.value).value.sign() <= 0) problems.push('source_record.uncertainty.value: must be greater than zero');
    } catch {
      // reported by the schema
    }
  }
  return problems;
}

/** Largest count of digits a plain decimal keeps before the value is written with a power of ten. */
const PLAIN_MAX_INTEGER_DIGITS = 15;
const PLAIN_MIN_EXPONENT = -6;

/**
 * A value of a source statement in the site's display form, exactly (nothing rounded): a
 * terminating value as a decimal ("1609.344", "0.000001") or, far from 1, in exponent form
 * ("1.602176634e-19", the form the language's number formatter writes as a power of ten);
 * any other value as its source writes it, with × and π ("1/7000", "π/180", "0.0254³ × 231").
 */
/** "a*b/c/d" → "a*b/(c*d)": where every divisor after the first slash is a plain factor (no product), the same value. */
function oneDivisor(expr: string): string {
  if (expr.includes('(')) return expr;
  const [numerator = '', ...divisors] = expr.split('/');
  if (divisors.length < 2 || divisors.some((d) => d.includes('*'))) return expr;
  return `${numerator}/(${divisors.join('*')})`;
}

export function sourceValueText(value: string | number): string {
  const parsed = parseExact(value);
  const r = parsed.value;
  if (parsed.piPower === 0 && parsed.exact) {
    const plain = plainDecimal(r);
    if (plain !== undefined) {
      const digits = plain.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
      const intDigits = plain.replace(/^-/, '').split('.')[0]?.length ?? 0;
      const tiny = r.abs().cmp(Rational.of(1n, 10n ** BigInt(-PLAIN_MIN_EXPONENT))) < 0;
      if (r.isZero() || (intDigits <= PLAIN_MAX_INTEGER_DIGITS && !tiny)) return plain;
      const significant = digits.replace(/0+$/, '').length;
      return toExponential(r, Math.max(0, significant - 1));
    }
  }
  // Term by term: a power of a literal in exponent form keeps it in parentheses, "(1.602176634e-19)²";
  // a chain of divisors is written as one ("a/(b × c)", never "a/b/c": ISO 80000-1, SI Brochure §5.4.6).
  return oneDivisor(String(value).replace(/\s+/g, ''))
    .split(/([*/])/)
    .map((term, i) => {
      if (i % 2 === 1) return term === '*' ? ' × ' : '/';
      const [base = '', power] = term.split('^');
      const b = base === 'pi' ? 'π' : base;
      if (power === undefined) return b;
      const sup = Array.from(power, (c) => SUPERSCRIPT[c] ?? c).join('');
      return /e/i.test(b) ? `(${b})${sup}` : `${b}${sup}`;
    })
    .join('');
}

const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };
