// A name's grammar in a sentence: articles by gender and number (es, fr, de), contractions,
// German article cases, Azerbaijani case endings by vowel harmony, capitals.
import { describe, expect, it } from 'vitest';
import { formatSiteMessage as formatMessage } from '../../../src/i18n/site-format.ts';
import { azerbaijaniCase, capitalise, makeNoun, renderNoun, type Gender, type Noun } from '../../../src/i18n/grammar.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

const noun = (one: string, other: string, gender?: Gender, symbol?: string, locale: Locale = 'es'): Noun => makeNoun(locale, { text: one, name: capitalise(one, 'en'), one, other, gender, symbol });
const r = (l: Locale, n: Noun, spec: string): string => renderNoun(l, n, spec.split('.'));

describe('articles and contractions', () => {
  it('Spanish: el/la/los/las, el before a stressed a, del and al', () => {
    const metro = noun('metro', 'metros', 'masculine');
    const pulgada = noun('pulgada', 'pulgadas', 'feminine');
    const area = noun('área', 'áreas', 'feminine');
    expect(r('es', metro, 'def')).toBe('el metro');
    expect(r('es', pulgada, 'def')).toBe('la pulgada');
    expect(r('es', pulgada, 'other.def')).toBe('las pulgadas');
    expect(r('es', area, 'def')).toBe('el área');
    expect(r('es', area, 'other.def')).toBe('las áreas');
    expect(r('es', area, 'indef')).toBe('un área');
    expect(r('es', metro, 'de')).toBe('del metro');
    expect(r('es', pulgada, 'de')).toBe('de la pulgada');
    expect(r('es', metro, 'a')).toBe('al metro');
    expect(r('es', metro, 'indef.cap')).toBe('Un metro');
  });

  it("French: le/la/l', du/de la/de l', au/à la/aux, h aspiré kept", () => {
    const metre = noun('mètre', 'mètres', 'masculine');
    const once = noun('once', 'onces', 'feminine');
    const heure = noun('heure', 'heures', 'feminine');
    const hertz = noun('hertz', 'hertz', 'masculine');
    const pinte = noun('pinte', 'pintes', 'feminine');
    expect(r('fr', metre, 'def')).toBe('le mètre');
    expect(r('fr', once, 'def')).toBe('l’once');
    expect(r('fr', heure, 'def')).toBe('l’heure');
    expect(r('fr', noun('hectare', 'hectares', 'masculine'), 'de')).toBe('de l’hectare');
    expect(r('fr', hertz, 'def')).toBe('le hertz');
    expect(r('fr', pinte, 'de')).toBe('de la pinte');
    expect(r('fr', metre, 'de')).toBe('du mètre');
    expect(r('fr', metre, 'other.de')).toBe('des mètres');
    expect(r('fr', metre, 'a')).toBe('au mètre');
    expect(r('fr', metre, 'other.a')).toBe('aux mètres');
    expect(r('fr', once, 'indef')).toBe('une once');
  });

  it('German: der/die/das by case, ein/eine', () => {
    const meter = noun('Meter', 'Meter', 'masculine');
    const gallone = noun('Gallone', 'Gallonen', 'feminine');
    const pfund = noun('Pfund', 'Pfund', 'neuter');
    expect(r('de', meter, 'def')).toBe('der Meter');
    expect(r('de', meter, 'def.dat')).toBe('dem Meter');
    expect(r('de', meter, 'def.acc')).toBe('den Meter');
    expect(r('de', gallone, 'def.dat')).toBe('der Gallone');
    expect(r('de', pfund, 'indef')).toBe('ein Pfund');
    expect(r('de', gallone, 'indef.cap')).toBe('Eine Gallone');
    expect(r('de', gallone, 'other.def')).toBe('die Gallonen');
  });

  it('German: a leading adjective declined for the case and the article (strong, weak, mixed)', () => {
    const yen = noun('Japanischer Yen', 'Japanische Yen');
    const krone = noun('Schwedische Krone', 'Schwedische Kronen');
    const pfund = noun('Britisches Pfund', 'Britische Pfund');
    expect(r('de', yen, 'acc')).toBe('japanischen Yen');
    expect(r('de', yen, 'dat')).toBe('japanischem Yen');
    expect(r('de', yen, 'def.dat')).toBe('dem japanischen Yen');
    expect(r('de', yen, 'def')).toBe('der japanische Yen');
    expect(r('de', yen, 'indef')).toBe('ein japanischer Yen');
    expect(r('de', yen, 'other.acc')).toBe('japanische Yen');
    expect(r('de', krone, 'acc')).toBe('schwedische Krone');
    expect(r('de', krone, 'def.dat')).toBe('der schwedischen Krone');
    expect(r('de', krone, 'other.dat')).toBe('schwedischen Kronen');
    expect(r('de', pfund, 'acc')).toBe('britisches Pfund');
    expect(r('de', pfund, 'def')).toBe('das britische Pfund');
    expect(r('de', noun('Tag', 'Tage', 'masculine'), 'other.dat')).toBe('Tagen');
    expect(r('de', noun('Joule', 'Joule', 'neuter'), 'other.dat')).toBe('Joule');
    expect(r('de', noun('Byte', 'Byte', 'neuter'), 'other.dat')).toBe('Byte');
    expect(r('de', noun('ISDN-B-Kanal', 'ISDN-B-Kanäle', 'masculine'), 'other.dat')).toBe('ISDN-B-Kanälen');
    expect(r('de', noun('Meter', 'Meter', 'masculine'), 'other.dat')).toBe('Metern');
    expect(r('de', noun('Fuß', 'Fuß', 'masculine'), 'other.dat')).toBe('Fuß');
    // After the numeral 1 (read ein/einer): the mixed declension, no article written.
    expect(r('de', yen, 'dat.num')).toBe('japanischen Yen');
    expect(r('de', krone, 'dat.num')).toBe('schwedischen Krone');
    expect(r('de', pfund, 'dat.num')).toBe('britischen Pfund');
    expect(r('de', pfund, 'num')).toBe('britisches Pfund');
    expect(r('de', noun('siderischer Monat', 'siderische Monate', 'masculine'), 'other.dat')).toBe('siderischen Monaten');
    expect(r('de', noun('US-Dollar', 'US-Dollar', 'masculine'), 'acc')).toBe('US-Dollar');
    expect(r('de', noun('Meter pro Sekunde', 'Meter pro Sekunde', 'masculine'), 'def.dat')).toBe('dem Meter pro Sekunde');
    expect(r('de', noun('Neuer Taiwan-Dollar', 'Neue Taiwan-Dollar'), 'acc')).toBe('neuen Taiwan-Dollar');
  });
});

