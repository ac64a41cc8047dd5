import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadCatalogue } from '../../src/catalogue/index.ts';
import { localizeCatalogue } from '../../src/i18n/localize-catalogue.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { expressionDataFile } from '../../src/pipeline/site-files.ts';

// The e2e site is built from the small fixture catalogue; its pages' expression files are
// answered here with the full catalogue's (data/), written by the build's own code (site-files.ts).

const files = new Map<Locale, string>();

/** A language's expression file for the full catalogue, made once per test run. */
async function unitFile(locale: Locale): Promise<string> {
  let f = files.get(locale);
  if (!f) {
    const cat = await loadCatalogue({ dataDir: path.resolve(import.meta.dirname, '../../data') });
    f = expressionDataFile(locale === 'en' ? cat : localizeCatalogue(cat, locale), cat, locale);
    files.set(locale, f);
  }
  return f;
}

/** The page's requests for a language's expression file answered with the full catalogue's. */
export async function routeExpressionUnits(page: Page, locale: Locale): Promise<void> {
  const body = await unitFile(locale);
  await page.route(/\/expression-units(\.[a-z]+)?\.json$/, (r) => r.fulfill({ status: 200, contentType: 'application/json', body }));
}
