import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageType, type PageType } from '../site/sitemap.ts';
import { splitLocale } from '../i18n/paths.ts';

/** Per-page budgets (issue 11): every page type; conversion pages keep their tighter HTML budget. */
export const BUDGETS = {
  domElements: 1_500,
  gzipHtmlBytes: 40 * 1024,
  conversionGzipHtmlBytes: 10 * 1024,
} as const;

/** Alias pages the build writes for hosts without _redirects: not pages of their own. */
function isRedirectPage(html: string): boolean {
  return html.includes('http-equiv="refresh"');
}

/** Site path of a built HTML file: "convert/length.html" -> "/convert/length", "index.html" -> "/". */
export function pathOfFile(rel: string): string {
  const p = `/${rel.split(path.sep).join('/')}`.replace(/\.html$/, '');
  return p === '/index' ? '/' : p;
}

/** Every HTML page of a built site that belongs in the sitemap (not a 404 page of any language, not alias redirects). */
export function builtPages(dir: string): string[] {
  const out: string[] = [];
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    if (!rel.endsWith('.html') || splitLocale(pathOfFile(rel)).path === '/404') continue;
    if (isRedirectPage(readFileSync(path.join(dir, rel), 'utf8'))) continue;
    out.push(pathOfFile(rel));
  }
  return out;
}

/** The pages a built site has, the pages its sitemap files list, and any listed twice. */
export function sitemapPages(dir: string, site: string): { pages: string[]; listed: string[]; duplicates: string[] } {
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
  return { pages: builtPages(dir), listed: [...seen], duplicates };
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
  type: PageType | 'currency';
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

/** Measure one built page. */
export function measurePage(dir: string, pagePath: string): PageMeasure {
  const file = path.join(dir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
  const html = readFileSync(file);
  const type = pageType(pagePath);
  if (!type) throw new Error(`budgets: ${pagePath} is no known page type`);
  return {
    path: pagePath,
    type: type === 'conversion' && splitLocale(pagePath).path.startsWith('/convert/currency/') ? 'currency' : type,
    domElements: domElementCount(html.toString('utf8')),
    gzipBytes: gzipSync(html, { level: 9 }).length,
  };
}

/**
 * The pages the budgets are checked on: home and the static pages, every category, every
 * unit hub, every currency pair from USD, and a sample of conversion pages (every
 * `every`-th, plus the `largest` biggest files, where a budget would break first).
 */
export function budgetSample(dir: string, opts: { every?: number; largest?: number } = {}): string[] {
  const every = opts.every ?? 100;
  const largest = opts.largest ?? 25;
  const pages = builtPages(dir).sort();
  const english = (p: string): string => splitLocale(p).path;
  const conversions = pages.filter((p) => pageType(p) === 'conversion' && !english(p).startsWith('/convert/currency/'));
  const bySize = [...conversions]
    .map((p) => ({ p, size: statSync(path.join(dir, `${p.slice(1)}.html`)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, largest)
    .map((x) => x.p);
  const sampled = conversions.filter((_, i) => i % every === 0);
  const currency = pages.filter((p) => english(p).startsWith('/convert/currency/usd-to-') || english(p).startsWith('/convert/currency/btc-to-'));
  const others = pages.filter((p) => pageType(p) !== 'conversion');
  return [...new Set([...others, ...currency, ...sampled, ...bySize])];
}

/** Check the budgets on a built site's sample pages. */
export function checkBudgets(dir: string, sample: string[] = budgetSample(dir)): BudgetReport {
  const measured = sample.map((p) => measurePage(dir, p));
  const worst: BudgetReport['worst'] = new Map();
  const violations: BudgetViolation[] = [];
  for (const m of measured) {
    const w = worst.get(m.type);
    if (!w) worst.set(m.type, { domElements: m, gzipBytes: m, pages: 1 });
    else {
      w.pages++;
      if (m.domElements > w.domElements.domElements) w.domElements = m;
      if (m.gzipBytes > w.gzipBytes.gzipBytes) w.gzipBytes = m;
    }
    const gzipLimit = m.type === 'conversion' || m.type === 'currency' ? BUDGETS.conversionGzipHtmlBytes : BUDGETS.gzipHtmlBytes;
    if (m.domElements > BUDGETS.domElements) violations.push({ path: m.path, what: `${String(m.domElements)} DOM elements > ${String(BUDGETS.domElements)}` });
    if (m.gzipBytes > gzipLimit) violations.push({ path: m.path, what: `${String(m.gzipBytes)} B gzipped HTML > ${String(gzipLimit)}` });
  }
  return { measured, worst, violations };
}