describe('Azerbaijani case endings (vowel harmony, buffer consonants n and y)', () => {
  // word, accusative, dative, genitive, locative, ablative: every vowel class, after a consonant and after a vowel.
  const table: [string, string, string, string, string, string][] = [
    ['saat', 'saatı', 'saata', 'saatın', 'saatda', 'saatdan'], // a
    ['qram', 'qramı', 'qrama', 'qramın', 'qramda', 'qramdan'], // a
    ['sırğa', 'sırğanı', 'sırğaya', 'sırğanın', 'sırğada', 'sırğadan'], // a, after a vowel
    ['qarı', 'qarını', 'qarıya', 'qarının', 'qarıda', 'qarıdan'], // ı, after a vowel
    ['ton', 'tonu', 'tona', 'tonun', 'tonda', 'tondan'], // o
    ['funt', 'funtu', 'funta', 'funtun', 'funtda', 'funtdan'], // u
    ['kilo', 'kilonu', 'kiloya', 'kilonun', 'kiloda', 'kilodan'], // o, after a vowel
    ['metr', 'metri', 'metrə', 'metrin', 'metrdə', 'metrdən'], // e
    ['saniyə', 'saniyəni', 'saniyəyə', 'saniyənin', 'saniyədə', 'saniyədən'], // ə, after a vowel
    ['mil', 'mili', 'milə', 'milin', 'mildə', 'mildən'], // i
    ['düym', 'düymü', 'düymə', 'düymün', 'düymdə', 'düymdən'], // ü
    ['göz', 'gözü', 'gözə', 'gözün', 'gözdə', 'gözdən'], // ö
    ['parsek', 'parseki', 'parsekə', 'parsekin', 'parsekdə', 'parsekdən'], // a loanword's k is kept
    ['farlonq', 'farlonqu', 'farlonqa', 'farlonqun', 'farlonqda', 'farlonqdan'], // a loanword's q is kept
    ['uzunluq', 'uzunluğu', 'uzunluğa', 'uzunluğun', 'uzunluqda', 'uzunluqdan'], // a native -luq softens
    ['minillik', 'minilliyi', 'minilliyə', 'minilliyin', 'minillikdə', 'minillikdən'], // a native -lik softens
  ];
  for (const [word, acc, dat, gen, loc, abl] of table) {
    it(word, () => {
      expect([azerbaijaniCase(word, 'acc'), azerbaijaniCase(word, 'dat'), azerbaijaniCase(word, 'gen'), azerbaijaniCase(word, 'loc'), azerbaijaniCase(word, 'abl')]).toEqual([acc, dat, gen, loc, abl]);
    });
  }

  it('puts the ending on the noun before a parenthesised qualifier, and after a hyphen on a symbol', () => {
    expect(r('az', noun('qallon (ABŞ)', 'qallon (ABŞ)'), 'dat')).toBe('qallona (ABŞ)');
    expect(r('az', noun('kvadrat metr', 'kvadrat metr'), 'abl')).toBe('kvadrat metrdən');
    expect(r('az', noun('Mbit/s', 'Mbit/s'), 'dat')).toMatch(/^Mbit\/s-/);
    expect(r('az', noun('kilometr/saat', 'kilometr/saat'), 'acc')).toBe('kilometr/saatı');
    // A closing power is read as a word ("yard kvadrat"): the ending follows kvadrat.
    expect(r('az', noun('Yd²', 'Yd²'), 'acc')).toBe('Yd²-ı');
    expect(r('az', noun('OC-48 / STM-16', 'OC-48 / STM-16'), 'acc')).toBe('OC-48 / STM-16-nı');
    expect(r('az', noun('Modem V.34 (33,6 kbit/s)', 'Modem V.34 (33,6 kbit/s)'), 'acc')).toBe('Modem V.34-ü (33,6 kbit/s)');
    // A closing Roman numeral is read as its number (üç), a number inside a symbol is not ("V.22bis").
    expect(r('az', noun('SATA III (6 Gbit/s)', 'SATA III (6 Gbit/s)'), 'dat')).toBe('SATA III-ə (6 Gbit/s)');
    expect(r('az', noun('SATA III (6 Gbit/s)', 'SATA III (6 Gbit/s)'), 'acc')).toBe('SATA III-ü (6 Gbit/s)');
    expect(r('az', noun('SATA III (6 Gbit/s)', 'SATA III (6 Gbit/s)'), 'abl')).toBe('SATA III-dən (6 Gbit/s)');
    expect(r('az', noun('modem V.22bis (2.400 bit/s)', 'modem V.22bis (2.400 bit/s)'), 'dat')).toBe('modem V.22bis-ə (2.400 bit/s)');
    expect(r('az', noun('modem V.22bis (2.400 bit/s)', 'modem V.22bis (2.400 bit/s)'), 'acc')).toBe('modem V.22bis-i (2.400 bit/s)');
    expect(r('az', noun('İl', 'il'), 'acc')).toBe('İli');
  });

  it('a compound whose last noun has the possessive ending takes the pronominal n', () => {
    expect(r('az', noun('at gücü', 'at gücü'), 'dat')).toBe('at gücünə');
    expect(r('az', noun('at gücü (mexaniki) (hp)', 'at gücü (mexaniki) (hp)'), 'acc')).toBe('at gücünü (mexaniki) (hp)');
    expect(r('az', noun('işıq ili', 'işıq ili'), 'loc')).toBe('işıq ilində');
    expect(r('az', noun('çay qaşığı', 'çay qaşığı'), 'abl')).toBe('çay qaşığından');
    expect(r('az', noun('Azərbaycan manatı', 'Azərbaycan manatı'), 'gen')).toBe('Azərbaycan manatının');
    expect(r('az', noun('dərəcə Selsi', 'dərəcə Selsi'), 'dat')).toBe('dərəcə Selsiyə');
    expect(r('az', noun('kalori', 'kalori'), 'dat')).toBe('kaloriyə');
  });
});

