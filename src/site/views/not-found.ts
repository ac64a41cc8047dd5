// The 404 page's data (src/pages/[...lang]/404.astro): not indexed; its script names the missing
// category or conversion of a /convert/... path (SPEC §2), in the page's language.
import type { PageMeta } from '../meta.ts';
import { PRODUCT_NAME } from '../../core/product.ts';
import { notFoundPath } from '../../i18n/paths.ts';
import type { PageContext } from '../routes.ts';
import { pageView, type PageView } from './page.ts';

export interface NotFoundView extends PageView {
  /** The categories there are (the script names a missing one). */
  slugs: string[];
  /** The script's texts, with {category} and {conversion} for it to fill. */
  texts: Record<'back' | 'category' | 'categoryDetail' | 'conversion' | 'conversionDetail', string>;
}

export function notFoundView(ctx: PageContext): NotFoundView {
  const { l, english, site } = ctx;
  const meta: PageMeta = {
    title: l.t('meta.static.title', { title: l.t('notFound.title'), product: PRODUCT_NAME }),
    description: l.t('meta.generic.description', { product: PRODUCT_NAME }),
    keywords: l.t('meta.generic.keywords'),
    canonical: new URL(notFoundPath(l.locale), site === '' ? 'http://localhost' : site).href,
    lang: l.record.hreflang,
    alternates: [],
    structuredData: [],
    noindex: true,
  };
  return {
    ...pageView(ctx, meta),
    slugs: english.categories.map((c) => c.slug),
    texts: {
      back: l.t('notFound.back'),
      category: l.t('notFound.category'),
      categoryDetail: l.t('notFound.categoryDetail', { category: '{category}' }),
      conversion: l.t('notFound.conversion'),
      conversionDetail: l.t('notFound.conversionDetail', { conversion: '{conversion}', category: '{category}' }),
    },
  };
}
