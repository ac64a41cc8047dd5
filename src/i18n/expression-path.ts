// Where the expression converter's units of a language are served (src/pipeline/site-files.ts
// writes them), in its own module so that only the code that fetches them carries it.
import { islandFactsOf } from './languages/index.ts';
import type { Locale } from './locales.ts';

/** The units of the expression converter in a language (src/core/expression/table.ts expressionData), one file per language, fetched on first use. */
export function expressionDataPath(locale: Locale): string {
  return islandFactsOf(locale).isDefault ? '/expression-units.json' : `/expression-units.${locale}.json`;
}
