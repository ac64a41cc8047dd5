// An Ultra view's data (src/pages/[...lang]/ultra/[category].astro): the island's units with
// their exact models, the first unit shown and the other Ultra views in the page's language's order.
import type { Unit } from '../../core/catalogue.ts';
import { TEMPERATURE } from '../../core/companion.ts';
import { compoundsIn } from '../../core/compound.ts';
import { staticMeta } from '../meta.ts';
import { paths } from '../../core/paths.ts';
import { hasUltra } from '../../core/ultra.ts';
import type { ShippedUnit } from '../../core/convert.ts';
import type { ExactnessFields } from '../../core/exactness.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../../i18n/island-messages.ts';
import { type IslandMessages, islandMessages } from '../../i18n/ui-messages.ts';
import type { PageContext } from '../routes.ts';
import { type Link, pageView, type PageView } from './page.ts';

/** A unit as the Ultra island reads it, with its exact model worked out (src/components/UltraView.tsx UltraUnit). */
type UltraUnitProps = ShippedUnit & ExactnessFields;

export interface UltraPageView extends PageView {
  categoryLink: Link;
  heading: string;
  intro: string;
  /** The island's props. */
  island: {
    messages: IslandMessages<NamespacesOf<'ultra'>>;
    category: string;
    categoryName: string;
    units: UltraUnitProps[];
    categories: { slug: string; name: string }[];
    compounds: { major: string; minor: string; per: string }[];
    initial: string;
  };
}

export function ultraView(ctx: PageContext, params: { category?: string }): UltraPageView {
  const { l, cat, site } = ctx;
  const category = cat.categoryBySlug.get(params.category ?? '');
  if (!category) throw new Error(`Unknown category ${String(params.category)}`);
  const name = category.title;
  const lower = l.noun({ name, gender: category.gender }, l.lower(name));
  const heading = l.noun({ name, gender: category.gender }, name);
  const units = category.units.filter((u): u is Unit => u.kind === 'unit');
  // The category list in the page language's alphabetical order (the catalogue's is the English titles').
  const collator = new Intl.Collator(l.locale);
  return {
    ...pageView(ctx, staticMeta(site, {
      title: l.t('ultra.title', { category: heading, lower }),
      metaDescription: l.t('ultra.description', { category: lower, count: units.length }),
      path: paths.ultra(category.slug),
      keywords: l.t('ultra.keywords', { category: lower }),
    }, l, ctx.locales)),
    categoryLink: { href: l.path(paths.category(category.slug)), text: name },
    heading: l.t('ultra.heading', { category: heading }),
    intro: l.t('ultra.intro', { category: lower }),
    island: {
      messages: islandMessages(l.locale, ISLAND_MESSAGES.ultra),
      category: category.slug,
      categoryName: name,
      units: units.map((u) => ({
        code: u.code,
        name: u.name,
        symbol: u.symbol,
        // The exact model worked out (ratioModel): the island needs no expression parser.
        factor: u.factor.toString(),
        offset: u.offset.toString(),
        reciprocal: u.reciprocal,
        ...(category.slug === TEMPERATURE ? { absolute: true as const } : {}),
        exactDefinition: u.exactDefinition,
        exactRational: u.exactRational,
        piPower: u.piPower,
      })),
      categories: cat.categories.filter(hasUltra).map((c) => ({ slug: c.slug, name: c.title })).sort((a, b) => (l.record.isCatalogueLanguage ? 0 : collator.compare(a.name, b.name))),
      compounds: compoundsIn(category),
      initial: [...units].sort((a, b) => a.rank - b.rank)[0]?.code ?? '',
    },
  };
}
