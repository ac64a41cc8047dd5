// The lock file as npm itself writes it: a fresh `npm install` must leave it unchanged
// (issue 12), so the platform stubs of scripts/lock-platform-stubs.py use npm's key order.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCK = path.join(ROOT, 'package-lock.json');
const SCRIPT = path.join(ROOT, 'scripts/lock-platform-stubs.py');
const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((d) => rm(d, { recursive: true, force: true })));
});

type Entry = Record<string, unknown>;
const isStub = (e: Entry): boolean => e['resolved'] === undefined && e['integrity'] === undefined && e['optional'] === true;

async function tempCopy(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lock-'));
  temps.push(dir);
  const file = path.join(dir, 'package-lock.json');
  await writeFile(file, text);
  return file;
}

function runScript(file: string): string {
  const r = spawnSync('python3', [SCRIPT, file], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

describe('package-lock.json platform stubs', () => {
  it('are written with the keys in npm\'s order: version, then the rest alphabetically', async () => {
    const lock = JSON.parse(await readFile(LOCK, 'utf8')) as { packages: Record<string, Entry> };
    const stubs = Object.entries(lock.packages).filter(([name, e]) => name !== '' && isStub(e));
    expect(stubs.length).toBeGreaterThan(10);
    for (const [name, e] of stubs) {
      const keys = Object.keys(e);
      expect([name, keys]).toEqual([name, ['version', ...keys.filter((k) => k !== 'version').sort()]]);
    }
  });

  it('the script reproduces the committed lock from one without its stubs, byte for byte, and changes nothing on a second run', async () => {
    const text = await readFile(LOCK, 'utf8');
    const lock = JSON.parse(text) as { packages: Record<string, Entry> };
    const stripped = Object.fromEntries(Object.entries(lock.packages).filter(([name, e]) => name === '' || !isStub(e)));
    const file = await tempCopy(`${JSON.stringify({ ...lock, packages: stripped }, null, 2)}\n`);
    expect(runScript(file)).toMatch(/: 16 platform stub\(s\) added: /);
    expect(await readFile(file, 'utf8')).toBe(text);
    const again = path.join(path.dirname(file), 'again.json');
    await copyFile(LOCK, again);
    expect(runScript(again)).toMatch(/: 0 platform stub\(s\) added$/m);
    expect(await readFile(again, 'utf8')).toBe(text);
  });
});
