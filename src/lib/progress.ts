// Build progress: pages done / total and elapsed time, a line every few percent,
// instead of Astro's line per page. scripts/build.ts sets the total.
const KEY = Symbol.for('exactconvert.progress');

interface Progress {
  done: number;
  total: number;
  step: number;
  next: number;
  start: number;
}

function state(): Progress | undefined {
  const g = globalThis as unknown as Record<symbol, Progress | undefined>;
  const total = Number(process.env['BUILD_TOTAL_PAGES'] ?? 0);
  if (!total) return undefined;
  const step = Math.max(1, Math.round(total / 20));
  return (g[KEY] ??= { done: 0, total, step, next: step, start: performance.now() });
}

/** Count one rendered page; prints progress at every 5%. */
export function pageRendered(): void {
  const p = state();
  if (!p) return;
  p.done++;
  if (p.done >= p.next || p.done === p.total) {
    p.next += p.step;
    const s = (performance.now() - p.start) / 1000;
    const pct = Math.min(100, Math.floor((p.done / p.total) * 100));
    process.stdout.write(
      `  pages ${String(p.done).padStart(6)} / ${String(p.total)} (${String(pct).padStart(3)}%)  ${s.toFixed(1)} s  ${Math.round(p.done / Math.max(s, 0.001))} pages/s\n`,
    );
  }
}
