// The layers of the code: a module imports only from its own layer or the ones below it,
// and the owner commands and the console sit on top where nothing imports them (README,
// "Layout"; each folder's README says what it may import).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Lower numbers are lower layers. A folder not listed is a mistake the test reports. */
const LAYERS: [string, number][] = [
  ['data/', 0],
  ['src/core/', 0],
  ['src/i18n/', 0],
  ['src/serve/', 0],
  ['src/pipeline/protocol.ts', 0],
  ['src/postgres/', 1],
  ['src/catalogue/', 1],
  ['functions/', 1],
  ['src/db/', 2],
  ['src/pipeline/', 3],
  ['src/checks/', 3],
  ['src/deploy/', 3],
  ['src/edge/', 3],
  ['src/bench/', 3],
  // Astro's hooks around the build: they call the pipeline, which never imports them.
  ['src/integrations/', 4],
  ['src/styles/', 4],
  ['src/layouts/', 4],
  ['src/components/', 4],
  ['src/pages/', 4],
  ['astro.config.mjs', 5],
  ['playwright.config.ts', 5],
  ['playwright.console.config.ts', 5],
  ['scripts/', 6],
  ['console/', 6],
];
const TOP = 6;

function layerOf(file: string): number | undefined {
  let best: [string, number] | undefined;
  for (const l of LAYERS) if (file.startsWith(l[0]) && (!best || l[0].length > best[0].length)) best = l;
  return best?.[1];
}

const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function edges(): { from: string; to: string }[] {
  const tracked = execSync('git ls-files', { cwd: ROOT }).toString().split('\n');
  const known = new Set(tracked);
  const out: { from: string; to: string }[] = [];
  for (const f of tracked.filter((t) => /\.(ts|tsx|mjs|astro)$/.test(t))) {
    const text = readFileSync(path.join(ROOT, f), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(f), m[1] ?? ''));
      // Only files of the repository (a template string for a generated site names others).
      if (known.has(to)) out.push({ from: f, to });
    }
  }
  return out;
}

describe('layers', () => {
  const all = edges();
  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(all).toContainEqual({ from: 'src/pipeline/run.ts', to: 'src/pipeline/plan.ts' });
  });

  it('every source file is in a layer', () => {
    const unplaced = [...new Set(all.flatMap((e) => [e.from, e.to]))].filter((f) => !f.startsWith('tests/') && layerOf(f) === undefined);
    expect(unplaced).toEqual([]);
  });

  it('no module imports from a layer above its own', () => {
    const upward = all.filter((e) => !e.from.startsWith('tests/') && (layerOf(e.to) ?? 0) > (layerOf(e.from) ?? 0)).map((e) => `${e.from} -> ${e.to}`);
    expect(upward).toEqual([]);
  });

  it('nothing imports the owner commands or the console, not even the tests (the console command starts the console)', () => {
    const intoTop = all.filter((e) => layerOf(e.to) === TOP && layerOf(e.from) !== TOP).map((e) => `${e.from} -> ${e.to}`);
    expect(intoTop).toEqual([]);
  });
});
