// A unit hub's rows and the unit's definition against its category's base unit.
import type { AnyUnit, Category, Conversion, Unit } from './catalogue.ts';
import { conversionsByFrom, reverseOf } from './related.ts';
import { pairShort } from './shown.ts';
import { Rational } from './rational.ts';
import { quantity } from './formula.ts';
import { superscript } from './superscript.ts';

/** One row of a unit hub: the conversion from the unit, and its reverse when it exists. */
export interface HubRow {
  conversion: Conversion;
  reverse: Conversion | undefined;
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

/** An exact expression from the data, for display: "0.0254^3*231/128" -> "0.0254³ × 231/128", "180/pi" -> "180/π". */
function shown(expr: string): string {
  return expr
    .replace(/\s*\*\s*/g, ' × ')
    .replace(/\bpi\b/g, 'π')
    .replace(/\^\(?\+?(-?\d+)\)?/g, (_m, e: string) => superscript(e));
}

/**
 * The unit's definition against the base unit, from its written factor and offset (never
 * a rounded decimal, so the "=" is exact). A unit that is a multiple of the base unit is
 * defined by a unit equation, "1 in = 0.0254 m" (SI Brochure §5.4.1); one with an offset or
 * a reciprocal scale by a relation between values, its quantities marked (formula.ts
 * quantity()): "⟦K⟧ = ⟦°F⟧ × 5/9 + 459.67 × 5/9", "⟦L/100 km⟧ = 100 × 3.785411784/1.609344 ÷ ⟦mpg⟧".
 */
export function definitionText(unit: Unit, base: Unit): string {
  const [u, b] = pairShort(unit, base);
  // A measured value is the value its source gives, not the unit itself: "≈".
  const rel = unit.exactDefinition ? '=' : '≈';
  if (unit.reciprocal) return `${quantity(b)} ${rel} ${shown(unit.factorText)} ÷ ${quantity(u)}`;
  if (unit.offset.isZero()) return `1 ${u} ${rel} ${unit.factor.equals(Rational.ONE) ? '1' : shown(unit.factorText)} ${b}`;
  const scaled = unit.factor.equals(Rational.ONE) ? quantity(u) : `${quantity(u)} × ${shown(unit.factorText)}`;
  const neg = unit.offsetText.trim().startsWith('-');
  return `${quantity(b)} ${rel} ${scaled} ${neg ? '−' : '+'} ${shown(neg ? unit.offsetText.trim().slice(1) : unit.offsetText)}`;
}
