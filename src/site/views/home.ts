// The home page's data (src/pages/[...lang]/index.astro): the catalogue's counts, the category
// tiles, the standards the numbers rest on, the Ultra views it links first, and the FAQ.
import type { CatalogueCounts } from '../../catalogue/report.ts';
import { homeTiles } from '../../core/home.ts';
import { paths } from '../../core/paths.ts';
import { HOME_TILES, PRODUCT_NAME } from '../../core/product.ts';
import { hasUltra } from '../../core/ultra.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../../i18n/island-messages.ts';
import { searchIndexPath } from '../../i18n/paths.ts';
import { type IslandMessages, islandMessages } from '../../i18n/ui-messages.ts';
import { type FaqItem, homeFaq, type StatedCounts } from '../faq.ts';
import { homeMeta } from '../meta.ts';
import type { PageContext } from '../routes.ts';
import { type Link, pageView, type PageView } from './page.ts';

/** The categories whose Ultra views the home page links, in this order. */
const ULTRA_FIRST = ['length', 'weight-and-mass', 'temperature', 'volume', 'area', 'speed'];

export interface HomeView extends PageView {
  faq: FaqItem[];
  intro: string;
  search: { messages: IslandMessages<NamespacesOf<'search'>>; indexUrl: string };
  expression: Link;
  /** Every category's tile; the `extra` ones show after "View all" (`more`: there are some). */
  tiles: { href: string; icon: string; title: string; extra: boolean }[];
  more: boolean;
  ultra: Link[];
  aboutUs: string;
  builtOn: { name: string; what: string }[];
}

export function homeView(ctx: PageContext, counts: CatalogueCounts): HomeView {
  const { l, cat, site } = ctx;
  // What the page states is counted exactly (no "more than", no "+"): every converter page, unit
  // and currency pairs alike, in every category.
  const stated: StatedCounts = { conversions: counts.conversions + counts.currencyConversions, categories: counts.categories, currencies: counts.currencies };
  const faq = homeFaq(l, stated);
  return {
    ...pageView(ctx, homeMeta(site, faq, l, ctx.locales)),
    faq,
    intro: l.t('home.intro', { conversions: stated.conversions, count: stated.categories, currencies: stated.currencies }),
    search: { messages: islandMessages(l.locale, ISLAND_MESSAGES.search), indexUrl: searchIndexPath(l.locale) },
    expression: { href: l.path(paths.expression), text: l.t('home.expression') },
    // The substances (weights by volume, with sources) as a category of their own, after the five first categories, where the catalogue has them.
    tiles: withSubstances(
      homeTiles(cat.categories).map((c) => ({ href: l.path(paths.category(c.slug)), icon: c.icon, title: c.title })),
      cat.substances.list.length > 0 ? { href: l.path(paths.substances), icon: 'weight', title: l.t('sub.nav') } : undefined,
    ).map((t, i) => ({ ...t, extra: i >= HOME_TILES })),
    more: cat.categories.length + (cat.substances.list.length > 0 ? 1 : 0) > HOME_TILES,
    ultra: ULTRA_FIRST.flatMap((s) => cat.categoryBySlug.get(s) ?? []).filter(hasUltra).map((c) => ({ href: l.path(paths.ultra(c.slug)), text: c.title })),
    aboutUs: l.t('home.aboutUs.text', { product: PRODUCT_NAME }),
    // The standards and data sources every number rests on (the catalogue's `source` fields and the rates function).
    builtOn: (['nist', 'bipm', 'iec', 'ecb', 'coinbase'] as const).map((k) => ({ name: l.t(`builtOn.${k}`), what: l.t(`builtOn.${k}.what`) })),
  };
}

/** The category tiles with the substances' tile after the first five. */
function withSubstances<T>(tiles: T[], substances: T | undefined): T[] {
  return substances === undefined ? tiles : [...tiles.slice(0, 5), substances, ...tiles.slice(5)];
}
