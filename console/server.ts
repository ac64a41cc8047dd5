// The owner console's HTTP server: the four tool screens of SPEC §2 (a React app built
// with Vite, see console/build-ui.ts) and their JSON / Server-Sent Events API. It listens
// on 127.0.0.1 only and answers only a browser that opened the printed address with its
// token (which sets an HttpOnly, SameSite=Strict session cookie), and only when the
// request names the console's own host and origin.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { buildDate } from '../src/lib/build-settings.ts';
import { parseImportInput, ImportInputError } from '../src/db/import-input.ts';
import { BatchJob, generateUnits, StaticJob } from './jobs.ts';
import { buildSitemaps, indexFor, type SitemapSet } from './sitemap.ts';
import type { Source } from './source.ts';

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

export interface ConsoleServer {
  url: string;
  token: string;
  close(): Promise<void>;
}

const SCREENS = new Set(['/', '/auto-generator', '/batch-generator', '/sitemap-generator', '/static-generator']);
const COOKIE = 'exactconvert_console';
const MAX_BODY = 64 * 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
/** A sitemap file name the console writes into the site folder: nothing else, no paths. */
const SITEMAP_NAME = /^sitemap(-[a-z0-9-]+)?\.xml$/;

class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body['message'] === 'string' ? body['message'] : String(status));
    this.status = status;
    this.body = body;
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookies(req: http.IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  return out;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    throw new HttpError(415, { error: 'Unsupported Media Type', message: 'send JSON (Content-Type: application/json)' });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    const b = c as Buffer;
    size += b.length;
    if (size > MAX_BODY) throw new HttpError(413, { error: 'Too Large', message: `the request body is over ${String(MAX_BODY / 1024 / 1024)} MB` });
    chunks.push(b);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let data: unknown;
  try {
    data = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'Invalid JSON', message: 'Invalid JSON: Please provide valid JSON format', details: [] });
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpError(400, { error: 'Bad Request', message: 'the request body must be a JSON object' });
  }
  return data as Record<string, unknown>;
}

/** The units of a generator request, `{ units: [...] }` (SPEC §7), as the text the import parses. */
function unitsText(body: Record<string, unknown>): string {
  if (!('units' in body)) throw new HttpError(400, { error: 'Invalid Data', message: 'Invalid Data: Units data must be an array', details: ['the request has no "units"'] });
  return JSON.stringify(body['units']);
}

/** Count the <loc> of a sitemap file's text and say which kind it is (the browser parsed it already). */
function summariseXml(name: string, text: string): { filename: string; kind: 'index' | 'urlset'; urls: number } {
  const kind = /<sitemapindex[\s>]/.test(text) ? 'index' : /<urlset[\s>]/.test(text) ? 'urlset' : undefined;
  if (!kind) throw new HttpError(400, { error: 'Error importing files', message: `${name}: not a sitemap (no <urlset> or <sitemapindex>)` });
  return { filename: name, kind, urls: (text.match(/<loc>/g) ?? []).length };
}

