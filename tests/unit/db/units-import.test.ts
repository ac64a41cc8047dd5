// The unit generator's pure parts: input checks, the plan against a target, stored
// values, the JSON append and the progress lines. No database, no files.
import { describe, expect, it } from 'vitest';
import { ImportInputError, parseImportInput } from '../../../src/db/import-input.ts';
import { newPairCount, planImport, type TargetState } from '../../../src/db/import-plan.ts';
import { appendToJsonArray } from '../../../src/db/import-json.ts';
import { createProgressPrinter, progressBar } from '../../../src/db/import-progress.ts';
import { toStoredExact } from '../../../src/db/values.ts';

const state: TargetState = {
  categories: [
    { ref: '1', slug: 'length', title: 'Length', units: [{ code: 'm', name: 'Meter' }, { code: 'ft', name: 'Foot' }] },
    { ref: '2', slug: 'weight-and-mass', title: 'Weight and Mass', units: [{ code: 'kg', name: 'Kilogram' }] },
    { ref: '3', slug: 'currency', title: 'Currency', units: [] },
  ],
};

function problems(text: string, s: TargetState = state): string[] {
  try {
    planImport(parseImportInput(text, 'in.json'), s);
  } catch (e) {
    if (e instanceof ImportInputError) return [`${e.title}: ${e.summary}`, ...e.details];
    throw e;
  }
  return [];
}

describe('unit generator input', () => {
  it('gives the messages of SPEC §8 for text that is not JSON or not an array', () => {
    expect(problems('[{')[0]).toBe('Invalid JSON: Please provide valid JSON format');
    expect(problems('{"name": "x"}')).toEqual(['Invalid Data: Units data must be an array']);
    expect(problems('"units"')).toEqual(['Invalid Data: Units data must be an array']);
  });

  it('names each unit and each missing or malformed field', () => {
    expect(
      problems(
        JSON.stringify([
          { name: 'A', unit_code: 'a', category: 'Length' },
          { name: 'B', unit_code: 'b c', factor: '-1', category: 'Length', colour: 'red' },
          { name: 'C', unit_code: 'c', factor: '2', unit_offset: '1', reciprocal: true, category: 'Length' },
          42,
        ]),
      ),
    ).toEqual([
      'Invalid Data: 4 of 4 unit(s) have problems; nothing was imported',
      'in.json #1 ("A"): factor: is required',
      'in.json #2 ("B"): unit_code: must be letters and digits, optionally separated by "_" or "-" (it is used in URLs)',
      'in.json #2 ("B"): factor: must be greater than zero',
      'in.json #2 ("B"): (entry): unknown field(s) "colour"',
      'in.json #3 ("C"): unit_offset: a reciprocal unit cannot have an offset',
      'in.json #4: (entry): Invalid input: expected object, received number',
    ]);
  });

  it('accepts an empty array', () => {
    expect(planImport(parseImportInput('[]', 'in.json'), state)).toEqual({ categories: [], unitCount: 0 });
  });
});

describe('unit generator plan', () => {
  const unit = (name: string, unit_code: string, category: string, factor: string | number = '1'): object => ({ name, unit_code, factor, category });
  const plan = (units: object[], s: TargetState = state): ReturnType<typeof planImport> =>
    planImport(parseImportInput(JSON.stringify(units), 'in.json'), s);

  it('reuses categories by title (any case) or slug, and units by code; creates the rest', () => {
    const p = plan([
      unit('Meter', 'm', 'LENGTH'),
      unit('Inch', 'in', 'length', '0.0254'),
      unit('Pound', 'lb', 'Weight & Mass', '0.45359237'),
      unit('Radian', 'rad', 'Angle'),
      unit('Degree', 'deg', 'angle', 'pi/180'),
    ]);
    expect(p.categories.map((c) => [c.slug, c.title, c.isNew, c.existingUnitCount, c.newUnits.map((u) => u.unit_code), c.presentUnits.map((u) => u.unit_code)])).toEqual([
      ['length', 'Length', false, 2, ['in'], ['m']],
      ['weight-and-mass', 'Weight and Mass', false, 1, ['lb'], []],
      ['angle', 'Angle', true, 0, ['rad', 'deg'], []],
    ]);
    expect(p.categories[2]).toMatchObject({ description: 'Convert between units of Angle.', icon: 'calculator', ref: undefined });
  });

  it('gives a title without Latin letters a stable slug', () => {
    const a = plan([unit('間', 'ken', '長さ')]).categories[0];
    const b = plan([unit('間', 'ken', '長さ')]).categories[0];
    expect(a?.slug).toMatch(/^category-[a-z0-9]+$/);
    expect(a?.slug).toBe(b?.slug);
    expect(plan([unit('Верста', 'versta', 'Длина')]).categories[0]?.slug).not.toBe(a?.slug);
  });

  it('refuses what would break the catalogue, naming the unit and the field', () => {
    expect(
      problems(
        JSON.stringify([
          unit('Mega', 'M', 'Length'),
          unit('Inch', 'in', 'Length'),
          unit('Inch again', 'IN', 'Length'),
          unit('foot', 'foot', 'Length'),
          unit('Gold', 'xau', 'Currency'),
        ]),
      ),
    ).toEqual([
      'Invalid Data: 4 of 5 unit(s) have problems; nothing was imported',
      'in.json #1 ("Mega"): unit_code: "M" collides with the existing code "m" in category "Length" (codes are compared as they appear in URLs)',
      'in.json #3 ("Inch again"): unit_code: duplicate code "IN" in category "Length" (also in.json #2)',
      'in.json #4 ("foot"): name: duplicate unit name "foot" in category "Length" (unit "ft")',
      'in.json #5 ("Gold"): category: "Currency" is the currency category; currencies come from the currency list, not from units',
    ]);
  });

  it('refuses codes that make two conversions share a slug', () => {
    expect(problems(JSON.stringify([unit('A', 'm-to', 'Length'), unit('B', 'to-ft', 'Length')]))).toEqual(
      expect.arrayContaining([expect.stringMatching(/unit_code: the conversion .* would have the slug "m-to-to-ft" of /)]),
    );
  });

  it('counts N*(N-1) - E*(E-1) new ordered pairs', () => {
    expect(newPairCount(0, 4)).toBe(12);
    expect(newPairCount(10, 1)).toBe(20);
    expect(newPairCount(5, 0)).toBe(0);
  });
});

