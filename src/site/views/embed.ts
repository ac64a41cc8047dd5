// The embeddable converter's two pages (src/pages/[...lang]/embed.astro and embed/frame.astro):
// how to embed it, with the snippets for this site and a live example, and the frame page an
// iframe loads, which reads its pair from its address (a host serves it for /embed/{category}/{pair}).
import type { Catalogue } from '../../core/catalogue.ts';
import { EMBED_SCRIPT_PATH, paths, VALUE_PARAM } from '../../core/paths.ts';
import { PRODUCT_NAME } from '../../core/product.ts';
import { conversionSlug } from '../../core/slug.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { staticMeta, type PageMeta } from '../meta.ts';
import type { PageContext } from '../routes.ts';
import { pageView, type PageView } from './page.ts';

/** The pair the page's example and snippets show: feet to centimetres where the catalogue has them, else the first two units of its first category with two. */
export function examplePair(cat: Catalogue): { category: string; from: string; to: string } {
  const length = cat.categoryBySlug.get('length');
  if (length?.unitByCode.has('ft') && length.unitByCode.has('cm')) return { category: 'length', from: 'ft', to: 'cm' };
  for (const c of cat.categories) {
    const [a, b] = c.units;
    if (a && b) return { category: c.slug, from: a.code, to: b.code };
  }
  throw new Error('The embedding page needs a pair to show: the catalogue has no category with two units');
}

/** A heading and its text. */
type Section = { heading: string; text: string };

export interface EmbedView extends PageView {
  heading: string;
  intro: string;
  /** The script's address on this site, as the page itself loads it (the example). */
  script: string;
  /** The example's element, in the page's language. */
  example: Section & { from: string; to: string; lang: string };
  /** With the script: the code to copy (the script tag and the element, this site's absolute addresses). */
  element: Section & { code: string };
  /** Each attribute and what it does, and what changing one does. */
  attributes: { heading: string; rows: [name: string, text: string][]; change: string };
  /** With an iframe: the code to copy. */
  frame: Section & { code: string };
  sends: Section;
}

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function embedView(ctx: PageContext): EmbedView {
  const { l, site, english, locales } = ctx;
  const product = PRODUCT_NAME;
  const ex = examplePair(english);
  const slug = conversionSlug(ex.from, ex.to);
  const names = new Intl.DisplayNames([l.record.cldr], { type: 'language' });
  const language = (code: string): string => `${code} (${names.of(languageOf(code)) ?? code})`;
  const element = `<exact-convert from="${attr(ex.from)}" to="${attr(ex.to)}" lang="${attr(l.locale)}"></exact-convert>`;
  return {
    ...pageView(ctx, staticMeta(site, { title: l.t('embed.title'), path: paths.embed, metaDescription: l.t('embed.description', { product }) }, l, locales)),
    heading: l.t('embed.heading'),
    intro: l.t('embed.intro', { product }),
    script: EMBED_SCRIPT_PATH,
    example: { heading: l.t('embed.example'), text: l.t('embed.example.text', { product }), from: ex.from, to: ex.to, lang: l.locale },
    element: {
      heading: l.t('embed.element'),
      text: l.t('embed.element.text'),
      code: `<script type="module" src="${attr(`${site}${EMBED_SCRIPT_PATH}`)}"></script>\n${element}`,
    },
    attributes: {
      heading: l.t('embed.attributes'),
      rows: [
        ['from', l.t('embed.attr.from', { example: ex.from, path: l.path(paths.conversion(ex.category, slug)) })],
        ['to', l.t('embed.attr.to')],
        ['lang', l.t('embed.attr.lang', { languages: l.list(locales.map(language)), default: language(DEFAULT_LOCALE) })],
        ['value', l.t('embed.attr.value', { example: '2.5' })],
        ['category', l.t('embed.attr.category', { example: ex.category })],
      ],
      change: l.t('embed.attributes.change'),
    },
    frame: {
      heading: l.t('embed.frame'),
      text: l.t('embed.frame.text', { frame: l.path(paths.embedPair(ex.category, slug)), page: l.path(paths.conversion(ex.category, slug)), query: `?${VALUE_PARAM}=2.5` }),
      code: `<iframe src="${attr(`${site}${l.path(paths.embedPair(ex.category, slug))}`)}" title="${attr(l.t('embed.frameTitle', { product }))}" width="360" height="300"></iframe>`,
    },
    sends: { heading: l.t('embed.sends'), text: l.t('embed.sends.text', { product }) },
  };
}

/** Intl's language subtag of a language's code ("en-xa" is English written otherwise). */
function languageOf(code: string): string {
  return code.split('-')[0] ?? code;
}

/** The frame page's words: its title, and what it says at an address that names no pair. */
export interface EmbedFrameView extends PageView {
  locale: string;
  script: string;
  unknown: string;
  /** The address parameter of the opening value (?v=2.5). */
  valueParam: string;
}

export function embedFrameView(ctx: PageContext): EmbedFrameView {
  const { l, site } = ctx;
  const meta: PageMeta = {
    title: l.t('meta.static.title', { title: l.t('embedFrame.title'), product: PRODUCT_NAME }),
    description: l.t('meta.generic.description', { product: PRODUCT_NAME }),
    keywords: l.t('meta.generic.keywords'),
    canonical: new URL(l.path(paths.embedFrame), site === '' ? 'http://localhost' : site).href,
    lang: l.record.hreflang,
    alternates: [],
    structuredData: [],
    noindex: true,
  };
  return { ...pageView(ctx, meta), locale: l.locale, script: EMBED_SCRIPT_PATH, unknown: l.t('embedFrame.unknown', { product: PRODUCT_NAME }), valueParam: VALUE_PARAM };
}
