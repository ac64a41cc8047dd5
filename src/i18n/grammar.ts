/**
 * A unit's or category's name as a sentence needs it: with the article its grammatical gender
 * takes (es, fr, de), contracted with a preposition (es "del", fr "du", "à l'"), in a German
 * case, or with an Azerbaijani case ending by vowel harmony. Messages ask for a form with
 * `{name:form.form}` (site-format.ts): `{unit:def.cap}` is "El metro", `{from:other.def}`
 * "les mètres", `{to:dat}` (az) "futa". A language's record names its grammar (`grammar`:
 * "spanish", "french", "german", "azerbaijani"). Pure; pages only (the islands never import it).
 *
 * Sources: articles and contractions are the languages' standard grammar (es: RAE, Nueva
 * gramática, "el" before a feminine noun starting with a stressed a: "el área"; fr: elision of
 * le/la before a vowel or a mute h, du/au/des/aux); Azerbaijani case endings follow the
 * harmony of the last vowel with the buffer consonants n (accusative, genitive) and y
 * (dative) after a vowel (Wikibooks, "Azerbaijani/Contents (Latin)/Nouns", declension tables;
 * talkinazerbaijani.com, "A Simple Guide To Azerbaijani Noun Cases").
 */
import { BoundedMap } from '../core/memo.ts';
import { languageOf, type Locale } from './locales.ts';

export const GENDERS = ['masculine', 'feminine', 'neuter'] as const;
export type Gender = (typeof GENDERS)[number];

/** A name with what its grammar needs. `text` is what a plain `{name}` writes. */
export interface Noun {
  readonly noun: true;
  /** What `{x}` writes: the caller's choice (a heading name, a sentence name, a label...). */
  text: string;
  /** The heading form ("Metro", "Pie cuadrado"). */
  name: string;
  /** The singular and plural sentence forms ("metro", "metros"). */
  one: string;
  other: string;
  gender?: Gender | undefined;
  symbol?: string | undefined;
  /** Write this name in the forms a message asks for (renderNoun). */
  render: (forms: readonly string[]) => string;
}

/** A name of this language that writes its own forms. */
export function makeNoun(locale: Locale, n: Omit<Noun, 'noun' | 'render'>): Noun {
  const noun: Noun = { noun: true, ...n, render: (forms) => renderNoun(locale, noun, forms) };
  return noun;
}

/** Upper-case the first letter by the language's rules (its record's CLDR locale: a Turkic i keeps its dot, "İ"). */
export function capitalise(text: string, locale: Locale): string {
  const key = `${locale}\u0000${text}`;
  let out = CAPITALISED.get(key);
  if (out === undefined) {
    const m = /\p{L}/u.exec(text);
    const i = m ? m.index : -1;
    out = i < 0 ? text : text.slice(0, i) + text.charAt(i).toLocaleUpperCase(languageOf(locale).cldr) + text.slice(i + 1);
    CAPITALISED.set(key, out);
  }
  return out;
}

// Names and sentences capitalised, remembered: the same few thousand on every page of a language.
const CAPITALISED = new BoundedMap<string, string>(100_000);

// `num` (German): after the numeral 1, read as the article ein/einer, so its adjectives take the
// mixed declension while no article is written ("entsprechen 1 physikalischen Atmosphäre").
const FORMS = new Set(['one', 'other', 'name', 'sym', 'label', 'def', 'indef', 'num', 'de', 'a', 'nom', 'acc', 'dat', 'gen', 'abl', 'loc', 'cap']);

/** The form names a message may ask for; any other is an error in the message file. */
export function isForm(f: string): boolean {
  return FORMS.has(f);
}

// ---- Spanish ----
/** Feminine nouns beginning with a stressed a take "el" / "un" in the singular (el área, el agua). */
function stressedA(word: string): boolean {
  return /^h?[áÁ]/.test(word) || /^(agua|alma|arma|ala|aula|ancla|asta|hacha|hambre|haba|habla|hada)\b/i.test(word);
}

