// A category page's data (src/pages/[...lang]/convert/[category].astro): headings, popular
// conversions, the search island's units and placeholders, the links to every unit, and the FAQ.
import type { Category } from '../../core/catalogue.ts';
import { unitLabel } from '../../core/labels.ts';
import { paths } from '../../core/paths.ts';
import { unitSlug } from '../../core/slug.ts';
import { popularConversions } from '../../core/related.ts';
import { hasUltra } from '../../core/ultra.ts';
import type { SearchUnit } from '../../core/search.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../../i18n/island-messages.ts';
import { type IslandMessages, islandMessages } from '../../i18n/ui-messages.ts';
import { categoryFaq, type FaqItem } from '../faq.ts';
import { categoryMeta } from '../meta.ts';
import { DEFAULT_RANK } from '../../core/product.ts';
import type { PageContext } from '../routes.ts';
import { type Link, pageView, type PageView } from './page.ts';

export interface CategoryView extends PageView {
  category: Category;
  faq: FaqItem[];
  heading: string;
  ultra: Link | undefined;
  /** The search island, on a page of more than one unit. */
  search: { messages: IslandMessages<NamespacesOf<'search'>>; units: SearchUnit[]; heading: string; placeholders: [string, string] } | undefined;
  popular: Link[];
  allText: string;
  units: Link[];
}

export function categoryView(ctx: PageContext, params: { category?: string }): CategoryView {
  const { l, cat, english, site } = ctx;
  const category = cat.categoryBySlug.get(params.category ?? '');
  if (!category) throw new Error(`Unknown category ${String(params.category)}`);
  const faq = categoryFaq(category, l);
  const name = category.title;
  const lower = l.noun({ name, gender: category.gender }, l.lower(name));
  const rankOf = (u: (typeof category.units)[number]): number => (u.kind === 'unit' ? u.rank : DEFAULT_RANK);
  const inEnglish = english.categoryBySlug.get(category.slug);
  // Typed queries also read the count forms and the English name, where they differ from the name shown.
  const differs = (s: string | undefined, u: { name: string }): string | undefined => (s === undefined || s.toLowerCase() === u.name.toLowerCase() ? undefined : s);
  const searchUnits = category.units.map((u) => ({
    name: u.name, code: u.code, symbol: u.symbol, category: category.slug, categoryTitle: name, rank: rankOf(u),
    one: differs(u.one, u), other: differs(u.other, u), en: differs(inEnglish?.unitByCode.get(unitSlug(u.code))?.name, u),
  }));
  // Placeholders name this category's most common units, not another category's.
  const common = [...category.units].sort((a, b) => rankOf(a) - rankOf(b)).map((u) => (l.record.isCatalogueLanguage ? l.lower(u.name) : l.inText(u)));
  const placeholders: [string, string] = [common.slice(0, 2).join(', '), common.slice(2, 4).join(', ') || common[0] || ''];
  return {
    ...pageView(ctx, categoryMeta(site, category, faq, l, ctx.locales)),
    category,
    faq,
    heading: l.t('category.heading', { category: l.noun({ name, gender: category.gender }, name) }),
    ultra: hasUltra(category) ? { href: l.path(paths.ultra(category.slug)), text: l.t('category.ultraLink', { category: lower }) } : undefined,
    search: category.units.length > 1 ? { messages: islandMessages(l.locale, ISLAND_MESSAGES.search), units: searchUnits, heading: l.t('category.search', { category: lower }), placeholders } : undefined,
    popular: popularConversions(category).map((c) => ({ href: l.path(paths.conversion(category.slug, c.slug)), text: l.pair(c.from, c.to) })),
    allText: l.t('category.allText', { conversions: category.conversions.length, count: category.units.length }),
    units: category.units.map((u) => ({ href: l.path(paths.unitHub(category.slug, u.code)), text: unitLabel(u) })),
  };
}
