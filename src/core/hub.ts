import type { AnyUnit, Category, Conversion, Unit } from './catalogue.ts';
import { conversionsByFrom, pairShort, reverseOf, unitLabel } from './describe.ts';
import { Rational } from './rational.ts';
import { EN, type Lang } from '../i18n/lang.ts';

/** One row of a unit hub: the conversion from the unit, and its reverse when it exists. */
export interface HubRow {
  conversion: Conversion;
  reverse: Conversion | undefined;
}

/** What a unit hub shows besides its rows: how the unit is defined and how well. */
export interface UnitDefinition {
  /** The category's base unit (factor 1, no offset), when it has one. */
  base: Unit | undefined;
  /** "m = in × 0.0254": the value in the base unit, with the factor and offset exactly as defined. */
  formula: string | undefined;
  /** Exactly defined and free of pi (the unit's `exactRational`). */
  exactRational: boolean;
  /** The unit's exactness, in a sentence. */
  exactness: string;
  source: string;
}

const bases = new WeakMap<Category, Unit | null>();

/** The base unit of a unit category: the first unit whose factor is 1 with no offset, not reciprocal. */
export function baseUnit(cat: Category): Unit | undefined {
  let b = bases.get(cat);
  if (b === undefined) {
    b = null;
    for (const u of cat.units) {
      if (u.kind === 'unit' && !u.reciprocal && u.offset.isZero() && u.factor.equals(Rational.ONE)) {
        b = u;
        break;
      }
    }
    bases.set(cat, b);
  }
  return b ?? undefined;
}

/** Every conversion from `unit` in category order, each with its reverse. */
export function hubRows(cat: Category, unit: AnyUnit): HubRow[] {
  const group = conversionsByFrom(cat).find((g) => g.unit === unit);
  return (group?.conversions ?? []).map((conversion) => ({ conversion, reverse: reverseOf(conversion) }));
}

/** The definition block of a unit hub (units only; currencies have live rates instead). */
export function unitDefinition(cat: Category, unit: Unit, l: Lang = EN): UnitDefinition {
  const base = baseUnit(cat);
  return {
    base,
    formula: base && base !== unit ? l.formula(definitionText(unit, base), [...pairShort(unit, base), unit.symbol, base.symbol, unit.name, base.name]) : undefined,
    exactRational: unit.exactRational,
    exactness: !unit.exactDefinition
      ? l.t('hub.notExact', { unit: l.noun(unit, unit.name) })
      : l.t(unit.exactRational ? 'hub.exact' : 'hub.pi'),
    source: unit.source,
  };
}

/** The hub's heading text: "Meter (m) conversions". */
export function hubHeading(unit: AnyUnit, l: Lang = EN): string {
  return l.t('hub.heading', { unit: l.noun(unit, unitLabel(unit)) });
}

/** An exact expression from the data, for display: "0.0254^3*231/128" -> "0.0254^3 × 231/128", "180/pi" -> "180/π". */
function shown(expr: string): string {
  return expr.replace(/\s*\*\s*/g, ' × ').replace(/\bpi\b/g, 'π');
}

/**
 * The unit's definition against the base unit, from its written factor and offset (never
 * a rounded decimal, so the "=" is exact): "m = in × 0.0254", "K = °F × 5/9 + 459.67 × 5/9",
 * "L/100 km = 100 × 3.785411784/1.609344 ÷ mpg".
 */
export function definitionText(unit: Unit, base: Unit): string {
  const [u, b] = pairShort(unit, base);
  // A measured value is the value its source gives, not the unit itself: "≈".
  const rel = unit.exactDefinition ? '=' : '≈';
  if (unit.reciprocal) return `${b} ${rel} ${shown(unit.factorText)} ÷ ${u}`;
  const scaled = unit.factor.equals(Rational.ONE) ? u : `${u} × ${shown(unit.factorText)}`;
  if (unit.offset.isZero()) return `${b} ${rel} ${scaled}`;
  const neg = unit.offsetText.trim().startsWith('-');
  return `${b} ${rel} ${scaled} ${neg ? '−' : '+'} ${shown(neg ? unit.offsetText.trim().slice(1) : unit.offsetText)}`;
}
