// What every page's view carries for its frame (src/layouts/Base.astro): its language, its meta
// and its footer, whose links and year the footer (src/components/Footer.astro) shows as given.
import { PRODUCT_NAME } from '../../core/product.ts';
import { paths } from '../../core/paths.ts';
import { conversionSlug } from '../../core/slug.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { Locale } from '../../i18n/locales.ts';
import { categoryName, unitName } from '../../i18n/names.ts';
import type { PageMeta } from '../meta.ts';
import type { PageContext } from '../routes.ts';

export interface Link {
  href: string;
  text: string;
}

export interface FooterView {
  tagline: string;
  columns: { title: string; links: Link[] }[];
  /** The copyright line, with the build date's year. */
  rights: string;
  /** The popular pairs below it. */
  quick: Link[];
}

/** The frame of a page: what Base.astro shows around the page's own markup. */
export interface PageView {
  l: Lang;
  meta: PageMeta;
  footer: FooterView;
  /** The languages the build renders: the language switch's. */
  locales: readonly Locale[];
}

/** A page's frame, from its context and meta. */
export function pageView({ l, footer, locales }: PageContext, meta: PageMeta): PageView {
  return { l, meta, footer, locales };
}

/** A unit of a footer pair: its code, and the symbol that names it where the language has no name for it. */
interface PairUnit {
  code: string;
  symbol: string;
}

/** The footer of a page in `l`, stating the build date's year. */
export function footerView(l: Lang, year: number): FooterView {
  // The catalogue's language (English) keeps the SPEC's links and words (some are old addresses the host redirects); another language
  // links the pages themselves, named with the language's sourced category names (src/i18n/names.ts)
  // or, for a pair, with the units' symbols. (A sharded job's pages see only their own categories,
  // so the footer does not read the catalogue.)
  const category = (english: string, href: string, slug: string): Link =>
    l.record.isCatalogueLanguage ? { text: english, href } : { text: categoryName(l.locale, slug)?.name ?? english, href: l.path(`/convert/${slug}`) };
  // A pair is named by the units' names in the language where it has them ("Zentimeter in Zoll", not
  // "cm in in"), written as the conversion pages' headings write a pair (the second name in running-text form).
  const named = (slug: string, u: PairUnit) => unitName(l.locale, slug, u.code) ?? { name: u.symbol, one: u.symbol };
  const pair = (english: string, href: string, slug: string, from: PairUnit, to: PairUnit): Link => {
    if (l.record.isCatalogueLanguage) return { text: english, href };
    return { text: l.pair(named(slug, from), named(slug, to)), href: l.path(paths.conversion(slug, conversionSlug(from.code, to.code))) };
  };
  return {
    tagline: l.t('footer.tagline'),
    columns: [
      {
        title: l.t('footer.quick'),
        links: [
          { text: l.t('nav.home'), href: l.path('/') },
          category('Length', '/convert/length', 'length'),
          category('Weight and Mass', '/convert/weight-and-mass-converter', 'weight-and-mass'),
          category('Temperature', '/convert/temperature-converter', 'temperature'),
          category('Currency', '/convert/currency', 'currency'),
        ],
      },
      {
        title: l.t('footer.sitemap'),
        links: [
          { text: l.t('footer.xmlSitemap'), href: '/sitemap.xml' },
          category('Charge', '/convert/charge', 'charge'),
          category('Density', '/convert/density-converter', 'density'),
          category('Acceleration', '/convert/acceleration', 'acceleration'),
          category('Data Transfer', '/convert/data-transfer-converter', 'data-transfer'),
        ],
      },
      {
        title: l.t('footer.legal'),
        links: [
          { text: l.t('about.title'), href: l.path('/about') },
          { text: l.t('footer.contact'), href: l.path('/contact') },
          { text: l.t('terms.title'), href: l.path('/terms') },
          { text: l.t('privacy.title'), href: l.path('/privacy') },
          { text: l.t('embed.title'), href: l.path(paths.embed) },
        ],
      },
    ],
    rights: l.t('footer.rights', { year: String(year), product: PRODUCT_NAME }),
    quick: [
      pair('cm to in', '/convert/length/cm-to-inches', 'length', { code: 'cm', symbol: 'cm' }, { code: 'in', symbol: 'in' }),
      pair('kg to lb', '/convert/weight-and-mass/kg-to-lbs', 'weight-and-mass', { code: 'kg', symbol: 'kg' }, { code: 'lb', symbol: 'lb' }),
      pair('Celsius to Fahrenheit', '/convert/temperature/celsius-to-fahrenheit', 'temperature', { code: 'celsius', symbol: '°C' }, { code: 'fahrenheit', symbol: '°F' }),
      pair('USD to EUR', '/convert/currency/usd-to-eur', 'currency', { code: 'usd', symbol: 'USD' }, { code: 'eur', symbol: 'EUR' }),
    ],
  };
}
