// The data of the site's fixed pages (src/pages/[...lang]/): about, contact, the two legal
// pages and the expression converter. Their words are messages; these pick and order them.
import { staticMeta } from '../meta.ts';
import { EXPRESSION_PARAM, paths } from '../../core/paths.ts';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../core/product.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../../i18n/island-messages.ts';
import { expressionDataPath } from '../../i18n/expression-path.ts';
import { type IslandMessages, islandMessages } from '../../i18n/ui-messages.ts';
import type { PageContext } from '../routes.ts';
import { type Link, pageView, type PageView } from './page.ts';

/** A heading and its text. */
export type Section = [string, string];

export interface AboutView extends PageView {
  heading: string;
  values: Section[];
}

export function aboutView(ctx: PageContext): AboutView {
  const { l, site } = ctx;
  return {
    ...pageView(ctx, staticMeta(site, { title: l.t('about.title'), path: '/about', metaDescription: l.t('about.description', { product: PRODUCT_NAME }) }, l, ctx.locales)),
    heading: l.t('about.heading', { product: PRODUCT_NAME }),
    values: (['exactness', 'privacy', 'speed', 'openness'] as const).map((k) => [l.t(`about.value.${k}`), l.t(`about.value.${k}.text`)]),
  };
}

export interface ContactView extends PageView {
  email: Link;
  faq: Section[];
}

export function contactView(ctx: PageContext): ContactView {
  const { l, site } = ctx;
  return {
    ...pageView(ctx, staticMeta(site, { title: l.t('contact.title'), path: '/contact', metaDescription: l.t('contact.description') }, l, ctx.locales)),
    email: { href: `mailto:${SUPPORT_EMAIL}`, text: SUPPORT_EMAIL },
    faq: [
      [l.t('contact.faq.reply.q'), l.t('contact.faq.reply.a')],
      [l.t('contact.faq.unit.q'), l.t('contact.faq.unit.a')],
    ],
  };
}

export interface ExpressionView extends PageView {
  island: { messages: IslandMessages<NamespacesOf<'expression'>>; dataUrl: string };
  /** Example expressions, each linked to the page with it typed in. */
  samples: Link[];
  help: string[];
}

export function expressionView(ctx: PageContext): ExpressionView {
  const { l, site } = ctx;
  return {
    ...pageView(ctx, staticMeta(site, { title: l.t('expr.title'), path: paths.expression, metaDescription: l.t('expr.description') }, l, ctx.locales)),
    island: { messages: islandMessages(l.locale, ISLAND_MESSAGES.expression), dataUrl: expressionDataPath(l.locale) },
    samples: l.t('expr.samples').split('|').map((s) => ({ href: `${l.path(paths.expression)}?${EXPRESSION_PARAM}=${encodeURIComponent(s)}`, text: s })),
    help: (['numbers', 'units', 'operators', 'sums', 'targets', 'temperatures'] as const).map((k) => l.t(`expr.help.${k}`)),
  };
}

export interface LegalView extends PageView {
  title: string;
  sections: Section[];
  /** The build date (YYYY-MM-DD) and how the language writes it. */
  date: string;
  updated: string;
}

/** A legal page's data: its title, sections and the date it states as last updated (the build date, SPEC §2). */
export function legalView(ctx: PageContext, page: 'privacy' | 'terms'): LegalView {
  const { l, site, date } = ctx;
  if (date === undefined) throw new Error('Only the site shard\'s pages may state the build date (its cache key holds it; the other shards\' hold only the year)');
  const title = l.t(`${page}.title`);
  const sections: Section[] = page === 'privacy'
    ? (['collect', 'storage', 'rates', 'form'] as const).map((k) => [l.t(`privacy.${k}`), l.t(`privacy.${k}.text`)])
    : (['use', 'accuracy', 'warranty', 'changes'] as const).map((k) => [l.t(`terms.${k}`), l.t(`terms.${k}.text`, { product: PRODUCT_NAME })]);
  return {
    ...pageView(ctx, staticMeta(site, { title, path: `/${page}`, metaDescription: l.t(`${page}.description`, { product: PRODUCT_NAME }) }, l, ctx.locales)),
    title,
    sections,
    date,
    // Written as the language writes dates (CLDR via Intl).
    updated: new Date(`${date}T00:00:00Z`).toLocaleDateString(l.record.cldr, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  };
}

export interface OfflineView extends PageView {
  heading: string;
  lead: string;
  island: { messages: IslandMessages<NamespacesOf<'expression'>>; dataUrl: string };
  /** What works offline and what does not, each line true of the service worker (src/offline/). */
  notes: string[];
}

/**
 * The page the service worker answers with, offline, for a page never opened: not indexed and
 * without alternates (a remembered language would otherwise move the visitor off the address
 * asked for, whose pair the converter reads); the expression converter works with its cached
 * engine and units, and starts from the pair of a conversion page's address.
 */
export function offlineView(ctx: PageContext): OfflineView {
  const { l, site } = ctx;
  const meta = staticMeta(site, { title: l.t('offline.title'), path: paths.offline, metaDescription: l.t('offline.lead') }, l, ctx.locales);
  return {
    ...pageView(ctx, { ...meta, alternates: [], noindex: true }),
    heading: l.t('offline.heading'),
    lead: l.t('offline.lead'),
    island: { messages: islandMessages(l.locale, ISLAND_MESSAGES.expression), dataUrl: expressionDataPath(l.locale) },
    notes: [l.t('offline.opened'), l.t('offline.convert'), l.t('offline.currency')],
  };
}