function spanish(text: string, gender: Gender | undefined, plural: boolean, forms: readonly string[]): string {
  const fem = gender === 'feminine';
  const def = plural ? (fem ? 'las' : 'los') : fem && !stressedA(text) ? 'la' : 'el';
  const indef = plural ? (fem ? 'unas' : 'unos') : fem && !stressedA(text) ? 'una' : 'un';
  if (forms.includes('de')) return def === 'el' ? `del ${text}` : `de ${def} ${text}`;
  if (forms.includes('a')) return def === 'el' ? `al ${text}` : `a ${def} ${text}`;
  if (forms.includes('def')) return `${def} ${text}`;
  if (forms.includes('indef')) return `${indef} ${text}`;
  return text;
}

// ---- French ----
/** Elision before a vowel or a mute h (l'once, l'hectare, l'heure; but le hertz, le henry). */
function elides(word: string): boolean {
  // Not before a y sounded as a consonant (le yard, le yobibit).
  if (/^[aeiouàâäéèêëîïôöûüœæå]/i.test(word)) return true;
  return /^h(ect|eure|émi|ém|ab|om[eé]o|uile)/i.test(word);
}

function french(text: string, gender: Gender | undefined, plural: boolean, forms: readonly string[]): string {
  const fem = gender === 'feminine';
  const el = elides(text);
  if (forms.includes('de')) return plural ? `des ${text}` : el ? `de l’${text}` : fem ? `de la ${text}` : `du ${text}`;
  if (forms.includes('a')) return plural ? `aux ${text}` : el ? `à l’${text}` : fem ? `à la ${text}` : `au ${text}`;
  if (forms.includes('def')) return plural ? `les ${text}` : el ? `l’${text}` : fem ? `la ${text}` : `le ${text}`;
  if (forms.includes('indef')) return plural ? `des ${text}` : fem ? `une ${text}` : `un ${text}`;
  return text;
}

// ---- German ----
type Case = 'nom' | 'acc' | 'dat' | 'gen';
const DE_DEF: Record<Case, Record<Gender | 'plural', string>> = {
  nom: { masculine: 'der', feminine: 'die', neuter: 'das', plural: 'die' },
  acc: { masculine: 'den', feminine: 'die', neuter: 'das', plural: 'die' },
  dat: { masculine: 'dem', feminine: 'der', neuter: 'dem', plural: 'den' },
  gen: { masculine: 'des', feminine: 'der', neuter: 'des', plural: 'der' },
};
const DE_INDEF: Record<Case, Record<Gender, string>> = {
  nom: { masculine: 'ein', feminine: 'eine', neuter: 'ein' },
  acc: { masculine: 'einen', feminine: 'eine', neuter: 'ein' },
  dat: { masculine: 'einem', feminine: 'einer', neuter: 'einem' },
  gen: { masculine: 'eines', feminine: 'einer', neuter: 'eines' },
};

/** Adjective endings (Duden, Grammatik: strong after no article, weak after der/die/das, mixed after ein). */
type Declension = 'strong' | 'weak' | 'mixed';
const DE_ADJ: Record<Declension, Record<Case, Record<Gender, string>>> = {
  strong: {
    nom: { masculine: 'er', feminine: 'e', neuter: 'es' },
    acc: { masculine: 'en', feminine: 'e', neuter: 'es' },
    dat: { masculine: 'em', feminine: 'er', neuter: 'em' },
    gen: { masculine: 'en', feminine: 'er', neuter: 'en' },
  },
  weak: {
    nom: { masculine: 'e', feminine: 'e', neuter: 'e' },
    acc: { masculine: 'en', feminine: 'e', neuter: 'e' },
    dat: { masculine: 'en', feminine: 'en', neuter: 'en' },
    gen: { masculine: 'en', feminine: 'en', neuter: 'en' },
  },
  mixed: {
    nom: { masculine: 'er', feminine: 'e', neuter: 'es' },
    acc: { masculine: 'en', feminine: 'e', neuter: 'es' },
    dat: { masculine: 'en', feminine: 'en', neuter: 'en' },
    gen: { masculine: 'en', feminine: 'en', neuter: 'en' },
  },
};

