import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import { buildCatalogue, CatalogueError, type CatalogueSources, type Located } from '../../../src/core/catalogue.ts';

const at = (file: string, values: unknown[]): Located[] => values.map((value, i) => ({ at: `${file} #${String(i + 1)}`, value }));

function sources(over: Partial<Record<'categories' | 'units' | 'currencies' | 'overrides' | 'aliases', unknown[]>> = {}): CatalogueSources {
  return {
    origin: 'data/',
    categories: at('data/categories.json', over.categories ?? [
      { slug: 'length', title: 'Length', description: 'd', icon: 'ruler' },
      { slug: 'currency', title: 'Currency', description: 'd', icon: 'coins' },
    ]),
    units: at('data/units.json', over.units ?? [
      { name: 'Meter', symbol: 'm', unit_code: 'm', factor: '1', category: 'Length', source: 's', exact: true },
      { name: 'Foot', symbol: 'ft', unit_code: 'ft', factor: 0.3048, category: 'Length', source: 's', exact: true },
    ]),
    currencies: at('data/currencies.json', over.currencies ?? [{ code: 'USD', name: 'US Dollar', symbol: '$', crypto: false }]),
    overrides: at('data/conversions.json', over.overrides ?? []),
    aliases: at('data/aliases.json', over.aliases ?? []),
  };
}

function problems(src: CatalogueSources): string[] {
  try {
    buildCatalogue(src);
  } catch (e) {
    if (e instanceof CatalogueError) return e.problems;
    throw e;
  }
  return [];
}

const meter = { name: 'Meter', symbol: 'm', unit_code: 'm', factor: '1', category: 'Length', exact: true };

