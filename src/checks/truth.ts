// An independent check of what a built conversion page says (issue 9): every number next to
// "=" is the exact value, every number next to "≈" is that value correctly rounded to at least
// 11 significant digits, every exact formula evaluates to the exact conversion, and every claim
// of exactness holds for the catalogue's data. It reads the HTML as a visitor's browser would
// get it and recomputes with exact fractions; it does not call the page code (describe.ts,
// faq.ts, format.ts) it is checking. A page in another language is read with that language's
// number form and its message file as the vocabulary of its claims: each statement must be one
// of the language's statements, and the one that is true of the data.
//
// This file walks a built site's conversion pages and Ultra views and gathers the report; one
// page is checked by truth-conversion.ts or truth-ultra.ts, with the arithmetic of
// truth-arithmetic.ts and the language reading of truth-reading.ts.
import type { Catalogue, Unit } from '../core/catalogue.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizeCatalogue } from '../i18n/localize-catalogue.ts';
import { localPath } from '../i18n/paths.ts';
import { checkConversionClaims, checkSiteClaims, checkUltraClaims } from './truth-claims.ts';
import { checkConversionPage } from './truth-conversion.ts';
import { checkUltraPage } from './truth-ultra.ts';
import { checkHubSources, checkSourceNotes } from './truth-sources.ts';
import { reading } from './truth-reading.ts';

/** Categories whose every page is checked whatever the sample (issue 9: affine and reciprocal formulas). */
export const ALWAYS_CHECKED = new Set(['temperature', 'temperature-difference', 'fuel-economy']);

export interface TruthReport {
  pages: number;
  problems: string[];
}

/**
 * Check the conversion pages of a built site: every page of ALWAYS_CHECKED categories and
 * every `every`-th page of the others (1 = all). With `partial` (one slice of a matrix
 * build), a page the folder lacks is another slice's, not a problem.
 */
export async function checkBuiltSite(dir: string, catalogue: Catalogue, every = 1, locales: readonly Locale[] = LOCALES, partial = false): Promise<TruthReport> {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const report: TruthReport = { pages: 0, problems: [] };
  for (const locale of locales) {
    // The page names units in its language: a clash of symbols is written with those names.
    const local = localizeCatalogue(catalogue, locale);
    let n = 0;
    for (const cat of local.categories) {
      if (cat.kind !== 'units') continue;
      for (const conv of cat.conversions) {
        if (!ALWAYS_CHECKED.has(cat.slug) && n++ % every !== 0) continue;
        const rel = `${localPath(locale, `/convert/${cat.slug}/${conv.slug}`).slice(1)}.html`;
        let html: string;
        try {
          html = await readFile(path.join(dir, rel), 'utf8');
        } catch {
          if (!partial) report.problems.push(`/${rel}: missing`);
          continue;
        }
        report.pages++;
        report.problems.push(...checkConversionPage(html, conv, `/${rel}`, locale));
        report.problems.push(...checkConversionClaims(html, conv, `/${rel}`, locale));
        report.problems.push(...checkSourceNotes(html, cat, `/${rel}`, reading(locale)));
      }
      report.problems.push(...(await checkHubSources(dir, cat, locale, partial)));
      const units = cat.units.filter((u): u is Unit => u.kind === 'unit');
      if (units.length < 2) continue;
      const rel = `${localPath(locale, `/ultra/${cat.slug}`).slice(1)}.html`;
      try {
        const html = await readFile(path.join(dir, rel), 'utf8');
        report.pages++;
        report.problems.push(...checkUltraPage(html, units, `/${rel}`, locale));
        report.problems.push(...checkUltraClaims(html, units, `/${rel}`, locale));
      } catch {
        if (!partial) report.problems.push(`/${rel}: missing`);
      }
    }
  }
  // What the home, about, category and currency pages claim about the site's data (truth-claims.ts).
  const claims = await checkSiteClaims(dir, catalogue, locales, partial);
  report.pages += claims.pages;
  report.problems.push(...claims.problems);
  return report;
}
