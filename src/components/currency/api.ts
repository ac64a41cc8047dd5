/** The currency-rates endpoint's answers and failures, as the currency converter reads them (SPEC §8). */

export interface RatesResponse {
  success: boolean;
  convertedAmount?: number | null;
  rate?: number | null;
  lastUpdated?: string | null;
  source?: string | null;
  allRates?: Record<string, number> | null;
  historicalRates?: { date: string; rate: number }[] | null;
  error?: string | null;
  /** Machine-readable error code, e.g. "history_unavailable" for a crypto pair's history. */
  code?: string | null;
}

export interface Toast {
  title: string;
  message: string;
}

/** How often rates on screen are asked for again. */
export const REFRESH_MS = 10 * 60 * 1000;

/** The function answered with an error (its own message, and its code when it has one). */
export class HttpFailure extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}
/** The answer could not be read as a currency response (SPEC §8 Data Error). */
export class DataFailure extends Error {}


/** Ask the endpoint (a form POST); the answer, or a TypeError (network), HttpFailure or DataFailure. */
export async function post(apiUrl: string, body: Record<string, string>, signal?: AbortSignal): Promise<RatesResponse> {
  let res: Response;
  try {
    res = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
      signal: signal ?? null,
    });
  } catch {
    throw new TypeError('network');
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    if (!res.ok) throw new HttpFailure(`The currency service answered HTTP ${String(res.status)}`);
    throw new DataFailure('The currency service sent an answer that is not JSON');
  }
  if (data === null || typeof data !== 'object' || typeof (data as RatesResponse).success !== 'boolean') {
    throw new DataFailure('The currency service sent an answer in an unknown format');
  }
  const r = data as RatesResponse;
  if (!res.ok || !r.success) throw new HttpFailure(r.error ?? `The currency service answered HTTP ${String(res.status)}`, r.code ?? undefined);
  return r;
}
