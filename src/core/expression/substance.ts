/**
 * A substance named in an expression ("1 cup flour to g", "2 tazas de harina en gramos",
 * "250 g Butter in Tassen"): its words are found and taken out, and what remains converts with
 * the substance's density as the bridge between a volume and a mass (ExprOptions.bridge). A
 * mass to a volume, or a volume to a mass, with no substance named is answered with what is
 * missing, never guessed.
 */
import { Rational } from '../rational.ts';
import { answerExpression, type Converted, type ExprAnswer, type ExprOptions } from './convert.ts';
import { dim, sameDimension } from './dimension.ts';
import type { UnitIndex } from './lookup.ts';
import type { Quantity } from './quantity.ts';
import type { KitchenChoice } from '../substance/measures.ts';

/** A substance as the expression converter knows it (the language's data file): its words and density. */
export interface ExprSubstance {
  slug: string;
  /** Its name in the page's language. */
  name: string;
  /** Lower-case words that name it: the page language's and English's. */
  terms: readonly string[];
  /** Kilograms per cubic metre, as "n/d". */
  density: string;
  /** The significant digits its value supports. */
  digits: number;
  /** The source of the value, as a page names it. */
  source: string;
}

/** The answer, with the substance it converted through, or the substances to offer where one is missing. */
export interface SubstanceAnswer {
  answer: ExprAnswer;
  substance?: ExprSubstance | undefined;
  /** The substance named does not change the answer (a volume to a volume). */
  unused?: boolean;
  /** A volume to a mass (or back) with no substance named: the answer is the problem, these are offered. */
  missing?: boolean;
}

