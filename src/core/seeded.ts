/** A seeded sample: the same items on every machine (mulberry32 drives a Fisher–Yates shuffle). */

/** mulberry32: a small deterministic generator of numbers in [0, 1) (also the expression oracle's test set). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first n items of a seeded shuffle of the list (the list itself is left as it is). */
export function seededSample<T>(items: readonly T[], n: number, seed: number): T[] {
  const r = seededRandom(seed);
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}
