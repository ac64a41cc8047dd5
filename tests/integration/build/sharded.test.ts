// The sharded build on the fixture catalogue: every way of building gives the same bytes
// (one job, all cores, the whole-catalogue reference without views, a 4-slice matrix and
// its merge, another checkout folder), an incremental build renders only the shards whose
// data changed and equals a clean build of the same input, and a change to a shared
// source file renders every shard again. The report gives the render time by language.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, removeTemps, ROOT, runCli, tempDir } from '../postgres/helpers.ts';
import { differences as siteDifferences, siteFiles } from '../site-fixture.ts';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue } from '../../../src/core/catalogue.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { parseLine, REPORT_FLAG } from '../../../src/protocol/build.ts';
import { englishPages, EVERY_PAGE } from '../../../src/site/pages.ts';

afterAll(removeTemps);

const FIXTURE = path.join(ROOT, 'tests/fixtures/catalogue-small');
const ENV = { DATABASE_URL: undefined, BUILD_DATE: '2026-01-01', SITE_URL: 'https://exactconvert.example', PUBLIC_CURRENCY_API_URL: undefined };

/** The files in which two trees differ (other bytes, or on one side only). */
async function differences(a: string, b: string): Promise<string[]> {
  const d = await siteDifferences(a, b);
  return [...d.changed, ...d.removed].sort();
}

async function build(args: string[], env: Record<string, string | undefined>, script = 'build.ts', root = ROOT): Promise<CliResult> {
  const r = await runCli(path.relative(path.join(ROOT, 'scripts'), path.join(root, 'scripts', script)), args, { ...ENV, ...env });
  if (r.code !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  return r;
}

/** The environment that sets a process's clock (and its jobs') to another day: libfaketime, which .ci/run installs. */
function otherDay(at: string): Record<string, string> {
  const lib = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
  if (!existsSync(lib)) throw new Error(`${lib} is missing: apt-get install faketime`);
  return { LD_PRELOAD: lib, FAKETIME: `@${at}` };
}

/** The shard ids a build says it rendered. */
function rendered(r: CliResult): string[] {
  return r.stdout
    .split('\n')
    .filter((l) => l.startsWith('  render '))
    .flatMap((l) => (l.split(': ')[1] ?? '').split(', '))
    .sort();
}

let base: string;
let reference: string;
let referenceRun: CliResult;
beforeAll(async () => {
  base = await tempDir('sharded');
  reference = path.join(base, 'all-cores');
  referenceRun = await build(['--out', reference, '--jobs', '2', REPORT_FLAG], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: path.join(base, 'cache-ref') });
}, 180_000);

describe("the build's report", () => {
  it('gives the render time of every language and the pages it rendered, summed over the jobs', async () => {
    const line = referenceRun.stdout.split('\n').map(parseLine).find((m) => m?.kind === 'report');
    if (line?.kind !== 'report') throw new Error(`no @report line in:\n${referenceRun.stdout}`);
    const { languages, jobs } = line.value;
    expect(jobs).toBe(2);
    expect(Object.keys(languages)).toEqual([...PUBLISHED_LOCALES]);
    // Every page of the list, in each language once.
    const cat = buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: FIXTURE }));
    const pages = englishPages(cat, EVERY_PAGE).length;
    for (const t of Object.values(languages)) {
      expect(t.pages).toBe(pages);
      expect(t.ms).toBeGreaterThan(0);
    }
    expect(referenceRun.stdout).toMatch(/Render CPU time per page by language \(each job's, summed over jobs\): en \d+\.\d{3} ms \([\d,]+ pages\), es \d+\.\d{3} ms \([+−]\d+\.\d %\)/);
  });
});

