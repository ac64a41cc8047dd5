// The fixture site the build, deploy and edge tests build and compare: the small catalogue built by
// `npm run build`, and the files in which two builds differ (what `diff -rq` lists).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, ROOT, runCli } from './postgres/helpers.ts';

export const SMALL_CATALOGUE = path.join(ROOT, 'tests/fixtures/catalogue-small');

/** A copy of the small catalogue with its units edited (a factor changed, a unit removed). */
export async function editedCatalogue(edit: (units: { unit_code: string; factor: unknown }[]) => unknown[]): Promise<string> {
  const dir = await copyFixture(SMALL_CATALOGUE);
  const file = path.join(dir, 'units.json');
  const units = JSON.parse(await readFile(file, 'utf8')) as { unit_code: string; factor: unknown }[];
  const before = new Map(units.map((u) => [u.unit_code, u.factor]));
  // A unit whose factor the test changes loses its source record, whose statement the catalogue checks against the factor.
  const edited = (edit(structuredClone(units)) as { unit_code: string; factor: unknown; source_record?: unknown }[]).map((u) => {
    if (before.get(u.unit_code) !== u.factor) delete u.source_record;
    return u;
  });
  await writeFile(file, `${JSON.stringify(edited, null, 2)}\n`);
  return dir;
}

/** The environment the fixture site is built (and its slices published) with. */
export function fixtureEnv(catalogueDir: string): Record<string, string | undefined> {
  return { CATALOGUE_DIR: catalogueDir, BUILD_DATE: '2026-01-01', SITE_URL: 'https://exactconvert.example', DATABASE_URL: undefined, PUBLIC_CURRENCY_API_URL: undefined };
}

export async function buildSite(catalogueDir: string, out: string, cacheDir: string, args: string[] = []): Promise<void> {
  const r = await runCli('build.ts', ['--out', out, ...args], { ...fixtureEnv(catalogueDir), BUILD_CACHE_DIR: cacheDir });
  if (r.code !== 0) throw new Error(`build failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
}

/** The slices of a matrix build (`--shard K/N`), as folders `base/1` … `base/N`. */
export async function buildSlices(catalogueDir: string, base: string, cacheDir: string, n: number): Promise<string[]> {
  const dirs = Array.from({ length: n }, (_, i) => path.join(base, String(i + 1)));
  for (const [i, dir] of dirs.entries()) await buildSite(catalogueDir, dir, cacheDir, ['--shard', `${String(i + 1)}/${String(n)}`]);
  return dirs;
}

/** Every file below `dir`, by its key, with its bytes. */
export async function siteFiles(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const p = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, p).split(path.sep).join('/'), await readFile(p));
  }
  return out;
}

/** The keys whose bytes differ or that only `after` has, and the keys only `before` has. */
export async function differences(before: string, after: string): Promise<{ changed: string[]; removed: string[] }> {
  const [a, b] = await Promise.all([siteFiles(before), siteFiles(after)]);
  const changed = [...b].filter(([k, bytes]) => !a.get(k)?.equals(bytes)).map(([k]) => k);
  const removed = [...a.keys()].filter((k) => !b.has(k));
  return { changed: changed.sort(), removed: removed.sort() };
}
