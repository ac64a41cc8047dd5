// What the console server's routes share: the error that becomes a JSON answer, the JSON
// answer itself, the request body read as a JSON object, and a route's shape.
import type http from 'node:http';

/** An answer with a status and a JSON body, thrown by a route. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body['message'] === 'string' ? body['message'] : String(status));
    this.status = status;
    this.body = body;
  }
}

/** One route of the console's API: a method and a path, and what answers them. */
export interface Route<C> {
  method: 'GET' | 'POST';
  path: string;
  handler: (ctx: C, req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void;
}

const MAX_BODY = 64 * 1024 * 1024;

export function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(text);
}

export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
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
export function unitsText(body: Record<string, unknown>): string {
  if (!('units' in body)) throw new HttpError(400, { error: 'Invalid Data', message: 'Invalid Data: Units data must be an array', details: ['the request has no "units"'] });
  return JSON.stringify(body['units']);
}
