// The kinds of page, each one typed entry: everything a kind needs, in one place. Every
// consumer reads a page's kind from its record (pages.ts) and its rules from here: the routes
// (route file, view, render order), the sitemaps (priority, change frequency, whether indexed),
// the budget check (src/checks/site.ts) and the truth check (src/checks/truth.ts). An entry
// missing one of these fails the type check (`satisfies Record<PageKind, PageKindEntry>`).
import { paths } from '../core/paths.ts';
import type * as categoryViews from './views/category.ts';
import type * as conversionViews from './views/conversion.ts';
import type * as homeViews from './views/home.ts';
import type * as notFoundViews from './views/not-found.ts';
import type * as staticViews from './views/static-pages.ts';
import type * as ultraViews from './views/ultra.ts';
import type * as unitHubViews from './views/unit-hub.ts';
import type * as substanceViews from './views/substance.ts';
import type * as substancePairViews from './views/substance-pair.ts';
import type * as embedViews from './views/embed.ts';

/** The kinds of page; each has one entry in PAGE_KINDS. */
export type PageKind = 'home' | 'expression' | 'about' | 'contact' | 'terms' | 'privacy' | 'embed' | 'embed-frame' | 'not-found' | 'offline' | 'ultra' | 'category' | 'unit-hub' | 'substances' | 'substance' | 'substance-pair' | 'conversion';

/** A view function of src/site/views/, by name: it builds a page's data and its meta (title, breadcrumb, canonical). */
export type ViewName = keyof (typeof categoryViews & typeof conversionViews & typeof homeViews & typeof notFoundViews & typeof staticViews & typeof ultraViews & typeof substanceViews & typeof substancePairViews & typeof embedViews & typeof unitHubViews);

export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** A kind's sitemap entry (SPEC §9), or 'not-indexed' for a kind the sitemaps leave out. */
export type SitemapRule = { changefreq: ChangeFreq; priority: number } | 'not-indexed';

/**
 * A kind's page budgets (issue 11): at most `domElements` elements and `gzipHtmlBytes` of
 * gzipped HTML, measured on every page of the kind or on a sample (src/checks/site.ts).
 */
export interface PageBudget {
  domElements: number;
  gzipHtmlBytes: number;
  measured: 'every page' | 'a sample';
}

/**
 * Which check of src/checks/truth.ts reads what a kind's pages say about numbers and about
 * the site's data, or 'none' for a kind that states neither.
 */
export type TruthCheck = 'conversion' | 'ultra' | 'source notes' | 'home claims' | 'about claims' | 'privacy statement' | 'category claims' | 'substance' | 'none';

export interface PageKindEntry {
  /**
   * The English path: one page per language at this path, or, for pages of the catalogue,
   * the path function of src/core/paths.ts (pages.ts lists their pages).
   */
  path: string | ((category: string, item: string) => string);
  /** The route file, below src/pages/. */
  route: string;
  /** The view the route calls. */
  view: ViewName;
  sitemap: SitemapRule;
  budget: PageBudget;
  truth: TruthCheck;
  /** The order a route renders its pages in: the sitemap's order of their paths, or the page list's. */
  renderOrder: 'sitemap' | 'page list';
}

const BUDGET: PageBudget = { domElements: 1_500, gzipHtmlBytes: 40 * 1024, measured: 'every page' };

/**
 * Every kind of page, the site-wide ones (one page per language) in the site shard's order.
 * SPEC §9 priorities: unit hubs sit between their category (0.9) and the conversions they list (0.8).
 */
