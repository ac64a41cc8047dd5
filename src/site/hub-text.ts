// A unit hub's sentences: its heading and the unit's definition block, in the page's language.
import type { AnyUnit, Category, Unit } from '../core/catalogue.ts';
import { baseUnit, definitionText } from '../core/hub.ts';
import { pairShort } from '../core/shown.ts';
import { unitLabel } from '../core/labels.ts';
import type { Lang } from '../i18n/lang.ts';
import { sourceNote, type SourceNote } from './source-note.ts';

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
  /** The unit's source note in the page's language (source-note.ts), when it has a source record. */
  source: SourceNote | undefined;
}

/** The definition block of a unit hub (units only; currencies have live rates instead). */
export function unitDefinition(cat: Category, unit: Unit, l: Lang): UnitDefinition {
  const base = baseUnit(cat);
  return {
    base,
    formula: base && base !== unit ? l.formula(definitionText(unit, base), [...pairShort(unit, base), unit.symbol, base.symbol, unit.name, base.name]) : undefined,
    exactRational: unit.exactRational,
    exactness: !unit.exactDefinition
      ? l.t('hub.notExact', { unit: l.noun(unit, unit.name) })
      : l.t(unit.exactRational ? 'hub.exact' : 'hub.pi'),
    source: sourceNote(unit, cat, l),
  };
}

/** The hub's heading text: "Meter (m) conversions". */
export function hubHeading(unit: AnyUnit, l: Lang): string {
  return l.t('hub.heading', { unit: l.noun(unit, unitLabel(unit)) });
}
