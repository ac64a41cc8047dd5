/**
 * Issue 44: every USDA portion the substance files use is USDA's own row (SR28 WEIGHT, kept
 * byte for byte in data/substances/usda/), and what the site shows for that exact measure
 * (the pages' arithmetic: core/substance shownWith, the figure a page writes) equals USDA's
 * gram weight to the digits the value states.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/core/rational.ts';
import { buildSubstances, shownWith } from '../../../src/core/substance/model.ts';

const DIR = path.resolve(import.meta.dirname, '../../../data/substances');
// SR28's text is Windows-1252; its numbers and measure words are ASCII.
const rows = readFileSync(path.join(DIR, 'usda/WEIGHT.extract.txt'), 'latin1').split('\r\n').filter((l) => l !== '');
const foods = readFileSync(path.join(DIR, 'usda/FOOD_DES.extract.txt'), 'latin1').split('\r\n').filter((l) => l !== '');
const field = (s: string): string => s.replace(/^~|~$/g, '');

/** WEIGHT: NDB_No^Seq^Amount^Msre_Desc^Gm_Wgt^Num_Data_Pts^Std_Dev. */
const weights = rows.map((l) => {
  const [ndb, seq, amount, desc, grams] = l.split('^').map(field);
  return { ndb: ndb ?? '', seq: seq ?? '', amount: amount ?? '', desc: desc ?? '', grams: grams ?? '' };
});
/** FOOD_DES: NDB_No^FdGrp_Cd^Long_Desc^... */
const described = new Map(foods.map((l) => {
  const [ndb, , long] = l.split('^').map(field);
  return [ndb ?? '', long ?? ''];
}));

const { substances, problems } = buildSubstances([{ at: 'foods.json', value: JSON.parse(readFileSync(path.join(DIR, 'foods.json'), 'utf8')) as unknown }]);
const portions = substances.list.flatMap((s) => s.values.filter((v) => v.entry.kind === 'portion').map((v) => ({ s, v })));

describe('USDA oracle (SR28 rows beside the data)', () => {
  it('reads the data without a problem and has portions to check', () => {
    expect(problems).toEqual([]);
    expect(portions.length).toBeGreaterThan(300);
  });

  it('every portion is one USDA row of its food: description, amount, measure and modifier, gram weight', () => {
    const wrong: string[] = [];
    for (const { s, v } of portions) {
      const e = v.entry;
      if (e.kind !== 'portion') continue;
      // The portion is USDA's Amount and Msre_Desc as printed ("1 cup packed", ".25 cup leaves, whole").
      const hits = weights.filter((w) => w.ndb === e.ndb && `${w.amount} ${w.desc}` === e.portion);
      if (hits.length !== 1) {
        wrong.push(`${s.slug} ${e.id}: ${String(hits.length)} USDA rows for NDB ${String(e.ndb)} "${e.portion}"`);
        continue;
      }
      const hit = hits[0] as (typeof weights)[number];
      if (Number(hit.grams) !== Number(e.grams)) wrong.push(`${s.slug} ${e.id}: ${e.grams} g, USDA ${hit.grams} g`);
      if (described.get(e.ndb ?? '') !== e.description) wrong.push(`${s.slug} ${e.id}: "${e.description}", USDA "${String(described.get(e.ndb ?? ''))}"`);
    }
    expect(wrong).toEqual([]);
  });

  it("the site's figure for each USDA measure is USDA's gram weight to the value's digits", () => {
    const wrong: string[] = [];
    for (const { s, v } of portions) {
      const e = v.entry;
      if (e.kind !== 'portion') continue;
      const amount = Rational.parseDecimal(e.amount) as Rational;
      const shown = shownWith(amount, e.measure, 'g', v);
      const usda = weights.find((w) => w.ndb === e.ndb && `${w.amount} ${w.desc}` === e.portion);
      if (!usda || Number(shown) !== Number(usda.grams)) wrong.push(`${s.slug} ${e.id}: the site shows ${shown} g for ${e.amount} ${e.measure}, USDA ${String(usda?.grams)} g`);
    }
    expect(wrong).toEqual([]);
  });
});
