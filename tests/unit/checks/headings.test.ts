// The H1 measure of issue 27 with a fake dictionary: which heading words count as English.
import { describe, expect, it } from 'vitest';
import { englishWords, headingOf, headingWords, nationalWords, vouchedWords, type Speller } from '../../../src/checks/headings.ts';

// A toy Spanish and English vocabulary: a word is unknown to a dictionary when it is not listed.
const KNOWN: Record<string, Set<string>> = {
  es_ES: new Set(['metro', 'pie', 'a', 'cuadrado', 'galón', 'Galón']),
  en_US: new Set(['square', 'foot', 'firkin', 'Firkin', 'gallon', 'Shaku', 'furlong', 'Furlong', 'Planck']),
};
const spell: Speller = (dictionary, words) => new Set(words.filter((w) => !(KNOWN[dictionary]?.has(w) ?? false)));

describe('English words in a heading', () => {
  it('reads the H1 and leaves the bracketed glosses out', () => {
    expect(headingOf('<main><h1 class="x">Metro a <span>pie</span> &amp; m&#xB2;</h1></main>')).toBe('Metro a pie & m²');
    expect(headingWords('Firkin (imperial) a metro cuadrado')).toEqual(['Firkin', 'metro', 'cuadrado']);
  });

  it('counts a word the language does not know and English does, unless something vouches for it', () => {
    const words = ['Firkin', 'metro', 'pie', 'square', 'Furlong', 'Planck', 'Shaku', 'kilofirkin', 'Kilogalón'];
    const vouched = vouchedWords({ length: { 'length-furlong': { displayName: 'furlongs', 'unitPattern-count-one': '{0} furlong' }, x: { displayName: 'Imp. square' } } }, { units: {} });
    const national = nationalWords([{ name: 'Shaku (Japanese)' }]);
    // square: only in an abbreviated CLDR pattern, so not vouched for; Furlong: in CLDR's names; Planck: a proper name;
    // Shaku: a national unit; Kilogalón: a prefix on a Spanish word; kilofirkin: a prefix on an English one, which en_US does not know whole.
    expect([...englishWords(words, 'es', spell, vouched, national)].sort()).toEqual(['Firkin', 'square']);
  });

  it('a name the names file cites as the language\'s own (kind reference) vouches for its words', () => {
    const vouched = vouchedWords({}, { units: { 'volume/firkin': { name: 'Firkin (imperial)', kind: 'reference' }, 'x/y': { name: 'Square', kind: 'translated' } } });
    expect(vouched.has('firkin')).toBe(true);
    expect(vouched.has('square')).toBe(false);
    expect([...englishWords(['Firkin', 'square'], 'es', spell, vouched, new Set())]).toEqual(['square']);
  });
});
