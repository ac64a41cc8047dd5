// A names file as committed (data/names/<locale>.json), written by scripts/names-generate.ts.
import type { NamesFile } from './model.ts';

function sortDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortDeep);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((k) => [k, sortDeep(o[k])]),
    );
  }
  return v;
}

/** A names file as committed: sorted keys, 2-space JSON, trailing newline. */
export function serialiseNames(file: NamesFile): string {
  return `${JSON.stringify(sortDeep(file), null, 2)}\n`;
}
