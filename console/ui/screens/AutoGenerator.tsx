// Auto Unit Generator: one call with the whole input (SPEC §7 auto-unit-generator).
import { type ReactNode, useState } from 'react';
import { Stat, useToast } from '../lib.tsx';
import { Problems, submitUnits, UnitsInput } from '../units-input.tsx';

interface Stats {
  categories: number;
  units: number;
  conversions: number;
}
interface Result {
  status: 'completed' | 'stopped';
  target: string;
  stats: Stats;
  existing: Stats;
  skipped: Stats;
  failures: string[];
  notes: string[];
  message: string;
}

export function AutoGenerator(): ReactNode {
  const toast = useToast();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<string[]>([]);
  const [result, setResult] = useState<Result>();

  const run = async (): Promise<void> => {
    setResult(undefined);
    setBusy(true);
    const r = await submitUnits<Result>('/api/auto-unit-generator', text, toast, setDetails);
    setBusy(false);
    if (!r) return;
    setResult(r);
    toast({ title: 'Success', description: r.message.replace(/^Success: /, '') });
  };

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Auto Unit Generator</h1>
        <p className="muted">
          Adds the units, their missing categories and every new ordered pair of conversions in one call, with the same code as{' '}
          <code>npm run units:import</code>. Nothing is written unless every unit is valid.
        </p>
      </div>
      <UnitsInput value={text} onChange={setText} disabled={busy} />
      <div>
        <button type="button" className="btn disabled:opacity-50" disabled={busy || text.trim() === ''} onClick={() => void run()}>
          {busy ? 'Generating...' : 'Generate Units'}
        </button>
      </div>
      <Problems details={details} />
      {result ? (
        <div className="flex flex-col gap-3" data-testid="auto-result">
          <div className="grid grid-cols-3 gap-3">
            <Stat label="Categories created" value={result.stats.categories} testId="stat-categories" />
            <Stat label="Units created" value={result.stats.units} testId="stat-units" />
            <Stat label="Conversions created" value={result.stats.conversions} testId="stat-conversions" />
          </div>
          <p data-testid="auto-message">{result.message}</p>
          <p className="muted text-sm">
            Already there: {result.existing.categories} categories, {result.existing.units} units, {result.existing.conversions} conversions
            {result.skipped.units + result.skipped.conversions + result.skipped.categories > 0
              ? `; skipped after failed inserts: ${String(result.skipped.categories)} categories, ${String(result.skipped.units)} units, ${String(result.skipped.conversions)} conversions`
              : ''}
          </p>
          {[...result.failures, ...result.notes].map((n, i) => (
            <p key={i} className="muted text-sm">
              {n}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
