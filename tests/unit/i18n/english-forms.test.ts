// English sentence forms of the catalogue's names: lower case with proper nouns kept, and the
// plural on the head noun.
import { describe, expect, it } from 'vitest';
import { englishPlural } from '../../../src/i18n/english-forms.ts';
import { lang } from '../../../src/i18n/lang.ts';

describe('English names in running text', () => {
  it('lowers the common words and keeps proper nouns, symbols and numerals', () => {
    const l = lang('en');
    expect(l.lower('Degree Fahrenheit')).toBe('degree Fahrenheit');
    expect(l.lower('Zolotnik (Russian, золотник)')).toBe('zolotnik (Russian, золотник)');
    expect(l.lower('Calorie (Mean)')).toBe('calorie (mean)');
    expect(l.lower('Mebibit (Mibit)')).toBe('mebibit (Mibit)');
    expect(l.lower('British Thermal Unit (IT)')).toBe('British thermal unit (IT)');
    expect(l.lower('Von Klitzing Constant')).toBe('von Klitzing constant');
    expect(l.lower('SATA I (1.5 Gbit/s)')).toBe('SATA I (1.5 Gbit/s)');
    expect(l.lower('Rydberg')).toBe('rydberg');
  });

  it('puts the plural on the head noun', () => {
    const cases: [string, string][] = [
      ['kilometer per hour', 'kilometers per hour'],
      ['acre-foot (US survey)', 'acre-feet (US survey)'],
      ['pound-force', 'pounds-force'],
      ['inch pound-force', 'inch pounds-force'],
      ['degree Celsius', 'degrees Celsius'],
      ['Bohr radius', 'Bohr radii'],
      ['inch of water (60 °F)', 'inches of water (60 °F)'],
      ['catty (Hong Kong, 斤)', 'catties (Hong Kong, 斤)'],
      ['congius (Roman)', 'congii (Roman)'],
      ['kilohertz', 'kilohertz'],
      ['millihenry', 'millihenries'],
      ['horsepower (mechanical)', 'horsepower (mechanical)'],
      ['kilogram-force meter second squared', 'kilogram-force meter seconds squared'],
      ['disintegrations per minute', 'disintegrations per minute'],
      ['gigabit Ethernet (1 Gbit/s)', 'gigabit Ethernet (1 Gbit/s)'],
      ['OC-48 / STM-16 (2.488 32 Gbit/s)', 'OC-48 / STM-16 (2.488 32 Gbit/s)'],
      ['BDXL quad-layer (128 GB decimal)', 'BDXL quad-layer (128 GB decimal)'],
    ];
    for (const [one, other] of cases) expect(englishPlural(one), one).toBe(other);
  });
});
