// `npm run profile` reads a V8 CPU profile: self and inclusive time per function, counted from
// a given time (the job's first page).
import { describe, expect, it } from 'vitest';
import { type CpuProfile, frameName, profileTimes } from '../../../src/bench/profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

// (root) → setup; (root) → pageContext → render → render (recursion) ; (root) → write
const PROFILE: CpuProfile = {
  startTime: 1_000_000,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 6] },
    { id: 2, callFrame: frame('setup', 'file:///x/node_modules/astro/dist/core/build/generate.js', 9) },
    { id: 3, callFrame: frame('pageContext', 'file:///x/out/.prerender/chunks/routes_DzDtuET0.mjs', 40), children: [4] },
    { id: 4, callFrame: frame('render', 'file:///x/out/.prerender/chunks/server_DhCo3-d0.mjs', 99), children: [5] },
    { id: 5, callFrame: frame('render', 'file:///x/out/.prerender/chunks/server_DhCo3-d0.mjs', 99) },
    { id: 6, callFrame: frame('write') },
  ],
  // setup 5 ms (before the first page, at 1,006,000 µs: not counted), then pageContext 1, render 2 + 3 (nested), write 4, setup 10.
  samples: [2, 3, 4, 5, 6, 2],
  timeDeltas: [5000, 1000, 2000, 3000, 4000, 10_000],
};

describe('a CPU profile read', () => {
  it('counts self and inclusive time from the given time, a recursive function once per sample', () => {
    const t = profileTimes(PROFILE, 1_006_000);
    expect(t.total).toBe(20);
    expect(t.self.map((x) => [x.frame, x.ms])).toEqual([
      ['setup generate.js:10', 10],
      ['render server.mjs:100', 5],
      ['write', 4],
      ['pageContext routes.mjs:41', 1],
    ]);
    const inclusive = new Map(t.inclusive.map((x) => [x.frame, x.ms]));
    expect(inclusive.get('(root)')).toBe(20);
    expect(inclusive.get('pageContext routes.mjs:41')).toBe(6);
    expect(inclusive.get('render server.mjs:100')).toBe(5);
    expect(t.self[0]?.share).toBe(0.5);
    // From the start, every sample.
    expect(profileTimes(PROFILE).total).toBe(25);
  });

  it('names a frame by function and file, without folders or a bundle hash', () => {
    expect(frameName(frame('renderPage', 'file:///w/.prerender/chunks/server_DhCo3-d0.mjs', 2548))).toBe('renderPage server.mjs:2549');
    expect(frameName(frame('', 'file:///w/.prerender/prerender-entry.BPB-RIoX.mjs', 0))).toBe('(anonymous) prerender-entry.mjs:1');
    expect(frameName(frame('(garbage collector)'))).toBe('(garbage collector)');
    // A bundle hash may hold underscores.
    expect(frameName(frame('', 'file:///w/.prerender/chunks/_conversion__BQo_OIF_.mjs', 123))).toBe('(anonymous) _conversion_.mjs:124');
  });
});