describe("the islands' server render", () => {
  it("gives each island's useId ids its prefix, as the client hydrates them (src/integrations/react-string.ts)", async () => {
    for (const page of ['convert/length/cm-to-ft.html', 'es/convert/length/cm-to-ft.html']) {
      const html = await readFile(path.join(reference, page), 'utf8');
      const prefixes = [...html.matchAll(/<astro-island [^>]*prefix="(r\d+)"/g)].map((m) => m[1]);
      expect(prefixes, page).toEqual(['r0']);
      const ids = [...html.matchAll(/ id="(_r[^"]*)"/g)].map((m) => m[1] ?? '');
      expect(ids.length, page).toBeGreaterThan(2);
      for (const id of ids) expect(id, page).toMatch(/^_r0R_/);
    }
  });
});

describe('the sharded build gives the same bytes', () => {
  it('with one job on another day (the clock set to 2031 with the same inputs), and as the whole-catalogue reference build without views', async () => {
    const one = path.join(base, 'one-job');
    const r = await build(['--out', one, '--jobs', '1'], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: path.join(base, 'cache-one'), ...otherDay('2031-07-15 12:00:00') });
    expect(r.stdout).toContain('in 1 job(s)');
    expect(await differences(reference, one)).toEqual([]);
    // The dates on the pages are the build date's (BUILD_DATE), not the clock's.
    const terms = (await readFile(path.join(one, 'terms.html'), 'utf8'));
    expect(terms).toContain('<time datetime="2026-01-01">January 1, 2026</time>');
    expect(terms).toMatch(/© 2026 /);
    const whole = path.join(base, 'whole');
    await build(['--out', whole, '--whole'], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: path.join(base, 'cache-whole') });
    expect(await differences(reference, whole)).toEqual([]);
    // Sanity: the comparison sees a real site.
    const files = await siteFiles(reference);
    expect(files.has('convert/length/m-to-ft.html')).toBe(true);
    expect(files.has('sitemap.xml') && files.has('_headers') && files.has('search-index.json')).toBe(true);
    // One list of currencies per language, beside the search indexes (the currency pages fetch it).
    expect(['currencies.json', 'currencies.es.json', 'currencies.de.json', 'currencies.fr.json', 'currencies.az.json'].filter((f) => !files.has(f))).toEqual([]);
  }, 180_000);

  it('as four slices of a matrix merged by build:merge, which refuses a missing or foreign slice', async () => {
    const cache = path.join(base, 'cache-matrix');
    const slices: string[] = [];
    for (let k = 1; k <= 4; k++) {
      const dir = path.join(base, `slice-${String(k)}`);
      slices.push(dir);
      await build(['--shard', `${String(k)}/4`, '--out', dir], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: cache });
    }
    const merged = path.join(base, 'merged');
    const merge = await build([...slices, '--out', merged], { CATALOGUE_DIR: FIXTURE }, 'build-merge.ts');
    expect(merge.stdout).toContain("(slice 1's)");
    expect(await differences(reference, merged)).toEqual([]);
    // Merged with another build date: refused, since the legal pages of the site shard state the slices' date.
    const later = await runCli('build-merge.ts', [...slices, '--out', path.join(base, 'nope')], { ...ENV, CATALOGUE_DIR: FIXTURE, BUILD_DATE: '2026-02-02' });
    expect(later.code).toBe(1);
    expect(later.stderr).toMatch(/shard site \(\S+\) was built from other inputs/);
    expect(later.stderr).not.toMatch(/shard c-/);

    const missing = await runCli('build-merge.ts', [...slices.slice(1), '--out', path.join(base, 'nope')], { ...ENV, CATALOGUE_DIR: FIXTURE });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/shard \S+ is in none of the slices/);
    const foreign = await runCli('build-merge.ts', [...slices, '--out', path.join(base, 'nope')], { ...ENV, CATALOGUE_DIR: FIXTURE, SITE_URL: 'https://other.example' });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('was built from other inputs');
  }, 180_000);

  it('from another checkout folder; and a change to a shared source file renders every shard', async () => {
    const checkout = path.join(base, 'elsewhere', 'checkout');
    await mkdir(checkout, { recursive: true });
    for (const f of ['src', 'public', 'data/names', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json']) {
      await cp(path.join(ROOT, f), path.join(checkout, f), { recursive: true });
    }
    await symlink(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));
    const cache = path.join(base, 'cache-elsewhere');
    const out = path.join(base, 'elsewhere-dist');
    await build(['--out', out], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: cache }, 'build.ts', checkout);
    expect(await differences(reference, out)).toEqual([]);

    const site = path.join(checkout, 'src/core/paths.ts');
    await writeFile(site, `${await readFile(site, 'utf8')}\n// a comment changes no page, but the build cannot know that\n`);
    const again = await build(['--out', out], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: cache }, 'build.ts', checkout);
    expect(again.stdout).toMatch(/render 6 \(sources, lock file, config, Node or environment changed\)/);
    expect(again.stdout).toContain('reuse 0');
  }, 240_000);
});

