/**
 * Whether a conversion can be exact, and the relation a result line writes: the rules
 * pages (src/site/) and islands share, in a module small enough for
 * the islands to import alone.
 */
import type { Unit } from './catalogue.ts';
import { relationOf, type Shown, toExponential } from './format.ts';
import { inFixedRange, plainDecimal } from './decimal-forms.ts';
import type { Rational } from './rational.ts';

/**
 * How far a conversion between two units can be exact, from the catalogue's exactness
 * field and the power of pi in each factor:
 * - "exact": both units are exactly defined and no rounded pi is left in their ratio,
 *   so every result is an exact fraction (shown rounded only where its decimals do not end);
 * - "pi": both are exactly defined, but their ratio involves pi, which is irrational;
 * - "measured": at least one unit is a measured, estimated or nominal value (`measured`
 *   lists which), so nothing about the result is exact by definition.
 */
export type PairExactness<U extends ExactnessFields = Unit> = { kind: 'exact' } | { kind: 'pi' } | { kind: 'measured'; measured: U[] };

/** The fields of a unit exactness is read from (islands and the search index ship just these). */
export type ExactnessFields = Pick<Unit, 'exactDefinition' | 'exactRational' | 'piPower'>;

export function pairExactness<U extends ExactnessFields>(from: U, to: U): PairExactness<U> {
  const measured = [from, to].filter((u) => !u.exactDefinition);
  if (measured.length > 0) return { kind: 'measured', measured };
  // A rounded pi in an offset, or a different power of pi in the two factors, does not cancel.
  const piOffset = (u: U): boolean => !u.exactRational && u.piPower === 0;
  if (piOffset(from) || piOffset(to) || from.piPower !== to.piPower) return { kind: 'pi' };
  return { kind: 'exact' };
}

/**
 * Whether every pair of these units is "exact" (pairExactness): all exactly defined, no
 * rounded pi in an offset, one power of pi. Only then may a page say of all their results
 * that they are exact and rounded once, for display.
 */
export function everyPairExact(units: readonly ExactnessFields[]): boolean {
  const [first] = units;
  return first === undefined || units.every((u) => u.exactDefinition && (u.exactRational || u.piPower !== 0) && u.piPower === first.piPower);
}

/** "=" where the shown number is the value itself, "≈" where it is rounded or rests on a measured or pi-based factor (format.ts relationOf for this pair). */
export function relation(from: ExactnessFields, to: ExactnessFields, shown: Pick<Shown, 'rounded'>): '=' | '≈' {
  return relationOf(pairExactness(from, to).kind === 'exact', shown);
}

/** The significant digits of a terminating decimal (2.54: 3; 1e+35: 1; 0.0025: 2), or undefined when its decimal does not end. */
export function significantDigits(r: Rational): number | undefined {
  const fixed = plainDecimal(r);
  if (fixed === undefined) return undefined;
  return fixed.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '').length || 1;
}

/** All the digits of a terminating decimal ("2.54", "0.3048", "1.602176634e-19", "1e+35"), or undefined when it does not terminate or has more than 24 significant digits. */
export function exactDecimalText(r: Rational): string | undefined {
  const fixed = plainDecimal(r);
  const digits = significantDigits(r);
  if (fixed === undefined || digits === undefined || digits > 24) return undefined;
  if (fixed.length <= 20) return fixed;
  // Long runs of zeros read better as a power of ten (1e-15, 2.99792458e+22), where results are
  // shown with one too; a long decimal in the results' fixed range stays plain (0.931322574615478515625).
  return inFixedRange(r) ? fixed : toExponential(r, Math.max(0, digits - 1));
}