export const PAGE_KINDS = {
  home: { path: paths.home, route: '[...lang]/index.astro', view: 'homeView', sitemap: { changefreq: 'daily', priority: 1.0 }, budget: BUDGET, truth: 'home claims', renderOrder: 'page list' },
  expression: { path: paths.expression, route: '[...lang]/expression.astro', view: 'expressionView', sitemap: { changefreq: 'monthly', priority: 0.9 }, budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  about: { path: '/about', route: '[...lang]/about.astro', view: 'aboutView', sitemap: { changefreq: 'monthly', priority: 0.8 }, budget: BUDGET, truth: 'about claims', renderOrder: 'page list' },
  contact: { path: '/contact', route: '[...lang]/contact.astro', view: 'contactView', sitemap: { changefreq: 'monthly', priority: 0.7 }, budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  terms: { path: '/terms', route: '[...lang]/terms.astro', view: 'legalView', sitemap: { changefreq: 'yearly', priority: 0.5 }, budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  privacy: { path: '/privacy', route: '[...lang]/privacy.astro', view: 'legalView', sitemap: { changefreq: 'yearly', priority: 0.5 }, budget: BUDGET, truth: 'privacy statement', renderOrder: 'page list' },
  embed: { path: paths.embed, route: '[...lang]/embed.astro', view: 'embedView', sitemap: { changefreq: 'monthly', priority: 0.5 }, budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  // The embeddable converter's frame: a host serves it for every /embed/{category}/{pair} (src/pipeline/redirects.ts); not a page to index.
  'embed-frame': { path: paths.embedFrame, route: '[...lang]/embed/frame.astro', view: 'embedFrameView', sitemap: 'not-indexed', budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  'not-found': { path: '/404', route: '[...lang]/404.astro', view: 'notFoundView', sitemap: 'not-indexed', budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  // What the service worker shows for a page never opened, offline (src/offline/): it converts with the cached engine.
  offline: { path: paths.offline, route: '[...lang]/offline.astro', view: 'offlineView', sitemap: 'not-indexed', budget: BUDGET, truth: 'none', renderOrder: 'page list' },
  ultra: { path: paths.ultra, route: '[...lang]/ultra/[category].astro', view: 'ultraView', sitemap: { changefreq: 'weekly', priority: 0.8 }, budget: BUDGET, truth: 'ultra', renderOrder: 'sitemap' },
  category: { path: paths.category, route: '[...lang]/convert/[category].astro', view: 'categoryView', sitemap: { changefreq: 'weekly', priority: 0.9 }, budget: BUDGET, truth: 'category claims', renderOrder: 'sitemap' },
  'unit-hub': { path: paths.unitHub, route: '[...lang]/units/[category]/[unit].astro', view: 'unitHubView', sitemap: { changefreq: 'weekly', priority: 0.85 }, budget: BUDGET, truth: 'source notes', renderOrder: 'sitemap' },
  conversion: {
    path: paths.conversion,
    route: '[...lang]/convert/[category]/[conversion].astro',
    view: 'conversionView',
    sitemap: { changefreq: 'weekly', priority: 0.8 },
    budget: { domElements: 1_500, gzipHtmlBytes: 10 * 1024, measured: 'a sample' },
    truth: 'conversion',
    renderOrder: 'sitemap',
  },
  substances: { path: () => paths.substances, route: '[...lang]/substances.astro', view: 'substancesView', sitemap: { changefreq: 'weekly', priority: 0.9 }, budget: BUDGET, truth: 'substance', renderOrder: 'page list' },
  substance: { path: (slug: string) => paths.substance(slug), route: '[...lang]/substances/[substance].astro', view: 'substanceView', sitemap: { changefreq: 'weekly', priority: 0.85 }, budget: BUDGET, truth: 'substance', renderOrder: 'sitemap' },
  'substance-pair': {
    path: paths.substancePair,
    route: '[...lang]/substances/[substance]/[pair].astro',
    view: 'substancePairView',
    sitemap: { changefreq: 'weekly', priority: 0.8 },
    budget: { domElements: 1_500, gzipHtmlBytes: 12 * 1024, measured: 'every page' },
    truth: 'substance',
    renderOrder: 'sitemap',
  },
} as const satisfies Record<PageKind, PageKindEntry>;

/** Every kind, in PAGE_KINDS's order. */
export const KINDS = Object.keys(PAGE_KINDS) as PageKind[];

/** Whether the sitemaps list a kind's pages. */
export function isIndexed(kind: PageKind): boolean {
  return PAGE_KINDS[kind].sitemap !== 'not-indexed';
}
