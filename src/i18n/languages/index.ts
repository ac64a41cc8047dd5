/**
 * The site's languages: one record per language (<code>.ts, its type in record.ts), the
 * default language first, then the order of the language switch. Adding a language is its
 * record, its entry in the two lists below, its files (files.ts) and its search words
 * (search-words.ts).
 *
 * The islands read `ISLAND_FACTS` only: it names the part of each record they need
 * (`es.island`), so that a bundler leaves the rest of every record out of the browser's
 * JavaScript. A test holds the two lists to the same languages.
 */
import * as en from './en.ts';
import * as es from './es.ts';
import * as de from './de.ts';
import * as fr from './fr.ts';
import * as az from './az.ts';
import * as enXA from './en-xa.ts';
import type { IslandFacts } from './record.ts';

/** Every language's record (the build, the sitemaps, the deploy and the Worker). */
export const LANGUAGES = [en.record, es.record, de.record, fr.record, az.record, enXA.record] as const;

/** A language's code, which is also its path prefix: "en", "es", "en-xa". */
export type Locale = (typeof LANGUAGES)[number]['code'];
/** A language with message and name files of its own (every one but a generated language: en-xa). */
export type SourcedLocale = Exclude<(typeof LANGUAGES)[number], { generated: object }>['code'];

/** What the islands read of each language (record.island). */
export const ISLAND_FACTS: Readonly<Record<Locale, IslandFacts>> = { en: en.island, es: es.island, de: de.island, fr: fr.island, az: az.island, 'en-xa': enXA.island };
