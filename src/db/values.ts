/**
 * How catalogue values are stored in Postgres columns: factors and offsets (numeric plus
 * the text as written), a unit's new_units row, and a conversion's formula text.
 */
import { type AnyUnit, type Unit, unitModel } from '../core/catalogue.ts';
import { formulaLine, writeQuantities } from '../core/formula.ts';
import { CATALOGUE_LOCALE } from '../i18n/locales.ts';
import { localNumberKeeping } from '../i18n/numbers.ts';
import { parseExact } from '../core/exact.ts';
import { toExponential, toFixedTrimmed } from '../core/format.ts';
import { decimalExponent, plainDecimal } from '../core/decimal-forms.ts';
import { Rational } from '../core/rational.ts';
import type { UnitInsert } from '../postgres/rows.ts';
import type { SourceRecord } from '../core/source-record.ts';

/** Significant digits kept in a numeric column for a value that is not a finite decimal. */
export const NUMERIC_DIGITS = 40;

/** A factor or offset as two columns: `numeric` for SQL, and the text as written when numeric cannot give it back. */
export interface StoredExact {
  numeric: string;
  exact: string | null;
}

/** The value rounded to NUMERIC_DIGITS significant digits, as text Postgres reads as numeric. */
function roundedDecimal(r: Rational): string {
  const decimals = NUMERIC_DIGITS - 1 - decimalExponent(r);
  return decimals >= 0 ? toFixedTrimmed(r, decimals) : toExponential(r, NUMERIC_DIGITS - 1);
}

/**
 * How a catalogue value is stored. A finite decimal goes to numeric exactly; the text as
 * written ("5/9", "180/pi", "0.45359237/16", "1e6") is kept in the *_exact column
 * whenever numeric would read back differently, so the catalogue loaded from Postgres
 * shows the same factor text as the one loaded from the seed JSON.
 */
export function toStoredExact(value: string | number): StoredExact {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const r = parseExact(value).value;
  const numeric = plainDecimal(r);
  if (numeric === undefined) return { numeric: roundedDecimal(r), exact: text };
  return { numeric, exact: numeric === text ? null : text };
}

/** A unit's new_units row in category `category_id`, its factor and offset stored by toStoredExact. */
export function unitInsert(u: {
  code: string;
  name: string;
  symbol: string | null;
  factor: string | number;
  offset: string | number;
  category_id: string;
  reciprocal: boolean;
  source: string | null;
  sourceRecord: SourceRecord | undefined;
  exact: boolean;
  rank: number;
}): UnitInsert {
  const factor = toStoredExact(u.factor);
  const offset = toStoredExact(u.offset);
  return {
    unit_code: u.code,
    name: u.name,
    symbol: u.symbol,
    factor: factor.numeric,
    unit_offset: offset.numeric,
    category_id: u.category_id,
    factor_exact: factor.exact,
    offset_exact: offset.exact,
    reciprocal: u.reciprocal,
    source: u.source,
    source_record: u.sourceRecord === undefined ? null : JSON.stringify(u.sourceRecord),
    exact: u.exact,
    rank: u.rank,
  };
}

/**
 * The formula's readable text, stored in new_conversions.formula ("value in ft = value in m ×
 * 3.280839895013123"): in the catalogue's language, its own words, not a page's messages; null
 * for a currency pair.
 */
export function conversionFormulaText(from: AnyUnit, to: AnyUnit): string | null {
  if (from.kind !== 'unit' || to.kind !== 'unit') return null;
  const { text, keep } = formulaLine(from, to);
  return writeQuantities(localNumberKeeping(text, CATALOGUE_LOCALE, keep), (unit) => `value in ${unit}`);
}

/** A unit model from stored or imported fields, for formulas (an unreadable value gives undefined). */
export function unitFromFields(f: Parameters<typeof unitModel>[0]): Unit | undefined {
  try {
    return unitModel(f);
  } catch {
    return undefined;
  }
}
