// The home page's data (src/pages/[...lang]/index.astro): the catalogue's counts, the standards
// the numbers rest on, the Ultra views it links first, and the FAQ.
import type { CatalogueCounts } from '../../catalogue/report.ts';
import { homeFaq } from '../faq.ts';
import { homeMeta } from '../meta.ts';
import { hasUltra } from '../../core/ultra.ts';
import type { PageContext } from '../routes.ts';

/** The categories whose Ultra views the home page links, in this order. */
const ULTRA_FIRST = ['length', 'weight-and-mass', 'temperature', 'volume', 'area', 'speed'];

export function homeView({ l, cat, site }: PageContext, counts: CatalogueCounts) {
  const faq = homeFaq(l);
  return {
    l,
    cat,
    faq,
    meta: homeMeta(site, faq, l),
    counts,
    // The standards and data sources every number rests on (the catalogue's `source` fields and the rates function).
    builtOn: (['nist', 'bipm', 'iec', 'ecb', 'coinbase'] as const).map((k) => ({ name: l.t(`builtOn.${k}`), what: l.t(`builtOn.${k}.what`) })),
    ultra: ULTRA_FIRST.flatMap((s) => cat.categoryBySlug.get(s) ?? []).filter(hasUltra),
  };
}
