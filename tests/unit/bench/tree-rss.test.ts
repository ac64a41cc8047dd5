// The bench's total memory of a build: a process and its descendants, summed from /proc.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sampleTreeRss, treeRssBytes } from '../../../src/bench/tree-rss.ts';

const MB = 1024 * 1024;

describe('the resident memory of a process tree', () => {
  it('sums a process and its children, and the sampler keeps the largest total', async () => {
    // A child that holds 300 MB (touched, so resident) until told to go.
    const child = spawn(process.execPath, ['-e', "const b = Buffer.alloc(300 * 1024 * 1024, 1); process.stdout.write('ready'); process.stdin.on('data', () => process.exit(0)); setInterval(() => b[0]++, 1000);"], { stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => { resolve(); }));
    const sampler = sampleTreeRss(process.pid, 50);
    const own = treeRssBytes(process.pid);
    const childOnly = child.pid === undefined ? undefined : treeRssBytes(child.pid);
    expect(childOnly).toBeGreaterThan(300 * MB);
    expect(own).toBeGreaterThan((childOnly ?? 0) + 20 * MB);
    child.stdin.write('go');
    await new Promise<void>((resolve) => child.on('close', () => { resolve(); }));
    const peak = sampler.stop();
    expect(peak).toBeGreaterThan(300);
    // Once the child is gone, the tree is smaller than the peak the sampler kept.
    expect((treeRssBytes(process.pid) ?? 0) / MB).toBeLessThan(peak);
    expect(treeRssBytes(2 ** 30)).toBeUndefined();
  });
});
