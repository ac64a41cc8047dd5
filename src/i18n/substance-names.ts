// A substance's and a measure's name in a page's language: the substance files' names (each
// recorded with its kind, data/substances/README.md), a generated language's rewritten from its
// base's; a measure by the unit names of data/names (the catalogue's own English names in English).
import type { Catalogue } from '../core/catalogue.ts';
import type { ExprSubstance } from '../core/expression/substance.ts';
import type { Substance, SubstanceSource } from '../core/substance/model.ts';
import { MEASURE_BY_CODE } from '../core/substance/measures.ts';
import { SUBSTANCE_LANGUAGES, type SubstanceLanguage } from '../core/substance/schema.ts';
import type { Lang } from './lang.ts';
import { unitName } from './names.ts';

function isSubstanceLanguage(code: string): code is SubstanceLanguage {
  return (SUBSTANCE_LANGUAGES as readonly string[]).includes(code);
}

/** A substance's name in `l`, as a label (lower case but where the language or a proper noun capitalises). */
export function substanceName(s: Pick<Substance, 'names'>, l: Lang): string {
  const code = l.locale;
  if (isSubstanceLanguage(code)) return s.names[code].text;
  const g = l.record.generated;
  if (g && isSubstanceLanguage(g.base)) return g.rewrite(s.names[g.base].text);
  // A language the files do not name yet (one being added, unpublished) reads the English name,
  // as it reads English texts; a published one must be named (tests/unit/substances/substances.test.ts).
  return s.names.en.text;
}

/** Whether the substance files name every substance in a language. */
export function namesSubstances(code: string): boolean {
  return isSubstanceLanguage(code);
}

/** A name opening a title or a cell: its first letter capitalised as the language does ("İsveçrə", not "Isveçrə"). */
export function capitalised(text: string, l: Lang): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase(l.record.cldr) + text.slice(1);
}

/** A measure's name in `l`: the catalogue's in English ("Cup (US)"), data/names' in another language. */
export function measureName(code: string, l: Lang): string {
  const m = MEASURE_BY_CODE.get(code);
  if (!m) throw new Error(`substances: no measure "${code}"`);
  if (l.record.isCatalogueLanguage) return m.english;
  const base = l.record.generated?.base;
  const local = unitName(l.locale, m.category, m.code)?.name;
  if (local) return local;
  if (base !== undefined && l.record.generated) return l.record.generated.rewrite(m.english);
  return m.english;
}

/** A measure's name inside a sentence: "cup (US)", "taza métrica", "Tasse (USA)" (its singular sentence form). */
export function measureInText(code: string, l: Lang): string {
  const m = MEASURE_BY_CODE.get(code);
  if (!m) throw new Error(`substances: no measure "${code}"`);
  if (l.record.isCatalogueLanguage) return m.english.charAt(0).toLowerCase() + m.english.slice(1);
  return unitName(l.locale, m.category, m.code)?.one ?? measureName(code, l);
}

/** A measure's name after a number, in the form the language's plural rules give it (CLDR, Intl.PluralRules): "1 short ton", "0,70 tonne courte", "2 tonnes courtes". */
export function measureAfter(code: string, l: Lang, figure: string): string {
  const m = MEASURE_BY_CODE.get(code);
  if (!m) throw new Error(`substances: no measure "${code}"`);
  const form = new Intl.PluralRules(l.record.cldr).select(Number(figure)) === 'one' ? 'one' : 'other';
  if (l.record.isCatalogueLanguage) return code === 'short_ton' ? (form === 'one' ? 'short ton' : 'short tons') : m.symbol;
  return unitName(l.locale, m.category, m.code)?.[form] ?? measureName(code, l);
}

/** A source as a page names it: the work, and where its values were read when not in the work itself. */
export function sourceName(source: SubstanceSource, l: Lang): string {
  return source.via === undefined ? source.title : l.t('sub.via', { source: source.title, via: source.via });
}

/** The substances as the expression converter of a language reads them: the language's words and English's, the chosen value's density. */
export function expressionSubstances(cat: Catalogue, l: Lang): ExprSubstance[] {
  const code = l.locale;
  const own = isSubstanceLanguage(code) ? code : undefined;
  return cat.substances.list.map((s) => ({
    slug: s.slug,
    name: substanceName(s, l),
    terms: [...new Set([...(own ? s.terms[own] : []), ...s.terms.en])],
    density: s.chosen.density.toString(),
    digits: s.chosen.entry.digits,
    source: sourceName(s.chosen.source, l),
  }));
}
