// What every route of the console works on: the options it was started with, its two
// long-running jobs, the browsers listening to their events, and the sitemaps in hand.
import type http from 'node:http';
import path from 'node:path';
import type { Route } from '../http.ts';
import type { BatchJob, StaticJob } from '../jobs.ts';
import type { SitemapSet } from '../sitemap-tool.ts';
import type { Source } from '../source.ts';

export interface ConsoleOptions {
  root: string;
  port: number;
  source: Source;
  /** The built site folder: the static generator's output, where Populate writes sitemaps. */
  siteDir: string;
  /** The built console app (index.html and assets/). */
  uiDir: string;
  /** Canonical origin of the public site (SITE_URL). */
  siteUrl: string;
}

export interface ConsoleContext {
  opts: ConsoleOptions;
  batch: BatchJob;
  build: StaticJob;
  sseClients: Set<http.ServerResponse>;
  /** The sitemaps generated or imported last (the Sitemap generator's). */
  sitemaps: (SitemapSet & { origin: 'generated' | 'imported' }) | undefined;
}

export type ConsoleRoute = Route<ConsoleContext>;

/** The console's source and folders, as every screen shows them. */
export function info(ctx: ConsoleContext): { source: { kind: string; label: string }; siteDir: string; siteUrl: string } {
  const { opts } = ctx;
  return {
    source: { kind: opts.source.kind, label: opts.source.label },
    siteDir: path.relative(opts.root, opts.siteDir).startsWith('..') ? opts.siteDir : path.relative(opts.root, opts.siteDir) || '.',
    siteUrl: opts.siteUrl,
  };
}
