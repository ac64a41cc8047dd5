/**
 * The site's languages: one record per language, each in its own file `<code>.ts` in this
 * folder, found by its name (a lower-case BCP 47 tag: "es", "en-xa"); nothing lists them.
 * Adding a language is its record and its files (README "Adding a language").
 *
 * The records are found by Vite's `import.meta.glob` where Vite compiles this module (the
 * site's pages and islands, the tests) and by listing the folder in Node (the build's
 * orchestration, the checks, the names generator): both read the same file names.
 *
 * The islands read the island facts only (`islandFactsOf`, `DEFAULT_LOCALE`): the glob that
 * finds them imports each record's `island` export alone, so that a bundler leaves the rest of
 * every record out of the browser's JavaScript (tests/unit/i18n/island-bundles.test.ts).
 */
import { nodeRecordModules, RECORD_FILE, type RecordModule, VITE } from './folder.ts';
import type { IslandFacts, LanguageRecord } from './record.ts';

/** A language's code, which is also its path prefix: "en", "es", "en-xa" (the `code` of a record). */
export type Locale = string;
/** A language with message and name files of its own (every one but a generated language: en-xa). */
export type SourcedLocale = Locale;

function recordModules(): RecordModule[] {
  if (!VITE) return nodeRecordModules();
  const found = import.meta.glob<RecordModule>(['./[a-z][a-z].ts', './[a-z][a-z][a-z].ts', './[a-z][a-z]-*.ts', './[a-z][a-z][a-z]-*.ts'], { eager: true });
  return Object.entries(found)
    .filter(([f]) => RECORD_FILE.test(f.slice(2)))
    .map(([, m]) => m);
}

/**
 * The default language first, then by `position` (the language switch's order). Two records with
 * one code or one position, no default language or two, or a default not at position 0 is an
 * error that names the records.
 */
function ordered(records: LanguageRecord[]): LanguageRecord[] {
  const sorted = [...records].sort((a, b) => a.position - b.position);
  for (const [i, r] of sorted.entries()) {
    const twin = sorted.slice(i + 1).find((o) => o.code === r.code || o.position === r.position);
    if (twin) throw new Error(`Language records "${r.code}" and "${twin.code}" have the same ${twin.code === r.code ? 'code' : `position (${String(r.position)})`} (src/i18n/languages/)`);
  }
  const defaults = sorted.filter((r) => r.island.isDefault === true).map((r) => r.code);
  if (defaults.length !== 1) throw new Error(`One language record must be the default (island.isDefault: true); found ${defaults.length === 0 ? 'none' : defaults.join(', ')}`);
  const first = sorted[0];
  if (first?.island.isDefault !== true) throw new Error(`The default language "${defaults.join('')}" must come first (position 0); "${first?.code ?? ''}" has position ${String(first?.position)}`);
  return sorted;
}

/** Every language's record, the default language first (the build, the sitemaps, the deploy). */
export const LANGUAGES: readonly LanguageRecord[] = /* @__PURE__ */ languages();

// One call marked pure, its glob inside: a bundle that does not read LANGUAGES (an island) keeps none of the records.
function languages(): LanguageRecord[] {
  return ordered(recordModules().map((m) => m.record));
}

// Keyed by the record file's path ("./es.ts"): a code is its file's name, and the islands need no map from one to the other.
function islandFacts(): Readonly<Record<string, IslandFacts>> {
  if (!VITE) return Object.fromEntries(nodeRecordModules().map((m) => [`./${m.record.code}.ts`, m.island]));
  return import.meta.glob<IslandFacts>(['./[a-z][a-z].ts', './[a-z][a-z][a-z].ts', './[a-z][a-z]-*.ts', './[a-z][a-z][a-z]-*.ts'], { eager: true, import: 'island' });
}

/** What the islands read of each language (record.island), by its record file's path. */
const ISLAND_FACTS: Readonly<Record<string, IslandFacts>> = /* @__PURE__ */ islandFacts();

/** What the islands read of a language (its record's `island`); an unknown code is an error. */
export function islandFactsOf(locale: Locale): IslandFacts {
  const facts = ISLAND_FACTS[`./${locale}.ts`];
  if (!facts) throw new Error(`No language "${locale}"`);
  return facts;
}

// The records' order (LANGUAGES, above) checks that exactly one is the default; the islands only find it.
function defaultLocale(): Locale {
  const file = Object.keys(ISLAND_FACTS).find((f) => ISLAND_FACTS[f]?.isDefault === true) ?? '';
  return file.slice(2, -3);
}

/** The default language's code: its record's island facts say `isDefault`. */
export const DEFAULT_LOCALE: Locale = /* @__PURE__ */ defaultLocale();
