// Regression tests of issue 12 for `npm run build`: a stopped build leaves no partial
// output, and the swap into the output folder never leaves it missing for long.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replaceDir } from '../../../src/pipeline/swap.ts';
import { finished, removeTemps, ROOT, startCli, tempDir } from '../postgres/helpers.ts';

afterAll(removeTemps);

/** Folders next to `out` whose names start with its own plus a suffix (dist.partial-123, dist.old-123). */
async function leftovers(out: string): Promise<string[]> {
  const base = path.basename(out);
  return (await readdir(path.dirname(out))).filter((n) => n.startsWith(`${base}.`));
}

describe('a build stopped by a signal', () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    it(`${signal} removes the partial output and leaves the old site as it was`, async () => {
      const out = path.join(await tempDir('stop'), 'dist');
      await mkdir(out);
      await writeFile(path.join(out, 'index.html'), 'old site');
      const child = startCli('build.ts', ['--jobs', '2', '--no-cache'], { DATABASE_URL: undefined, CATALOGUE_DIR: 'tests/fixtures/site', OUT_DIR: out, BUILD_CACHE_DIR: path.join(path.dirname(out), 'cache') });
      const done = finished(child);
      // Stop it once its jobs are writing pages (into their folders below the project).
      const work = path.join(ROOT, 'node_modules/.cache/exactconvert-build', `work-${String(child.pid)}`);
      const writing = (): boolean => ['job-1', 'job-2'].some((j) => existsSync(path.join(work, j, 'convert')));
      for (let i = 0; i < 600 && !writing(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(writing()).toBe(true);
      child.kill(signal);
      const r = await done;
      expect(r.code).toBe(code);
      expect(r.stderr).toContain(`Build stopped (${signal}): the partial output was removed`);
      expect(await leftovers(out)).toEqual([]);
      expect(existsSync(work)).toBe(false);
      // No job of this build outlives it (its jobs write below its own work folder; another
      // build on the machine has its own).
      const ps = spawnSync('pgrep', ['-f', `src/pipeline/astro-job.ts .*${work}/job-`], { encoding: 'utf8' });
      expect(ps.stdout.trim()).toBe('');
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old site');
    }, 120_000);
  }
});

describe('replacing the output folder', () => {
  it('keeps a complete site in place: the old one goes aside, the new one comes in, then the old is deleted', async () => {
    const root = await tempDir('swap');
    const out = path.join(root, 'dist');
    const next = path.join(root, 'dist.partial-1');
    // A large old site, so deleting it first (the old way) leaves the folder missing for long.
    await mkdir(path.join(out, 'convert'), { recursive: true });
    await writeFile(path.join(out, 'index.html'), 'old');
    await Promise.all(Array.from({ length: 20 }, async (_, d) => {
      const dir = path.join(out, 'convert', `c${String(d)}`);
      await mkdir(dir);
      for (let f = 0; f < 1000; f++) await writeFile(path.join(dir, `${String(f)}.html`), 'x');
    }));
    await mkdir(next);
    await writeFile(path.join(next, 'index.html'), 'new');

    // Another process watches dist/index.html and reports the longest time it was missing.
    const watcher = spawn(
      process.execPath,
      ['-e', `const fs=require('fs');const p=process.argv[1];let since=null,max=0;const t0=performance.now();
        while(performance.now()-t0<4000){const ok=fs.existsSync(p);const t=performance.now();
        if(!ok&&since===null)since=t;if(ok&&since!==null){max=Math.max(max,t-since);since=null;}}
        if(since!==null)max=Math.max(max,performance.now()-since);console.log(max.toFixed(3));`, path.join(out, 'index.html')],
    );
    let report = '';
    watcher.stdout.on('data', (d: Buffer) => (report += d.toString()));
    const exited = new Promise((r) => watcher.on('close', r));
    await new Promise((r) => setTimeout(r, 300));
    await replaceDir(next, out);
    await exited;
    const longestGapMs = Number(report.trim());
    console.log(`longest time without dist/index.html during the swap: ${longestGapMs.toFixed(3)} ms`);
    expect(longestGapMs).toBeLessThan(100);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await leftovers(out)).toEqual([]);
  }, 120_000);

  it('moves the old site back when the new one cannot be moved in', async () => {
    const root = await tempDir('swap');
    const out = path.join(root, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'old');
    await expect(replaceDir(path.join(root, 'missing'), out)).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await leftovers(out)).toEqual([]);
  });
});
