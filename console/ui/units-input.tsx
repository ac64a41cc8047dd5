// The generators' input: a JSON text area and a file picker for an array of units
// `{ name, symbol?, unit_code, factor, unit_offset?, category }` (SPEC §3, §5).
import { type ReactNode, useId } from 'react';
import { api, ApiFailure, type Toast, withoutTitle } from './lib.tsx';

export const EXAMPLE = `[
  { "name": "Furlong", "symbol": "fur", "unit_code": "fur", "factor": "201.168", "category": "Length" }
]`;

export type ParsedInput = { ok: true; units: unknown[] } | { ok: false; title: string; description: string; details: string[] };

/** SPEC §5: valid JSON, then an array; the server checks each unit with the catalogue's schema. */
export function parseUnitsText(text: string): ParsedInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, title: 'Invalid JSON', description: 'Please provide valid JSON format', details: [(e as Error).message] };
  }
  if (!Array.isArray(data)) return { ok: false, title: 'Invalid Data', description: 'Units data must be an array', details: [] };
  return { ok: true, units: data };
}

/** Units per category name in the input, with the N·(N−1) conversions among them (SPEC §9). */
export function expectedPerCategory(units: unknown[]): { category: string; units: number; conversions: number }[] {
  const counts = new Map<string, { category: string; units: number }>();
  for (const u of units) {
    const c = u && typeof u === 'object' ? (u as Record<string, unknown>)['category'] : undefined;
    if (typeof c !== 'string') continue;
    const key = c.trim().toLowerCase();
    const row = counts.get(key) ?? { category: c.trim(), units: 0 };
    row.units++;
    counts.set(key, row);
  }
  return [...counts.values()].map((r) => ({ ...r, conversions: r.units * (r.units - 1) }));
}

export function UnitsInput({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled: boolean }): ReactNode {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-text`} className="font-semibold">
        Units (JSON array)
      </label>
      <textarea
        id={`${id}-text`}
        className="field min-h-56 font-mono text-sm"
        spellCheck={false}
        placeholder={EXAMPLE}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      <label className="muted flex items-center gap-2 text-sm">
        Or load a file:
        <input
          type="file"
          accept=".json,application/json"
          disabled={disabled}
          aria-label="Load a JSON file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void f.text().then(onChange);
          }}
        />
      </label>
    </div>
  );
}

export function Problems({ details }: { details: string[] }): ReactNode {
  if (details.length === 0) return null;
  return (
    <div className="card border-red-500 p-3" role="alert">
      <p className="font-semibold">Problems (nothing was written)</p>
      <ul className="mt-1 list-disc pl-5 font-mono text-sm" data-testid="problems">
        {details.slice(0, 200).map((d, i) => (
          <li key={i}>{d}</li>
        ))}
      </ul>
      {details.length > 200 ? <p className="muted text-sm">... and {details.length - 200} more</p> : null}
    </div>
  );
}

/**
 * Check the text (SPEC §5) and send its units to a generator endpoint; every failure is
 * a toast (Invalid JSON, Invalid Data with the per-unit problems, or Error) and undefined.
 */
export async function submitUnits<T>(
  path: string,
  text: string,
  toast: (t: Omit<Toast, 'id'>) => void,
  setDetails: (d: string[]) => void,
): Promise<T | undefined> {
  setDetails([]);
  const parsed = parseUnitsText(text);
  if (!parsed.ok) {
    toast({ title: parsed.title, description: parsed.description, variant: 'destructive' });
    setDetails(parsed.details);
    return undefined;
  }
  try {
    return await api<T>(path, { units: parsed.units });
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 400) {
      toast({ title: e.body.error, description: withoutTitle(e.body.message, e.body.error), variant: 'destructive' });
      setDetails(e.body.details ?? []);
    } else {
      const message = e instanceof ApiFailure ? e.body.message : `Failed to generate units: ${(e as Error).message}`;
      console.error(message);
      toast({ title: 'Error', description: message.startsWith('Failed to generate units') ? message : `Failed to generate units: ${message}`, variant: 'destructive' });
    }
    return undefined;
  }
}
