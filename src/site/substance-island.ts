// What a substance page hands its converter island: the substance's values as exact densities,
// the measures on each side with their exact factors, and the pair it opens on. Text only (no
// floats, no zod): the island computes with core/substance/convert.ts.
import { MEASURES, measureFactor, measureOf, type MeasureKind } from '../core/substance/measures.ts';
import type { Substance } from '../core/substance/model.ts';
import type { Lang } from '../i18n/lang.ts';
import { measureName, substanceName } from '../i18n/substance-names.ts';
import { type IslandMessages, islandMessages } from '../i18n/ui-messages.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../i18n/island-messages.ts';
import { densityShown, densityUnit, massSymbol, sourceName } from './substance-text.ts';

export interface IslandMeasure {
  code: string;
  kind: MeasureKind;
  name: string;
  /** What a result is written with ("g", "mL", "Tasse (USA)"). */
  symbol: string;
  /** Cubic metres or kilograms, exactly ("n/d"). */
  factor: string;
  volume: boolean;
}

export interface IslandValue {
  id: string;
  /** The value's label: its source and method, and its density. */
  label: string;
  /** Kilograms per cubic metre, exactly ("n/d"). */
  density: string;
  digits: number;
  source: string;
}

export interface SubstanceIslandProps {
  locale: string;
  messages: IslandMessages<NamespacesOf<'substance'>>;
  name: string;
  values: IslandValue[];
  chosen: string;
  measures: IslandMeasure[];
  from: string;
  to: string;
}

const FOOD_KINDS: ReadonlySet<MeasureKind> = new Set(['cup', 'tbsp', 'tsp', 'floz', 'ml', 'l', 'g', 'kg', 'oz', 'lb']);
const MATERIAL_KINDS: ReadonlySet<MeasureKind> = new Set(['l', 'm3', 'ft3', 'yd3', 'gal', 'kg', 't', 'lb', 'short_ton']);

/** The island's props for a substance, opening on a pair of measure kinds (in the page language's measures). */
export function substanceIsland(s: Substance, l: Lang, from: MeasureKind, to: MeasureKind): SubstanceIslandProps {
  const kinds = s.group === 'food' ? FOOD_KINDS : MATERIAL_KINDS;
  const measures = MEASURES.filter((m) => kinds.has(m.kind)).map((m): IslandMeasure => {
    const volume = m.category === 'volume';
    const short = volume ? (m.code === 'ml' ? 'mL' : m.code === 'l' ? 'L' : m.code === 'm3' || m.code === 'ft3' || m.code === 'yd3' ? m.symbol : measureName(m.code, l)) : massSymbol(m.code, l);
    return { code: m.code, kind: m.kind, name: measureName(m.code, l), symbol: short, factor: measureFactor(m.code).toString(), volume };
  });
  const unit = densityUnit(s).symbol;
  const values = s.values.map((v): IslandValue => {
    const method = v.entry.method ? `, ${l.t(`sub.method.${v.entry.method}` as 'sub.method.none')}` : '';
    return { id: v.entry.id, label: `${sourceName(v.source, l)}${method}: ≈ ${l.num(densityShown(s, v))} ${unit}`, density: v.density.toString(), digits: v.entry.digits, source: sourceName(v.source, l) };
  });
  return {
    locale: l.locale,
    messages: islandMessages(l.locale, ISLAND_MESSAGES.substance),
    name: substanceName(s, l),
    values,
    chosen: s.chosen.entry.id,
    measures,
    from: measureOf(from, l.record.kitchen),
    to: measureOf(to, l.record.kitchen),
  };
}
