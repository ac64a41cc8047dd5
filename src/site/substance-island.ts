// What a substance page hands its converter island: the substance's values as exact densities,
// the measures on each side with their exact factors, and the pair it opens on. Text only (no
// floats, no zod): the island computes with core/substance/convert.ts.
import type { Catalogue } from '../core/catalogue.ts';
import { paths } from '../core/paths.ts';
import { unitSlug } from '../core/slug.ts';
import { MEASURES, measureFactor, measureOf, type MeasureKind } from '../core/substance/measures.ts';
import type { Substance } from '../core/substance/model.ts';
import type { Lang } from '../i18n/lang.ts';
import { capitalised, measureAfter, measureName, substanceName } from '../i18n/substance-names.ts';
import { localSymbol } from '../i18n/symbols.ts';
import { type IslandMessages, islandMessages } from '../i18n/ui-messages.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../i18n/island-messages.ts';
import { densityShown, densityUnit, sourceName, statedText } from './substance-text.ts';

export interface IslandMeasure {
  code: string;
  kind: MeasureKind;
  name: string;
  /** What a result is written with after a number whose plural form is "one" and any other ("g"; "short ton", "short tons"). */
  one: string;
  other: string;
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
  /** The language's colon after a label (French: " : "). */
  colon: string;
  messages: IslandMessages<NamespacesOf<'substance'>>;
  name: string;
  values: IslandValue[];
  chosen: string;
  measures: IslandMeasure[];
  from: string;
  to: string;
  /** The unit hubs of the measures' categories in the page's language ("/es/units/volume/"), where the catalogue has them: each measure's exact definition. */
  hubs: { volume?: string; mass?: string; codes: string[] };
}

const FOOD_KINDS: ReadonlySet<MeasureKind> = new Set(['cup', 'tbsp', 'tsp', 'floz', 'ml', 'l', 'g', 'kg', 'oz', 'lb']);
const MATERIAL_KINDS: ReadonlySet<MeasureKind> = new Set(['l', 'm3', 'ft3', 'yd3', 'gal', 'kg', 't', 'lb', 'short_ton']);

/** The island's props for a substance, opening on a pair of measure kinds (in the page language's measures). */
/** The unit hubs' folder of the volume and mass categories, where the catalogue has them. */
function hubsIn(cat: Catalogue, l: Lang): SubstanceIslandProps['hubs'] {
  const folder = (slug: string): string | undefined => (cat.categoryBySlug.has(slug) ? l.path(paths.unitHub(slug, 'x')).replace(/x$/, '') : undefined);
  const volume = folder('volume');
  const mass = folder('weight-and-mass');
  // Only the measures the catalogue has as units of those categories have a hub.
  const codes = MEASURES.filter((m) => cat.categoryBySlug.get(m.category)?.unitByCode.has(unitSlug(m.code))).map((m) => m.code);
  return { ...(volume ? { volume } : {}), ...(mass ? { mass } : {}), codes };
}

export function substanceIsland(cat: Catalogue, s: Substance, l: Lang, from: MeasureKind, to: MeasureKind): SubstanceIslandProps {
  const kinds = s.group === 'food' ? FOOD_KINDS : MATERIAL_KINDS;
  const measures = MEASURES.filter((m) => kinds.has(m.kind)).map((m): IslandMeasure => {
    // The language's spelling of the catalogue's symbol ("c (US)" in German); the short ton by its name.
    const symbol = localSymbol(m.symbol, l.record.symbols);
    const [one, other] = m.code === 'short_ton' ? [measureAfter(m.code, l, '1'), measureAfter(m.code, l, '2')] : [symbol, symbol];
    return { code: m.code, kind: m.kind, name: measureName(m.code, l), one, other, factor: measureFactor(m.code).toString(), volume: m.category === 'volume' };
  });
  const unit = densityUnit(s).symbol;
  const values = s.values.map((v): IslandValue => ({ id: v.entry.id, label: `${statedText(v, l)} (${sourceName(v.source, l)}) ≈ ${l.num(densityShown(s, v))} ${unit}`, density: v.density.toString(), digits: v.entry.digits, source: sourceName(v.source, l) }));
  return {
    locale: l.locale,
    messages: islandMessages(l.locale, ISLAND_MESSAGES.substance),
    colon: l.record.colon,
    name: capitalised(substanceName(s, l), l),
    values,
    chosen: s.chosen.entry.id,
    measures,
    from: measureOf(from, l.record.kitchen),
    to: measureOf(to, l.record.kitchen),
    hubs: hubsIn(cat, l),
  };
}
