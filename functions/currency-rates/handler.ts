// One request answered: CORS, method, content type, body size, form, then the conversion or history.
import { readTextLimited } from '../providers/http.ts';
import { failure, invalid, quote } from './answer.ts';
import { type CurrencyRatesDeps, depsFromEnv, type Env, MAX_BODY_BYTES, resolveDeps } from './config.ts';
import { convert, history } from './endpoints.ts';
import { ALLOWED_METHODS, corsFor, methodNotAllowed, reply } from './http.ts';
import { parseForm } from './request.ts';

/**
 * Answer one request. `deps` replaces any of the production dependencies (tests
 * inject providers pointed at local servers, a clock and a cache).
 */
export async function handleCurrencyRates(request: Request, deps?: Partial<CurrencyRatesDeps>): Promise<Response> {
  const d = resolveDeps(deps);
  const origin = request.headers.get('origin');
  const cors = corsFor(origin, d.allowedOrigins);
  if (!cors) return reply(403, failure(`origin: ${quote(origin ?? '')} is not allowed`, 'origin_not_allowed', { field: 'origin' }), {});
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': 'Content-Type',
        'access-control-max-age': '86400',
        vary: 'Origin',
      },
    });
  }
  if (request.method !== 'POST') return methodNotAllowed(request.method, cors);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/x-www-form-urlencoded') {
    const problem = type === '' ? 'is required: application/x-www-form-urlencoded' : `must be application/x-www-form-urlencoded, not ${quote(type)}`;
    return reply(400, invalid('content-type', problem), cors);
  }
  let text: string | undefined;
  try {
    text = await readTextLimited(request.body, MAX_BODY_BYTES);
  } catch {
    return reply(400, invalid('body', 'could not be read'), cors);
  }
  if (text === undefined) return reply(413, invalid('body', `must be at most ${String(MAX_BODY_BYTES)} bytes`), cors);
  const parsed = parseForm(new URLSearchParams(text));
  if (!parsed.ok) return reply(400, invalid(parsed.field, parsed.problem), cors);
  const [status, body] = parsed.query.historical ? await history(parsed.query, d) : await convert(parsed.query, d);
  return reply(status, body, cors);
}

export default {
  /** Workers / Deno / Bun style entry point; `env` is the platform's environment bindings, if any. */
  fetch(request: Request, env?: Env): Promise<Response> {
    return handleCurrencyRates(request, depsFromEnv(env));
  },
};
