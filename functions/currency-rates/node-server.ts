// The currency-rates function on a node:http server (`npm run rates:serve`, the tests, the
// Lighthouse script): POST /currency-rates is handed to the fetch-standard handler.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import ratesFunction, { methodNotAllowed } from './index.ts';

export const ROUTE = '/currency-rates';
const MAX_BODY = 64 * 1024;

type Handler = (request: Request) => Promise<Response>;

/** Methods a fetch Request can be built with (the rest are answered 405 without the handler). */
const CONSTRUCTIBLE = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += b.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost');
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody && body ? { body: new Uint8Array(body) } : {}),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, error: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, error }));
}

/** A node:http server that hands `POST /currency-rates` to the fetch-standard handler. */
export function createRatesServer(
  handler: Handler = (request) => ratesFunction.fetch(request),
  log: (line: string) => void = console.log,
): Server {
  const server = createServer((req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    res.on('finish', () => {
      const ms = (performance.now() - started).toFixed(1);
      log(`${new Date().toISOString()} ${req.method ?? '?'} ${path} ${String(res.statusCode)} ${ms}ms`);
    });
    void (async () => {
      if (path !== ROUTE && path !== `${ROUTE}/`) {
        sendJson(res, 404, `Not found: the function is at ${ROUTE}`);
        return;
      }
      // A fetch Request cannot carry TRACE, TRACK or CONNECT: they get the handler's 405 here.
      if (req.method !== 'POST' && req.method !== 'OPTIONS' && !CONSTRUCTIBLE.has(req.method ?? '')) {
        req.resume();
        await send(res, methodNotAllowed(req.method ?? ''));
        return;
      }
      const body = await readBody(req);
      if (body === undefined) {
        sendJson(res, 413, `body: must be at most ${String(MAX_BODY)} bytes`);
        return;
      }
      await send(res, await handler(toRequest(req, body)));
    })().catch((e: unknown) => {
      console.error(e);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, 'Internal error');
    });
  });
  // Node hands CONNECT to a separate event (a tunnel request): answer it like any other unsupported method.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    void (async () => {
      const response = methodNotAllowed(req.method ?? 'CONNECT');
      const body = Buffer.from(await response.arrayBuffer());
      const head = [`HTTP/1.1 ${String(response.status)} Method Not Allowed`];
      response.headers.forEach((value, name) => head.push(`${name}: ${value}`));
      head.push(`content-length: ${String(body.length)}`, 'connection: close', '', '');
      socket.end(Buffer.concat([Buffer.from(head.join('\r\n')), body]));
      log(`${new Date().toISOString()} ${req.method ?? '?'} ${req.url ?? ''} 405 0.0ms`);
    })();
  });
  return server;
}
