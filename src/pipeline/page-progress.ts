// A job's page count for the build's one progress display (src/pipeline/progress-display.ts):
// each rendered conversion page counts one, and the job prints the machine-readable
// line `@progress {"done":N,"total":T}` at most every 100 ms and at the end. The build
// (src/pipeline/jobs.ts) sets the job's total in BUILD_TOTAL_PAGES; without it (a plain
// `astro build`) nothing is printed. The line is src/protocol/build.ts's.
import { BUILD_ENV, formatLine } from '../protocol/build.ts';

const KEY = Symbol.for('exactconvert.progress');

interface Progress {
  done: number;
  total: number;
  lastLine: number;
}

function state(): Progress | undefined {
  const g = globalThis as unknown as Record<symbol, Progress | undefined>;
  const total = Number(process.env[BUILD_ENV.totalPages] ?? 0);
  if (!total) return undefined;
  return (g[KEY] ??= { done: 0, total, lastLine: 0 });
}

/** Count one rendered page. */
export function pageRendered(): void {
  const p = state();
  if (!p) return;
  p.done++;
  const now = performance.now();
  if (now - p.lastLine >= 100 || p.done === p.total) {
    p.lastLine = now;
    process.stdout.write(`${formatLine('progress', { done: p.done, total: p.total })}\n`);
  }
}
