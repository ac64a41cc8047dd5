// The genders a gendered language's generated names lack, from their head nouns (generate.ts).
import { languageOf, type Locale } from '../locales.ts';
import type { Gender } from './glossary.ts';
import type { NameEntry } from './model.ts';

/**
 * A gendered language's names whose source gives no gender (CLDR leaves some out: fr "tonne
 * courte") take their head noun's: the first word in Spanish and French ("tonne" of "tonne
 * courte"), the last part of a German compound ("Fuß" of "Kubikfuß"), as another name of the
 * language gives it. A "per" compound (the locale's CLDR per pattern, `perPattern`) takes its
 * numerator's.
 */
export function inferGenders(units: Record<string, NameEntry>, locale: Locale, heads: Readonly<Record<string, Gender>>, prefixes: readonly string[], perPattern?: string): void {
  if (languageOf(locale).nameRules?.genders !== true) return;
  const known = new Map<string, Gender>();
  for (const [w, g] of Object.entries(heads)) known.set(w.toLocaleLowerCase(locale), g);
  for (const e of Object.values(units)) if (e.gender && !/[\s-]/.test(e.one)) known.set(e.one.toLocaleLowerCase(locale), e.gender);
  // A prefixed word has its base's gender (centigray: gray).
  const bare = (w: string): string | undefined => prefixes.map((p) => (w.startsWith(p) ? w.slice(p.length) : '')).find((rest) => rest !== '' && known.has(rest));
  const words = [...known.keys()].sort((a, b) => b.length - a.length);
  for (const e of Object.values(units)) {
    if (e.gender) continue;
    let one = e.one.toLocaleLowerCase(locale).replace(/\s*\([^()]*\)$/, '');
    // A "per" compound has its numerator's gender (CLDR grammaticalFeatures, deriveCompound
    // gender structure per = 0): "Meter pro Quadratsekunde" is masculine, as CLDR 48 de says.
    const per = perPattern === undefined ? undefined : /\{0\}(.+)\{1\}/.exec(perPattern)?.[1];
    if (per !== undefined && per.trim() !== '' && one.includes(per)) one = one.slice(0, one.indexOf(per));
    let gender: Gender | undefined;
    if (locale === 'de') {
      const last = one.split(/[\s-]/).pop() ?? one;
      const part = words.find((w) => last.endsWith(w));
      gender = part === undefined ? undefined : known.get(part);
    } else {
      const head = one.split(/[\s-]/)[0] ?? one;
      gender = known.get(head) ?? known.get(bare(head) ?? '');
    }
    if (gender) e.gender = gender;
  }
}
