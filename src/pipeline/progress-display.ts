// One progress display for all the jobs of a build: pages done / total, rate and time
// left, a line every 5 %; with BUILD_PROGRESS=json (the owner console) also the
// machine-readable `@progress {"done":N,"total":T}` line, at most every 100 ms and at the end.
import { formatLine } from '../protocol/build.ts';

export class ProgressDisplay {
  readonly #done = new Map<number, number>();
  readonly #total: number;
  readonly #json: boolean;
  readonly #print: (line: string) => void;
  readonly #start = performance.now();
  #next: number;
  readonly #step: number;
  #lastJson = 0;

  constructor(total: number, json: boolean, print: (line: string) => void) {
    this.#total = total;
    this.#json = json;
    this.#print = print;
    this.#step = Math.max(1, Math.round(total / 20));
    this.#next = this.#step;
  }

  get done(): number {
    let n = 0;
    for (const v of this.#done.values()) n += v;
    return n;
  }

  /** A job's own count of pages done (its `@progress` line). */
  update(job: number, done: number): void {
    this.#done.set(job, done);
    const all = this.done;
    const now = performance.now();
    if (this.#json && (now - this.#lastJson >= 100 || all === this.#total)) {
      this.#lastJson = now;
      this.#print(formatLine('progress', { done: all, total: this.#total }));
    }
    if (all >= this.#next || all === this.#total) {
      while (this.#next <= all) this.#next += this.#step;
      const s = (now - this.#start) / 1000;
      const rate = all / Math.max(s, 0.001);
      const pct = Math.min(100, Math.floor((all / Math.max(1, this.#total)) * 100));
      const eta = rate > 0 ? (this.#total - all) / rate : 0;
      this.#print(
        `  pages ${String(all).padStart(7)} / ${String(this.#total)} (${String(pct).padStart(3)}%)  ${s.toFixed(1)} s  ${rate.toFixed(0)} pages/s  ETA ${eta.toFixed(0)} s`,
      );
    }
  }
}
