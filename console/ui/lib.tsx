// Pieces shared by the console's screens: the API client, the server's pushed job
// states (Server-Sent Events), toasts and the progress bar.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

export interface ApiError {
  error: string;
  message: string;
  details?: string[];
}

export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** Call the console's API; a non-2xx answer throws ApiFailure with the server's message. */
export async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await res.json().catch(() => ({ error: 'Error', message: `HTTP ${String(res.status)}` }))) as unknown;
  if (!res.ok) throw new ApiFailure(res.status, data as ApiError);
  return data as T;
}

/** The latest state the server pushed for one job ("batch" or "static"). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the job's snapshot type
export function useJob<T>(event: 'batch' | 'static'): T | undefined {
  const [state, setState] = useState<T>();
  useEffect(() => {
    const es = new EventSource('/api/events');
    es.addEventListener(event, (e) => {
      setState(JSON.parse((e as MessageEvent<string>).data) as T);
    });
    return () => {
      es.close();
    };
  }, [event]);
  return state;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const ToastContext = createContext<(t: Omit<Toast, 'id'>) => void>(() => undefined);

/** Show a toast: `toast({ title, description, variant })`. */
export function useToast(): (t: Omit<Toast, 'id'>) => void {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }): ReactNode {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((t: Omit<Toast, 'id'>) => {
    const id = nextId++;
    setToasts((list) => [...list, { ...t, id }]);
    setTimeout(() => {
      setToasts((list) => list.filter((x) => x.id !== id));
    }, 8000);
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <ol aria-live="polite" className="fixed right-4 bottom-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {toasts.map((t) => (
          <li
            key={t.id}
            role="status"
            data-variant={t.variant ?? 'default'}
            className={`card p-3 shadow-lg ${t.variant === 'destructive' ? 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100' : ''}`}
          >
            <p className="font-semibold">{t.title}</p>
            {t.description ? <p className="text-sm opacity-90">{t.description}</p> : null}
          </li>
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }): ReactNode {
  const pct = Math.max(0, Math.min(100, value));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(pct)} className="h-3 w-full overflow-hidden rounded-full bg-[var(--line)]">
      <div className="h-full rounded-full bg-[var(--accent)] transition-[width]" style={{ width: `${String(pct)}%` }} />
    </div>
  );
}

export function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }): ReactNode {
  return (
    <div className="card p-3">
      <p className="muted text-sm">{label}</p>
      <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** "Invalid Data: 2 of 7 ..." -> "2 of 7 ..." (the toast shows the title apart). */
export function withoutTitle(message: string, title: string): string {
  return message.startsWith(`${title}: `) ? message.slice(title.length + 2) : message;
}
