// The owner console's HTTP server: the four tool screens of SPEC §2 (a React app built
// with Vite, see console/build-ui.ts) and their JSON / Server-Sent Events API, one route
// table per screen (console/routes/). It listens on 127.0.0.1 only and answers only a
// browser that opened the printed address with its token (which sets an HttpOnly,
// SameSite=Strict session cookie), and only when the request names the console's own
// host and origin.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { HttpError, send } from './http.ts';
import { BatchJob, StaticJob } from './jobs.ts';
import { autoGeneratorRoutes } from './routes/auto-generator.ts';
import { batchGeneratorRoutes } from './routes/batch-generator.ts';
import { broadcast, commonRoutes } from './routes/common.ts';
import type { ConsoleContext, ConsoleOptions, ConsoleRoute } from './routes/context.ts';
import { sitemapGeneratorRoutes } from './routes/sitemap-generator.ts';
import { staticGeneratorRoutes } from './routes/static-generator.ts';

export type { ConsoleOptions } from './routes/context.ts';

export interface ConsoleServer {
  url: string;
  token: string;
  close(): Promise<void>;
}

/** Every route of the API: the screens' tables, composed. */
const ROUTES: ConsoleRoute[] = [...commonRoutes, ...autoGeneratorRoutes, ...batchGeneratorRoutes, ...sitemapGeneratorRoutes, ...staticGeneratorRoutes];

const SCREENS = new Set(['/', '/auto-generator', '/batch-generator', '/sitemap-generator', '/static-generator']);
const COOKIE = 'exactconvert_console';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

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

async function serveFile(res: http.ServerResponse, file: string): Promise<void> {
  const st = await stat(file).catch(() => undefined);
  if (!st?.isFile()) {
    send(res, 404, { error: 'Not Found' });
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': st.size });
  createReadStream(file).pipe(res);
}

/** Who may talk to the console: its own host names and origins, the printed token and the session it grants. */
interface Access {
  hosts: Set<string>;
  origins: Set<string>;
  token: string;
  session: string;
}

function setSecurityHeaders(res: http.ServerResponse): void {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Security-Policy', "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
}

/** Answer every request that may not go on (and say so with undefined); its address lets it through. */
function admit(access: Access, req: http.IncomingMessage, res: http.ServerResponse): URL | undefined {
  // DNS rebinding: a page on another name that resolves to 127.0.0.1 sends its own Host.
  if (!access.hosts.has(req.headers.host ?? '')) {
    send(res, 421, { error: 'Misdirected Request', message: 'this console answers only to its own address' });
    return undefined;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !access.origins.has(origin)) {
    send(res, 403, { error: 'Forbidden', message: 'cross-origin requests are refused' });
    return undefined;
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
  const given = url.searchParams.get('token');
  if (given !== null && req.method === 'GET') {
    if (!same(given, access.token)) {
      send(res, 401, { error: 'Unauthorized', message: 'wrong token: open the address printed by npm run console' });
      return undefined;
    }
    url.searchParams.delete('token');
    res.writeHead(303, {
      'Set-Cookie': `${COOKIE}=${access.session}; HttpOnly; SameSite=Strict; Path=/`,
      Location: `${url.pathname}${url.search}`,
    });
    res.end();
    return undefined;
  }
  const auth = req.headers.authorization ?? '';
  const ok = same(cookies(req).get(COOKIE) ?? '', access.session) || (auth.startsWith('Bearer ') && same(auth.slice(7), access.token));
  if (!ok) {
    res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('401 Unauthorized: open the address (with its token) that npm run console printed.\n');
    return undefined;
  }
  // Writes come only from the console's own pages (JSON, same origin); the cookie is SameSite=Strict.
  if (req.method !== 'GET' && req.method !== 'HEAD' && origin === undefined && !auth.startsWith('Bearer ')) {
    send(res, 403, { error: 'Forbidden', message: 'a write needs the Origin header of the console' });
    return undefined;
  }
  return url;
}

/** The answer to an admitted request: an API route, a screen (the app's page) or an asset. */
async function answer(ctx: ConsoleContext, routes: Map<string, ConsoleRoute>, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  try {
    if (url.pathname.startsWith('/api/')) {
      const key = `${req.method ?? 'GET'} ${url.pathname}`;
      const route = routes.get(key);
      if (!route) throw new HttpError(404, { error: 'Not Found', message: `no route ${key}` });
      await route.handler(ctx, req, res, url);
    } else if (SCREENS.has(url.pathname)) {
      await serveFile(res, path.join(ctx.opts.uiDir, 'index.html'));
    } else if (url.pathname.startsWith('/assets/') && !url.pathname.includes('..')) {
      await serveFile(res, path.join(ctx.opts.uiDir, url.pathname));
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
}

export async function startConsole(opts: ConsoleOptions): Promise<ConsoleServer> {
  const hosts = new Set([`127.0.0.1:${String(opts.port)}`, `localhost:${String(opts.port)}`]);
  const access: Access = {
    hosts,
    origins: new Set([...hosts].map((h) => `http://${h}`)),
    token: randomBytes(24).toString('base64url'),
    session: randomBytes(32).toString('base64url'),
  };
  const ctx: ConsoleContext = {
    opts,
    batch: new BatchJob(opts.source),
    build: new StaticJob(opts.root, opts.source, opts.siteDir),
    sseClients: new Set(),
    sitemaps: undefined,
  };
  ctx.batch.on('change', (s) => {
    broadcast(ctx, 'batch', s);
  });
  ctx.build.on('change', (s) => {
    broadcast(ctx, 'static', s);
  });
  const routes = new Map(ROUTES.map((r) => [`${r.method} ${r.path}`, r]));

  const server = http.createServer((req, res) => {
    setSecurityHeaders(res);
    const url = admit(access, req, res);
    if (url) void answer(ctx, routes, req, res, url);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${String(opts.port)}/`,
    token: access.token,
    async close() {
      await Promise.all([ctx.batch.shutdown(), ctx.build.shutdown()]);
      for (const c of ctx.sseClients) c.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
