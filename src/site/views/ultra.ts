// An Ultra view's data (src/pages/[...lang]/ultra/[category].astro): the island's units with
// their exact models, the first unit shown and the other Ultra views in the page's language's order.
import type { Unit } from '../../core/catalogue.ts';
import { staticMeta } from '../meta.ts';
import { paths } from '../../core/paths.ts';
import { hasUltra } from '../../core/ultra.ts';
import type { PageContext } from '../routes.ts';

export function ultraView({ l, cat, site }: PageContext, params: { category?: string }) {
  const category = cat.categoryBySlug.get(params.category ?? '');
  if (!category) throw new Error(`Unknown category ${String(params.category)}`);
  const name = category.title;
  const lower = l.noun({ name, gender: category.gender }, l.lower(name));
  const heading = l.noun({ name, gender: category.gender }, name);
  const units = category.units.filter((u): u is Unit => u.kind === 'unit');
  // The category list in the page language's alphabetical order (the catalogue's is the English titles').
  const collator = new Intl.Collator(l.locale);
  return {
    l,
    category,
    name,
    lower,
    heading,
    initial: [...units].sort((a, b) => a.rank - b.rank)[0]?.code ?? '',
    meta: staticMeta(site, {
      title: l.t('ultra.title', { category: heading, lower }),
      metaDescription: l.t('ultra.description', { category: lower, count: units.length }),
      path: paths.ultra(category.slug),
      keywords: l.t('ultra.keywords', { category: lower }),
    }, l),
    props: units.map((u) => ({
      code: u.code,
      name: u.name,
      symbol: u.symbol,
      // The exact model worked out (ratioModel): the island needs no expression parser.
      factor: u.factor.toString(),
      offset: u.offset.toString(),
      reciprocal: u.reciprocal,
      exactDefinition: u.exactDefinition,
      exactRational: u.exactRational,
      piPower: u.piPower,
    })),
    categories: cat.categories.filter(hasUltra).map((c) => ({ slug: c.slug, name: c.title })).sort((a, b) => (l.locale === 'en' ? 0 : collator.compare(a.name, b.name))),
  };
}
