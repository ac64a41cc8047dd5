import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import type { Catalogue, Unit } from '../../../src/core/catalogue.ts';
import { compoundFor, fractionAllowed } from '../../../src/core/compound.ts';
import { convert } from '../../../src/core/convert.ts';
import { parseInput } from '../../../src/core/format.ts';
import { showNearestFraction, showSignificant, splitCompound } from '../../../src/core/precision.ts';
import { answerQuery, type QueryUnit } from '../../../src/core/query.ts';
import { Rational } from '../../../src/core/rational.ts';
import { buildSearchIndex, suggest } from '../../../src/core/search.ts';

let cat: Catalogue;
let full: Catalogue;
const r = (s: string): Rational => parseInput(s);
const unit = (c: Catalogue, category: string, code: string): Unit => {
  const u = c.categoryBySlug.get(category)?.unitByCode.get(code);
  if (u?.kind !== 'unit') throw new Error(`missing ${category}/${code}`);
  return u;
};
const queryUnits = (c: Catalogue): QueryUnit[] =>
  c.categories.flatMap((k) =>
    k.units.flatMap((u) =>
      u.kind === 'unit'
        ? [{ name: u.name, code: u.code, symbol: u.symbol, category: k.slug, rank: u.rank, factor: u.factorText, offset: u.offsetText, reciprocal: u.reciprocal, exactDefinition: u.exactDefinition, exactRational: u.exactRational, piPower: u.piPower }]
        : [],
    ),
  );

beforeAll(async () => {
  cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../fixtures/site'), databaseUrl: '' });
  full = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../../data'), databaseUrl: '' });
});

describe('precision modes', () => {
  it('rounds to significant digits and says when it rounded', () => {
    const inCm = Rational.ONE.div(r('2.54'));
    expect(showSignificant(inCm, 4)).toEqual({ text: '0.3937', rounded: true });
    expect(showSignificant(r('2.54'), 3)).toEqual({ text: '2.54', rounded: false });
    expect(showSignificant(r('123456'), 3)).toEqual({ text: '123000', rounded: true });
    expect(showSignificant(r('1e-8'), 5)).toEqual({ text: '1e-8', rounded: false });
    expect(showSignificant(r('299792458e10'), 4)).toEqual({ text: '2.998e+18', rounded: true });
    expect(() => showSignificant(r('1'), 2)).toThrow(/3 to 15/);
  });
  it('gives the nearest fraction: 1 cm ≈ 25/64 in', () => {
    const inCm = Rational.ONE.div(r('2.54'));
    expect(showNearestFraction(inCm, 64)).toEqual({ text: '25/64', rounded: true });
    expect(showNearestFraction(r('1.5'), 2)).toEqual({ text: '1 1/2', rounded: false });
    expect(showNearestFraction(r('-0.375'), 16)).toEqual({ text: '-3/8', rounded: false });
    expect(showNearestFraction(r('2'), 8)).toEqual({ text: '2', rounded: false });
    expect(() => showNearestFraction(r('1'), 3)).toThrow(/denominator/);
  });
  it('reads fractions and mixed numbers typed in the field', () => {
    expect(parseInput('1/4').equals(r('0.25'))).toBe(true);
    expect(parseInput('5 3/8').equals(r('5.375'))).toBe(true);
    expect(parseInput('-1/2').equals(r('-0.5'))).toBe(true);
    expect(parseInput('1/0').isZero()).toBe(true);
  });
});

