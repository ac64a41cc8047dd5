// The README's client (section "Static JSON API"), run as written against the API files of the
// whole catalogue (data/), on 1,000 seeded pairs with seeded values: each answer must be the
// site's own exact result (src/core/convert.ts on the catalogue's rationals), π included.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/catalogue/index.ts';
import type { Catalogue, Conversion, Unit } from '../../../../src/core/catalogue.ts';
import { convert } from '../../../../src/core/convert.ts';
import { PI_TEXT } from '../../../../src/core/exact.ts';
import { Rational } from '../../../../src/core/rational.ts';
import { seededRandom, seededSample } from '../../../../src/core/seeded.ts';
import { PUBLISHED_LOCALES } from '../../../../src/i18n/locales.ts';
import { apiFiles } from '../../../../src/site/api/files.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SITE = 'https://exactconvert.example';
const PAIRS = 1000;
const PI = Rational.parseDecimal(PI_TEXT) as Rational;

/** The first ```js block of the README's "Static JSON API" section. */
function readmeClient(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Static JSON API\n');
  const end = readme.indexOf('\n## ', start + 1);
  const m = /```js\n([\s\S]*?)```/.exec(readme.slice(start, end));
  if (start < 0 || !m?.[1]) throw new Error('README.md has no ```js block in its "Static JSON API" section');
  return m[1];
}

async function asyncSample(): Promise<void> {
  await Promise.resolve();
}

type Convert = (category: string, value: string, from: string, to: string) => Promise<string>;

/** Runs the client's code with `fetch` answering from the files (404 for any other address) and its console captured. */
async function runClient(code: string, files: ReadonlyMap<string, string>, printed: string[]): Promise<Convert> {
  const fetch = (url: string): Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }> => {
    const body = url.startsWith(`${SITE}/`) ? files.get(url.slice(SITE.length + 1)) : undefined;
    return Promise.resolve({ ok: body !== undefined, status: body === undefined ? 404 : 200, json: () => Promise.resolve(JSON.parse(body ?? 'null') as unknown) });
  };
  const console = { log: (...args: unknown[]) => printed.push(args.map(String).join(' ')) };
  // The block uses top-level await, as a module may: an async function's body runs it the same way.
  const AsyncFunction = (Object.getPrototypeOf(asyncSample) as { constructor: new (...args: string[]) => (...a: unknown[]) => Promise<unknown> }).constructor;
  return (await new AsyncFunction('fetch', 'console', `${code}\nreturn convert;`)(fetch, console)) as Convert;
}

/** A printed answer read back: "167.64", "-50/127", "180 × π^-1". */
function readAnswer(text: string): { value: Rational; piPower: number } {
  const m = /^(-?\d+(?:\.\d+)?|-?\d+\/\d+)(?: × π\^(-?\d+))?$/.exec(text);
  if (!m?.[1]) throw new Error(`the client printed ${JSON.stringify(text)}`);
  const [n, d] = m[1].split('/');
  const value = d === undefined ? Rational.parseDecimal(m[1]) : Rational.of(BigInt(n ?? ''), BigInt(d));
  if (!value) throw new Error(`not a number: ${m[1]}`);
  return { value, piPower: Number(m[2] ?? '0') };
}

/** A seeded decimal: zero, whole numbers, decimals, negatives, tiny and large values. */
function valueMaker(seed: number): () => string {
  const r = seededRandom(seed);
  const digits = (n: number): string => Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
  return () => {
    const sign = r() < 0.2 ? '-' : '';
    const pick = Math.floor(r() * 6);
    if (pick === 0) return r() < 0.3 ? '0' : `${sign}${String(1 + Math.floor(r() * 100))}`;
    if (pick === 1) return `${sign}${String(Math.floor(r() * 1e6))}.${digits(1 + Math.floor(r() * 6))}`;
    if (pick === 2) return `${sign}0.${'0'.repeat(Math.floor(r() * 12))}${String(1 + Math.floor(r() * 9))}${digits(Math.floor(r() * 5))}`;
    if (pick === 3) return `${sign}${String(1 + Math.floor(r() * 9))}${digits(8 + Math.floor(r() * 12))}`;
    return `${sign}${String(Math.floor(r() * 1000))}.${digits(2)}`;
  };
}

/** 1,000 pairs: a seeded sample of each unit category's conversions (so every category has some), then a seeded 1,000 of them. */
function seededPairs(cat: Catalogue): Conversion[] {
  const units = cat.categories.filter((c) => c.kind === 'units');
  const each = Math.ceil((PAIRS * 1.5) / units.length);
  return seededSample(units.flatMap((c, i) => seededSample(c.conversions, each, 4500 + i)), PAIRS, 45);
}

