// A language's own files (languages/files.ts), or, for a generated language (the pseudo-locale
// en-XA), its base language's texts rewritten by its record's `generated.rewrite`, made
// when they are first asked for. Build time only.
import type { Message } from './format-message.ts';
import type { LanguageFiles } from './languages/files.ts';
import { isLocale, languageOf, type Locale } from './locales.ts';

/** How a generated language makes its texts: its base language and the rewrite; undefined for a language with files. */
export function generation(locale: Locale): { base: Locale; rewrite: (text: string) => string } | undefined {
  const g = languageOf(locale).generated;
  if (!g) return undefined;
  const base: string = g.base;
  if (!isLocale(base)) throw new Error(`${locale}: generated from "${base}", which is no language`);
  return { base: g.base, rewrite: g.rewrite };
}

/** A message with its texts rewritten (each plural form of a plural one). */
export function rewriteMessage(m: Message, rewrite: (text: string) => string): Message {
  if (typeof m === 'string') return rewrite(m);
  return { ...Object.fromEntries(Object.entries(m).map(([k, v]) => [k, rewrite(v)])), other: rewrite(m.other) };
}

/** A table of messages with every message rewritten. */
export function rewriteTable<T extends Readonly<Record<string, Message>>>(table: T, rewrite: (text: string) => string): T {
  return Object.fromEntries(Object.entries(table).map(([k, m]) => [k, rewriteMessage(m, rewrite)])) as T;
}

/** A language's files; an error for a language that has none and is not generated. */
export function filesOf(locale: Locale): LanguageFiles {
  const f = languageOf(locale).files;
  if (!f) throw new Error(`The language "${locale}" has no files: its record (src/i18n/languages/${locale}.ts) names neither its files nor a language it is generated from`);
  return f;
}

/** A language's messages of one kind (site or ui): its file's, or its base language's rewritten. */
export function messagesOf<K extends 'site' | 'ui'>(locale: Locale, kind: K): LanguageFiles[K] {
  const g = generation(locale);
  return g ? rewriteTable(filesOf(g.base)[kind], g.rewrite) : filesOf(locale)[kind];
}