describe('compound units', () => {
  it('splits 180 cm into 5 ft 10.866 in, rounded first so the inches never reach 12', () => {
    const inches = convert(r('180'), unit(cat, 'length', 'cm'), unit(cat, 'length', 'in'));
    expect(inches).toBeDefined();
    expect(splitCompound(inches as Rational, r('12'), { mode: 'auto' })).toEqual({ major: '5', minor: '10.866', rounded: true });
    expect(splitCompound(r('71.9999'), r('12'), { mode: 'auto' })).toEqual({ major: '6', minor: '0', rounded: true });
    expect(splitCompound(r('70'), r('12'), { mode: 'fraction', denominator: 16 })).toEqual({ major: '5', minor: '10', rounded: false });
  });
  it('offers the compound form on the matching pages only', () => {
    const len = cat.categoryBySlug.get('length');
    const mass = cat.categoryBySlug.get('weight-and-mass');
    if (!len || !mass) throw new Error('fixture');
    expect(compoundFor(len, unit(cat, 'length', 'cm'), unit(cat, 'length', 'ft'))?.side).toBe('to');
    expect(compoundFor(len, unit(cat, 'length', 'ft'), unit(cat, 'length', 'm'))).toMatchObject({ side: 'from', per: '12' });
    expect(compoundFor(len, unit(cat, 'length', 'ft'), unit(cat, 'length', 'mi'))).toBeUndefined();
    expect(compoundFor(mass, unit(cat, 'weight-and-mass', 'kg'), unit(cat, 'weight-and-mass', 'st'))).toMatchObject({ side: 'to', per: '14' });
    expect(compoundFor(mass, unit(cat, 'weight-and-mass', 'lb'), unit(cat, 'weight-and-mass', 'kg'))).toMatchObject({ side: 'from', per: '16' });
    expect(fractionAllowed(len, unit(cat, 'length', 'in'))).toBe(true);
    expect(fractionAllowed(len, unit(cat, 'length', 'cm'))).toBe(false);
  });
});

describe('search ranking (commonness is catalogue data)', () => {
  const first = (c: Catalogue, q: string): string | undefined => {
    const items = buildSearchIndex(c).units.map(([name, code, symbol, , , rank]) => ({ name, code, symbol, rank }));
    return suggest(items, q, 8, 2)[0]?.name;
  };
  it('offers everyday units first in the whole catalogue', () => {
    expect(first(full, 'me')).toBe('Meter');
    expect(first(full, 'fo')).toBe('Foot');
    expect(first(full, 'cel')).toBe('Degree Celsius');
    expect(first(full, 'lb')).toBe('Pound');
    expect(first(full, 'f')).toBeUndefined();
  });
  it('defaults a unit without a rank to 3', () => {
    expect(unit(full, 'weight-and-mass', 'me').rank).toBe(3);
    expect(unit(full, 'length', 'm').rank).toBe(1);
  });
});

describe('typed queries', () => {
  const ask = (c: Catalogue, q: string) => answerQuery(queryUnits(c), q);
  it('answers "5 ft to cm" exactly with its page and value', () => {
    expect(ask(full, '5 ft to cm')).toMatchObject({ kind: 'answer', shown: { text: '152.4' }, relation: '=', href: '/convert/length/ft-to-cm?v=5' });
  });
  it('reads "in" as a connector or as the inch', () => {
    expect(ask(full, '100 f in c')).toMatchObject({ kind: 'answer', from: { code: 'fahrenheit' }, to: { code: 'celsius' }, relation: '≈' });
    expect(ask(full, '1/4 in mm')).toMatchObject({ kind: 'answer', from: { code: 'in' }, to: { code: 'mm' }, shown: { text: '6.35' }, href: '/convert/length/in-to-mm?v=1%2F4' });
  });
  it('works without a connector and with plurals', () => {
    expect(ask(full, '3.5 kg lb')).toMatchObject({ kind: 'answer', shown: { text: '7.71617917647072' }, relation: '≈' });
    expect(ask(full, '2 feet to meters')).toMatchObject({ kind: 'answer', shown: { text: '0.6096' } });
  });
  it('names the word it did not know', () => {
    expect(ask(full, '5 fleeb to cm')).toEqual({ kind: 'unknown', word: 'fleeb' });
    expect(ask(full, '5 kg to kph')).toEqual({ kind: 'unknown', word: 'kph' });
    expect(ask(full, '5 kg to m')).toMatchObject({ kind: 'mismatch' });
    expect(ask(full, 'meter')).toEqual({ kind: 'none' });
  });
});