describe('the README client against the API of the whole catalogue', () => {
  let cat: Catalogue;
  let files: Map<string, string>;
  let code: string;

  beforeAll(async () => {
    cat = await loadCatalogue({ databaseUrl: '', dataDir: undefined });
    files = new Map(apiFiles(cat, { site: SITE, locales: PUBLISHED_LOCALES, currencyApiUrl: undefined }));
    code = readmeClient();
  });

  it('is at most twenty lines, and its own example prints what its comment says', async () => {
    const lines = code.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(20);
    const printed: string[] = [];
    await runClient(code, files, printed);
    const said = /\/\/ (\S+)$/.exec(lines[lines.length - 1] ?? '')?.[1];
    expect(said).toBeDefined();
    expect(printed).toEqual([said]);
  });

  it('converts 1,000 seeded pairs exactly as the site does', async () => {
    const convertApi = await runClient(code, files, []);
    const pairs = seededPairs(cat);
    expect(pairs).toHaveLength(PAIRS);
    const value = valueMaker(2026);
    const counts = { rational: 0, withPi: 0, infinite: 0, reciprocal: 0, offset: 0, piCancelled: 0 };
    const wrong: string[] = [];
    for (const pair of pairs) {
      const from = pair.from as Unit;
      const to = pair.to as Unit;
      const x = value();
      const site = convert(Rational.parseDecimal(x) as Rational, from, to);
      let answer: string;
      try {
        answer = await convertApi(pair.category.slug, x, from.code, to.code);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        // The only refusal the catalogue allows: an infinite result, which the site has too.
        if (message === 'no finite result' && site === undefined) counts.infinite++;
        else wrong.push(`${pair.category.slug} ${x} ${from.code} -> ${to.code}: threw ${message}, the site has ${site?.toString() ?? 'no finite result'}`);
        continue;
      }
      const got = readAnswer(answer);
      // The client keeps π as a power; the site multiplies in its 50-decimal π. The same number when both are exact.
      const value_ = got.piPower === 0 ? got.value : got.value.mul(PI.pow(got.piPower));
      if (site === undefined || !value_.equals(site)) wrong.push(`${pair.category.slug} ${x} ${from.code} -> ${to.code}: the client says ${answer}, the site ${site?.toString() ?? 'no finite result'}`);
      if (got.piPower === 0) counts.rational++;
      else counts.withPi++;
      if (got.piPower === 0 && (from.piPower !== 0 || to.piPower !== 0)) counts.piCancelled++;
      if (from.reciprocal || to.reciprocal) counts.reciprocal++;
      if (!from.offset.isZero() || !to.offset.isZero()) counts.offset++;
    }
    console.log(`README client, ${String(PAIRS)} seeded pairs: ${String(counts.rational)} exact rational results (${String(counts.piCancelled)} with π cancelled), ${String(counts.withPi)} kept as a fraction × π^k (no fraction is exact), ${String(counts.infinite)} without a finite result; ${String(counts.reciprocal)} with a reciprocal unit, ${String(counts.offset)} with an offset`);
    expect(wrong).toEqual([]);
    expect(counts.rational + counts.withPi + counts.infinite).toBe(PAIRS);
    // The sample reaches every kind of unit the client handles.
    for (const k of ['withPi', 'piCancelled', 'reciprocal', 'offset'] as const) expect(counts[k], k).toBeGreaterThan(0);
  });

  it('would see a wrong factor: the same client on a file with one factor changed disagrees with the site', async () => {
    const key = 'api/v1/length.json';
    const file = JSON.parse(files.get(key) ?? '{}') as { units: { code: string; factor: { numerator: string } }[] };
    const ft = file.units.find((u) => u.code === 'ft');
    if (!ft) throw new Error('no ft in length.json');
    ft.factor.numerator = String(BigInt(ft.factor.numerator) + 1n);
    const convertApi = await runClient(code, new Map([...files, [key, JSON.stringify(file)]]), []);
    const length = cat.categoryBySlug.get('length');
    const site = convert(Rational.of(1n), length?.unitByCode.get('ft') as Unit, length?.unitByCode.get('m') as Unit);
    expect(site?.toString()).toBe('381/1250');
    expect(readAnswer(await convertApi('length', '1', 'ft', 'm')).value.equals(site as Rational)).toBe(false);
    await expect(convertApi('length', '1', 'ft', 'no-such-unit')).rejects.toThrow('no unit no-such-unit in length');
    await expect(convertApi('no-such-category', '1', 'ft', 'm')).rejects.toThrow('HTTP 404');
  });
});
