// Reading a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) for `npm run profile`
// (scripts/profile-job.ts): the time of each function, itself (self) and with what it calls
// (inclusive), counted from a given time (the job's first page).

/** A .cpuprofile as V8 writes it (the fields read here). */
export interface CpuProfile {
  /** Microseconds of the monotonic clock (process.hrtime) when profiling began. */
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

/** A function's time in milliseconds, and its share of the counted time. */
export interface FrameTime {
  frame: string;
  ms: number;
  share: number;
}

/** A frame's name: the function, and its file without folders or a bundle's hash ("routes.mjs:4050"). */
export function frameName(cf: CpuProfile['nodes'][number]['callFrame']): string {
  const file = cf.url.replace(/^.*\//, '').replace(/_[A-Za-z0-9_-]{8}\.mjs$/, '.mjs').replace(/\.[A-Za-z0-9_-]{8}\.mjs$/, '.mjs');
  return `${cf.functionName || '(anonymous)'}${file ? ` ${file}:${String(cf.lineNumber + 1)}` : ''}`;
}

/**
 * Self and inclusive time of every function, counted from the sample taken at or after `fromUs`
 * (microseconds of the profile's clock; every sample when 0), largest first.
 */
export function profileTimes(p: CpuProfile, fromUs = 0): { total: number; self: FrameTime[]; inclusive: FrameTime[] } {
  const names = new Map(p.nodes.map((n) => [n.id, frameName(n.callFrame)]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stack = (id: number): number[] => {
    const out: number[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) out.push(at);
    return out;
  };
  const perNode = new Map<number, number>();
  let at = p.startTime;
  p.samples.forEach((id, i) => {
    at += p.timeDeltas[i] ?? 0;
    if (at >= fromUs) perNode.set(id, (perNode.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, us] of perNode) {
    total += us;
    const name = names.get(id);
    if (name !== undefined) self.set(name, (self.get(name) ?? 0) + us);
    // A function counted once per sample, however often it is on the stack (recursion).
    for (const n of new Set(stack(id).flatMap((s) => names.get(s) ?? []))) inclusive.set(n, (inclusive.get(n) ?? 0) + us);
  }
  const list = (m: Map<string, number>): FrameTime[] =>
    [...m].map(([frame, us]) => ({ frame, ms: us / 1000, share: total > 0 ? us / total : 0 })).sort((a, b) => b.ms - a.ms || (a.frame < b.frame ? -1 : 1));
  return { total: total / 1000, self: list(self), inclusive: list(inclusive) };
}
