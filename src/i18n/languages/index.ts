/**
 * The site's languages: one record per language, each in its own file `<code>.ts` in this
 * folder, found by its name (a lower-case BCP 47 tag: "es", "en-xa"); nothing lists them.
 * Adding a language is its record and its files (README "Adding a language").
 *
 * The records are found by Vite's `import.meta.glob` where Vite compiles this module (the
 * site's pages and islands, the tests) and by listing the folder in Node (the build's
 * orchestration, the checks, the names generator): both read the same file names.
 *
 * The islands read `ISLAND_FACTS` only: the glob that makes it imports each record's
 * `island` export alone, so that a bundler leaves the rest of every record out of the
 * browser's JavaScript.
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

/** The default language first, then by `position` (the language switch's order); a code that two records claim, or two default languages, is an error. */
function ordered(records: LanguageRecord[]): LanguageRecord[] {
  const sorted = [...records].sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1));
  const codes = new Set<string>();
  for (const r of sorted) {
    if (codes.has(r.code)) throw new Error(`Two language records have the code "${r.code}" (src/i18n/languages/)`);
    codes.add(r.code);
  }
  const defaults = sorted.filter((r) => r.island.isDefault === true);
  if (defaults.length !== 1 || sorted[0] !== defaults[0]) throw new Error(`One language record must be the default (island.isDefault: true) and come first (position 0); found ${String(defaults.length)}`);
  return sorted;
}

/** Every language's record, the default language first (the build, the sitemaps, the deploy). */
export const LANGUAGES: readonly LanguageRecord[] = /* @__PURE__ */ languages();

// One call marked pure, its glob inside: a bundle that does not read LANGUAGES (an island) keeps none of the records.
function languages(): LanguageRecord[] {
  return ordered(recordModules().map((m) => m.record));
}

function islandFacts(): Readonly<Record<Locale, IslandFacts>> {
  if (!VITE) return Object.fromEntries(nodeRecordModules().map((m) => [m.record.code, m.island]));
  const found = import.meta.glob<IslandFacts>(['./[a-z][a-z].ts', './[a-z][a-z][a-z].ts', './[a-z][a-z]-*.ts', './[a-z][a-z][a-z]-*.ts'], { eager: true, import: 'island' });
  return Object.fromEntries(Object.entries(found).map(([f, facts]) => [f.slice(2, -3), facts]));
}

/** What the islands read of each language (record.island), by code. */
export const ISLAND_FACTS: Readonly<Record<Locale, IslandFacts>> = /* @__PURE__ */ islandFacts();

/** What the islands read of a language (its record's `island`); an unknown code is an error. */
export function islandFactsOf(locale: Locale): IslandFacts {
  const facts = ISLAND_FACTS[locale];
  if (!facts) throw new Error(`No language record for "${locale}"`);
  return facts;
}

function defaultLocale(): Locale {
  const found = Object.entries(ISLAND_FACTS).filter(([, f]) => f.isDefault === true);
  const [first] = found;
  if (found.length !== 1 || !first) throw new Error(`One language record must be the default (island.isDefault: true); found ${String(found.length)}`);
  return first[0];
}

/** The default language's code: its record's island facts say `isDefault`. */
export const DEFAULT_LOCALE: Locale = /* @__PURE__ */ defaultLocale();
