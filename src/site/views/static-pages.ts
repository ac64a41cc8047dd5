// The data of the site's fixed pages (src/pages/[...lang]/): about, contact, the two legal
// pages and the expression converter. Their words are messages; these pick and order them.
import { staticMeta } from '../meta.ts';
import { paths } from '../../core/paths.ts';
import { PRODUCT_NAME } from '../../core/product.ts';
import type { PageContext } from '../routes.ts';

export function aboutView({ l, site }: PageContext) {
  return {
    l,
    meta: staticMeta(site, { title: l.t('about.title'), path: '/about', metaDescription: l.t('about.description', { product: PRODUCT_NAME }) }, l),
    values: (['exactness', 'privacy', 'speed', 'openness'] as const).map((k) => [l.t(`about.value.${k}`), l.t(`about.value.${k}.text`)]),
  };
}

export function contactView({ l, site }: PageContext) {
  return {
    l,
    meta: staticMeta(site, { title: l.t('contact.title'), path: '/contact', metaDescription: l.t('contact.description') }, l),
    faq: [
      [l.t('contact.faq.reply.q'), l.t('contact.faq.reply.a')],
      [l.t('contact.faq.unit.q'), l.t('contact.faq.unit.a')],
    ],
  };
}

export function expressionView({ l, site }: PageContext) {
  return {
    l,
    meta: staticMeta(site, { title: l.t('expr.title'), path: paths.expression, metaDescription: l.t('expr.description') }, l),
    samples: l.t('expr.samples').split('|'),
    help: (['numbers', 'units', 'operators', 'sums', 'targets', 'temperatures'] as const).map((k) => l.t(`expr.help.${k}`)),
  };
}

/** A legal page's data: its title, sections and the date it states as last updated (the build date, SPEC §2). */
export function legalView({ l, site }: PageContext, page: 'privacy' | 'terms', date: string) {
  const title = l.t(`${page}.title`);
  const sections: [string, string][] = page === 'privacy'
    ? (['collect', 'storage', 'rates', 'form'] as const).map((k) => [l.t(`privacy.${k}`), l.t(`privacy.${k}.text`)])
    : (['use', 'accuracy', 'warranty', 'changes'] as const).map((k) => [l.t(`terms.${k}`), l.t(`terms.${k}.text`, { product: PRODUCT_NAME })]);
  return {
    l,
    title,
    sections,
    meta: staticMeta(site, { title, path: `/${page}`, metaDescription: l.t(`${page}.description`, { product: PRODUCT_NAME }) }, l),
    date,
    // Written as the language writes dates (CLDR via Intl).
    updated: new Date(`${date}T00:00:00Z`).toLocaleDateString(l.record.cldr, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  };
}
