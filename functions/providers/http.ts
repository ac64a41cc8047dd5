/** The one HTTP helper the providers share: timeout, status check and a size cap. */
import { ProviderError } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 5000;
/** Upstream payloads are small (the ECB 90-day file is about 30 kB). */
export const MAX_UPSTREAM_BYTES = 2 * 1024 * 1024;

/** Join a base URL (with or without a path or trailing slash) and a relative path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Read a body as UTF-8 text, at most `limit` bytes; undefined when it is longer
 * (the rest is not read).
 */
export async function readTextLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** GET `url` and return its body text; every failure is a ProviderError naming `provider`. */
export async function fetchText(
  provider: string,
  url: string,
  options: { timeoutMs?: number | undefined; fetch?: typeof fetch | undefined; accept: string },
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: { accept: options.accept },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new ProviderError(provider, timedOut ? `no answer within ${String(timeoutMs)} ms` : 'upstream unreachable', { cause: e, wholeUpstream: true });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError(provider, `upstream answered HTTP ${String(res.status)}`, { wholeUpstream: res.status >= 500 || res.status === 429 });
  }
  let text: string | undefined;
  try {
    text = await readTextLimited(res.body, MAX_UPSTREAM_BYTES);
  } catch (e) {
    throw new ProviderError(provider, 'upstream connection failed while reading', { cause: e, wholeUpstream: true });
  }
  if (text === undefined) throw new ProviderError(provider, `upstream payload larger than ${String(MAX_UPSTREAM_BYTES)} bytes`);
  return text;
}
