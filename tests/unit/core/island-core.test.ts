import { describe, expect, it } from 'vitest';
import { compoundAmount, perOf } from '../../../src/core/compound.ts';
import { relation } from '../../../src/core/exactness.ts';
import { parseInput, relationOf, showResultOrInfinity } from '../../../src/core/format.ts';
import { showCompound } from '../../../src/core/mixed.ts';
import { looksLikeQuery } from '../../../src/core/search.ts';
import { amountText, compoundLabel, typedValue, unitLabel, unitShort } from '../../../src/core/labels.ts';
import { paths, withValue } from '../../../src/core/paths.ts';

const ft = { name: 'Foot', symbol: 'ft' };
const inch = { name: 'Inch', symbol: 'in' };
const exactUnit = { exactDefinition: true, exactRational: true, piPower: 0 };
const measuredUnit = { exactDefinition: false, exactRational: true, piPower: 0 };

describe('what the islands share with the pages', () => {
  it('writes "=" only for an exact conversion shown exactly', () => {
    expect(relationOf(true, { rounded: false })).toBe('=');
    expect(relationOf(true, { rounded: true })).toBe('≈');
    expect(relationOf(false, { rounded: false })).toBe('≈');
    expect(relation(exactUnit, exactUnit, { rounded: false })).toBe('=');
    expect(relation(exactUnit, measuredUnit, { rounded: false })).toBe('≈');
  });
  it('labels units and amounts as the result lines do', () => {
    expect(unitLabel(inch)).toBe('Inch (in)');
    expect(unitLabel({ name: 'Smoot', symbol: '' })).toBe('Smoot');
    expect(unitLabel({ name: 'Ronnabyte (RB)', symbol: 'RB' })).toBe('Ronnabyte (RB)');
    expect(unitShort({ name: 'Smoot', symbol: '' })).toBe('Smoot');
    expect(compoundLabel(ft, inch)).toBe('Foot + Inch (ft + in)');
    expect(typedValue('  ')).toBe('0');
    expect(amountText(' 5.5 ', ft)).toBe('5.5 ft');
    expect(amountText('5', ft, { value: '', unit: inch })).toBe('5 ft 0 in');
  });
  it('adds up a compound value exactly and shows one in its two parts', () => {
    expect(compoundAmount('5', '10', '12').equals(parseInput('35/6'))).toBe(true);
    expect(compoundAmount('', '6', '12').equals(parseInput('0.5'))).toBe(true);
    expect(perOf('12').equals(parseInput('12'))).toBe(true);
    expect(showCompound(parseInput('35/6'), perOf('12'), { mode: 'auto' })).toEqual({ major: '5', minor: '10', rounded: false });
  });
  it('shows an infinite result as ∞, not rounded', () => {
    expect(showResultOrInfinity(undefined)).toEqual({ text: '∞', rounded: false });
    expect(showResultOrInfinity(parseInput('2.5'))).toEqual({ text: '2.5', rounded: false });
  });
  it('builds a shared value address through the path helpers', () => {
    expect(withValue(paths.conversion('length', 'in-to-mm'), '1/4')).toBe('/convert/length/in-to-mm?v=1%2F4');
  });
  it('tells a typed query from a unit name', () => {
    expect(looksLikeQuery('5 ft to cm')).toBe(true);
    expect(looksLikeQuery(' .5 in')).toBe(true);
    expect(looksLikeQuery('foot')).toBe(false);
  });
});