/** The gender a German name's leading adjective shows in its own (strong nominative) form: "Japanischer Yen", "Schwedische Krone", "Britisches Pfund". */
function adjectiveGender(text: string): Gender | undefined {
  const first = text.split(' ')[0] ?? '';
  if (text.split(' ').length < 2 || !/^\p{L}+$/u.test(first) || !/(isch|sch|lich|ig|al|ell|iv|ar|neu|alt)(er|es|e)$/i.test(first)) return undefined;
  return /er$/.test(first) ? 'masculine' : /es$/.test(first) ? 'neuter' : /e$/.test(first) ? 'feminine' : undefined;
}

/** Plural adjective endings: strong (no article) and weak (after die/den/der). */
const DE_ADJ_PLURAL: Record<'strong' | 'weak', Record<Case, string>> = {
  strong: { nom: 'e', acc: 'e', dat: 'en', gen: 'er' },
  weak: { nom: 'en', acc: 'en', dat: 'en', gen: 'en' },
};
const DE_ADJECTIVE_STEM = /(isch|sch|lich|ig|al|ell|iv|ar|neu|alt)$/i;

/**
 * A German name with its leading adjectives declined for the case and the article before it,
 * written in lower case as running text writes them ("in japanische Yen", "dem klassischen
 * Elektronenradius"); in the dative plural the noun takes -n after -e, -el, -er ("in Metern",
 * "in Tagen"; "in Fuß"). Duden grammar's strong, weak and mixed declension.
 */
function declineGerman(text: string, gender: Gender, c: Case, declension: Declension, plural: boolean, singular = '', sentence = ''): string {
  // A trailing qualifier in parentheses is not declined; the noun before it is ("von
  // ISDN-Basisanschlüssen (144 kbit/s)").
  const tail = / \([^()]*\)$/.exec(text);
  if (tail) {
    const cut = (t: string): string => (t.endsWith(tail[0]) ? t.slice(0, -tail[0].length) : t);
    return declineGerman(cut(text), gender, c, declension, plural, cut(singular), cut(sentence)) + tail[0];
  }
  const words = text.split(' ');
  const out = [...words];
  const ending = plural ? DE_ADJ_PLURAL.strong.nom : DE_ADJ.strong.nom[gender];
  // The name's sourced sentence form ("skalierter Punkt (TeX)"), where it has the same words: a
  // word it writes in lower case is an adjective whatever its stem (a participle: "skaliert").
  const said = sentence.split(' ');
  const lowerInSentence = (i: number): boolean => said.length === words.length && /^\p{Ll}/u.test(said[i] ?? '');
  // Adjectives only: a word with its own ending and an adjective's stem ("Japanischer",
  // "Internationale", "Bohrscher", "Neuer") or written in lower case by the sentence form.
  const adjectiveForm = (i: number): boolean => {
    const w = words[i] ?? '';
    if (!/^\p{L}+$/u.test(w) || !w.endsWith(ending)) return false;
    return DE_ADJECTIVE_STEM.test(w.slice(0, w.length - ending.length)) || lowerInSentence(i);
  };
  let i = 0;
  for (; i < words.length - 1; i++) {
    const w = words[i] ?? '';
    if (!adjectiveForm(i)) break;
    // An adjective stands before its noun (a capitalised word) or before another adjective; a
    // noun that merely ends like one ("Elle (englisch)", "Königselle (Ägypten)", "Elle pro
    // Sekunde") keeps its capital (Rat für deutsche Rechtschreibung, Amtliche Regelung, § 55:
    // "Substantive schreibt man groß").
    const next = words[i + 1] ?? '';
    if (!/^\p{Lu}/u.test(next) && !(/^\p{Ll}/u.test(next) && adjectiveForm(i + 1))) break;
    const stem = w.slice(0, w.length - ending.length);
    const declined = plural ? DE_ADJ_PLURAL[declension === 'weak' ? 'weak' : 'strong'][c] : DE_ADJ[declension][c][gender];
    out[i] = (stem.charAt(0).toLocaleLowerCase('de') + stem.slice(1)) + declined;
  }
  // The dative plural -n: after -el and -er ("Metern"), and after an -e that makes the plural
  // ("Tage": Tagen, "ISDN-B-Kanäle": -Kanälen), not on a loanword whose plural is its singular ("Joule", "Byte").
  const noun = out[i];
  if (plural && c === 'dat' && noun !== undefined && i === words.length - 1 && /^[\p{L}-]+$/u.test(noun)) {
    // An English loanword ending in -er keeps its form ("in Horsepower", Duden: die Horsepower, Plural unverändert).
    const native = (/(el|er)$/.test(noun) && !/power$/i.test(noun)) || (/e$/.test(noun) && noun !== singular);
    if (native) out[i] = `${noun}n`;
  }
  return out.join(' ');
}