describe('catalogue schema', () => {
  it('builds every ordered pair, N*(N-1)', () => {
    const c = buildCatalogue(sources());
    const length = c.categoryBySlug.get('length');
    expect(length?.conversions.map((v) => v.slug)).toEqual(['m-to-ft', 'ft-to-m']);
    expect(c.conversionCount).toBe(2);
    expect(c.unitCount).toBe(2);
  });

  it('rejects a duplicate unit code in a category, naming file, entry and field', () => {
    expect(problems(sources({ units: [meter, { ...meter, name: 'Metre' }] }))).toEqual([
      'data/units.json #2 ("Metre"): unit_code: duplicate code "m" in category "Length"',
    ]);
    // Codes that differ only in case collide once lowercased into URLs.
    expect(problems(sources({ units: [meter, { ...meter, name: 'Mega', unit_code: 'M' }] }))[0]).toMatch(/duplicate code "M"/);
  });

  it('rejects zero, negative and malformed factors', () => {
    const p = problems(
      sources({
        units: [
          { ...meter, factor: '0' },
          { ...meter, name: 'B', unit_code: 'b', factor: -2 },
          { ...meter, name: 'C', unit_code: 'c', factor: 'ten' },
          { ...meter, name: 'D', unit_code: 'd', factor: '1/0' },
        ],
      }),
    );
    expect(p).toEqual([
      'data/units.json #1 ("Meter"): factor: must be greater than zero',
      'data/units.json #2 ("B"): factor: must be greater than zero',
      'data/units.json #3 ("C"): factor: "ten" is not a number or an exact expression (like "0.0254", "5/9" or "0.3048^3")',
      'data/units.json #4 ("D"): factor: "1/0" divides by zero',
    ]);
  });

  it('rejects a unit whose category does not exist, and missing fields', () => {
    expect(problems(sources({ units: [{ ...meter, category: 'Lenght' }] }))).toEqual([
      'data/units.json #1 ("Meter"): category: no category titled "Lenght"',
    ]);
    const p = problems(sources({ units: [{ name: 'X', factor: '1', category: 'Length' }] }));
    expect(p).toHaveLength(1);
    expect(p).toEqual(['data/units.json #1 ("X"): unit_code: is required']);
    // factor is a number-or-string union: still "is required", not zod's "Invalid input".
    expect(problems(sources({ units: [{ name: 'Y', unit_code: 'y', category: 'Length' }] }))).toEqual([
      'data/units.json #1 ("Y"): factor: is required',
    ]);
  });

  it('rejects duplicate category slugs and unknown fields', () => {
    const p = problems(
      sources({
        categories: [
          { slug: 'length', title: 'Length' },
          { slug: 'length', title: 'Length 2' },
          { slug: 'Bad Slug', title: 'Bad' },
          { slug: 'x', title: 'X', colour: 'red' },
        ],
        units: [],
        currencies: [],
      }),
    );
    expect(p[0]).toBe('data/categories.json #2 ("Length 2"): slug: duplicate category slug "length"');
    expect(p[1]).toMatch(/^data\/categories\.json #3 \("Bad"\): slug: must be lowercase/);
    expect(p[2]).toBe('data/categories.json #4 ("X"): (entry): unknown field(s) "colour"');
  });

  it('rejects an offset on a reciprocal unit', () => {
    expect(problems(sources({ units: [{ ...meter, reciprocal: true, unit_offset: '1' }] }))).toEqual([
      'data/units.json #1 ("Meter"): unit_offset: a reciprocal unit cannot have an offset',
    ]);
  });

  it('takes a commonness rank from 1 to 5, 3 when absent', () => {
    expect(problems(sources({ units: [{ ...meter, rank: 0 }, { ...meter, unit_code: 'm2', name: 'M2', rank: 2.5 }] }))).toEqual([
      'data/units.json #1 ("Meter"): rank: must be a whole number from 1 to 5',
      'data/units.json #2 ("M2"): rank: must be a whole number from 1 to 5',
    ]);
    const cat = buildCatalogue(sources({ units: [{ ...meter, rank: 1 }, { ...meter, unit_code: 'km', name: 'Kilometer', factor: '1000' }] }));
    const units = cat.categoryBySlug.get('length')?.units.map((u) => (u.kind === 'unit' ? u.rank : 0));
    expect(units).toEqual([1, 3]);
  });

  it('rejects overrides and aliases that point nowhere', () => {
    const p = problems(
      sources({
        overrides: [{ category: 'length', slug: 'm-to-mi', is_popular: true }],
        aliases: [
          { from: '/convert/length-converter', to: '/convert/lenght' },
          { from: '/convert/length', to: '/convert/length/m-to-ft' },
        ],
      }),
    );
    expect(p).toEqual([
      'data/conversions.json #1 ("m-to-mi"): slug: no conversion "length/m-to-mi"',
      'data/aliases.json #1: to: "/convert/lenght" is not a page of the site',
      'data/aliases.json #2: from: "/convert/length" is already a page; an alias cannot replace it',
    ]);
  });

  it('applies overrides: popular flag, order and meta description', () => {
    const c = buildCatalogue(sources({ overrides: [{ category: 'length', slug: 'ft-to-m', is_popular: true, sort_order: 1, meta_description: 'Feet to meters.' }] }));
    const first = c.categoryBySlug.get('length')?.conversions[0];
    expect(first?.slug).toBe('ft-to-m');
    expect(first?.isPopular).toBe(true);
    expect(first?.metaDescription).toBe('Feet to meters.');
  });

  it('names the file and position of a JSON syntax error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cat-'));
    await writeFile(path.join(dir, 'categories.json'), '[]');
    await writeFile(path.join(dir, 'units.json'), '[\n  {"name": "x",}\n]');
    await expect(readJsonSources(dir)).rejects.toThrow(/units\.json: invalid JSON at line 2/);
    await writeFile(path.join(dir, 'units.json'), '{"name": "x"}');
    await expect(readJsonSources(dir)).rejects.toThrow(/units\.json: must be a JSON array/);
    await rm(dir, { recursive: true, force: true });
  });
});
