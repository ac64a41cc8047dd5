// A unit hub's data (src/pages/[...lang]/units/[category]/[unit].astro): the unit's definition
// and every conversion from it with its reverse.
import type { Conversion } from '../../core/catalogue.ts';
import { hubRows } from '../../core/hub.ts';
import { unitDefinition } from '../hub-text.ts';
import { unitHubMeta } from '../meta.ts';
import { paths } from '../../core/paths.ts';
import type { PageContext } from '../routes.ts';

export function unitHubView({ l, cat, site }: PageContext, params: { category?: string; unit?: string }) {
  const category = cat.categoryBySlug.get(params.category ?? '');
  const unit = category?.unitByCode.get(params.unit ?? '');
  if (!category || !unit) throw new Error(`Unknown unit ${String(params.category)}/${String(params.unit)}`);
  return {
    l,
    category,
    unit,
    meta: unitHubMeta(site, category, unit, l),
    name: category.title,
    rows: hubRows(category, unit),
    def: unit.kind === 'unit' ? unitDefinition(category, unit, l) : undefined,
    href: (slug: string): string => l.path(paths.conversion(category.slug, slug)),
    pair: (c: Conversion): string => l.pair(c.from, c.to),
  };
}
