// A conversion page's data (src/pages/[...lang]/convert/[category]/[conversion].astro): its
// sentences, table, formula, links, FAQ and the converter island's props.
import type { Category, Conversion, Unit } from '../../core/catalogue.ts';
import { TEMPERATURE } from '../../core/companion.ts';
import { compoundFor, type CompoundPlan, fractionAllowed } from '../../core/compound.ts';
import type { ShippedUnit } from '../../core/convert.ts';
import { type CurrencyOption, currencyList } from '../../core/currency-list.ts';
import { type PairExactness, pairExactness, relation } from '../../core/exactness.ts';
import { conversionFormula, formulaSymbols } from '../../core/formula.ts';
import { unitLabel } from '../../core/labels.ts';
import { otherConversions, relatedConversions, reverseOf } from '../../core/related.ts';
import { convertShown, pairShort } from '../../core/shown.ts';
import { ISLAND_MESSAGES, type NamespacesOf } from '../../i18n/island-messages.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { Locale } from '../../i18n/locales.ts';
import { currencyListPath } from '../../i18n/paths.ts';
import { type IslandMessages, islandMessages } from '../../i18n/ui-messages.ts';
import { conversionFaq, type FaqItem } from '../faq.ts';
import { conversionMeta } from '../meta.ts';
import { exactnessStatement, temperatureCompanion } from '../sentences.ts';
import { type SourceNote, sourceNotes } from '../source-note.ts';
import { paths } from '../../core/paths.ts';
import { MAX_RELATED, TABLE_VALUES } from '../../core/product.ts';
import type { PageContext } from '../routes.ts';
import { type Link, pageView, type PageView } from './page.ts';

/** The converter island's props (src/components/Converter.tsx). */
export interface ConverterProps {
  kind: 'converter';
  messages: IslandMessages<NamespacesOf<'converter'>>;
  from: ShippedUnit;
  to: ShippedUnit;
  exact: boolean;
  fraction: boolean;
  compound: { side: CompoundPlan['side']; major: ShippedUnit; minor: ShippedUnit; per: CompoundPlan['per'] } | undefined;
}

/** The currency panel's props (src/components/CurrencyPanel.astro): the page's pair, the list of every currency and the text without script. */
export interface CurrencyPanelProps {
  kind: 'currency';
  locale: Locale;
  messages: IslandMessages<NamespacesOf<'currency'>>;
  pair: [CurrencyOption, CurrencyOption];
  listUrl: string;
  noscript: string;
}

/** The part of a unit pair's page about the two units: result, formula, exactness, how-to, sources and table. */
export interface AboutPair {
  heading: string;
  oneLine: string;
  formula: { exact: string | undefined; rounded: string | undefined; approx: string | undefined };
  exactness: PairExactness['kind'];
  statement: string;
  companion: { text: string; href: string; linkText: string } | undefined;
  howTo: string;
  /** Each unit's source note, after its label ("Source: Inch — "). */
  sources: { label: string; code: string; note: SourceNote }[];
  tableHeading: string;
  columns: [string, string];
  /** A row's value and its result, marked "≈ " where rounded. */
  rows: { value: string; shown: string }[];
  /** The note under a table with a rounded row. */
  approxNote: string | undefined;
}

export interface ConversionView extends PageView {
  faq: FaqItem[];
  pair: string;
  categoryLink: Link;
  widget: ConverterProps | CurrencyPanelProps;
  reverse: Link;
  about: AboutPair | undefined;
  relatedLinks: Link[];
  otherLinks: Link[];
  allInCategory: Link;
}

