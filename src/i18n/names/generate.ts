// The localised unit and category names, data/names/<locale>.json, generated from CLDR (the
// exact units of UNIT_CLDR, and SI or IEC prefixes applied to them) and from the cited
// references of categories.ts. Pure: the command scripts/names-generate.ts reads the inputs
// (read.ts), and writes the files (serialise.ts). This file composes one language's names from
// CLDR's (cldr-names.ts), the glossary, the prefixed units (prefixed.ts) and the English shapes
// of compound names (english-shapes.ts, compose.ts), then settles them (infer-genders.ts,
// drop-ambiguous.ts).
import { CATALOGUE_LOCALE, languageOf, SOURCED_LOCALES, type SourcedLocale } from '../locales.ts';
import { CATEGORY_QUDT, qudtSource } from './categories.ts';
import { cldrForms, cldrPrefixedBases, cldrSource, cldrSourceShort, spelledOut } from './cldr-names.ts';
import { UNIT_CLDR } from './cldr-map.ts';
import { composeName, partKeys, patternsUsed, type Worded } from './compose.ts';
import { dropAmbiguous } from './drop-ambiguous.ts';
import { englishShapes } from './english-shapes.ts';
import { headingForm, prefixedForms, prefixRule } from './forms.ts';
import { emptyGlossary, type Gender, type NameKind } from './glossary.ts';
import { inferGenders } from './infer-genders.ts';
import { catalogueCldr, slugOf, unitKey, type CategoryEntry, type GeneratorInput, type NameEntry, type NamesFile } from './model.ts';
import { detectPrefixed } from './prefixed.ts';