function german(text: string, gender: Gender | undefined, plural: boolean, forms: readonly string[], singular = '', sentence = ''): string {
  // A name asked for as it stands (a heading) keeps its capitals.
  if (!forms.some((f) => ['def', 'indef', 'num', 'nom', 'acc', 'dat', 'gen', 'one', 'other'].includes(f))) return text;
  const c: Case = forms.includes('acc') ? 'acc' : forms.includes('dat') ? 'dat' : forms.includes('gen') ? 'gen' : 'nom';
  const g = gender ?? adjectiveGender(text) ?? 'masculine';
  const def = forms.includes('def');
  const indef = forms.includes('indef') && !plural;
  const afterOne = forms.includes('num') && !plural;
  const noun = declineGerman(text, g, c, def ? 'weak' : indef || afterOne ? 'mixed' : 'strong', plural, singular, sentence);
  if (def) return `${DE_DEF[c][plural ? 'plural' : g]} ${noun}`;
  if (indef) return `${DE_INDEF[c][g]} ${noun}`;
  return noun;
}

// ---- Azerbaijani ----
const BACK = /[aıou]/;
const VOWEL = /[aıoueəiöü]/i;

type AzCase = 'acc' | 'dat' | 'gen' | 'loc' | 'abl';

/**
 * A word in a case, by the harmony of its last vowel. After a vowel the accusative and
 * genitive take the buffer n, the dative the buffer y ("kilo": kilonu, kiloya). The last word of
 * a compound of two nouns carries the third-person possessive ending ("at gücü", "işıq ili",
 * "çay qaşığı"): its cases take the pronominal n ("at gücünü", "at gücünə", "at gücündə").
 * A final k or q softens before a vowel in the native suffixes -lıq/-lik/-luq/-lük ("uzunluq":
 * uzunluğun, "minillik": minilliyi); unit names that are loanwords keep it ("parsek": parseki).
 */
export function azerbaijaniCase(input: string, c: AzCase, possessive = false): string {
  let word = input;
  const lower = word.toLocaleLowerCase('az');
  const vowels = lower.match(/[aıoueəiöü]/gi) ?? [];
  const last = vowels[vowels.length - 1] ?? 'e';
  const back = BACK.test(last);
  const four = /[ou]/.test(last) ? 'u' : /[öü]/.test(last) ? 'ü' : back ? 'ı' : 'i';
  const two = back ? 'a' : 'ə';
  const endsInVowel = VOWEL.test(lower.charAt(lower.length - 1));
  if (!endsInVowel && c !== 'loc' && c !== 'abl' && /(lıq|liq|luq|lük|lik|lük)$/u.test(lower)) {
    word = lower.endsWith('q') ? `${word.slice(0, -1)}ğ` : `${word.slice(0, -1)}y`;
  }
  if (possessive && endsInVowel) {
    const ending = { acc: `n${four}`, gen: `n${four}n`, dat: `n${two}`, loc: `nd${two}`, abl: `nd${two}n` }[c];
    return word + ending;
  }
  const ending = { acc: endsInVowel ? `n${four}` : four, gen: endsInVowel ? `n${four}n` : `${four}n`, dat: endsInVowel ? `y${two}` : two, loc: `d${two}`, abl: `d${two}n` }[c];
  return word + ending;
}

