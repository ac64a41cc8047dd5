/**
 * The record files of this folder as Node finds them: each `<code>.ts` (a lower-case BCP 47 tag:
 * "es.ts", "en-xa.ts"), listed and required (Node 24 loads TypeScript modules). Where Vite
 * compiles the code (the site's pages and islands, the tests), each reader of the records uses
 * `import.meta.glob` over the same names instead: Vite reads the glob at compile time, so that
 * an island's bundle carries only the part of each record it imports.
 */
import type { IslandFacts, LanguageRecord } from './record.ts';

/** What a record file exports: the record, and the part the islands read. */
export interface RecordModule {
  record: LanguageRecord;
  island: IslandFacts;
}

/** A record file's name: a lower-case BCP 47 tag and ".ts"; the folder's other modules have longer names. */
export const RECORD_FILE = /^[a-z]{2,3}(?:-[a-z\d]{2,8})*\.ts$/;

/** Whether Vite compiled this module (it defines `import.meta.env`; Node does not). */
export const VITE = (import.meta as { env?: unknown }).env !== undefined;

let modules: RecordModule[] | undefined;

/** The folder's record modules, in Node, by file name. */
export function nodeRecordModules(): RecordModule[] {
  if (!modules) {
    const fs = process.getBuiltinModule('node:fs');
    const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
    modules = fs
      .readdirSync(import.meta.dirname)
      .filter((f) => RECORD_FILE.test(f))
      .sort()
      .map((f) => require(`./${f}`) as RecordModule);
  }
  return modules;
}
