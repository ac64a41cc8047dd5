// HTTP: the JSON reply with its headers, CORS, and the methods the function answers.
import { type CurrencyRatesResponse, invalid, quote } from './answer.ts';

export type HeaderMap = Record<string, string>;

export function reply(status: number, body: CurrencyRatesResponse, headers: HeaderMap): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
      ...headers,
    },
  });
}

/** The methods the function answers. */
export const ALLOWED_METHODS = 'POST, OPTIONS';

/** 405 with an `Allow` header, for any method but POST and OPTIONS (adapters use it for TRACE and CONNECT, which a Request cannot carry). */
export function methodNotAllowed(method: string, headers: HeaderMap = {}): Response {
  return reply(405, invalid('method', `must be POST, not ${quote(method)}`), { ...headers, allow: ALLOWED_METHODS });
}

/** CORS headers for `origin`, or undefined when the origin is not allowed. */
export function corsFor(origin: string | null, allowed: readonly string[]): HeaderMap | undefined {
  if (allowed.includes('*')) return { 'access-control-allow-origin': '*' };
  if (origin === null) return {};
  return allowed.includes(origin) ? { 'access-control-allow-origin': origin } : undefined;
}