/** Generate every locale's names file. */
export function generateNames(input: GeneratorInput): ReadonlyMap<SourcedLocale, NamesFile> {
  const slugs = slugOf(input.categories);
  const keys = new Set(input.units.flatMap((u) => (slugs.has(u.category) ? [unitKey(slugs.get(u.category) ?? '', u.unit_code)] : [])));
  const prefixed = detectPrefixed(input);
  const shapes = englishShapes(input);
  const english = new Map(input.units.map((u) => [unitKey(slugs.get(u.category) ?? '', u.unit_code), u.name]));
  const englishOf = (key: string): string => english.get(key) ?? key;
  const result = new Map<SourcedLocale, NamesFile>();
  for (const locale of SOURCED_LOCALES) {
    const cldr = input.cldr[locale] ?? {};
    const rules = languageOf(locale).nameRules;
    const catalogueLanguage = languageOf(locale).isCatalogueLanguage === true;
    const glossary = input.glossaries?.[locale] ?? emptyGlossary(locale);
    const units: Record<string, NameEntry> = {};
    for (const [key, id] of Object.entries(UNIT_CLDR)) {
      if (!keys.has(key)) continue;
      const forms = catalogueLanguage ? cldrForms(cldr[id]) : spelledOut(cldrForms(cldr[id]), input.cldrShort?.[locale]?.[id], catalogueCldr(input)[id], input.cldrShort?.[CATALOGUE_LOCALE]?.[id]);
      if (!forms) continue;
      const gender = cldr[id]?.gender as Gender | undefined;
      units[key] = { name: headingForm(forms.one, locale), ...forms, ...(gender ? { gender } : {}), kind: 'cldr', source: cldrSource(input.cldrVersion, locale, id) };
    }
    // CLDR's bare word is the US customary unit ("gallon") and its temperature units are scales:
    // where the catalogue's English name says "(US)" or "(difference)", the glossary's qualifier is
    // added (before the compositions, which name their parts with it, and again at the end).
    const qualify = (): void => {
      for (const [key, e] of Object.entries(units)) {
        const q = /\((US|difference)\)$/.exec(englishOf(key))?.[1];
        const text = q === undefined ? undefined : glossary.qualifiers[q]?.text;
        if (text === undefined || e.one.toLocaleLowerCase(locale).includes(text.toLocaleLowerCase(locale)) || (q === 'US' && rules?.usWord?.test(e.one) === true)) continue;
        const note = `the glossary's qualifier "${q ?? ''}" (${text})`;
        // A team translation stays one; a sourced name with the qualifier is a composition.
        const kind: NameKind = e.kind === 'translated' ? 'translated' : 'composed';
        const source = kind === 'translated' ? `${e.source}; with ${note}` : `Composed by CLDR ${input.cldrVersion} ${locale} grammar (qualifier) from ${e.source} + ${note}`;
        units[key] = { ...e, name: `${e.name} (${text})`, one: `${e.one} (${text})`, other: `${e.other} (${text})`, kind, source };
      }
    };
    qualify();
    for (const [key, g] of Object.entries(glossary.units)) {
      if (!keys.has(key)) continue;
      units[key] = { name: headingForm(g.one, locale), one: g.one, other: g.other, ...(g.gender ? { gender: g.gender } : {}), kind: g.kind, source: g.source };
    }
    const prefixWords = Object.entries(cldr)
      .filter(([k, v]) => /^(10|1024)p-?\d+$/.test(k) && v.unitPrefixPattern?.endsWith('{0}'))
      .map(([, v]) => (v.unitPrefixPattern ?? '').replace('{0}', '').toLocaleLowerCase(locale))
      .filter((p) => p !== '');
    if (!catalogueLanguage) {
      const shown = cldrPrefixedBases(cldr, catalogueCldr(input));
      const qualifier = (english: string, gender: Gender | undefined): string | undefined => {
        const q = glossary.qualifiers[english];
        if (!q) return undefined;
        return (gender === 'feminine' ? q.feminine : gender === 'neuter' ? q.neuter : undefined) ?? q.text;
      };
      const nameOf = (key: string): Worded | undefined => units[key];
      // Prefixes and compositions build on each other's names: repeat until nothing is added.
      for (let added = true; added; ) {
        added = false;
        // A part's gender is known before it is composed: CLDR gives none for some names (es
        // "milla náutica", "braza"), and a power or qualifier agrees with it ("milla náutica
        // cuadrada", "braza cúbica"; CLDR 48 es power2/power3 gender-feminine patterns).
        inferGenders(units, locale, glossary.genders, prefixWords, cldr.per?.compoundUnitPattern);
        for (const p of prefixed) {
          const base = units[p.base];
          const pattern = cldr[p.prefix]?.unitPrefixPattern;
          if (units[p.key] || !base || pattern === undefined) continue;
          const baseId = UNIT_CLDR[p.base] ?? '';
          const forms = prefixedForms(locale, pattern, base, shown.has(baseId));
          if (typeof forms === 'string') continue;
          units[p.key] = {
            name: headingForm(forms.one, locale),
            ...forms,
            ...(base.gender ? { gender: base.gender } : {}),
            kind: 'si-prefix',
            source:
              `${p.prefix.startsWith('1024') ? 'IEC binary' : 'SI'} prefix ${p.prefixName} (CLDR ${input.cldrVersion} ${locale} unitPrefixPattern ${p.prefix} '${pattern}') + ` +
              `${base.one} (${base.kind === 'cldr' ? `CLDR ${input.cldrVersion} ${locale} ${baseId}` : `${base.kind}: ${p.base}`}); ${prefixRule(locale)}`,
          };
          added = true;
        }
        for (const [key, shape] of shapes) {
          if (units[key]) continue;
          const w = composeName(shape, { locale, cldr, nameOf, qualifier, agrees: (english) => glossary.qualifiers[english]?.feminine !== undefined });
          if (!w) continue;
          const parts = partKeys(shape).map((k) => `${units[k]?.one ?? k} [${k}, ${units[k]?.kind ?? ''}]`);
          units[key] = {
            name: headingForm(w.one, locale),
            one: w.one,
            other: w.other,
            ...(w.gender ? { gender: w.gender } : {}),
            kind: 'composed',
            source: `Composed by ${cldrSourceShort(input.cldrVersion, locale)} grammar (${patternsUsed(shape, { cldr, locale }).join('; ')}) from ${parts.join(' + ')}`,
          };
          added = true;
        }
      }
    }
    qualify();
    inferGenders(units, locale, glossary.genders, prefixWords, cldr.per?.compoundUnitPattern);
    dropAmbiguous(units, englishOf);
    const categories: Record<string, CategoryEntry> = {};
    for (const [slug, q] of Object.entries(CATEGORY_QUDT)) {
      const label = q.labels[locale];
      if (label === undefined || ![...slugs.values()].includes(slug)) continue;
      categories[slug] = { name: headingForm(label, locale), kind: 'reference', source: qudtSource(q.kind, label, locale) };
    }
    for (const [slug, c] of Object.entries(glossary.categories)) {
      if (![...slugs.values()].includes(slug)) continue;
      categories[slug] = { name: c.name, ...(c.short !== undefined && c.short !== c.name ? { short: c.short } : {}), ...(c.gender ? { gender: c.gender } : {}), kind: c.kind, source: c.source };
    }
    result.set(locale, { locale, units, categories });
  }
  return result;
}
