// The exact model of a unit shipped as the data writes it ("0.0254^3*231/128", "180/pi"):
// the search index's units, read by typed queries (query.ts, loaded on demand).
import type { UnitModel } from './convert.ts';
import { parseExact } from './exact.ts';
import { byText } from './memo.ts';

/** The exact model of a unit shipped as text: factor and offset as written in the data. */
export function modelOf(u: { factor: string; offset: string; reciprocal: boolean }): UnitModel {
  return { factor: parsed(u.factor), offset: parsed(u.offset), reciprocal: u.reciprocal };
}

// Every search parses the factor texts again: parse each text once.
const parsed = byText((text) => parseExact(text).value, 20_000);