describe('messages with forms', () => {
  it('writes the forms a placeholder asks for, and refuses a form on plain text', () => {
    const metro = noun('metro', 'metros', 'masculine', 'm');
    expect(formatMessage('es', '¿Qué es {unit:indef}?', { unit: metro })).toBe('¿Qué es un metro?');
    expect(formatMessage('es', '{unit:def.cap} es una unidad.', { unit: metro })).toBe('El metro es una unidad.');
    expect(formatMessage('es', 'En {unit:other} ({unit:sym})', { unit: metro })).toBe('En metros (m)');
    expect(formatMessage('fr', '{x:cap} est libre.', { x: 'exactConvert' })).toBe('ExactConvert est libre.');
    expect(formatMessage('az', '{x:cap}', { x: 'işıq' })).toBe('İşıq');
    expect(() => formatMessage('es', '{x:def}', { x: 'metro' })).toThrow(/forms other than cap need a name/);
    expect(() => formatMessage('es', '{x:plural}', { x: metro })).toThrow(/no form "plural"/);
  });

  it('capitalises with the language: a Turkic i keeps its dot', () => {
    expect(capitalise('işıq ili', 'az')).toBe('İşıq ili');
    expect(capitalise('¿qué?', 'es')).toBe('¿Qué?');
  });
});
