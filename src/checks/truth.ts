// An independent check of what a built conversion page says (issue 9): every number next to
// "=" is the exact value, every number next to "≈" is that value correctly rounded to at least
// 11 significant digits, every exact formula evaluates to the exact conversion, and every claim
// of exactness holds for the catalogue's data. It reads the HTML as a visitor's browser would
// get it and recomputes with exact fractions; it does not call the page code (src/site/sentences.ts,
// faq.ts, src/core/format.ts) it is checking. A page in another language is read with that language's
// number form and its message file as the vocabulary of its claims: each statement must be one
// of the language's statements, and the one that is true of the data.
//
// This file walks a built site's pages, each with the check its kind names (`truth` in
// src/site/page-kinds.ts), and gathers the report: a conversion page is checked by
// truth-conversion.ts (and truth-claims.ts for a currency pair), an Ultra view by
// truth-ultra.ts, a unit hub's source notes by truth-sources.ts, the home, about, privacy and
// category pages' claims about the site's data by truth-claims.ts; with the arithmetic of
// truth-arithmetic.ts and the language reading of truth-reading.ts.
import type { Catalogue, Category, Unit } from '../core/catalogue.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';
import { englishPages, EVERY_PAGE, inEveryLanguage, type Page, PAGE_KINDS, pageFile } from '../site/pages.ts';
import type { TruthCheck } from '../site/page-kinds.ts';
import {
  catalogueCounts,
  categoryInexact,
  checkConversionClaims,
  checkCurrencyClaims,
  checkHomeCounts,
  checkPrivacyAnswer,
  checkPrivacyPage,
  checkRoundedOnce,
  checkUltraClaims,
  type ExpectedCounts,
} from './truth-claims.ts';
import { checkConversionPage } from './truth-conversion.ts';
import { checkUltraPage } from './truth-ultra.ts';
import { checkSourceNotes } from './truth-sources.ts';
import { reading } from './truth-reading.ts';
import { checkSubstancePage } from './truth-substance.ts';

/** Categories whose every page is checked whatever the sample (issue 9: affine and reciprocal formulas). */
export const ALWAYS_CHECKED = new Set(['temperature', 'temperature-difference', 'fuel-economy']);

export interface TruthReport {
  pages: number;
  problems: string[];
}

/** What the checks of one language know: the catalogue in its words, what the privacy page says the currency converter sends, the counts and which results are exact. */
interface InLanguage {
  locale: Locale;
  local: Catalogue;
  privacyWords: string;
  expected: ExpectedCounts;
  /** A pair of the whole site that is not exact (the site speaks of every category, currencies included). */
  siteInexact: string | undefined;
}

function inLanguage(catalogue: Catalogue, locale: Locale): InLanguage {
  const privacyWords = reading(locale).say('privacy.rates.text');
  if (typeof privacyWords !== 'string') throw new Error(`${locale}: privacy.rates.text is not one sentence`);
  // The page names units in its language: a clash of symbols is written with those names.
  const local = localizeCatalogue(catalogue, locale);
  return { locale, local, privacyWords, expected: catalogueCounts(catalogue), siteInexact: catalogue.categories.map(categoryInexact).find((w) => w !== undefined) };
}

function categoryOf(page: Page, c: InLanguage): Category {
  const cat = page.params.category === undefined ? undefined : c.local.categoryBySlug.get(page.params.category);
  if (!cat) throw new Error(`${page.localPath}: the catalogue has no category ${JSON.stringify(page.params.category)}`);
  return cat;
}

const unitsOf = (cat: Category): Unit[] => cat.units.filter((u): u is Unit => u.kind === 'unit');

/** Each check a kind may name, on one page's HTML (`where` its file). */
const CHECKS: Record<Exclude<TruthCheck, 'none'>, (html: string, page: Page, where: string, c: InLanguage) => string[]> = {
  conversion: (html, page, where, c) => {
    const cat = categoryOf(page, c);
    const conv = cat.conversionBySlug.get(page.params.conversion ?? '');
    if (!conv) throw new Error(`${page.localPath}: the catalogue has no conversion ${JSON.stringify(page.params.conversion)}`);
    if (cat.kind === 'currency') {
      return [...checkCurrencyClaims(html, { from: conv.from, to: conv.to }, where, c.locale), ...checkRoundedOnce(html, `${conv.from.code} → ${conv.to.code}: a live rate`, where, c.locale)];
    }
    return [...checkConversionPage(html, conv, where, c.locale), ...checkConversionClaims(html, conv, where, c.locale), ...checkSourceNotes(html, cat, where, reading(c.locale))];
  },
  ultra: (html, page, where, c) => {
    const units = unitsOf(categoryOf(page, c));
    return [...checkUltraPage(html, units, where, c.locale), ...checkUltraClaims(html, units, where, c.locale)];
  },
  'source notes': (html, page, where, c) => checkSourceNotes(html, categoryOf(page, c), where, reading(c.locale)),
  'home claims': (html, _page, where, c) => [
    ...checkHomeCounts(html, c.expected, where, c.locale),
    ...checkPrivacyAnswer(html, c.privacyWords, where, c.locale),
    ...checkRoundedOnce(html, c.siteInexact, where, c.locale),
  ],
  'about claims': (html, _page, where, c) => checkRoundedOnce(html, c.siteInexact, where, c.locale),
  'privacy statement': (html, _page, where, c) => checkPrivacyPage(html, c.privacyWords, where),
  substance: (html, page, where, c) => checkSubstancePage(html, page, where, c.local, c.locale),
  'category claims': (html, page, where, c) => [...checkPrivacyAnswer(html, c.privacyWords, where, c.locale), ...checkRoundedOnce(html, categoryInexact(categoryOf(page, c)), where, c.locale)],
};

/**
 * Check the pages of a built site, each with its kind's check: every conversion page of
 * ALWAYS_CHECKED categories and of the currency category, every `every`-th conversion page of
 * the others (1 = all), and every page of the other kinds with a check. With `partial` (one
 * slice of a matrix build), a page the folder lacks is another slice's, not a problem.
 */
export async function checkBuiltSite(dir: string, catalogue: Catalogue, every: number, locales: readonly Locale[], partial = false): Promise<TruthReport> {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const report: TruthReport = { pages: 0, problems: [] };
  const english = englishPages(catalogue, EVERY_PAGE);
  for (const locale of locales) {
    const c = inLanguage(catalogue, locale);
    let n = 0;
    for (const page of inEveryLanguage(english, [locale])) {
      const check = PAGE_KINDS[page.kind].truth;
      if (check === 'none') continue;
      const category = page.params.category === undefined ? undefined : catalogue.categoryBySlug.get(page.params.category);
      // A currency pair's hub has no source notes; the conversion pages of units are sampled.
      if (check === 'source notes' && category?.kind !== 'units') continue;
      if (check === 'conversion' && category?.kind === 'units' && !ALWAYS_CHECKED.has(category.slug) && n++ % every !== 0) continue;
      const rel = pageFile(page.localPath);
      let html: string;
      try {
        html = await readFile(path.join(dir, rel), 'utf8');
      } catch {
        if (!partial) report.problems.push(`/${rel}: missing`);
        continue;
      }
      report.pages++;
      report.problems.push(...CHECKS[check](html, page, `/${rel}`, c));
    }
  }
  return report;
}
