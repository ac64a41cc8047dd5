// The units an expression can name in one language (src/core/expression/table.ts), from the
// catalogue localised into it: the page's names and forms after a count, and the English
// ones, which work on every page as they do in the search.
import type { Catalogue } from '../core/catalogue.ts';
import { expressionUnits, type UnitEntry } from '../core/expression/table.ts';
import { localizeCatalogue } from './localize-catalogue.ts';
import { languageOf, type Locale } from './locales.ts';

export function expressionUnitsFor(catalogue: Catalogue, locale: Locale): UnitEntry[] {
  return expressionUnits(languageOf(locale).isCatalogueLanguage ? catalogue : localizeCatalogue(catalogue, locale), catalogue);
}
