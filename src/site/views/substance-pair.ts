// A substance's pair page (src/pages/[...lang]/substances/[substance]/[pair].astro): "all-purpose
// flour, cups to grams": common amounts in the language's measures, each ≈ to the digits of the
// value used, the formula as a quantity equation, the converter opened on the pair.
import { paths } from '../../core/paths.ts';
import { Rational } from '../../core/rational.ts';
import { measureOf, PAIRS, type SubstancePair } from '../../core/substance/measures.ts';
import { shownWith } from '../../core/substance/model.ts';
import { capitalised, measureName, substanceName } from '../../i18n/substance-names.ts';
import { staticMeta } from '../meta.ts';
import type { PageContext } from '../routes.ts';
import { densityShown, densityUnit, measuresMeant, sourceName, statedText } from '../substance-text.ts';
import { type SubstanceIslandProps, substanceIsland } from '../substance-island.ts';
import { type Link, pageView, type PageView } from './page.ts';
import { substanceCrumbs, substanceOf } from './substance.ts';

/** The amounts a pair's table starts from, by the kind of measure converted from. */
const AMOUNTS: Readonly<Record<string, readonly string[]>> = {
  cup: ['1/8', '1/4', '1/3', '1/2', '2/3', '3/4', '1', '1 1/2', '2', '3', '4'],
  tbsp: ['1/2', '1', '2', '3', '4', '5', '8'],
  tsp: ['1/4', '1/2', '1', '2', '3', '4'],
  ml: ['1', '5', '10', '50', '100', '200', '250', '500', '1000'],
  g: ['1', '10', '25', '50', '100', '125', '200', '250', '500', '1000'],
  oz: ['1', '2', '4', '8', '12', '16'],
  l: ['1', '2', '5', '10', '20', '50', '100', '1000'],
  kg: ['1', '2', '5', '10', '20', '50', '100', '1000'],
  m3: ['0.5', '1', '2', '3', '5', '10', '20'],
  t: ['1', '2', '5', '10', '20', '25'],
  ft3: ['1', '2', '5', '10', '27', '100'],
  lb: ['1', '10', '50', '100', '500', '1000', '2000'],
  yd3: ['1', '2', '3', '5', '10'],
  short_ton: ['1', '2', '5', '10', '20'],
  gal: ['1', '5', '10', '55', '100'],
};

function amountOf(text: string): Rational {
  const m = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(text);
  if (m) return Rational.of(BigInt(m[1] ?? '0')).add(Rational.of(BigInt(m[2] ?? '0'), BigInt(m[3] ?? '1')));
  const r = Rational.parseDecimal(text);
  if (!r) throw new Error(`substance pairs: amount "${text}" is not a number`);
  return r;
}

export interface SubstancePairView extends PageView {
  crumbs: Link[];
  heading: string;
  from: { code: string; name: string };
  to: { code: string; name: string };
  /** The rows: the amount as typed ("1/2"), in the page's number form, and the result (≈, to the value's digits). */
  rows: { amount: string; shown: string; figure: string; exact: string }[];
  measuresMeant: string | undefined;
  formula: string;
  approx: string;
  digits: string;
  valueUsed: string;
  island: SubstanceIslandProps;
  back: Link;
  others: Link[];
  all: Link;
}

export function pairOf(group: 'food' | 'material', slug: string | undefined): SubstancePair {
  const p = PAIRS[group].find((x) => x.slug === slug);
  if (!p) throw new Error(`Unknown pair ${String(slug)} for a ${group}`);
  return p;
}

export function substancePairView(ctx: PageContext, params: { substance?: string; pair?: string }): SubstancePairView {
  const { l, site } = ctx;
  const s = substanceOf(ctx, params.substance);
  const p = pairOf(s.group, params.pair);
  const name = capitalised(substanceName(s, l), l);
  const pairText = l.t(`sub.pair.${p.slug}` as 'sub.pair.cups-to-grams');
  const heading = `${name}${l.record.colon}${pairText}`;
  const meta = staticMeta(site, { title: heading, metaDescription: l.t('sub.pairDescription', { name, pair: pairText }), path: paths.substancePair(s.slug, p.slug) }, l, ctx.locales);
  const from = measureOf(p.from, l.record.kitchen);
  const to = measureOf(p.to, l.record.kitchen);
  const rows = (AMOUNTS[p.from] ?? ['1']).map((a) => {
    const figure = shownWith(amountOf(a), from, to, s.chosen);
    return { amount: a.includes('/') ? a : l.num(a), shown: `≈ ${l.num(figure)}`, figure, exact: a };
  });
  const unit = densityUnit(s).symbol;
  const kitchen = ['cup', 'tbsp', 'tsp', 'floz', 'gal'];
  return {
    ...pageView(ctx, meta),
    crumbs: substanceCrumbs(ctx, s),
    heading,
    from: { code: from, name: measureName(from, l) },
    to: { code: to, name: measureName(to, l) },
    rows,
    measuresMeant: kitchen.includes(p.from) || kitchen.includes(p.to) ? (s.group === 'food' ? measuresMeant(l.record.kitchen, l) : undefined) : undefined,
    formula: l.t('sub.formulaText', { density: `${l.num(densityShown(s, s.chosen))} ${unit}`, source: sourceName(s.chosen.source, l) }),
    approx: l.t('sub.approx'),
    digits: l.t('sub.digits', { count: s.chosen.entry.digits, source: sourceName(s.chosen.source, l) }),
    valueUsed: l.t('sub.valueUsed', { value: statedText(s.chosen, l), source: sourceName(s.chosen.source, l) }),
    island: substanceIsland(ctx.cat, s, l, p.from, p.to),
    back: { href: l.path(paths.substance(s.slug)), text: l.t('sub.back') },
    others: PAIRS[s.group].filter((x) => x !== p).map((x) => ({ href: l.path(paths.substancePair(s.slug, x.slug)), text: l.t(`sub.pair.${x.slug}` as 'sub.pair.cups-to-grams') })),
    all: { href: l.path(paths.substances), text: l.t('sub.allSubstances') },
  };
}
