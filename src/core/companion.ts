// Temperature readings and temperature differences: companion categories whose pages link
// each other (the same two scales as a reading and as a change).
import type { Catalogue, Conversion, Unit } from './catalogue.ts';
import { conversionSlug } from './slug.ts';

/** Temperature readings and temperature differences are companion categories (unit codes "x" and "delta_x"). */
export const TEMPERATURE = 'temperature';
export const TEMPERATURE_DIFFERENCE = 'temperature-difference';

/**
 * The other category whose pages a category's conversion pages read (the temperature
 * companion below), or undefined. The sharded build gives a category's pages this
 * category's data too, and keys their cache on it (src/pipeline/plan.ts).
 */
export function companionCategory(slug: string): string | undefined {
  if (slug === TEMPERATURE) return TEMPERATURE_DIFFERENCE;
  if (slug === TEMPERATURE_DIFFERENCE) return TEMPERATURE;
  return undefined;
}
const DELTA = 'delta_';

/** The companion of a temperature conversion: the same two scales in the other category, with which is the reading and which the change. */
export interface CompanionPair {
  /** This page converts readings (temperature), not changes. */
  reading: boolean;
  /** The other category's slug and its conversion. */
  otherSlug: string;
  other: Conversion;
  readFrom: Unit;
  readTo: Unit;
  diffFrom: Unit;
  diffTo: Unit;
}

/** The companion pair of a conversion, or undefined outside the two categories or when the other pair does not exist. */
export function companionPair(conv: Conversion, cat: Catalogue): CompanionPair | undefined {
  const here = conv.category.slug;
  if (here !== TEMPERATURE && here !== TEMPERATURE_DIFFERENCE) return undefined;
  const { from, to } = conv;
  if (from.kind !== 'unit' || to.kind !== 'unit') return undefined;
  const reading = here === TEMPERATURE;
  const otherSlug = companionCategory(here) ?? TEMPERATURE;
  const otherCode = (code: string): string | undefined =>
    reading ? `${DELTA}${code}` : code.startsWith(DELTA) ? code.slice(DELTA.length) : undefined;
  const fromCode = otherCode(from.code);
  const toCode = otherCode(to.code);
  if (fromCode === undefined || toCode === undefined) return undefined;
  const other = cat.categoryBySlug.get(otherSlug)?.conversionBySlug.get(conversionSlug(fromCode, toCode));
  if (!other || other.from.kind !== 'unit' || other.to.kind !== 'unit') return undefined;
  const [readFrom, readTo, diffFrom, diffTo] = reading ? [from, to, other.from, other.to] : [other.from, other.to, from, to];
  return { reading, otherSlug, other, readFrom, readTo, diffFrom, diffTo };
}
