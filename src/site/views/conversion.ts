// A conversion page's data (src/pages/[...lang]/convert/[category]/[conversion].astro): its
// sentences, table, formula, links, FAQ and the converter island's props.
import type { Conversion, Unit } from '../../core/catalogue.ts';
import { compoundFor, fractionAllowed } from '../../core/compound.ts';
import type { ShippedUnit } from '../../core/convert.ts';
import { pairExactness } from '../../core/exactness.ts';
import { conversionFormula, formulaSymbols } from '../../core/formula.ts';
import { otherConversions, relatedConversions, reverseOf } from '../../core/related.ts';
import { convertShown, pairShort } from '../../core/shown.ts';
import { conversionFaq } from '../faq.ts';
import { conversionMeta } from '../meta.ts';
import { exactnessStatement, temperatureCompanion } from '../sentences.ts';
import { sourceNotes } from '../source-note.ts';
import { paths } from '../../core/paths.ts';
import { MAX_RELATED, TABLE_VALUES } from '../../core/product.ts';
import type { PageContext } from '../routes.ts';

export interface Link {
  href: string;
  text: string;
}

export function conversionView({ l, cat, site }: PageContext, params: { category?: string; conversion?: string }) {
  const conv = cat.categoryBySlug.get(params.category ?? '')?.conversionBySlug.get(params.conversion ?? '');
  if (!conv) throw new Error(`Unknown conversion ${String(params.category)}/${String(params.conversion)}`);
  const { from, to, category } = conv;
  const faq = conversionFaq(conv, l);
  const pair = l.pair(from, to);
  const reverse = reverseOf(conv);
  const related = relatedConversions(conv, MAX_RELATED);
  const units = from.kind === 'unit' && to.kind === 'unit' ? { from, to } : undefined;
  const about = units && {
    one: convertShown('1', units.from, units.to),
    back: convertShown('1', units.to, units.from),
    statement: exactnessStatement(units.from, units.to, l),
    rows: TABLE_VALUES.map((v) => ({ v, shown: convertShown(v, units.from, units.to) })),
  };
  const formula = units && conversionFormula(units.from, units.to);
  const symbols = units ? formulaSymbols(units.from, units.to) : [];
  // The island's result line uses the same short labels as the page: names where the two symbols clash.
  const clash = units !== undefined && units.from.symbol !== '' && units.from.symbol === units.to.symbol;
  const prop = (u: Unit): ShippedUnit => ({ code: u.code, name: u.name, symbol: clash ? '' : u.symbol, factor: u.factor.toString(), offset: u.offset.toString(), reciprocal: u.reciprocal });
  const plan = compoundFor(category, from, to);
  const link = (c: Conversion): Link => ({ href: l.path(paths.conversion(category.slug, c.slug)), text: l.pair(c.from, c.to) });
  const [sa, sb] = units ? pairShort(units.from, units.to) : ['', ''];
  return {
    l,
    conv,
    from,
    to,
    category,
    faq,
    meta: conversionMeta(site, conv, faq, l),
    name: category.title,
    pair,
    reverseHref: l.path(reverse ? paths.conversion(category.slug, reverse.slug) : paths.category(category.slug)),
    relatedLinks: related.map(link),
    otherLinks: otherConversions(conv, MAX_RELATED, related).map(link),
    companion: temperatureCompanion(conv, cat, l),
    units,
    about,
    pairKind: units && pairExactness(units.from, units.to).kind,
    sa,
    sb,
    island: units && { from: prop(units.from), to: prop(units.to), fraction: fractionAllowed(category, to) },
    compound: plan && plan.major.kind === 'unit' && plan.minor.kind === 'unit' ? { side: plan.side, major: prop(plan.major), minor: prop(plan.minor), per: plan.per } : undefined,
    formulaLine: formula && {
      exact: formula.exact === undefined ? undefined : l.formula(formula.exact, symbols),
      approx: formula.approx === undefined ? undefined : l.formula(formula.approx, symbols),
    },
    // Each unit's source note in the page's language (source-note.ts), after a label (French sets a narrow space before the colon).
    sourceNotes: units ? sourceNotes([units.from, units.to], category, l) : [],
    sourceColon: l.record.colon,
  };
}
