/**
 * Terminal progress of the unit generator through the states of SPEC §4: Starting,
 * Creating categories, Creating units, Creating conversions x/y with a bar, then
 * Completed successfully, Error or Stopped by user.
 */

export type ProgressEvent =
  | { state: 'starting'; file: string; target: string }
  | { state: 'waiting'; target: string; holder: string }
  | { state: 'planned'; units: number; newUnits: number; categories: number; newCategories: number; newConversions: number }
  | { state: 'creating-categories'; created: number; existing: number; skipped: number }
  | { state: 'creating-units'; done: number; total: number }
  | { state: 'creating-conversions'; done: number; total: number };

export type FinalState = 'completed' | 'error' | 'stopped';

export interface ProgressPrinter {
  event(e: ProgressEvent): void;
  /** Print the final state line (Completed successfully / Error / Stopped by user). */
  finish(state: FinalState, detail?: string): void;
}

interface Stream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

const BAR = 20;

/** "[#########-----------]" for done/total. */
export function progressBar(done: number, total: number): string {
  const filled = total > 0 ? Math.min(BAR, Math.floor((done / total) * BAR)) : BAR;
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}]`;
}

function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
}

const plural = (n: number, one: string, many: string): string => `${String(n)} ${n === 1 ? one : many}`;

/**
 * A printer for a stream. On a terminal a counting line is redrawn in place; in a log
 * (not a TTY) a counting state prints when it starts, at every further 10% and when done.
 */
export function createProgressPrinter(out: Stream): ProgressPrinter {
  const tty = out.isTTY === true;
  let open = false; // a redrawn line is on screen without its newline
  let openState = '';
  const printed = new Map<string, number>(); // last 10% step printed per state (logs)
  const drawn = new Map<string, string>(); // last line drawn per state (terminal)

  const line = (text: string): void => {
    out.write(`${open ? '\n' : ''}${text}\n`);
    open = false;
  };
  const counting = (state: string, label: string, done: number, total: number): void => {
    const pct = percent(done, total);
    const text = `${label} ${String(done)}/${String(total)} ${progressBar(done, total)} ${String(pct).padStart(3)}%`;
    if (tty) {
      if (drawn.get(state) === text) return;
      drawn.set(state, text);
      if (open && openState !== state) out.write('\n');
      out.write(`\r\x1b[2K${text}`);
      open = true;
      openState = state;
      return;
    }
    const step = done >= total ? 10 : Math.floor(pct / 10);
    const prev = printed.get(state);
    if (prev !== undefined && step <= prev) return;
    printed.set(state, step);
    line(text);
  };

  return {
    event(e) {
      switch (e.state) {
        case 'starting':
          line(`Starting: ${e.file} -> ${e.target}`);
          break;
        case 'waiting':
          line(`Waiting: ${e.holder} is writing to ${e.target}; this import starts when it is done`);
          break;
        case 'planned':
          line(
            `  ${plural(e.units, 'unit', 'units')} in ${plural(e.categories, 'category', 'categories')}: ` +
              `${String(e.newUnits)} new, ${String(e.units - e.newUnits)} already there; ${plural(e.newCategories, 'new category', 'new categories')}; ` +
              `${plural(e.newConversions, 'new conversion', 'new conversions')} to create`,
          );
          break;
        case 'creating-categories':
          line(
            `Creating categories: ${String(e.created)} created, ${String(e.existing)} already there` +
              (e.skipped > 0 ? `, ${String(e.skipped)} skipped` : ''),
          );
          break;
        case 'creating-units':
          counting(e.state, 'Creating units', e.done, e.total);
          break;
        case 'creating-conversions':
          counting(e.state, 'Creating conversions', e.done, e.total);
          break;
      }
    },
    finish(state, detail) {
      const head = state === 'completed' ? 'Completed successfully' : state === 'stopped' ? 'Stopped by user' : 'Error';
      line(detail ? `${head}: ${detail}` : head);
    },
  };
}
