import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isIndexed, PAGE_KINDS, type Page, type PageKind } from '../site/pages.ts';

/** The site's pages by their path in their language (pages.ts `pagesByPath`): what each file of a built site is. */
export type PageIndex = ReadonlyMap<string, Page>;

/** Alias pages the build writes for hosts without _redirects: not pages of their own. */
function isRedirectPage(html: string): boolean {
  return html.includes('http-equiv="refresh"');
}

/** Site path of a built HTML file: "convert/length.html" -> "/convert/length", "index.html" -> "/". */
export function pathOfFile(rel: string): string {
  const p = `/${rel.split(path.sep).join('/')}`.replace(/\.html$/, '');
  return p === '/index' ? '/' : p;
}

/** Every HTML page of a built site, by its path: every HTML file but the alias redirects. */
export function pageFiles(dir: string): string[] {
  const out: string[] = [];
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    if (!rel.endsWith('.html')) continue;
    if (isRedirectPage(readFileSync(path.join(dir, rel), 'utf8'))) continue;
    out.push(pathOfFile(rel));
  }
  return out;
}

/** Every HTML page of a built site that belongs in the sitemap: all but the pages of a kind not indexed (the 404 page of each language). A file that is no page of the list is one. */
export function builtPages(dir: string, pages: PageIndex): string[] {
  return pageFiles(dir).filter((p) => {
    const page = pages.get(p);
    return page === undefined || isIndexed(page.kind);
  });
}

/** The pages a built site has, the pages its sitemap files list, and any listed twice. */
export function sitemapPages(dir: string, site: string, pages: PageIndex): { pages: string[]; listed: string[]; duplicates: string[] } {
  const origin = site.replace(/\/+$/, '');
  const listed: string[] = [];
  for (const f of readdirSync(dir).filter((n) => /^sitemap-\d+\.xml$/.test(n))) {
    for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)) {
      const loc = m[1] ?? '';
      listed.push(loc.startsWith(origin) ? loc.slice(origin.length) || '/' : loc);
    }
  }
  const seen = new Set<string>();
  const duplicates = listed.filter((p) => (seen.has(p) ? true : (seen.add(p), false)));
  return { pages: builtPages(dir, pages), listed: [...seen], duplicates };
}

/**
 * Elements in an HTML document, as a browser's DOM counts them: every start tag outside
 * comments, scripts and styles (tests/e2e/budgets.spec.ts checks it against Chromium).
 */
export function domElementCount(html: string): number {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1');
  return (body.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

export interface PageMeasure {
  path: string;
  /** Its kind, or 'currency' for a conversion page of the currency category (reported apart). */
  type: PageKind | 'currency';
  domElements: number;
  gzipBytes: number;
}

export interface BudgetViolation {
  path: string;
  what: string;
}

export interface BudgetReport {
  measured: PageMeasure[];
  /** Largest DOM and gzipped size per page type. */
  worst: Map<string, { domElements: PageMeasure; gzipBytes: PageMeasure; pages: number }>;
  violations: BudgetViolation[];
}

/** Each kind's budgets, as the checks print them: "Budgets (DOM elements / gzipped HTML): home <= 1500 / 40 KB, …". */
export function budgetLine(): string {
  const kinds = Object.entries(PAGE_KINDS).map(([kind, { budget }]) => `${kind} <= ${String(budget.domElements)} / ${String(budget.gzipHtmlBytes / 1024)} KB`);
  return `Budgets (DOM elements / gzipped HTML): ${kinds.join(', ')}`;
}

/** The page of a built file's path; a file that is no page of the page list throws. */
function pageAt(pages: PageIndex, pagePath: string): Page {
  const page = pages.get(pagePath);
  if (!page) throw new Error(`budgets: ${pagePath} is no page of the page list (src/site/pages.ts)`);
  return page;
}

const isCurrency = (p: Page): boolean => p.params.category === 'currency';

/** Measure one built page. */
export function measurePage(dir: string, page: Page): PageMeasure {
  const file = path.join(dir, page.localPath === '/' ? 'index.html' : `${page.localPath.slice(1)}.html`);
  const html = readFileSync(file);
  return {
    path: page.localPath,
    type: page.kind === 'conversion' && isCurrency(page) ? 'currency' : page.kind,
    domElements: domElementCount(html.toString('utf8')),
    gzipBytes: gzipSync(html, { level: 9 }).length,
  };
}

/**
 * The pages the budgets are checked on: every page of the kinds measured on every page (home,
 * the static pages, every category, every unit hub...), and of a kind measured on a sample
 * (conversion pages): every currency pair from USD and BTC, and a sample of the others
 * (every `every`-th, plus the `largest` biggest files, where a budget would break first).
 */
export function budgetSample(dir: string, pages: PageIndex, opts: { every?: number; largest?: number } = {}): Page[] {
  const every = opts.every ?? 100;
  const largest = opts.largest ?? 25;
  const built = pageFiles(dir).sort().map((p) => pageAt(pages, p));
  const sampled = built.filter((p) => PAGE_KINDS[p.kind].budget.measured === 'a sample');
  const others = built.filter((p) => PAGE_KINDS[p.kind].budget.measured === 'every page');
  const units = sampled.filter((p) => !isCurrency(p));
  const bySize = [...units]
    .map((p) => ({ p, size: statSync(path.join(dir, `${p.localPath.slice(1)}.html`)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, largest)
    .map((x) => x.p);
  const currency = sampled.filter((p) => isCurrency(p) && /^(usd|btc)-to-/.test(p.params.conversion ?? ''));
  return [...new Set([...others, ...currency, ...units.filter((_, i) => i % every === 0), ...bySize])];
}

/** Check each sample page against its kind's budgets. */
export function checkBudgets(dir: string, pages: PageIndex, sample: readonly Page[] = budgetSample(dir, pages)): BudgetReport {
  const worst: BudgetReport['worst'] = new Map();
  const violations: BudgetViolation[] = [];
  const measured = sample.map((page) => {
    const m = measurePage(dir, page);
    const w = worst.get(m.type);
    if (!w) worst.set(m.type, { domElements: m, gzipBytes: m, pages: 1 });
    else {
      w.pages++;
      if (m.domElements > w.domElements.domElements) w.domElements = m;
      if (m.gzipBytes > w.gzipBytes.gzipBytes) w.gzipBytes = m;
    }
    const budget = PAGE_KINDS[page.kind].budget;
    if (m.domElements > budget.domElements) violations.push({ path: m.path, what: `${String(m.domElements)} DOM elements > ${String(budget.domElements)}` });
    if (m.gzipBytes > budget.gzipHtmlBytes) violations.push({ path: m.path, what: `${String(m.gzipBytes)} B gzipped HTML > ${String(budget.gzipHtmlBytes)}` });
    return m;
  });
  return { measured, worst, violations };
}
