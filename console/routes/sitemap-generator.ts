// The Sitemap generator's routes: generate the sitemaps of the catalogue or import sitemap
// files, download one, and populate the built site with them.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDate } from '../../src/protocol/build.ts';
import { HttpError, readJson, send } from '../http.ts';
import { buildSitemaps, indexFor } from '../sitemap-tool.ts';
import { type ConsoleContext, type ConsoleRoute, info } from './context.ts';

/** A sitemap file name the console writes into the site folder: nothing else, no paths. */
const SITEMAP_NAME = /^sitemap(-[a-z0-9-]+)?\.xml$/;

function current(ctx: ConsoleContext): NonNullable<ConsoleContext['sitemaps']> {
  if (!ctx.sitemaps) throw new HttpError(409, { error: 'No sitemap data', message: 'Please generate sitemap first' });
  return ctx.sitemaps;
}

function summary(ctx: ConsoleContext): Record<string, unknown> {
  const sitemaps = current(ctx);
  return {
    origin: sitemaps.origin,
    index: sitemaps.index.xml,
    files: sitemaps.files.map((f) => ({ filename: f.filename, urls: f.urls, bytes: Buffer.byteLength(f.xml) })),
    totalUrls: sitemaps.files.reduce((n, f) => n + f.urls, 0),
  };
}

/** Count the <loc> of a sitemap file's text and say which kind it is (the browser parsed it already). */
function summariseXml(name: string, text: string): { filename: string; kind: 'index' | 'urlset'; urls: number } {
  const kind = /<sitemapindex[\s>]/.test(text) ? 'index' : /<urlset[\s>]/.test(text) ? 'urlset' : undefined;
  if (!kind) throw new HttpError(400, { error: 'Error importing files', message: `${name}: not a sitemap (no <urlset> or <sitemapindex>)` });
  return { filename: name, kind, urls: (text.match(/<loc>/g) ?? []).length };
}

/** The sitemaps of an import request's `files` ({ name, text }[]), with an index written when none was given. */
async function importedSitemaps(ctx: ConsoleContext, list: unknown): Promise<NonNullable<ConsoleContext['sitemaps']>> {
  if (!Array.isArray(list) || list.length === 0) throw new HttpError(400, { error: 'No XML files found', message: 'Please select XML sitemap files to import' });
  const files: { filename: string; xml: string; urls: number }[] = [];
  let index: { filename: string; xml: string } | undefined;
  for (const item of list as unknown[]) {
    const o = (item ?? {}) as Record<string, unknown>;
    const name = typeof o['name'] === 'string' ? o['name'] : '';
    const text = typeof o['text'] === 'string' ? o['text'] : '';
    if (!SITEMAP_NAME.test(name)) {
      throw new HttpError(400, { error: 'Error importing files', message: `"${name}": a sitemap file name is sitemap.xml or sitemap-NAME.xml` });
    }
    const s = summariseXml(name, text);
    if (s.kind === 'index') index = { filename: 'sitemap.xml', xml: text };
    else files.push({ filename: name, xml: text, urls: s.urls });
  }
  return {
    index: index ?? { filename: 'sitemap.xml', xml: await indexFor(files.map((f) => f.filename), ctx.opts.siteUrl, buildDate()) },
    files,
    origin: 'imported',
  };
}

export const sitemapGeneratorRoutes: ConsoleRoute[] = [
  {
    method: 'POST',
    path: '/api/sitemap/generate',
    handler: async (ctx, _req, res) => {
      const cat = await ctx.opts.source.load();
      ctx.sitemaps = { ...(await buildSitemaps(cat, ctx.opts.siteUrl, buildDate())), origin: 'generated' };
      send(res, 200, summary(ctx));
    },
  },
  {
    method: 'GET',
    path: '/api/sitemap/file',
    handler: (ctx, _req, res, url) => {
      const sitemaps = current(ctx);
      const name = url.searchParams.get('name') ?? '';
      const f = name === sitemaps.index.filename ? sitemaps.index : sitemaps.files.find((x) => x.filename === name);
      if (!f) throw new HttpError(404, { error: 'Not Found', message: `no sitemap file named "${name}"` });
      res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${f.filename}"` });
      res.end(f.xml);
    },
  },
  {
    method: 'POST',
    path: '/api/sitemap/populate',
    handler: async (ctx, _req, res) => {
      const sitemaps = current(ctx);
      const st = await stat(ctx.opts.siteDir).catch(() => undefined);
      if (!st?.isDirectory()) {
        throw new HttpError(409, { error: 'Error populating files', message: `there is no built site at ${info(ctx).siteDir}: build it first (npm run build or the Static page generator)` });
      }
      await mkdir(ctx.opts.siteDir, { recursive: true });
      const written: string[] = [];
      for (const f of [sitemaps.index, ...sitemaps.files]) {
        await writeFile(path.join(ctx.opts.siteDir, f.filename), f.xml);
        written.push(f.filename);
      }
      send(res, 200, { written, siteDir: info(ctx).siteDir });
    },
  },
  {
    method: 'POST',
    path: '/api/sitemap/import',
    handler: async (ctx, req, res) => {
      const body = await readJson(req);
      ctx.sitemaps = await importedSitemaps(ctx, body['files']);
      send(res, 200, summary(ctx));
    },
  },
];
