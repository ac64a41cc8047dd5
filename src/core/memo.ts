/**
 * Remember the last few answers of a pure function, keyed by its arguments' identity.
 * A page asks the same questions of one pair of units several times (its About
 * section, its exactness line, its FAQ, its island): a handful of entries is enough,
 * and memory stays flat over a 100,000-page build.
 */
export function recent<A extends unknown[], R>(fn: (...args: A) => R, size = 8): (...args: A) => R {
  const keys: A[] = [];
  const values: R[] = [];
  let next = 0;
  return (...args: A): R => {
    search: for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as A;
      if (k.length !== args.length) continue;
      for (let j = 0; j < args.length; j++) if (k[j] !== args[j]) continue search;
      return values[i] as R;
    }
    const value = fn(...args);
    keys[next] = args;
    values[next] = value;
    next = (next + 1) % size;
    return value;
  };
}

/**
 * Remember a function of a text for every text asked, up to `limit` texts (then it is
 * simply called): unit factors and the values pages convert are parsed once per build.
 */
export function byText<R>(fn: (text: string) => R, limit: number): (text: string) => R {
  const known = new Map<string, R>();
  return (text: string): R => {
    if (known.has(text)) return known.get(text) as R;
    const value = fn(text);
    if (known.size < limit) known.set(text, value);
    return value;
  };
}

/**
 * A Map of at most `limit` entries: a new key when it is full empties it first. For answers a
 * build asks again on every page of a language (capitals, a name's forms), so they are worked
 * out once while memory stays flat however many pages a job renders.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly limit: number;
  constructor(limit: number) {
    super();
    this.limit = limit;
  }
  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}

/**
 * `f(a, b)` remembered for each pair of objects while both live (weakly held, so an answer made
 * for one page is forgotten with it): a page build asks the same of the same units (their names
 * and pairs in every heading, link and sentence, their value in the base unit) page after page.
 */
export function byObjects<A extends object, B extends object, R>(f: (a: A, b: B) => R): (a: A, b: B) => R {
  const known = new WeakMap<A, WeakMap<B, R>>();
  return (a, b) => {
    let inner = known.get(a);
    if (!inner) known.set(a, (inner = new WeakMap()));
    if (inner.has(b)) return inner.get(b) as R;
    const value = f(a, b);
    inner.set(b, value);
    return value;
  };
}
