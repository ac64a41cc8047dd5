// The exact model of one unit from its written fields, shared by the catalogue, the seed,
// the generator and the importer.
import type { Unit } from './catalogue.ts';
import { parseExact } from './exact.ts';
import { Rational } from './rational.ts';
import { DEFAULT_RANK } from './schema.ts';
import type { SourceRecord } from './source-record.ts';

/**
 * The exact model of a unit from its written fields (seed JSON, Postgres row or
 * generator input). Throws ExpressionError when the factor or offset cannot be read.
 */
export function unitModel(f: {
  code: string;
  name: string;
  symbol: string | null | undefined;
  factor: string | number;
  offset: string | number | null | undefined;
  reciprocal: boolean;
  source?: string | undefined;
  sourceRecord?: SourceRecord | undefined;
  /** The catalogue's exactness field; false (nothing claimed) when a source has none. */
  exact: boolean;
  /** Commonness 1 to 5; DEFAULT_RANK when a source has none. */
  rank?: number | null | undefined;
}): Unit {
  const factor = parseExact(f.factor);
  const offset = f.offset === null || f.offset === undefined ? undefined : parseExact(f.offset);
  const rational = factor.exact && (offset?.exact ?? true);
  return {
    kind: 'unit',
    code: f.code,
    name: f.name,
    one: f.name,
    other: f.name,
    symbol: f.symbol ?? '',
    factor: factor.value,
    offset: offset?.value ?? Rational.ZERO,
    reciprocal: f.reciprocal,
    exactDefinition: f.exact,
    piPower: factor.piPower,
    exactRational: f.exact && rational,
    factorText: String(f.factor),
    offsetText: offset && !offset.value.isZero() ? String(f.offset) : '0',
    source: f.source ?? '',
    sourceRecord: f.sourceRecord,
    rank: f.rank ?? DEFAULT_RANK,
  };
}
