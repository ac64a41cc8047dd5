// Batch Unit Generator: the same import, run on the server in batches of 100 with the
// states of SPEC §4 pushed as they happen, a Stop button and reruns that add nothing twice.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { BatchSnapshot, BatchState } from '../../jobs.ts';
import { api, ProgressBar, Stat, useJob, useToast, withoutTitle } from '../lib.tsx';
import { expectedPerCategory, parseUnitsText, Problems, submitUnits, UnitsInput } from '../units-input.tsx';

const LABELS: Record<BatchState, string> = {
  ready: 'Ready',
  starting: 'Starting',
  'creating-categories': 'Creating categories',
  'creating-units': 'Creating units',
  'creating-conversions': 'Creating conversions',
  completed: 'Completed successfully',
  error: 'Error',
  stopped: 'Stopped by user',
};

/** Progress of a run, capped at 95 % until it is done (SPEC §9). */
function percent(s: BatchSnapshot): number {
  if (s.state === 'completed') return 100;
  const part = (p?: { done: number; total: number }): number => (p && p.total > 0 ? p.done / p.total : 0);
  let v = 0;
  if (s.state === 'starting') v = 2;
  if (s.categories) v = 5;
  if (s.units) v = 5 + 15 * part(s.units);
  if (s.conversions) v = 20 + 80 * part(s.conversions);
  return Math.min(95, v);
}

function statusLine(s: BatchSnapshot): string {
  const label = LABELS[s.state];
  if (s.state === 'creating-conversions' && s.conversions) return `${label} (${String(s.conversions.done)}/${String(s.conversions.total)})`;
  if (s.state === 'creating-units' && s.units) return `${label} (${String(s.units.done)}/${String(s.units.total)})`;
  return label;
}

const plural = (n: number, one: string, many: string): string => `${String(n)} ${n === 1 ? one : many}`;

const RUNNING: BatchState[] = ['starting', 'creating-categories', 'creating-units', 'creating-conversions'];

/** The Batch Unit Generator screen. Its state (input, run, notices) and its one form read better in one place than spread over hooks. */
export function BatchGenerator(): ReactNode {
  const toast = useToast();
  const job = useJob<BatchSnapshot>('batch');
  const [text, setText] = useState('');
  const [details, setDetails] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);
  const [stopping, setStopping] = useState(false);
  const seen = useRef<BatchState | undefined>(undefined);
  const running = starting || (job !== undefined && RUNNING.includes(job.state));
  const parsed = parseUnitsText(text);
  const expected = parsed.ok ? expectedPerCategory(parsed.units) : [];

  // A toast when a run ends (not for the state found on opening the page).
  useEffect(() => {
    if (!job) return;
    const before = seen.current;
    seen.current = job.state;
    if (before === undefined || before === job.state || !RUNNING.includes(before)) return;
    setStopping(false);
    if (job.state === 'completed' && job.result) toast({ title: 'Success', description: job.result.message.replace(/^Success: /, '') });
    if (job.state === 'stopped' && job.result) toast({ title: 'Processing Stopped', description: job.result.message.replace(/^Processing Stopped: /, '') });
    if (job.state === 'error' && job.error) {
      const title = job.error.error === 'Error' ? 'Error' : job.error.error;
      toast({ title, description: withoutTitle(job.error.message, title), variant: 'destructive' });
      setDetails(job.error.details);
    }
  }, [job, toast]);

  const start = async (): Promise<void> => {
    setStarting(true);
    await submitUnits('/api/batch/start', text, toast, setDetails);
    setStarting(false);
  };

  const stop = async (): Promise<void> => {
    setStopping(true);
    await api('/api/batch/stop', {}).catch(() => undefined);
  };

  const s = job ?? { state: 'ready' as const, target: '' };
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Batch Unit Generator</h1>
        <p className="muted">
          Runs the import in batches of 100 on the server and shows each step as it happens. Stop ends it after the current batch (rolled
          back, so no unit is left without its conversions); running the same input again reuses what exists and adds only what is missing.
        </p>
      </div>
      <UnitsInput value={text} onChange={setText} disabled={running} />
      {expected.length > 0 ? (
        <div className="card p-3">
          <p className="font-semibold">Expected conversions per category: N·(N−1) among the file&apos;s units</p>
          <ul className="mt-1 text-sm tabular-nums" data-testid="expected">
            {expected.map((c) => (
              <li key={c.category}>
                {c.category}: {c.units} units → {c.units}·{c.units - 1} = {c.conversions} conversions
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className="btn disabled:opacity-50" disabled={running || text.trim() === ''} onClick={() => void start()}>
          Start Batch Generation
        </button>
        <button type="button" className="btn-ghost px-4 disabled:opacity-50" disabled={!running || stopping} onClick={() => void stop()}>
          {stopping ? 'Stopping...' : 'Stop'}
        </button>
      </div>
      <div className="card flex flex-col gap-2 p-4">
        <p className="font-semibold" data-testid="batch-status" aria-live="polite">
          {statusLine(s)}
        </p>
        <ProgressBar value={percent(s)} label="Batch progress" />
        <p className="muted text-sm tabular-nums">{Math.floor(percent(s))}%</p>
        {s.planned ? (
          <p className="muted text-sm">
            {plural(s.planned.units, 'unit', 'units')} in {plural(s.planned.categories, 'category', 'categories')}: {s.planned.newUnits} new,{' '}
            {s.planned.units - s.planned.newUnits} already there; {plural(s.planned.newCategories, 'new category', 'new categories')}
          </p>
        ) : null}
      </div>
      {s.result ? (
        <div className="flex flex-col gap-2" data-testid="batch-result">
          <div className="grid grid-cols-3 gap-3">
            <Stat label="Categories created" value={s.result.stats.categories} testId="stat-categories" />
            <Stat label="Units created" value={s.result.stats.units} testId="stat-units" />
            <Stat label="Conversions created" value={s.result.stats.conversions} testId="stat-conversions" />
          </div>
          <p data-testid="batch-message">{s.result.message}</p>
          <p className="muted text-sm">
            Reused or skipped as already there: {s.result.existing.categories} categories, {s.result.existing.units} units,{' '}
            {s.result.existing.conversions} conversions. Failed inserts skipped: {s.result.skipped.categories + s.result.skipped.units + s.result.skipped.conversions}.
          </p>
          {s.result.failures.map((f, i) => (
            <p key={i} className="muted text-sm">
              skipped {f}
            </p>
          ))}
        </div>
      ) : null}
      <Problems details={details} />
    </section>
  );
}