describe('an incremental build', () => {
  it('renders only the shards whose data changed, and equals a clean build of the same input', async () => {
    const data = path.join(base, 'catalogue');
    await cp(FIXTURE, data, { recursive: true });
    const cache = path.join(base, 'cache-incremental');
    const out = path.join(base, 'incremental');
    const first = await build(['--out', out], { CATALOGUE_DIR: data, BUILD_CACHE_DIR: cache });
    expect(rendered(first)).toEqual(['c-currency', 'c-fuel-economy', 'c-length', 'c-temperature', 'site', 'substances-1']);
    const unchanged = await build(['--out', out], { CATALOGUE_DIR: data, BUILD_CACHE_DIR: cache });
    expect(rendered(unchanged)).toEqual([]);
    expect(unchanged.stdout).toContain('reuse 6 (unchanged key)');

    // One factor of one unit: that category's pages and the site pages (its Ultra view) change.
    const unitsFile = path.join(data, 'units.json');
    const units = JSON.parse(await readFile(unitsFile, 'utf8')) as { unit_code: string; factor: string; source_record?: unknown }[];
    const versta = units.find((u) => u.unit_code === 'versta');
    if (!versta) throw new Error('the fixture has no versta');
    versta.factor = '1066.9';
    // Its source record states the old factor, which the catalogue checks: the edited unit has none.
    delete versta.source_record;
    await writeFile(unitsFile, JSON.stringify(units, null, 2));
    const second = await build(['--out', out], { CATALOGUE_DIR: data, BUILD_CACHE_DIR: cache });
    expect(rendered(second)).toEqual(['c-length', 'site']);
    expect(second.stdout).toContain('render 2 (its catalogue data or build date changed): site, c-length');

    const clean = path.join(base, 'clean');
    await build(['--out', clean, '--no-cache'], { CATALOGUE_DIR: data, BUILD_CACHE_DIR: path.join(base, 'cache-clean') });
    expect(await differences(clean, out)).toEqual([]);
    expect(await differences(reference, out)).toContain('convert/length/versta-to-km.html');
    expect(await readFile(path.join(out, 'convert/length/versta-to-m.html'), 'utf8')).toContain('1066.9');
  }, 240_000);

  it('does not reuse a cached shard whose files were changed in place', async () => {
    const cache = path.join(base, 'cache-tamper');
    const out = path.join(base, 'tamper');
    await build(['--out', out], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: cache });
    // dist/ shares its files with the cache (hard links): an edit in place reaches the cache.
    const page = path.join(out, 'convert/length/m-to-ft.html');
    const { chmod } = await import('node:fs/promises');
    await chmod(page, 0o644);
    await writeFile(page, 'edited by hand');
    const again = await build(['--out', out], { CATALOGUE_DIR: FIXTURE, BUILD_CACHE_DIR: cache });
    expect(again.stdout).toMatch(/render 1 \(its cached file convert\/length\/m-to-ft\.html was changed since it was stored\): c-length/);
    expect(await differences(reference, out)).toEqual([]);
  }, 180_000);
});
