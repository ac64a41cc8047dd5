// Source records (src/core/source-record.ts): every unit of the catalogue has one whose statement
// holds exactly by the factors, and a record that says otherwise stops the catalogue, naming the
// unit and the field.
import { describe, expect, it } from 'vitest';
import { readJsonSources } from '../../../src/catalogue/json.ts';
import { buildCatalogue, type CatalogueSources } from '../../../src/core/catalogue.ts';
import { parseExact } from '../../../src/core/exact.ts';
import { sourceRecordProblems, sourceValueText } from '../../../src/core/source-record.ts';
import { toBase } from '../../../src/core/convert.ts';
import { problemsOf } from '../../../src/db/import-check.ts';
import { SMALL_CATALOGUE } from '../../integration/site-fixture.ts';

const data = buildCatalogue(await readJsonSources());

/** The fixture's sources with one unit's record changed. */
async function fixtureWith(code: string, change: (r: Record<string, unknown>) => void): Promise<CatalogueSources> {
  const src = await readJsonSources(SMALL_CATALOGUE);
  const entry = src.units.find((u) => (u.value as Record<string, unknown>)['unit_code'] === code);
  const value = structuredClone(entry?.value) as Record<string, unknown>;
  change(value['source_record'] as Record<string, unknown>);
  return { ...src, units: src.units.map((u) => (u === entry ? { ...u, value } : u)) };
}

describe('source records', () => {
  it('every unit of data/ has one, and every value of its statement equals what the factors give', () => {
    let quantities = 0;
    for (const cat of data.categories) {
      for (const u of cat.units) {
        if (u.kind !== 'unit') continue;
        const r = u.sourceRecord;
        expect(r, `${cat.slug}/${u.code}`).toBeDefined();
        if (!r) continue;
        expect(sourceRecordProblems(r, u, cat), `${cat.slug}/${u.code}`).toEqual([]);
        // Independently of the check: each quantity in the base unit, exactly, equal to the first.
        const inBase = r.statement.map((q) => {
          const v = parseExact(q.value);
          const unit = cat.units.find((x) => x.kind === 'unit' && x.code === q.unit);
          if (unit?.kind !== 'unit') throw new Error(`${u.code}: ${q.unit} is not a unit of ${cat.slug}`);
          quantities++;
          return { b: toBase(v.value, unit)?.toString(), pi: v.piPower + unit.piPower };
        });
        for (const x of inBase) expect(x, `${cat.slug}/${u.code}`).toEqual(inBase[0]);
        expect(r.basis === 'exact', `${cat.slug}/${u.code}`).toBe(u.exactDefinition);
      }
    }
    expect(quantities).toBeGreaterThan(3000);
  });

  it('a wrong value in a statement stops the catalogue, naming the unit and the field', async () => {
    const src = await fixtureWith('ft', (r) => {
      (r['statement'] as { value: string }[])[2] = { value: '0.3049', unit: 'm' } as never;
    });
    expect(problemsOf(src)).toEqual([expect.stringMatching(/units\.json.*"Foot"\): source_record\.statement\.2\.value: 0\.3049 m is not 1 ft/)]);
  });

  it('names a unit outside the category, a basis that contradicts exact, and a statement without the unit', async () => {
    const other = await fixtureWith('in', (r) => {
      (r['statement'] as unknown[])[1] = { value: '1', unit: 'kelvin' };
    });
    expect(problemsOf(other)).toEqual([expect.stringMatching(/"Inch"\): source_record\.statement\.1\.unit: no unit "kelvin"/)]);
    const basis = await fixtureWith('cm', (r) => {
      r['basis'] = 'measured';
    });
    expect(problemsOf(basis)).toEqual([expect.stringMatching(/source_record\.basis: is "measured" but the unit's exact is true/)]);
    const without = await fixtureWith('km', (r) => {
      r['statement'] = [{ value: '1', unit: 'm' }, { value: '100', unit: 'cm' }];
    });
    expect(problemsOf(without)).toEqual([expect.stringMatching(/"Kilometer"\): source_record\.statement: does not name the unit itself/)]);
  });

  it('a malformed record is refused by the schema, naming the field', async () => {
    const src = await fixtureWith('m', (r) => {
      r['basis'] = 'probably';
    });
    // The unit is refused (and what names it after it): the first problem is the field.
    expect(problemsOf(src)[0]).toMatch(/"Meter"\): source_record\.basis: must be "exact", "measured"/);
  });

  it('writes values exactly, never in E notation: decimals, exponent form far from 1, fractions and π as the source writes them', () => {
    expect(sourceValueText('1609.344')).toBe('1609.344');
    expect(sourceValueText('1.0E+05')).toBe('100000');
    expect(sourceValueText('1.602176634e-19')).toBe('1.602176634e-19');
    expect(sourceValueText('1/7000')).toBe('1/7000');
    expect(sourceValueText('pi/180')).toBe('π/180');
    expect(sourceValueText('6.62607015e-34/1.602176634e-19^2')).toBe('6.62607015e-34/(1.602176634e-19)²');
    for (const cat of data.categories) {
      for (const u of cat.units) {
        if (u.kind !== 'unit' || !u.sourceRecord) continue;
        for (const q of u.sourceRecord.statement) expect(sourceValueText(q.value)).not.toMatch(/E[+-]?\d/);
      }
    }
  });
});