function aboutPair(l: Lang, from: Unit, to: Unit, conv: Conversion, ctx: PageContext, pair: string): AboutPair {
  const one = convertShown('1', from, to);
  const back = convertShown('1', to, from);
  const [sa, sb] = pairShort(from, to);
  const formula = conversionFormula(from, to);
  const symbols = formulaSymbols(from, to);
  const kind = pairExactness(from, to).kind;
  const rows = TABLE_VALUES.map((v) => ({ v, shown: convertShown(v, from, to) }));
  const rounded = rows.some((r) => relation(from, to, r.shown) === '≈');
  const exact = formula.exact === undefined ? undefined : l.formula(formula.exact, symbols);
  const approx = formula.approx === undefined ? undefined : l.formula(formula.approx, symbols);
  return {
    heading: l.t('conversion.about', { pair, from: l.noun(conv.from), to: l.noun(conv.to) }),
    oneLine: l.t('conversion.oneLine', { fromLabel: l.noun(from, unitLabel(from)), rel: relation(from, to, one), value: l.num(one.text), toShort: sb, relBack: relation(to, from, back), valueBack: l.num(back.text), fromShort: sa }),
    formula: { exact, rounded: exact && approx && l.t('conversion.rounded'), approx },
    exactness: kind,
    statement: exactnessStatement(from, to, l),
    companion: temperatureCompanion(conv, ctx.cat, l),
    howTo: l.t(kind === 'exact' ? 'conversion.howToSteps' : 'conversion.howToStepsRounded', { from: l.noun(from, l.lower(from.other)), to: l.noun(to, l.lower(to.other)) }),
    // Each unit's source note in the page's language (source-note.ts), after a label (French sets a narrow space before the colon).
    sources: sourceNotes([from, to], conv.category, l).map((s) => ({ label: `${l.t('hub.source')}${l.record.colon}${s.unit.name}`, code: s.unit.code, note: s.note })),
    tableHeading: l.t('conversion.table', { pair, from: l.noun(conv.from), to: l.noun(conv.to) }),
    columns: [unitLabel(from), unitLabel(to)],
    rows: rows.map((r) => ({ value: l.num(r.v), shown: relation(from, to, r.shown) === '≈' ? `≈ ${l.num(r.shown.text)}` : l.num(r.shown.text) })),
    approxNote: rounded ? l.t(kind === 'measured' ? 'conversion.approxNoteMeasured' : 'conversion.approxNote') : undefined,
  };
}

function widgetOf(l: Lang, conv: Conversion, category: Category): ConverterProps | CurrencyPanelProps {
  const { from, to } = conv;
  if (from.kind === 'currency' && to.kind === 'currency') {
    // The page's pair only: the list of every currency is one file per language, fetched by the widget.
    const pair = currencyList([from, to]) as [CurrencyOption, CurrencyOption];
    return { kind: 'currency', locale: l.locale, messages: islandMessages(l.locale, ISLAND_MESSAGES.currency), pair, listUrl: currencyListPath(l.locale), noscript: l.t('currency.noscript', { from: from.code, to: to.code }) };
  }
  if (from.kind !== 'unit' || to.kind !== 'unit') throw new Error(`${conv.slug}: a currency and a unit`);
  // The island's result line uses the same short labels as the page: names where the two symbols clash.
  const clash = from.symbol !== '' && from.symbol === to.symbol;
  const absolute = category.slug === TEMPERATURE ? { absolute: true as const } : {};
  const prop = (u: Unit): ShippedUnit => ({ code: u.code, name: u.name, symbol: clash ? '' : u.symbol, factor: u.factor.toString(), offset: u.offset.toString(), reciprocal: u.reciprocal, ...absolute });
  const plan = compoundFor(category, from, to);
  return {
    kind: 'converter',
    messages: islandMessages(l.locale, ISLAND_MESSAGES.converter),
    from: prop(from),
    to: prop(to),
    exact: pairExactness(from, to).kind === 'exact',
    fraction: fractionAllowed(category, to),
    compound: plan && plan.major.kind === 'unit' && plan.minor.kind === 'unit' ? { side: plan.side, major: prop(plan.major), minor: prop(plan.minor), per: plan.per } : undefined,
  };
}

export function conversionView(ctx: PageContext, params: { category?: string; conversion?: string }): ConversionView {
  const { l, cat, site } = ctx;
  const conv = cat.categoryBySlug.get(params.category ?? '')?.conversionBySlug.get(params.conversion ?? '');
  if (!conv) throw new Error(`Unknown conversion ${String(params.category)}/${String(params.conversion)}`);
  const { from, to, category } = conv;
  const faq = conversionFaq(conv, l);
  const name = category.title;
  const pair = l.pair(from, to);
  const reverse = reverseOf(conv);
  const related = relatedConversions(conv, MAX_RELATED);
  const link = (c: Conversion): Link => ({ href: l.path(paths.conversion(category.slug, c.slug)), text: l.pair(c.from, c.to) });
  const categoryHref = l.path(paths.category(category.slug));
  return {
    ...pageView(ctx, conversionMeta(site, conv, faq, l, ctx.locales)),
    faq,
    pair,
    categoryLink: { href: categoryHref, text: name },
    widget: widgetOf(l, conv, category),
    reverse: { href: l.path(reverse ? paths.conversion(category.slug, reverse.slug) : paths.category(category.slug)), text: l.t('conversion.reverse', { from: l.noun(to), to: l.noun(from) }) },
    about: from.kind === 'unit' && to.kind === 'unit' ? aboutPair(l, from, to, conv, ctx, pair) : undefined,
    relatedLinks: related.map(link),
    otherLinks: otherConversions(conv, MAX_RELATED, related).map(link),
    allInCategory: { href: categoryHref, text: l.t('conversion.allInCategory', { category: l.noun({ name, gender: category.gender }, l.lower(name)) }) },
  };
}
