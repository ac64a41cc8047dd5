import type { AnyUnit, Category, Conversion } from './catalogue.ts';
import type { FaqItem } from './faq.ts';
import { absoluteUrl, paths, PRODUCT_NAME } from './site.ts';
import { categoryDisplayTitle } from './slug.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** JSON-LD objects for the page. */
  structuredData: object[];
  noindex?: boolean;
}

export const HOME_DESCRIPTION =
  'Convert length, weight, temperature, volume, currency and more with live exchange rates. Free, fast and exact online unit converter.';
export const GENERIC_DESCRIPTION = `${PRODUCT_NAME}: free, fast and exact online unit conversion.`;

function breadcrumb(site: string, items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: absoluteUrl(site, it.path),
    })),
  };
}

/** FAQPage structured data (SPEC §2: name, url, question and answer list). */
export function faqStructuredData(name: string, url: string, faq: FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name,
    url,
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export function homeMeta(site: string, faq: FaqItem[]): PageMeta {
  const canonical = absoluteUrl(site, '/');
  const title = `${PRODUCT_NAME} - Free Online Unit Converter Tool`;
  return {
    title,
    description: HOME_DESCRIPTION,
    keywords: 'unit converter, conversion calculator, length converter, weight converter, temperature converter, volume converter, currency converter',
    canonical,
    structuredData: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: canonical, description: HOME_DESCRIPTION },
      faqStructuredData(title, canonical, faq),
    ],
  };
}

export function categoryMeta(site: string, cat: Category, faq: FaqItem[]): PageMeta {
  const name = categoryDisplayTitle(cat.title);
  const path = paths.category(cat.slug);
  const canonical = absoluteUrl(site, path);
  const title = `${name} Converter - Free ${name} Converter - ${PRODUCT_NAME}`;
  const lower = name.toLowerCase();
  return {
    title,
    description: `Free online ${lower} converter for units used in daily life and science.`,
    keywords: [`${lower} converter`, `${lower} conversion`, `convert ${lower}`, ...cat.units.slice(0, 6).map((u) => u.name.toLowerCase())].join(', '),
    canonical,
    structuredData: [
      breadcrumb(site, [
        { name: 'Home', path: '/' },
        { name: `${name} Converter`, path },
      ]),
      faqStructuredData(title, canonical, faq),
    ],
  };
}

export function conversionMeta(site: string, conv: Conversion, faq: FaqItem[]): PageMeta {
  const name = categoryDisplayTitle(conv.category.title);
  const path = paths.conversion(conv.category.slug, conv.slug);
  const canonical = absoluteUrl(site, path);
  const { from, to } = conv;
  const title = `${from.name} to ${to.name} - Free ${name} Converter - ${PRODUCT_NAME}`;
  const kw = [`${from.name} to ${to.name}`, `convert ${from.name} to ${to.name}`];
  if (from.symbol && to.symbol) kw.push(`${from.symbol} to ${to.symbol}`);
  kw.push(`${name.toLowerCase()} converter`);
  return {
    title,
    description:
      conv.metaDescription ?? `Convert ${from.name} to ${to.name} quickly and accurately with our free online converter tool.`,
    keywords: kw.join(', '),
    canonical,
    structuredData: [
      breadcrumb(site, [
        { name: 'Home', path: '/' },
        { name: `${name} Converter`, path: paths.category(conv.category.slug) },
        { name: `${from.name} to ${to.name}`, path },
      ]),
      faqStructuredData(title, canonical, faq),
    ],
  };
}

/** Static pages (about, contact, terms, privacy) and the fallback for anything else. */
export function staticMeta(site: string, page: { title: string; metaDescription?: string; path: string; keywords?: string }): PageMeta {
  return {
    title: `${page.title} - ${PRODUCT_NAME}`,
    description: page.metaDescription ?? GENERIC_DESCRIPTION,
    keywords: page.keywords ?? 'unit converter, online converter',
    canonical: absoluteUrl(site, page.path),
    structuredData: [breadcrumb(site, [{ name: 'Home', path: '/' }, { name: page.title, path: page.path }])],
  };
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&]/g, (c) => JSON_ESCAPES[c] ?? c);
}

/** A unit hub: every conversion from one unit, with the unit's definition. */
export function unitHubMeta(site: string, cat: Category, unit: AnyUnit): PageMeta {
  const name = categoryDisplayTitle(cat.title);
  const path = paths.unitHub(cat.slug, unit.code);
  const others = cat.units.length - 1;
  return {
    title: `${unit.name} Conversions - Free ${name} Converter - ${PRODUCT_NAME}`,
    description: `Convert ${unit.name}${unit.symbol ? ` (${unit.symbol})` : ''} to ${String(others)} other ${name.toLowerCase()} units, with its definition, symbol and source.`,
    keywords: [`${unit.name.toLowerCase()} converter`, `convert ${unit.name.toLowerCase()}`, ...(unit.symbol ? [`${unit.symbol} conversion`] : []), `${name.toLowerCase()} converter`].join(', '),
    canonical: absoluteUrl(site, path),
    structuredData: [
      breadcrumb(site, [
        { name: 'Home', path: '/' },
        { name: `${name} Converter`, path: paths.category(cat.slug) },
        { name: unit.name, path },
      ]),
    ],
  };
}
