/** Wall time per phase of a build, in the order the phases ran: the build prints them. */
export class PhaseTimer {
  readonly phases: [string, number][] = [];
  #last = performance.now();

  /** End the phase running since the previous lap (or the start) and name it. */
  lap(name: string): void {
    const now = performance.now();
    this.phases.push([name, (now - this.#last) / 1000]);
    this.#last = now;
  }

  toString(): string {
    return this.phases.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join(', ');
  }
}
