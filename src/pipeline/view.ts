// The catalogue data a job's pages are given: a subset of the validated sources, so a
// job process holds only its shards' categories (its memory does not grow with the whole
// catalogue), and each shard's cache key is the hash of exactly the data its pages get.
import type { Catalogue, CatalogueSources, Located, RawConversionRow } from '../core/catalogue.ts';
import { CURRENCY_SLUG } from '../core/catalogue.ts';
import { countCatalogue } from '../catalogue/report.ts';
import type { CatalogueView } from '../site/build-input.ts';
import type { ShardDef } from './plan.ts';

// Entries keep their order; their `at` labels (file positions, row ids) only name places
// in error messages, which cannot arise for validated data, so a view drops them: a unit
// added elsewhere in units.json does not change this shard's data.
const AT = 'build view';
const strip = (entries: Located[]): Located[] => entries.map((e) => ({ at: AT, value: e.value }));

function field(e: Located, name: string): unknown {
  const v = e.value as Record<string, unknown> | null;
  return v && typeof v === 'object' ? v[name] : undefined;
}

/**
 * The view for a set of shards: the category entries they read (every category for the
 * site shard), the units of those categories (every unit category's for the site shard),
 * and the conversions of the shards' categories as explicit rows carrying the final
 * popular flag, order and description (overrides already applied), so no other category's
 * pairs are generated. Currencies come with the currency category; the site shard's Ultra
 * views and home page need units and counts, never conversions.
 */
export function viewFor(src: CatalogueSources, full: Catalogue, shards: readonly ShardDef[]): CatalogueView {
  const site = shards.some((s) => s.site);
  const rowsOf = new Set<string>();
  for (const s of shards) for (const r of s.reads) rowsOf.add(r);
  const withUnits = new Set(rowsOf);
  if (site) for (const c of full.categories) withUnits.add(c.slug);

  const slugOfTitle = new Map(full.categories.map((c) => [c.title.toLowerCase(), c.slug]));
  const categories = src.categories.filter((e) => withUnits.has(String(field(e, 'slug'))));
  const units = src.units.filter((e) => withUnits.has(slugOfTitle.get(String(field(e, 'category')).toLowerCase()) ?? ''));
  const currencies = withUnits.has(CURRENCY_SLUG) ? src.currencies : [];
  // Currency pairs are generated from the currency list, with their overrides.
  const overrides = rowsOf.has(CURRENCY_SLUG) ? src.overrides.filter((e) => field(e, 'category') === CURRENCY_SLUG) : [];
  const conversions: Located[] = [];
  for (const c of full.categories) {
    if (!rowsOf.has(c.slug) || c.kind !== 'units') continue;
    for (const v of c.conversions) {
      const row: RawConversionRow = {
        slug: v.slug,
        category: c.slug,
        from: v.from.code,
        to: v.to.code,
        is_popular: v.isPopular,
        sort_order: v.sortOrder,
        meta_description: v.metaDescription ?? null,
      };
      conversions.push({ at: AT, value: row });
    }
  }
  const view: CatalogueView = {
    sources: {
      origin: AT,
      categories: strip(categories),
      units: strip(units),
      currencies: strip(currencies),
      overrides: strip(overrides),
      aliases: [],
      conversions,
      // The substance pages, and the site shard's expression data files (the substances a query may name).
      substances: shards.some((s) => s.substances === true || s.site) ? strip(src.substances ?? []) : [],
    },
  };
  if (site) view.counts = countCatalogue(full);
  return view;
}