/** The last word of a number as Azerbaijani reads it (16: "altı", 48: "səkkiz", 100: "yüz"), for the harmony of an ending after it. */
function azerbaijaniNumberWord(digits: string): string {
  const n = digits.replace(/^0+(?=\d)/, '');
  const ones = ['sıfır', 'bir', 'iki', 'üç', 'dörd', 'beş', 'altı', 'yeddi', 'səkkiz', 'doqquz'];
  const tens = ['', 'on', 'iyirmi', 'otuz', 'qırx', 'əlli', 'altmış', 'yetmiş', 'səksən', 'doxsan'];
  const last = Number(n.slice(-1));
  if (last !== 0 || n.length === 1) return ones[last] ?? 'bir';
  const ten = Number(n.slice(-2, -1));
  if (ten !== 0) return tens[ten] ?? 'on';
  if (n.length === 3 || Number(n.slice(-3, -2)) !== 0) return 'yüz';
  return 'min';
}

/** A name and its trailing bracketed qualifiers and symbol: "qallon (ABŞ) (gal)" → ["qallon", " (ABŞ) (gal)"]; ["name", ""] when it has none. */
export function splitQualifiers(text: string): [string, string] {
  const m = /^(.*?)((?:\s*\([^()]*\))+)$/u.exec(text);
  return m ? [m[1] ?? '', m[2] ?? ''] : [text, ''];
}

/** The value of a Roman numeral of I, V and X ("III" → "3"), or undefined when it is not one. */
function romanNumber(r: string): string | undefined {
  const value: Record<string, number> = { I: 1, V: 5, X: 10 };
  let n = 0;
  for (let i = 0; i < r.length; i++) {
    const v = value[r.charAt(i)] ?? 0;
    n += v < (value[r.charAt(i + 1)] ?? 0) ? -v : v;
  }
  return n > 0 && n < 40 ? String(n) : undefined;
}

/** A name of two words or more whose last word, in lower case, ends in a possessive vowel (ı, i, u, ü): "at gücü", "Azərbaycan manatı" (not "dərəcə Selsi", a proper noun). */
function possessiveCompound(text: string): boolean {
  const words = text.split(/\s+/);
  const lastWord = words[words.length - 1] ?? '';
  // An adjective in -lı ("dördqatlı", "ikitərəfli": layered, sided) is not a possessive.
  return words.length > 1 && /^\p{Ll}/u.test(lastWord) && /[ıiuü]$/u.test(lastWord) && /^\p{L}+$/u.test(lastWord) && !/(qatlı|tərəfli)$/u.test(lastWord);
}

