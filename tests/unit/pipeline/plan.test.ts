import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { groupShards, JOB_MAX_PAGES, jobGroups, planShards, parseShardArg, SITE_SHARD } from '../../../src/pipeline/plan.ts';
import { projectMatrix } from '../../../src/bench/synthetic.ts';
import { loadCatalogueSources } from '../../../src/catalogue/index.ts';
import { buildCatalogue } from '../../../src/core/catalogue.ts';
import { ISLAND_MODULE, relativeIslandIds } from '../../../src/integrations/reproducible.ts';

import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';

const DATA = path.resolve(import.meta.dirname, '../../../data');

describe('the shard plan', () => {
  it('covers every page once, splits large categories by from-unit, and balances slices', async () => {
    const cat = buildCatalogue(await loadCatalogueSources({ databaseUrl: '', dataDir: DATA }));
    const shards = planShards(cat, PUBLISHED_LOCALES);
    expect(shards[0]?.id).toBe(SITE_SHARD);
    const conversions = shards.reduce((n, s) => n + s.conversions, 0);
    // Every conversion page in each of the five languages.
    expect(conversions).toBe(cat.conversionCount * PUBLISHED_LOCALES.length);
    expect(new Set(shards.map((s) => s.id)).size).toBe(shards.length);
    for (const s of shards) expect(s.pages, s.id).toBeLessThanOrEqual(4000);
    const length = shards.filter((s) => s.category === 'length');
    expect(length.length).toBeGreaterThan(1);
    expect(length.filter((s) => s.categoryPages)).toHaveLength(1);
    const temperature = shards.find((s) => s.category === 'temperature');
    expect(temperature?.reads).toEqual(['temperature', 'temperature-difference']);

    const groups = groupShards(shards, 4);
    expect(groups.flat().map((s) => s.id).sort()).toEqual(shards.map((s) => s.id).sort());
    const loads = groups.map((g) => g.reduce((n, s) => n + s.pages, 0));
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(4000);

    // The jobs of a build: no job past about JOB_MAX_PAGES pages (a job's memory grows with its
    // pages), as many for each of the lanes that run at once, each shard in one job.
    const total = shards.reduce((n, s) => n + s.pages, 0);
    expect(total).toBeGreaterThan(4 * JOB_MAX_PAGES);
    for (const lanes of [1, 2, 3]) {
      const jobs = jobGroups(shards, lanes);
      expect(jobs.length % lanes, `${String(lanes)} lanes`).toBe(0);
      expect(jobs.length).toBe(lanes * Math.ceil(total / JOB_MAX_PAGES / lanes));
      expect(jobs.flat().map((s) => s.id).sort()).toEqual(shards.map((s) => s.id).sort());
      for (const j of jobs) expect(j.reduce((n, s) => n + s.pages, 0)).toBeLessThanOrEqual(JOB_MAX_PAGES + 4000);
    }
    // A small build: one job per lane, never more jobs than shards.
    const few = shards.slice(0, 3);
    expect(jobGroups(few, 2)).toHaveLength(2);
    expect(jobGroups(few, 8)).toHaveLength(3);
    expect(jobGroups(few, 1)).toEqual([few.slice().sort((a, b) => (a.id < b.id ? -1 : 1))]);
  });

  it('keeps every other shard as it was when a category is added', async () => {
    const src = await loadCatalogueSources({ databaseUrl: '', dataDir: DATA });
    const before = planShards(buildCatalogue(src), PUBLISHED_LOCALES);
    src.categories.push({ at: 'test', value: { slug: 'aaa-new', title: 'Aaa New', description: 'A new category for the test.', icon: 'ruler' } });
    for (const code of ['x1', 'x2', 'x3']) src.units.push({ at: 'test', value: { name: `New ${code}`, symbol: code, unit_code: code, factor: '1', category: 'Aaa New', source: 'test', exact: true } });
    const after = planShards(buildCatalogue(src), PUBLISHED_LOCALES);
    const site = (l: typeof before) => l.filter((s) => s.id !== SITE_SHARD);
    expect(site(after).filter((s) => s.category !== 'aaa-new')).toEqual(site(before));
    expect(after.find((s) => s.category === 'aaa-new')?.pages).toBe((1 + 3 + 6) * PUBLISHED_LOCALES.length);
  });

  it('reads --shard K/N and refuses anything else', () => {
    expect(parseShardArg('2/4')).toEqual({ k: 2, n: 4 });
    expect(() => parseShardArg('5/4')).toThrow(/1 <= K <= N/);
    expect(() => parseShardArg('x')).toThrow(/K\/N/);
  });

  it('projects a matrix from measured slice times', () => {
    expect(projectMatrix([10, 10, 10, 10], 2, 5)).toBe(25);
    expect(projectMatrix([30, 10, 10, 10], 2, 5)).toBe(35);
  });
});

describe('path-independent island ids', () => {
  const code = 'const astroId = shorthash(`<!--${metadata.componentExport.value}:${metadata.componentUrl}-->\n${html}`);';
  it('hashes the component path relative to the project root', () => {
    const out = relativeIslandIds(code, '/work/a/');
    expect(out).toContain('${__exactconvertRelative(metadata.componentUrl)}-->');
    const rel = runInNewContext(`${out.slice(out.indexOf('function __exactconvertRelative'))}; __exactconvertRelative`) as (u: string) => string;
    expect(rel('/work/a/src/components/Converter.tsx')).toBe('src/components/Converter.tsx');
    expect(rel('/elsewhere/x.tsx')).toBe('/elsewhere/x.tsx');
  });
  it('fails loudly when Astro changes that code', () => {
    expect(() => relativeIslandIds('shorthash(other)', '/r/')).toThrow(ISLAND_MODULE);
  });
});