describe('stored exact values', () => {
  it('keeps finite decimals in numeric, and the text whenever numeric cannot give it back', () => {
    expect(toStoredExact('0.3048')).toEqual({ numeric: '0.3048', exact: null });
    expect(toStoredExact(1000)).toEqual({ numeric: '1000', exact: null });
    expect(toStoredExact(0.0254)).toEqual({ numeric: '0.0254', exact: null });
    expect(toStoredExact('1e2')).toEqual({ numeric: '100', exact: '1e2' });
    expect(toStoredExact('0.30480')).toEqual({ numeric: '0.3048', exact: '0.30480' });
    expect(toStoredExact('0.45359237/16')).toEqual({ numeric: '0.028349523125', exact: '0.45359237/16' });
    expect(toStoredExact('1.602176634e-19')).toEqual({ numeric: '0.0000000000000000001602176634', exact: '1.602176634e-19' });
  });

  it('rounds a value that is not a finite decimal to 40 significant digits and keeps the expression', () => {
    expect(toStoredExact('5/9')).toEqual({ numeric: '0.5555555555555555555555555555555555555556', exact: '5/9' });
    expect(toStoredExact('180/pi')).toEqual({ numeric: '57.29577951308232087679815481410517033241', exact: '180/pi' });
    expect(toStoredExact('1e60/3')).toEqual({ numeric: '3.333333333333333333333333333333333333333e+59', exact: '1e60/3' });
  });
});

describe('appending to a seed JSON file', () => {
  it('keeps the existing text and writes 2-space entries with a trailing newline', () => {
    const before = `${JSON.stringify([{ a: 1 }, { b: [1, 2] }], null, 2)}\n`;
    const after = appendToJsonArray(before, [{ c: 'x"<y>' }, { d: null }]);
    expect(after).toBe(`${JSON.stringify([{ a: 1 }, { b: [1, 2] }, { c: 'x"<y>' }, { d: null }], null, 2)}\n`);
    expect(appendToJsonArray(undefined, [{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]\n');
    expect(appendToJsonArray('[]\n', [{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]\n');
    // A file in another layout keeps its layout; only the new entries are added.
    expect(appendToJsonArray('[{"a":1}]', [{ b: 2 }])).toBe('[{"a":1},\n  {\n    "b": 2\n  }\n]\n');
  });

  it('refuses a file that is not a JSON array', () => {
    expect(() => appendToJsonArray('{"a": 1}', [{ b: 2 }])).toThrow(/does not end with "\]"/);
  });
});

describe('generator progress', () => {
  function capture(tty: boolean): { out: string[]; stream: { write(s: string): void; isTTY: boolean } } {
    const out: string[] = [];
    return { out, stream: { write: (s: string) => void out.push(s), isTTY: tty } };
  }

  it('prints the states of SPEC §4 to a log, counting lines at every 10%', () => {
    const { out, stream } = capture(false);
    const p = createProgressPrinter(stream);
    p.event({ state: 'starting', file: 'in.json', target: 'postgres db' });
    p.event({ state: 'waiting', target: 'postgres db', holder: 'another import or seed (server process 42)' });
    p.event({ state: 'planned', units: 3, newUnits: 2, categories: 1, newCategories: 1, newConversions: 200 });
    p.event({ state: 'creating-categories', created: 1, existing: 0, skipped: 0 });
    p.event({ state: 'creating-units', done: 2, total: 2 });
    for (let i = 0; i <= 200; i += 5) p.event({ state: 'creating-conversions', done: i, total: 200 });
    p.finish('completed');
    expect(out.join('').split('\n')).toEqual([
      'Starting: in.json -> postgres db',
      'Waiting: another import or seed (server process 42) is writing to postgres db; this import starts when it is done',
      '  3 units in 1 category: 2 new, 1 already there; 1 new category; 200 new conversions to create',
      'Creating categories: 1 created, 0 already there',
      'Creating units 2/2 [####################] 100%',
      'Creating conversions 0/200 [--------------------]   0%',
      ...[20, 40, 60, 80, 100, 120, 140, 160, 180].map(
        (n) => `Creating conversions ${String(n)}/200 ${progressBar(n, 200)}  ${String(n / 2)}%`,
      ),
      'Creating conversions 200/200 [####################] 100%',
      'Completed successfully',
      '',
    ]);
  });

  it('redraws counting lines in place on a terminal', () => {
    const { out, stream } = capture(true);
    const p = createProgressPrinter(stream);
    p.event({ state: 'creating-conversions', done: 1, total: 4 });
    p.event({ state: 'creating-conversions', done: 2, total: 4 });
    p.finish('stopped');
    expect(out.join('')).toBe(
      '\r\x1b[2KCreating conversions 1/4 [#####---------------]  25%\r\x1b[2KCreating conversions 2/4 [##########----------]  50%\nStopped by user\n',
    );
  });
});
