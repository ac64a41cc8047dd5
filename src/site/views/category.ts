// A category page's data (src/pages/[...lang]/convert/[category].astro): headings, popular
// conversions, the search island's units and placeholders, and the FAQ.
import { unitSlug } from '../../core/slug.ts';
import { popularConversions } from '../../core/related.ts';
import { categoryFaq } from '../faq.ts';
import { categoryMeta } from '../meta.ts';
import { DEFAULT_RANK } from '../../core/product.ts';
import type { PageContext } from '../routes.ts';

export function categoryView({ l, cat, english, site }: PageContext, params: { category?: string }) {
  const category = cat.categoryBySlug.get(params.category ?? '');
  if (!category) throw new Error(`Unknown category ${String(params.category)}`);
  const faq = categoryFaq(category, l);
  const name = category.title;
  const rankOf = (u: (typeof category.units)[number]): number => (u.kind === 'unit' ? u.rank : DEFAULT_RANK);
  const inEnglish = english.categoryBySlug.get(category.slug);
  // Typed queries also read the count forms and the English name, where they differ from the name shown.
  const differs = (s: string | undefined, u: { name: string }): string | undefined => (s === undefined || s.toLowerCase() === u.name.toLowerCase() ? undefined : s);
  const searchUnits = category.units.map((u) => ({
    name: u.name, code: u.code, symbol: u.symbol, category: category.slug, categoryTitle: name, rank: rankOf(u),
    one: differs(u.one, u), other: differs(u.other, u), en: differs(inEnglish?.unitByCode.get(unitSlug(u.code))?.name, u),
  }));
  // Placeholders name this category's most common units, not another category's.
  const common = [...category.units].sort((a, b) => rankOf(a) - rankOf(b)).map((u) => (l.locale === 'en' ? l.lower(u.name) : l.inText(u)));
  const placeholders: [string, string] = [common.slice(0, 2).join(', '), common.slice(2, 4).join(', ') || common[0] || ''];
  return {
    l,
    category,
    faq,
    meta: categoryMeta(site, category, faq, l),
    name,
    lower: l.noun({ name, gender: category.gender }, l.lower(name)),
    heading: l.noun({ name, gender: category.gender }, name),
    popular: popularConversions(category),
    searchUnits,
    placeholders,
  };
}
