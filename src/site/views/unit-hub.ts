// A unit hub's data (src/pages/[...lang]/units/[category]/[unit].astro): the unit's definition
// and every conversion from it with its reverse.
import type { Conversion } from '../../core/catalogue.ts';
import { hubRows } from '../../core/hub.ts';
import { unitLabel } from '../../core/labels.ts';
import { hubHeading, unitDefinition } from '../hub-text.ts';
import { unitHubMeta } from '../meta.ts';
import { paths } from '../../core/paths.ts';
import type { SourceNote } from '../source-note.ts';
import type { PageContext } from '../routes.ts';
import { type Link, pageView, type PageView } from './page.ts';

/** A unit's definition block: its formula in the base unit (or that it is the base), exactness and source. */
export interface UnitDefinitionBlock {
  kind: 'unit';
  defined: { formula: string; reciprocal: string } | { base: string };
  exactRational: boolean;
  exactness: string;
  source: SourceNote | undefined;
}

export interface UnitHubView extends PageView {
  categoryLink: Link;
  /** The unit's name (the breadcrumb), code and symbol (or that it has none). */
  name: string;
  code: string;
  symbol: string;
  heading: string;
  aboutHeading: string;
  definition: UnitDefinitionBlock | { kind: 'currency'; kindText: string };
  convertTo: string;
  count: string;
  rows: { link: Link; reverse: Link | undefined }[];
  allUnits: Link;
}

export function unitHubView(ctx: PageContext, params: { category?: string; unit?: string }): UnitHubView {
  const { l, cat, site } = ctx;
  const category = cat.categoryBySlug.get(params.category ?? '');
  const unit = category?.unitByCode.get(params.unit ?? '');
  if (!category || !unit) throw new Error(`Unknown unit ${String(params.category)}/${String(params.unit)}`);
  const name = category.title;
  const categoryHref = l.path(paths.category(category.slug));
  const link = (c: Conversion): Link => ({ href: l.path(paths.conversion(category.slug, c.slug)), text: l.pair(c.from, c.to) });
  const rows = hubRows(category, unit);
  const lowerCategory = l.noun({ name, gender: category.gender }, l.lower(name));
  let definition: UnitHubView['definition'];
  if (unit.kind === 'unit') {
    const def = unitDefinition(category, unit, l);
    definition = {
      kind: 'unit',
      defined: def.base && def.formula ? { formula: def.formula, reciprocal: unit.reciprocal ? l.t('hub.reciprocal') : '' } : { base: l.t('hub.base', { category: lowerCategory }) },
      exactRational: def.exactRational,
      exactness: def.exactness,
      source: def.source,
    };
  } else {
    definition = { kind: 'currency', kindText: l.t(unit.crypto ? 'hub.crypto' : 'hub.currency') };
  }
  return {
    ...pageView(ctx, unitHubMeta(site, category, unit, l, ctx.locales)),
    categoryLink: { href: categoryHref, text: name },
    name: unit.name,
    code: unit.code,
    symbol: unit.symbol || l.t('hub.none'),
    heading: hubHeading(unit, l),
    aboutHeading: l.t('hub.about', { unit: l.noun(unit, unit.name) }),
    definition,
    convertTo: l.t('hub.convertTo', { unit: l.noun(unit, unitLabel(unit)) }),
    count: l.t('hub.count', { count: rows.length, unit: l.noun(unit, unit.name) }),
    rows: rows.map((r) => ({ link: link(r.conversion), reverse: r.reverse && link(r.reverse) })),
    allUnits: { href: categoryHref, text: l.t('hub.allUnits', { category: lowerCategory }) },
  };
}