export async function startConsole(opts: ConsoleOptions): Promise<ConsoleServer> {
  const token = randomBytes(24).toString('base64url');
  const session = randomBytes(32).toString('base64url');
  const hosts = new Set([`127.0.0.1:${String(opts.port)}`, `localhost:${String(opts.port)}`]);
  const origins = new Set([...hosts].map((h) => `http://${h}`));
  const batch = new BatchJob(opts.source);
  const build = new StaticJob(opts.root, opts.source, opts.siteDir);
  let sitemaps: (SitemapSet & { origin: 'generated' | 'imported' }) | undefined;
  const sseClients = new Set<http.ServerResponse>();

  const broadcast = (event: string, data: unknown): void => {
    const chunk = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const c of sseClients) c.write(chunk);
  };
  batch.on('change', (s) => {
    broadcast('batch', s);
  });
  build.on('change', (s) => {
    broadcast('static', s);
  });

  const info = (): Record<string, unknown> => ({
    source: { kind: opts.source.kind, label: opts.source.label },
    siteDir: path.relative(opts.root, opts.siteDir).startsWith('..') ? opts.siteDir : path.relative(opts.root, opts.siteDir) || '.',
    siteUrl: opts.siteUrl,
  });

  const sitemapSummary = (): Record<string, unknown> => {
    if (!sitemaps) throw new HttpError(409, { error: 'No sitemap data', message: 'Please generate sitemap first' });
    return {
      origin: sitemaps.origin,
      index: sitemaps.index.xml,
      files: sitemaps.files.map((f) => ({ filename: f.filename, urls: f.urls, bytes: Buffer.byteLength(f.xml) })),
      totalUrls: sitemaps.files.reduce((n, f) => n + f.urls, 0),
    };
  };

  const serveFile = async (res: http.ServerResponse, file: string): Promise<void> => {
    const st = await stat(file).catch(() => undefined);
    if (!st?.isFile()) {
      send(res, 404, { error: 'Not Found' });
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': st.size });
    createReadStream(file).pipe(res);
  };

  const api = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> => {
    const route = `${req.method ?? 'GET'} ${url.pathname}`;
    switch (route) {
      case 'GET /api/info':
        send(res, 200, { ...info(), batch: batch.snapshot, static: build.snapshot });
        return;
      case 'GET /api/events': {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(`event: batch\ndata: ${JSON.stringify(batch.snapshot)}\n\n`);
        res.write(`event: static\ndata: ${JSON.stringify(build.snapshot)}\n\n`);
        sseClients.add(res);
        req.on('close', () => sseClients.delete(res));
        return;
      }
      case 'GET /api/catalogue': {
        const cat = await opts.source.load();
        send(res, 200, { categories: cat.categories.length, conversions: cat.conversionCount, origin: cat.origin });
        return;
      }
      case 'POST /api/auto-unit-generator': {
        if (batch.running) throw new HttpError(409, { error: 'Error', message: 'Failed to generate units: the Batch Unit Generator is running' });
        const text = unitsText(await readJson(req));
        const out = await generateUnits(opts.source, text, 'units');
        if (out.ok) send(res, 200, { ...out.result, stats: out.result.stats, message: out.result.message });
        else send(res, out.status, { error: out.error, message: out.message, details: out.details });
        return;
      }
      case 'POST /api/batch/start': {
        const text = unitsText(await readJson(req));
        try {
          // Input problems are answered at once: nothing starts, nothing is written.
          parseImportInput(text, 'units');
        } catch (e) {
          if (e instanceof ImportInputError) throw new HttpError(400, { error: e.title, message: `${e.title}: ${e.summary}`, details: e.details });
          throw e;
        }
        if (!batch.start(text, 'units')) throw new HttpError(409, { error: 'Busy', message: 'a batch run is in progress' });
        send(res, 202, batch.snapshot);
        return;
      }
      case 'POST /api/batch/stop':
        send(res, batch.stop() ? 202 : 409, batch.snapshot);
        return;
      case 'POST /api/sitemap/generate': {
        const cat = await opts.source.load();
        sitemaps = { ...(await buildSitemaps(cat, opts.siteUrl, buildDate())), origin: 'generated' };
        send(res, 200, sitemapSummary());
        return;
      }
      case 'GET /api/sitemap/file': {
        if (!sitemaps) throw new HttpError(409, { error: 'No sitemap data', message: 'Please generate sitemap first' });
        const name = url.searchParams.get('name') ?? '';
        const f = name === sitemaps.index.filename ? sitemaps.index : sitemaps.files.find((x) => x.filename === name);
        if (!f) throw new HttpError(404, { error: 'Not Found', message: `no sitemap file named "${name}"` });
        res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${f.filename}"` });
        res.end(f.xml);
        return;
      }
      case 'POST /api/sitemap/populate': {
        if (!sitemaps) throw new HttpError(409, { error: 'No sitemap data', message: 'Please generate sitemap first' });
        const st = await stat(opts.siteDir).catch(() => undefined);
        if (!st?.isDirectory()) {
          throw new HttpError(409, { error: 'Error populating files', message: `there is no built site at ${String(info()['siteDir'])}: build it first (npm run build or the Static page generator)` });
        }
        await mkdir(opts.siteDir, { recursive: true });
        const written: string[] = [];
        for (const f of [sitemaps.index, ...sitemaps.files]) {
          await writeFile(path.join(opts.siteDir, f.filename), f.xml);
          written.push(f.filename);
        }
        send(res, 200, { written, siteDir: info()['siteDir'] });
        return;
      }
      case 'POST /api/sitemap/import': {
        const body = await readJson(req);
        const list = body['files'];
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
        sitemaps = {
          index: index ?? { filename: 'sitemap.xml', xml: await indexFor(files.map((f) => f.filename), opts.siteUrl, buildDate()) },
          files,
          origin: 'imported',
        };
        send(res, 200, sitemapSummary());
        return;
      }
      case 'POST /api/static/start':
        if (!build.start()) throw new HttpError(409, { error: 'Busy', message: 'a build is in progress' });
        send(res, 202, build.snapshot);
        return;
      case 'POST /api/static/pause':
        send(res, build.pause() ? 200 : 409, build.snapshot);
        return;
      case 'POST /api/static/resume':
        send(res, build.resume() ? 200 : 409, build.snapshot);
        return;
      case 'POST /api/static/stop':
        send(res, build.stop() ? 202 : 409, build.snapshot);
        return;
      case 'GET /api/static/archive': {
        if (build.running) throw new HttpError(409, { error: 'Busy', message: 'the build is still running' });
        const st = await stat(opts.siteDir).catch(() => undefined);
        if (!st?.isDirectory()) throw new HttpError(404, { error: 'Not Found', message: `there is no built site at ${String(info()['siteDir'])}` });
        // One archive of the built site, streamed by the system's tar.
        const tar = spawn('tar', ['-czf', '-', '-C', opts.siteDir, '.'], { stdio: ['ignore', 'pipe', 'ignore'] });
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Disposition': `attachment; filename="site-${buildDate()}.tar.gz"` });
        tar.stdout.pipe(res);
        req.on('close', () => tar.kill());
        return;
      }
      default:
        throw new HttpError(404, { error: 'Not Found', message: `no route ${route}` });
    }
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Security-Policy', "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
    // DNS rebinding: a page on another name that resolves to 127.0.0.1 sends its own Host.
    if (!hosts.has(req.headers.host ?? '')) {
      send(res, 421, { error: 'Misdirected Request', message: 'this console answers only to its own address' });
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      send(res, 403, { error: 'Forbidden', message: 'cross-origin requests are refused' });
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
    const given = url.searchParams.get('token');
    if (given !== null && req.method === 'GET') {
      if (!same(given, token)) {
        send(res, 401, { error: 'Unauthorized', message: 'wrong token: open the address printed by npm run console' });
        return;
      }
      url.searchParams.delete('token');
      res.writeHead(303, {
        'Set-Cookie': `${COOKIE}=${session}; HttpOnly; SameSite=Strict; Path=/`,
        Location: `${url.pathname}${url.search}`,
      });
      res.end();
      return;
    }
    const auth = req.headers.authorization ?? '';
    const ok = same(cookies(req).get(COOKIE) ?? '', session) || (auth.startsWith('Bearer ') && same(auth.slice(7), token));
    if (!ok) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('401 Unauthorized: open the address (with its token) that npm run console printed.\n');
      return;
    }
    // Writes come only from the console's own pages (JSON, same origin); the cookie is SameSite=Strict.
    if (req.method !== 'GET' && req.method !== 'HEAD' && origin === undefined && !auth.startsWith('Bearer ')) {
      send(res, 403, { error: 'Forbidden', message: 'a write needs the Origin header of the console' });
      return;
    }
    try {
      if (url.pathname.startsWith('/api/')) {
        await api(req, res, url);
      } else if (SCREENS.has(url.pathname)) {
        await serveFile(res, path.join(opts.uiDir, 'index.html'));
      } else if (url.pathname.startsWith('/assets/') && !url.pathname.includes('..')) {
        await serveFile(res, path.join(opts.uiDir, url.pathname));
      } else {
        send(res, 404, { error: 'Not Found' });
      }
    } catch (e) {
      if (e instanceof HttpError) {
        send(res, e.status, e.body);
        return;
      }
      console.error(e);
      if (!res.headersSent) send(res, 500, { error: 'Error', message: (e as Error).message });
      else res.end();
    }
  };

  const server = http.createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${String(opts.port)}/`;
  return {
    url,
    token,
    async close() {
      await Promise.all([batch.shutdown(), build.shutdown()]);
      for (const c of sseClients) c.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