const VOLUME = dim({ length: 3 });
const MASS = dim({ mass: 1 });
/** Words that join a measure and what it measures: "cup of flour", "taza de harina", "tasse de farine", "d'huile". */
const JOINS = String.raw`(?:of|de|del|d['’]|du|des|von|vom)\s*`;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The substance a text names, by its longest term, and the text without it; a term that is a unit's symbol or name is not a substance. */
export function findSubstance(text: string, substances: readonly ExprSubstance[], index: UnitIndex): { substance: ExprSubstance; rest: string } | undefined {
  let best: { substance: ExprSubstance; term: string; at: number; end: number } | undefined;
  for (const s of substances) {
    for (const term of s.terms) {
      if (best && term.length <= best.term.length) continue;
      if (namesUnit(index, term)) continue;
      const m = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${JOINS})?${escape(term)}(?![\p{L}\p{N}])`, 'iu').exec(text);
      if (m) best = { substance: s, term, at: m.index, end: m.index + m[0].length };
    }
  }
  if (!best) return undefined;
  const rest = `${text.slice(0, best.at)} ${text.slice(best.end)}`.replace(/\s+/g, ' ').trim();
  return { substance: best.substance, rest };
}

/** A term that is a unit's symbol or name ("oz"), not only a code typed as written ("un", the micronewton's, is Azerbaijani flour). */
function namesUnit(index: UnitIndex, term: string): boolean {
  return index.find(term)?.units.some((u) => u.symbol.toLowerCase() === term || u.name.toLowerCase() === term) ?? false;
}

function densityOf(s: ExprSubstance): Quantity {
  const [n, d] = s.density.split('/');
  return { value: Rational.of(BigInt(n ?? '0'), BigInt(d ?? '1')), pi: 0, dim: dim({ mass: 1, length: -3 }), exact: false };
}

/** A volume to a mass or a mass to a volume. */
function massAndVolume(a: ExprAnswer): boolean {
  if (a.kind !== 'error' || a.problem.kind !== 'dimensions') return false;
  const { from, to } = a.problem;
  return (sameDimension(from, VOLUME) && sameDimension(to, MASS)) || (sameDimension(from, MASS) && sameDimension(to, VOLUME));
}

/**
 * Where a measure's word is ambiguous ("cup": which cup?) and the text names what is measured, the
 * reading the page language's recipes mean (its record's `kitchen`), said as assumed with the
 * other readings offered: a recipe's "cup of flour" is answered, not asked about. Where the word's
 * readings leave that measure out ("taza" read as the US, imperial... cups, the metric one written
 * "taza métrica"), its answer is a reading's scaled by the measures' exact ratio: an answer is
 * proportional to a measure of the value and inversely so to one of the target.
 */
function withKitchen(answer: ExprAnswer, choices: readonly KitchenChoice[], index: UnitIndex): ExprAnswer {
  if (answer.kind !== 'error' || answer.problem.kind !== 'ambiguous') return answer;
  const p = answer.problem;
  // Only a word whose readings are of a kitchen measure's kind ("cup", "taza"); "pint" and "quart" are asked about.
  const choice = choices.find((c) => p.options.some((o) => o.unit !== undefined && c.members.includes(o.unit.code)));
  if (!choice) return answer;
  const kitchen = [choice.code];
  const mine = p.options.find((o) => o.unit !== undefined && kitchen.includes(o.unit.code));
  if (mine?.unit && mine.answer.kind === 'converted') {
    return { ...mine.answer, assumed: [...mine.answer.assumed, { word: p.word, unit: mine.unit, at: p.at, end: p.end, others: p.options.filter((o) => o !== mine) }] };
  }
  const [a, b] = p.options;
  if (a?.unit === undefined || b?.unit === undefined || a.answer.kind !== 'converted' || b.answer.kind !== 'converted' || a.answer.parts.length !== 1) return answer;
  const [va, vb] = [a.answer.parts[0]?.value, b.answer.parts[0]?.value];
  if (!va || !vb || vb.isZero()) return answer;
  // In the value: the answers' ratio is the units'; in the target, its inverse.
  const inValue = va.div(vb).equals(a.unit.value.div(b.unit.value));
  for (const code of kitchen) {
    const unit = index.units.find((u) => u.code === code && u.category === a.unit?.category && u.pi === a.unit.pi);
    if (!unit) continue;
    const ratio = unit.value.div(a.unit.value);
    const value = inValue ? va.mul(ratio) : va.div(ratio);
    const part = { ...(a.answer.parts[0] as Converted['parts'][number]), value, unit: inValue ? a.answer.parts[0]?.unit : unit };
    return { ...a.answer, parts: [part], used: a.answer.used.map((u) => (u === a.unit ? unit : u)), assumed: [...a.answer.assumed, { word: p.word, unit, at: p.at, end: p.end, others: p.options }] };
  }
  return answer;
}

/** Where a word was read without asking as a unit that needs no substance ("pt" as the carat point) while another reading converts through the substance named (the pint), that reading: the text names a substance, so a volume is meant. */
function throughSubstance(answer: ExprAnswer): ExprAnswer {
  if (answer.kind !== 'converted' || answer.bridged === true) return answer;
  for (const a of answer.assumed) {
    const other = a.others.find((o) => o.answer.kind === 'converted' && o.answer.bridged === true);
    if (other?.unit && other.answer.kind === 'converted') {
      const rest = a.others.filter((o) => o !== other);
      return { ...other.answer, assumed: [...other.answer.assumed, { word: a.word, unit: other.unit, at: a.at, end: a.end, others: rest }] };
    }
  }
  return answer;
}

/** The answer to a typed expression that may name a substance; `kitchen`: the measures the page language's words mean (its record's). */
export function answerWithSubstances(index: UnitIndex, typed: string, options: ExprOptions, substances: readonly ExprSubstance[], kitchen: readonly KitchenChoice[] = []): SubstanceAnswer {
  const found = substances.length > 0 ? findSubstance(typed, substances, index) : undefined;
  if (found) {
    const bridged = { ...options, bridge: densityOf(found.substance) };
    const through = (rest: string): ExprAnswer => {
      const answer = throughSubstance(withKitchen(answerExpression(index, rest, bridged), kitchen, index));
      // "3 m³ concrete t": the last word the target where nothing joins them, if that converts through the substance.
      const words = rest.trim().split(/\s+/);
      if ((answer.kind !== 'converted' || answer.bridged !== true) && words.length >= 3) {
        const joined = throughSubstance(withKitchen(answerExpression(index, `${words.slice(0, -1).join(' ')} to ${words[words.length - 1] ?? ''}`, bridged), kitchen, index));
        if (joined.kind === 'converted' && joined.bridged === true) return joined;
      }
      return answer;
    };
    // A query with no number: a question that says its amount ("how many grams in a cup of flour"),
    // else one of the measure ("Mehl Tasse Gramm", "cups of flour to grams").
    const numbered = /^[\s\d.,/+-]*\d/.test(found.rest);
    const asked = numbered ? undefined : through(found.rest);
    const answer = asked?.kind === 'converted' && asked.bridged === true ? asked : through(numbered ? found.rest : `1 ${found.rest}`);
    if (answer.kind === 'converted') return { answer, substance: found.substance, unused: answer.bridged !== true };
    // Not a conversion with the substance's words taken out: the text as typed says why.
    if (answer.kind === 'error' && answer.problem.kind !== 'dimensions') {
      const whole = answerExpression(index, typed, options);
      if (whole.kind !== 'error') return { answer: whole };
    }
    return { answer, substance: found.substance };
  }
  const answer = answerExpression(index, typed, options);
  return massAndVolume(answer) ? { answer, missing: true } : { answer };
}