function azerbaijani(text: string, forms: readonly string[]): string {
  const c = (['acc', 'dat', 'gen', 'loc', 'abl'] as const).find((f) => forms.includes(f));
  if (!c) return text;
  // The ending goes on the noun before its parenthesised qualifiers and symbol: "qallona (ABŞ)", "at gücünə (mexaniki) (hp)".
  const [head, tail] = splitQualifiers(text);
  // A name ending in a word (after a space, hyphen or slash: "kilometr/saat"; not a symbol such as "s") takes the ending on that word.
  const word = /(?:^|[\s\-/])(\p{L}+)$/u.exec(head);
  // A word (not an abbreviation or a Roman numeral in capitals: "SATA III", "ABŞ").
  if (word?.[1] !== undefined && VOWEL.test(word[1].toLocaleLowerCase('az')) && !/^\p{Lu}{2,}$/u.test(word[1])) return head.slice(0, head.length - word[1].length) + azerbaijaniCase(word[1], c, possessiveCompound(head)) + tail;
  // A symbol or a number: the ending after a hyphen, as after an abbreviation (ABŞ-a), in the
  // harmony of the number as it is read when the symbol ends in one ("STM-16": on altı, "-nı").
  // A number counts only where it ends the symbol ("STM-16", "E4 (…)"), not inside one ("V.22bis": -ə);
  // a closing Roman numeral is read as its number ("SATA III": üç, -ə).
  const roman = /\s([IVX]+)$/u.exec(head)?.[1];
  const digits = /(\d+)[^\p{L}\d]*$/u.exec(head)?.[1] ?? (roman === undefined ? undefined : romanNumber(roman));
  // A closing power is read as a word: "c²" is "ce kvadrat" (-ı), "m³" "em kub" (-u).
  const power = /²$/u.test(head) ? 'kvadrat' : /³$/u.test(head) ? 'kub' : undefined;
  const spoken = power ?? (digits === undefined ? (head.replace(/[^\p{L}]/gu, '') || 'e') : azerbaijaniNumberWord(digits));
  return `${head}-${azerbaijaniCase(spoken, c).slice(spoken.length)}${tail}`;
}

/** A language's rules for a name in the forms a message asks for: the text chosen (singular, plural, heading...), the name, whether plural. */
type Grammar = (text: string, n: Omit<Noun, 'render'>, plural: boolean, forms: readonly string[]) => string;

/** The grammars a language record may name (`grammar`); a language without one writes a name as it is. */
const GRAMMARS = {
  spanish: (text, n, plural, forms) => spanish(text, n.gender, plural, forms),
  french: (text, n, plural, forms) => french(text, n.gender, plural, forms),
  german: (text, n, plural, forms) => german(text, n.gender, plural, forms, n.one, plural ? n.other : n.one),
  azerbaijani: (text, _n, _plural, forms) => azerbaijani(text, forms),
} as const satisfies Record<string, Grammar>;
export type GrammarName = keyof typeof GRAMMARS;

/** "kilometer (km)"; the name alone where it already holds its symbol ("yottabyte (YB)") or begins with it ("stadium (Roman)", "cup (US)"). */
function labelOf(one: string, symbol: string | undefined): string {
  if (!symbol) return one;
  const s = symbol.toLowerCase();
  const lower = one.toLowerCase();
  return lower.endsWith(`(${s})`) || lower === s || lower.startsWith(`${s} `) || lower.startsWith(`${s}(`) ? one : `${one} (${symbol})`;
}

/** Write a noun in the forms a message asks for (`def`, `other`, `dat`, `cap`...), by its language's grammar. */
export function renderNoun(locale: Locale, n: Omit<Noun, 'render'>, forms: readonly string[]): string {
  const unknown = forms.find((f) => !isForm(f));
  if (unknown !== undefined) throw new Error(`Message parameter {${n.text}:${forms.join('.')}}: no form "${unknown}"`);
  const plural = forms.includes('other');
  const text = plural ? n.other : forms.includes('one') ? n.one : forms.includes('name') ? n.name : forms.includes('sym') ? (n.symbol ?? n.one) : forms.includes('label') ? labelOf(n.one, n.symbol) : n.text;
  const grammar = languageOf(locale).grammar;
  if (grammar === undefined) return forms.includes('cap') ? capitalise(text, locale) : text;
  // A form depends on the text chosen, the forms, the gender and (German) the sentence forms: written
  // once for each, since every page of a language asks for the same units' forms again.
  const key = `${locale}\u0000${forms.join('.')}\u0000${text}\u0000${n.gender ?? ''}\u0000${n.one}\u0000${plural ? n.other : ''}`;
  let written = FORMS_WRITTEN.get(key);
  if (written === undefined) {
    written = GRAMMARS[grammar](text, n, plural, forms);
    if (forms.includes('cap')) written = capitalise(written, locale);
    FORMS_WRITTEN.set(key, written);
  }
  return written;
}

const FORMS_WRITTEN = new BoundedMap<string, string>(100_000);
