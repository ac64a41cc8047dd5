/** The currency-rates endpoint's answers and failures, as the currency converter reads them (SPEC §8). */
import type { UiKeyIn } from '../../i18n/ui-translate.ts';

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
  /** Set by the service worker (src/offline/sw.ts) offline: the last answer seen for the pair, not a live one. */
  offline?: boolean;
}

export interface Toast {
  title: string;
  message: string;
}

/** How often rates on screen are asked for again. */
export const REFRESH_MS = 10 * 60 * 1000;

/** The function answered with an error (its own message, in English, and its code when it has one; `status` when the answer was not JSON). */
export class HttpFailure extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  constructor(message: string, code?: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}
/** What a Data Error says (SPEC §8), in the page's language (ui.json). */
export type DataProblem = Extract<UiKeyIn<'error'>, 'error.notJson' | 'error.unknownFormat' | 'error.noList' | 'error.noHistory'>;
/** The answer could not be read as a currency response (SPEC §8 Data Error): `problem` is the message key that words it (the page shows only that). */
export class DataFailure extends Error {
  readonly problem: DataProblem;
  constructor(problem: DataProblem) {
    super(problem);
    this.problem = problem;
  }
}


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
    if (!res.ok) throw new HttpFailure(`The currency service answered HTTP ${String(res.status)}`, undefined, res.status);
    throw new DataFailure('error.notJson');
  }
  if (data === null || typeof data !== 'object' || typeof (data as RatesResponse).success !== 'boolean') {
    throw new DataFailure('error.unknownFormat');
  }
  const r = data as RatesResponse;
  if (!res.ok || !r.success) throw new HttpFailure(r.error ?? `The currency service answered HTTP ${String(res.status)}`, r.code ?? undefined);
  return r;
}
