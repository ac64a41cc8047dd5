// The home page's data (src/pages/[...lang]/index.astro): the catalogue's counts, the standards
// the numbers rest on, the Ultra views it links first, and the FAQ.
import type { CatalogueCounts } from '../../catalogue/report.ts';
import { homeFaq, type StatedCounts } from '../faq.ts';
import { homeMeta } from '../meta.ts';
import { hasUltra } from '../../core/ultra.ts';
import type { PageContext } from '../routes.ts';

/** The categories whose Ultra views the home page links, in this order. */
const ULTRA_FIRST = ['length', 'weight-and-mass', 'temperature', 'volume', 'area', 'speed'];

export function homeView({ l, cat, site }: PageContext, counts: CatalogueCounts) {
  // What the page states is counted exactly (no "more than", no "+"): every converter page, unit
  // and currency pairs alike, in every category.
  const stated: StatedCounts = { conversions: counts.conversions + counts.currencyConversions, categories: counts.categories, currencies: counts.currencies };
  const faq = homeFaq(l, stated);
  return {
    l,
    cat,
    faq,
    meta: homeMeta(site, faq, l),
    counts: stated,
    // The standards and data sources every number rests on (the catalogue's `source` fields and the rates function).
    builtOn: (['nist', 'bipm', 'iec', 'ecb', 'coinbase'] as const).map((k) => ({ name: l.t(`builtOn.${k}`), what: l.t(`builtOn.${k}.what`) })),
    ultra: ULTRA_FIRST.flatMap((s) => cat.categoryBySlug.get(s) ?? []).filter(hasUltra),
  };
}
