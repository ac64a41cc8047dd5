// The sliced publish's memory of the bucket (src/deploy/records.ts): what a shard uploads,
// what it carries as leftovers, the record it writes before and after, and the prefixes it
// lists when it has no record.
import { describe, expect, it } from 'vitest';
import { gzipJson, listingPrefixes, parseRecord, parseSlicedState, planShard, type ShardRecord } from '../../../src/deploy/records.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const file = (key: string, md5: string, size = 10): { key: string; size: number; md5: string } => ({ key, size, md5 });

describe('planShard', () => {
  const live = { rules: 'r1', files: { 'x/a.html': [10, A] as [number, string], 'x/b.html': [10, B] as [number, string], 'x/gone.html': [10, C] as [number, string] }, leftovers: ['x/older.html'] };

  it('uploads only the files whose size or MD5 differ, and carries the keys no longer built', () => {
    const p = planShard('s1', 'r1', [file('x/a.html', A), file('x/b.html', C), file('x/new.html', A), file('x/a2.html', A, 11)], live);
    expect(p.uploads.map((f) => f.key)).toEqual(['x/b.html', 'x/new.html', 'x/a2.html']);
    expect(p.unchanged).toBe(1);
    expect(p.leftovers).toEqual(['x/gone.html', 'x/older.html']);
    expect(p.changed).toBe(true);
    // Before the uploads the keys about to change are "being written"; untouched keys keep their sums.
    expect(p.intent.files['x/b.html']).toEqual([10, '']);
    expect(p.intent.files['x/new.html']).toEqual([10, '']);
    expect(p.intent.files['x/a.html']).toEqual([10, A]);
    expect(p.intent.files['x/gone.html']).toEqual([10, C]);
    expect(p.done.files).toEqual({ 'x/a.html': [10, A], 'x/b.html': [10, C], 'x/new.html': [10, A], 'x/a2.html': [11, A] });
    expect(p.done.leftovers).toEqual(['x/gone.html', 'x/older.html']);
  });

  it('a key a stopped publish left "being written" is sent again, even with the bytes the record had before', () => {
    const stopped = { ...live, files: { ...live.files, 'x/a.html': [10, ''] as [number, string] } };
    expect(planShard('s1', 'r1', [file('x/a.html', A)], stopped).uploads.map((f) => f.key)).toEqual(['x/a.html']);
  });

  it('nothing changed: no upload, no record to write', () => {
    const p = planShard('s1', 'r1', [file('x/a.html', A), file('x/b.html', B), file('x/gone.html', C)], { ...live, leftovers: [] });
    expect(p.uploads).toEqual([]);
    expect(p.changed).toBe(false);
  });

  it('other media rules, or no record at all: every file is sent', () => {
    expect(planShard('s1', 'r2', [file('x/a.html', A)], live).uploads).toHaveLength(1);
    const none = planShard('s1', 'r1', [file('x/a.html', A)], undefined);
    expect(none.uploads).toHaveLength(1);
    expect(none.leftovers).toEqual([]);
  });

  it('a page built again is no longer a leftover', () => {
    expect(planShard('s1', 'r1', [file('x/older.html', A)], live).leftovers).toEqual(['x/a.html', 'x/b.html', 'x/gone.html']);
  });
});

describe('records and state', () => {
  it('a record reads back as written; a damaged or foreign one reads as none', () => {
    const r: ShardRecord = { version: 1, id: 's1', rules: 'r1', files: { 'a.html': [1, A] }, leftovers: [] };
    expect(parseRecord(gzipJson(r))).toEqual(r);
    expect(parseRecord(Buffer.from('not gzip'))).toBeUndefined();
    expect(parseRecord(gzipJson({ ...r, files: { 'a.html': [1, 'nothex'] } }))).toBeUndefined();
    expect(parseRecord(undefined)).toBeUndefined();
    // The same record gives the same bytes.
    expect(gzipJson(r).equals(gzipJson(r))).toBe(true);
  });

  it("a whole-site deploy's state (version 1) is not a sliced publish's: its records are not trusted", () => {
    expect(parseSlicedState(JSON.stringify({ version: 1, rules: 'r', retired: [] }))).toBeUndefined();
    const v2 = { version: 2, rules: 'r', retired: [], assets: { '_astro/a.js': A }, site: { 'robots.txt': [3, B] }, shards: ['s1'] };
    expect(parseSlicedState(JSON.stringify(v2))).toEqual(v2);
    expect(parseSlicedState('{')).toBeUndefined();
  });
});

describe('listingPrefixes', () => {
  it('lists each folder from the longest start its file names share', () => {
    expect(listingPrefixes(['convert/length/ft-to-m.html', 'convert/length/ft-to-in.html', 'es/convert/length/ft-to-m.html', 'convert/length.html'])).toEqual([
      'convert/length.html',
      'convert/length/ft-to-',
      'es/convert/length/ft-to-m.html',
    ]);
    expect(listingPrefixes(['index.html', 'about.html'])).toEqual(['']);
  });
});
