import { describe, expect, it } from 'vitest';
import { BoundedMap, byObjects, byText, recent } from '../../../src/core/memo.ts';

describe('remembered answers', () => {
  it('BoundedMap holds at most its limit: a new key when full empties it first, a known key is replaced in place', () => {
    const m = new BoundedMap<string, number>(3);
    m.set('a', 1).set('b', 2).set('c', 3);
    expect(m.size).toBe(3);
    m.set('b', 20);
    expect([...m]).toEqual([['a', 1], ['b', 20], ['c', 3]]);
    m.set('d', 4);
    expect([...m]).toEqual([['d', 4]]);
    expect(m.get('a')).toBeUndefined();
  });
  it('recent answers the last few calls by their arguments, byText every text up to its limit', () => {
    let calls = 0;
    const twice = recent((a: number, b: number) => (calls++, (a + b) * 2), 2);
    expect([twice(1, 2), twice(1, 2), twice(3, 4), twice(5, 6), twice(1, 2)]).toEqual([6, 6, 14, 22, 6]);
    expect(calls).toBe(4);
    let parsed = 0;
    const len = byText((t) => (parsed++, t.length), 1);
    expect([len('ab'), len('ab'), len('abc'), len('abc')]).toEqual([2, 2, 3, 3]);
    expect(parsed).toBe(3);
  });
  it('byObjects answers each pair of objects once, by identity and in order', () => {
    let calls = 0;
    const joined = byObjects((a: { n: string }, b: { n: string }) => (calls++, `${a.n}-${b.n}`));
    const x = { n: 'x' };
    const y = { n: 'y' };
    expect([joined(x, y), joined(x, y), joined(y, x), joined({ n: 'x' }, y)]).toEqual(['x-y', 'x-y', 'y-x', 'x-y']);
    expect(calls).toBe(3);
  });
});
