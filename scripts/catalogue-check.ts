// Validate the catalogue (seed JSON, or Postgres with DATABASE_URL) and print its counts.
// Exits non-zero on any problem, so CI and the owner can rely on it.
import { builtLocales } from '../src/i18n/locales.ts';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { countCatalogue, namesReport, POPULAR_UNITS, seedQualityProblems } from '../src/catalogue/report.ts';
import { NAME_KINDS } from '../src/i18n/names.ts';
import { CatalogueError } from '../src/core/catalogue.ts';

const json = process.argv.includes('--json');
try {
  const t0 = performance.now();
  const catalogue = await loadCatalogue();
  const quality = catalogue.origin === 'postgres' ? [] : seedQualityProblems(catalogue);
  if (quality.length > 0) throw new CatalogueError(quality);
  const counts = countCatalogue(catalogue);
  const names = namesReport(catalogue, builtLocales(process.env));
  if (names.problems.length > 0) throw new CatalogueError(names.problems);
  const ms = Math.round(performance.now() - t0);
  if (json) {
    console.log(JSON.stringify({ source: catalogue.origin, ...counts, names: names.counts, ms }));
  } else {
    console.log(`Catalogue OK (${catalogue.origin}, ${String(ms)} ms)`);
    console.log(`  categories:            ${String(counts.categories)}`);
    console.log(
      `  units:                 ${String(counts.units)} (${String(counts.exactUnits)} exact by definition, ${String(counts.inexactUnits)} of them involving π; ${String(counts.measuredUnits)} measured, estimated or nominal)`,
    );
    console.log(`  conversions:           ${String(counts.conversions)} (without currency)`);
    console.log(`  currencies:            ${String(counts.currencies)}`);
    console.log(`  currency conversions:  ${String(counts.currencyConversions)}`);
    const kinds = [...NAME_KINDS, 'english'] as const;
    console.log(`  localised names (${kinds.map((k) => (k === 'english' ? 'English kept' : k)).join(' / ')}; coverage; popular ${String(POPULAR_UNITS)} in English):`);
    for (const [locale, n] of Object.entries(names.counts)) {
      const row = (c: typeof n.units): string => kinds.map((k) => String(c[k])).join(' / ');
      const popular = locale === 'en' ? '' : `; popular in English ${String(n.popularEnglish.length)}${n.popularEnglish.length > 0 ? ` (${n.popularEnglish.slice(0, 8).join(', ')}${n.popularEnglish.length > 8 ? ', …' : ''})` : ''}`;
      console.log(`    ${locale}  units ${row(n.units)} (${(n.coverage * 100).toFixed(1)} %)${popular}; categories ${row(n.categories)}`);
    }
  }
} catch (e) {
  console.error(e instanceof CatalogueError ? e.message : `Catalogue check failed: ${(e as Error).stack ?? String(e)}`);
  process.exitCode = 1;
}
