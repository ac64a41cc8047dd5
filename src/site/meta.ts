import type { AnyUnit, Category, Conversion } from '../core/catalogue.ts';
import type { FaqItem } from './faq.ts';
import { absoluteUrl, paths } from '../core/paths.ts';
import { PRODUCT_NAME } from '../core/product.ts';
import { categoryDisplayTitle } from '../core/slug.ts';
import type { Lang } from '../i18n/lang.ts';
import { alternates } from '../i18n/paths.ts';
import type { Locale } from '../i18n/locales.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** The page's language (BCP 47), for <html lang> and JSON-LD. */
  lang: string;
  /** The same page in every language (absolute URLs), English first; the layout adds x-default (English). Empty for a page outside the sitemaps. */
  alternates: { hreflang: string; href: string }[];
  /** JSON-LD objects for the page. */
  structuredData: object[];
  noindex?: boolean;
}

/** The canonical URL of a page in a language and its alternates in every language the build renders (`locales`). */
export function located(site: string, englishPath: string, l: Lang, locales: readonly Locale[]): Pick<PageMeta, 'canonical' | 'lang' | 'alternates'> {
  return {
    canonical: absoluteUrl(site, l.path(englishPath)),
    lang: l.record.hreflang,
    alternates: alternates(englishPath, locales).map((a) => ({ hreflang: a.hreflang, href: absoluteUrl(site, a.path) })),
  };
}

export function breadcrumb(site: string, l: Lang, items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: absoluteUrl(site, l.path(it.path)),
    })),
  };
}

/** FAQPage structured data (SPEC §2: name, url, question and answer list), in the page's language. */
export function faqStructuredData(name: string, url: string, faq: FaqItem[], l: Lang): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name,
    url,
    inLanguage: l.record.hreflang,
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export function homeMeta(site: string, faq: FaqItem[], l: Lang, locales: readonly Locale[]): PageMeta {
  const loc = located(site, paths.home, l, locales);
  const title = l.t('meta.home.title', { product: PRODUCT_NAME });
  const description = l.t('meta.home.description');
  return {
    title,
    description,
    keywords: l.t('meta.home.keywords'),
    ...loc,
    structuredData: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: loc.canonical, description, inLanguage: l.record.hreflang },
      faqStructuredData(title, loc.canonical, faq, l),
    ],
  };
}

export function categoryMeta(site: string, cat: Category, faq: FaqItem[], l: Lang, locales: readonly Locale[]): PageMeta {
  const name = categoryDisplayTitle(cat.title);
  const path = paths.category(cat.slug);
  const loc = located(site, path, l, locales);
  const title = l.t('meta.category.title', { category: l.noun({ name, gender: cat.gender }, name), product: PRODUCT_NAME });
  const lower = l.noun({ name, gender: cat.gender }, l.lower(name));
  return {
    title,
    description: l.t('meta.category.description', { category: lower }),
    keywords: [l.t('meta.category.keywords', { category: lower }), ...cat.units.slice(0, 6).map((u) => l.inText(u))].join(', '),
    ...loc,
    structuredData: [
      breadcrumb(site, l, [
        { name: l.t('nav.home'), path: paths.home },
        { name: l.t('category.heading', { category: l.noun({ name, gender: cat.gender }, name) }), path },
      ]),
      faqStructuredData(title, loc.canonical, faq, l),
    ],
  };
}

export function conversionMeta(site: string, conv: Conversion, faq: FaqItem[], l: Lang, locales: readonly Locale[]): PageMeta {
  const name = categoryDisplayTitle(conv.category.title);
  const path = paths.conversion(conv.category.slug, conv.slug);
  const loc = located(site, path, l, locales);
  const { from, to } = conv;
  const pair = { from: l.noun(from, from.name), to: l.noun(to, l.record.titleCaseHeadings ? to.name : undefined) };
  // After the title's first words the category is running text ("Umrechner für elektrische Ladung"), except in a title-case language.
  const category = l.noun({ name, gender: conv.category.gender }, l.record.titleCaseHeadings ? name : l.lower(name));
  const title = l.t('meta.conversion.title', { ...pair, category, product: PRODUCT_NAME });
  const kw = [l.t('pair', pair), l.t('meta.conversion.keyword', pair)];
  // The pair by its symbols ("km a mi"), as written: no plural and no capital.
  if (from.symbol && to.symbol) kw.push(l.t('pairSymbols', { from: from.symbol, to: to.symbol }));
  kw.push(l.t('meta.category.keyword', { category: l.noun({ name, gender: conv.category.gender }, l.lower(name)) }));
  return {
    title,
    // A description written in the catalogue (Postgres) is English.
    description: (l.record.isCatalogueLanguage ? conv.metaDescription : undefined) ?? l.t('meta.conversion.description', pair),
    keywords: kw.join(', '),
    ...loc,
    structuredData: [
      breadcrumb(site, l, [
        { name: l.t('nav.home'), path: paths.home },
        { name: l.t('category.heading', { category }), path: paths.category(conv.category.slug) },
        { name: l.t('pair', pair), path },
      ]),
      faqStructuredData(title, loc.canonical, faq, l),
    ],
  };
}

/** Static pages (about, contact, terms, privacy, Ultra) and the fallback for anything else. */
export function staticMeta(site: string, page: { title: string; metaDescription?: string; path: string; keywords?: string }, l: Lang, locales: readonly Locale[]): PageMeta {
  return {
    title: l.t('meta.static.title', { title: page.title, product: PRODUCT_NAME }),
    description: page.metaDescription ?? l.t('meta.generic.description', { product: PRODUCT_NAME }),
    keywords: page.keywords ?? l.t('meta.generic.keywords'),
    ...located(site, page.path, l, locales),
    structuredData: [breadcrumb(site, l, [{ name: l.t('nav.home'), path: paths.home }, { name: page.title, path: page.path }])],
  };
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&]/g, (c) => JSON_ESCAPES[c] ?? c);
}

/** A unit hub: every conversion from one unit, with the unit's definition. */
export function unitHubMeta(site: string, cat: Category, unit: AnyUnit, l: Lang, locales: readonly Locale[]): PageMeta {
  const name = categoryDisplayTitle(cat.title);
  const path = paths.unitHub(cat.slug, unit.code);
  const others = cat.units.length - 1;
  const lower = l.noun({ name, gender: cat.gender }, l.lower(name));
  const category = l.noun({ name, gender: cat.gender }, name);
  return {
    title: l.t('meta.hub.title', { unit: l.noun(unit, unit.name), category, product: PRODUCT_NAME }),
    description: l.t('meta.hub.description', { unit: l.noun(unit, unit.symbol ? `${unit.name} (${unit.symbol})` : unit.name), count: others, category: lower }),
    keywords: [l.t('meta.hub.keywords', { unit: l.noun(unit, l.inText(unit)) }), ...(unit.symbol ? [l.t('meta.hub.symbolKeyword', { symbol: unit.symbol })] : []), l.t('meta.category.keyword', { category: lower })].join(', '),
    ...located(site, path, l, locales),
    structuredData: [
      breadcrumb(site, l, [
        { name: l.t('nav.home'), path: paths.home },
        { name: l.t('category.heading', { category }), path: paths.category(cat.slug) },
        { name: unit.name, path },
      ]),
    ],
  };
}
