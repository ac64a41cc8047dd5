// The deploy's progress: files and bytes sent of the total, rate and time left, a line
// every 5 % of the bytes or every 10 seconds, whichever comes first.

const mb = (v: number): string => (v / 1e6).toFixed(1);

export class DeployProgress {
  readonly #files: number;
  readonly #bytes: number;
  readonly #print: (line: string) => void;
  readonly #start = performance.now();
  #doneFiles = 0;
  #doneBytes = 0;
  #nextBytes: number;
  #lastLine = performance.now();

  constructor(files: number, bytes: number, print: (line: string) => void) {
    this.#files = files;
    this.#bytes = bytes;
    this.#print = print;
    this.#nextBytes = bytes / 20;
  }

  get files(): number {
    return this.#doneFiles;
  }

  get bytes(): number {
    return this.#doneBytes;
  }

  add(bytes: number): void {
    this.#doneFiles++;
    this.#doneBytes += bytes;
    const now = performance.now();
    const last = this.#doneFiles === this.#files;
    if (!last && this.#doneBytes < this.#nextBytes && now - this.#lastLine < 10_000) return;
    while (this.#nextBytes <= this.#doneBytes) this.#nextBytes += this.#bytes / 20 || 1;
    this.#lastLine = now;
    const s = (now - this.#start) / 1000;
    const rate = this.#doneBytes / Math.max(s, 0.001);
    const eta = rate > 0 ? (this.#bytes - this.#doneBytes) / rate : 0;
    const pct = Math.floor((this.#doneBytes / Math.max(1, this.#bytes)) * 100);
    this.#print(
      `  sent ${String(this.#doneFiles).padStart(7)} / ${String(this.#files)} files, ${mb(this.#doneBytes)} / ${mb(this.#bytes)} MB (${String(pct).padStart(3)}%)  ${s.toFixed(1)} s  ${mb(rate)} MB/s  ETA ${eta.toFixed(0)} s`,
    );
  }
}
