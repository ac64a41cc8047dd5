// The substance pages' data: the list of every substance by group and family
// (src/pages/[...lang]/substances.astro), and one substance's page: its key figures, converter,
// table of common measures, values with their sources and its pairs
// (src/pages/[...lang]/substances/[substance].astro).
import { paths } from '../../core/paths.ts';
import { PAIRS } from '../../core/substance/measures.ts';
import type { Substance } from '../../core/substance/model.ts';
import { FAMILIES } from '../../core/substance/schema.ts';
import { capitalised, substanceName } from '../../i18n/substance-names.ts';
import { staticMeta } from '../meta.ts';
import type { PageContext } from '../routes.ts';
import { type MeasureRow, measureRows, measuresMeant, rangeOf, sourceName, statedText, type ValueRow, valueRows } from '../substance-text.ts';
import { type SubstanceIslandProps, substanceIsland } from '../substance-island.ts';
import { type Link, pageView, type PageView } from './page.ts';

export interface SubstancesView extends PageView {
  heading: string;
  intro: string;
  groups: { heading: string; families: { heading: string; links: Link[] }[] }[];
}

export function substancesView(ctx: PageContext): SubstancesView {
  const { l, cat, site } = ctx;
  const list = cat.substances.list;
  const heading = l.t('sub.hubTitle');
  const meta = staticMeta(site, { title: heading, metaDescription: l.t('sub.hubDescription', { count: l.count(list.length) }), path: paths.substances }, l, ctx.locales);
  const groups = (['food', 'material'] as const).map((group) => ({
    heading: l.t(group === 'food' ? 'sub.foods' : 'sub.materials'),
    families: FAMILIES.flatMap((family) => {
      const members = list.filter((s) => s.group === group && s.family === family);
      if (members.length === 0) return [];
      const links = members.map((s) => ({ href: l.path(paths.substance(s.slug)), text: capitalised(substanceName(s, l), l) }));
      // Numbers in names by their value: water at 4 °C before 10 °C.
      links.sort((a, b) => a.text.localeCompare(b.text, l.record.cldr, { numeric: true }));
      return [{ heading: l.t(`sub.family.${family}`), links }];
    }),
  }));
  return { ...pageView(ctx, meta), heading, intro: l.t('sub.hubIntro'), groups };
}

export interface SubstanceView extends PageView {
  slug: string;
  group: Substance['group'];
  crumbs: Link[];
  name: string;
  heading: string;
  measuresMeant: string | undefined;
  approx: string;
  digits: string;
  /** The value the figures come from, as its source states it (the packing or cut included). */
  valueUsed: string;
  island: SubstanceIslandProps;
  rows: MeasureRow[];
  values: ValueRow[];
  used: string;
  range: string;
  gravity: string | undefined;
  pairs: Link[];
}

/** A substance of the catalogue by its route parameter. */
export function substanceOf(ctx: PageContext, slug: string | undefined): Substance {
  const s = ctx.cat.substances.bySlug.get(slug ?? '');
  if (!s) throw new Error(`Unknown substance ${String(slug)}`);
  return s;
}

/** The crumbs of a substance's pages: home, the list, the substance. */
export function substanceCrumbs(ctx: PageContext, s: Substance): Link[] {
  const { l } = ctx;
  return [
    { href: l.path('/'), text: l.t('nav.home') },
    { href: l.path(paths.substances), text: l.t('sub.nav') },
    { href: l.path(paths.substance(s.slug)), text: capitalised(substanceName(s, l), l) },
  ];
}

export function substanceView(ctx: PageContext, params: { substance?: string }): SubstanceView {
  const { l, site } = ctx;
  const s = substanceOf(ctx, params.substance);
  const name = capitalised(substanceName(s, l), l);
  const heading = l.t(s.group === 'food' ? 'sub.titleFood' : 'sub.titleMaterial', { name });
  const description = l.t(s.group === 'food' ? 'sub.descriptionFood' : 'sub.descriptionMaterial', { name });
  const meta = staticMeta(site, { title: heading, metaDescription: description, path: paths.substance(s.slug) }, l, ctx.locales);
  const range = rangeOf(s, l);
  const values = valueRows(s, l);
  return {
    ...pageView(ctx, meta),
    slug: s.slug,
    group: s.group,
    crumbs: substanceCrumbs(ctx, s),
    name,
    heading,
    measuresMeant: s.group === 'food' ? measuresMeant(l.record.kitchen, l) : undefined,
    approx: l.t('sub.approx'),
    digits: l.t('sub.digits', { count: s.chosen.entry.digits, source: sourceName(s.chosen.source, l) }),
    valueUsed: l.t('sub.valueUsed', { value: statedText(s.chosen, l), source: sourceName(s.chosen.source, l) }),
    island: s.group === 'food' ? substanceIsland(ctx.cat, s, l, 'cup', 'g') : substanceIsland(ctx.cat, s, l, 'm3', 't'),
    rows: measureRows(s, l),
    values,
    used: l.t('sub.used'),
    range: range ? l.t('sub.range', range) : l.t('sub.oneValue'),
    gravity: values.some((v) => v.gravity) ? l.t('sub.gravity') : undefined,
    pairs: PAIRS[s.group].map((p) => ({ href: l.path(paths.substancePair(s.slug, p.slug)), text: l.t(`sub.pair.${p.slug}` as 'sub.pair.cups-to-grams') })),
  };
}
