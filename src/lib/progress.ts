// Build progress: pages done / total and elapsed time, a line every few percent,
// instead of Astro's line per page. scripts/build.ts sets the total.
// With BUILD_PROGRESS=json (the owner console) it also prints a machine-readable line,
// `@progress {"done":N,"total":T}`, at most every 100 ms and at the end; with
// BUILD_PROGRESS=job (a job of the sharded build, src/build/run.ts) only that line.
const KEY = Symbol.for('exactconvert.progress');

/** Prefix of the machine-readable progress line. */
export const PROGRESS_PREFIX = '@progress ';

interface Progress {
  done: number;
  total: number;
  step: number;
  next: number;
  start: number;
  json: boolean;
  human: boolean;
  lastJson: number;
}

function state(): Progress | undefined {
  const g = globalThis as unknown as Record<symbol, Progress | undefined>;
  const total = Number(process.env['BUILD_TOTAL_PAGES'] ?? 0);
  if (!total) return undefined;
  const step = Math.max(1, Math.round(total / 20));
  return (g[KEY] ??= {
    done: 0,
    total,
    step,
    next: step,
    start: performance.now(),
    json: process.env['BUILD_PROGRESS'] === 'json' || process.env['BUILD_PROGRESS'] === 'job',
    human: process.env['BUILD_PROGRESS'] !== 'job',
    lastJson: 0,
  });
}

/** Count one rendered page; prints progress at every 5%. */
export function pageRendered(): void {
  const p = state();
  if (!p) return;
  p.done++;
  const now = performance.now();
  if (p.json && (now - p.lastJson >= 100 || p.done === p.total)) {
    p.lastJson = now;
    process.stdout.write(`${PROGRESS_PREFIX}${JSON.stringify({ done: p.done, total: p.total })}\n`);
  }
  if (p.human && (p.done >= p.next || p.done === p.total)) {
    p.next += p.step;
    const s = (now - p.start) / 1000;
    const pct = Math.min(100, Math.floor((p.done / p.total) * 100));
    process.stdout.write(
      `  pages ${String(p.done).padStart(6)} / ${String(p.total)} (${String(pct).padStart(3)}%)  ${s.toFixed(1)} s  ${Math.round(p.done / Math.max(s, 0.001))} pages/s\n`,
    );
  }
}
