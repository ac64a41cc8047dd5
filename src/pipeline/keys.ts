// Cache keys. A shard's output is a function of: the source files that make pages
// (src/, public/, the Astro and TypeScript config), the lock file (every dependency's
// version), Node's version, the environment the pages read, the catalogue view its
// pages are given (src/pipeline/view.ts) and the build date they state (the year on every
// page, the whole date on the site shard's legal pages; src/site/build-input.ts). Its key hashes exactly these, so an unchanged key
// means unchanged bytes; anything else in doubt belongs in here, not left out.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Catalogue, CatalogueSources } from '../core/catalogue.ts';
import type { CatalogueView } from '../site/build-input.ts';
import { relativeFilesSync } from './files.ts';
import { inEveryLanguage, type Page, slicePages } from '../site/pages.ts';
import { planShards, type ShardDef } from './plan.ts';
import { viewFor } from './view.ts';
import { buildDate, PAGE_ENV, yearOf } from '../protocol/build.ts';
import { builtLocales, type Locale } from '../i18n/locales.ts';

/** Files and folders of the checkout whose bytes can change a page (data/names: the localised unit names). */
export const KEY_INPUTS = ['src', 'public', 'data/names', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

/** Environment variables the pages can read (Astro's `site`, Vite's PUBLIC_ variables, locale and time zone; jobs always run with NODE_ENV=production). */
export function keyEnvironment(env: NodeJS.ProcessEnv): [string, string][] {
  const names = Object.keys(env).filter((k) => (PAGE_ENV.names as readonly string[]).includes(k) || PAGE_ENV.prefixes.some((p) => k.startsWith(p)));
  return names.sort().map((k) => [k, env[k] ?? '']);
}

/** The files hashed into every key, relative to the root, sorted: the key inputs and any .env files. */
export function keyFiles(root: string): string[] {
  const out: string[] = [];
  for (const input of KEY_INPUTS) {
    const p = path.join(root, input);
    if (existsSync(p) && statSync(p).isFile()) out.push(input);
    else out.push(...relativeFilesSync(p).map((f) => `${input}/${f}`));
  }
  for (const name of readdirSync(root)) if (name === '.env' || name.startsWith('.env.')) out.push(name);
  return out.sort();
}

/** The part of every shard's key that is not catalogue data: sources, lock file, config, Node, environment. */
export function commonKey(root: string, env: NodeJS.ProcessEnv): string {
  const h = createHash('sha256');
  h.update(`node ${process.version} ${process.platform} ${process.arch}\n`);
  for (const [k, v] of keyEnvironment(env)) h.update(`env ${k}=${v}\n`);
  for (const f of keyFiles(root)) {
    const bytes = readFileSync(path.join(root, f));
    h.update(`file ${f} ${String(bytes.length)}\n`);
    h.update(bytes);
  }
  return h.digest('hex');
}

/** What of the build date a shard's pages state: the whole date for the site shard (legal pages), else the year (the footer). */
export function datedPart(shard: ShardDef, date: string): string {
  return shard.site ? date : String(yearOf(date));
}

/** The hash of what a shard's pages are given: its definition, its catalogue view and the part of the build date they state. */
export function dataKey(shard: ShardDef, view: CatalogueView, date: string): string {
  return createHash('sha256').update(JSON.stringify({ shard, view, date: datedPart(shard, date) })).digest('hex');
}

/** A shard's cache key. */
export function shardKey(common: string, data: string): string {
  return createHash('sha256').update(`${common}\n${data}`).digest('hex').slice(0, 40);
}

/** A shard with its cache key and the hash of its data. */
export interface Keyed {
  shard: ShardDef;
  key: string;
  data: string;
}

/** The shards of the catalogue with their keys. */
export function keyShards(root: string, env: NodeJS.ProcessEnv, src: CatalogueSources, full: Catalogue): { common: string; keyed: Keyed[] } {
  const common = commonKey(root, env);
  const date = buildDate(env);
  const keyed = planShards(full, builtLocales(env)).map((shard) => {
    const data = dataKey(shard, viewFor(src, full, [shard]), date);
    return { shard, data, key: shardKey(common, data) };
  });
  return { common, keyed };
}

/** The page list of a set of shards, and the key of its sitemaps (pages, site, date and the writer's code). */
export function plannedPages(full: Catalogue, shards: readonly Keyed[], common: string, settings: { site: string; date: string; locales: readonly Locale[] }): { pages: Page[]; key: string } {
  const pages = shards.flatMap((k) => inEveryLanguage(slicePages(full, k.shard), settings.locales));
  const key = createHash('sha256').update(JSON.stringify([common, settings.site, settings.date, pages.map((p) => p.localPath)])).digest('hex').slice(0, 40);
  return { pages, key };
}

