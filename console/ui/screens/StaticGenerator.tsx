// Static page generator (SPEC §2, §4, §8, §9): the real site build as a child process,
// with live progress, a real pause (SIGSTOP), resume, stop, and the result as one archive.
// Interface text in Azerbaijani, with a complete switch to English.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { StaticSnapshot, StaticState } from '../../jobs.ts';
import { api, ApiFailure, ProgressBar, Stat, useJob, useToast } from '../lib.tsx';
import { type Lang, TEXT } from '../static-text.ts';

interface Counts {
  categories: number;
  conversions: number;
  origin: string;
}

const ACTIVE: StaticState[] = ['running', 'paused', 'stopping'];

type Text = (typeof TEXT)[Lang];
type Toast = ReturnType<typeof useToast>;

/** The interface language, kept in localStorage and set on the document while the screen is open. */
function useLang(): [Lang, (l: Lang) => void] {
  const [lang, setLang] = useState<Lang>(() => (localStorage.getItem('console-lang') === 'en' ? 'en' : 'az'));
  useEffect(() => {
    document.documentElement.lang = lang;
    localStorage.setItem('console-lang', lang);
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
  return [lang, setLang];
}

/** The catalogue's counts (or why they could not be read), and a way to read them again. */
function useCounts(): { counts: Counts | undefined; loadError: string | undefined; load: () => void } {
  const [counts, setCounts] = useState<Counts>();
  const [loadError, setLoadError] = useState<string>();
  const load = (): void => {
    api<Counts>('/api/catalogue')
      .then((c) => {
        setCounts(c);
        setLoadError(undefined);
      })
      .catch((e: unknown) => {
        setLoadError(e instanceof ApiFailure ? e.body.message : (e as Error).message);
      });
  };
  useEffect(load, []);
  return { counts, loadError, load };
}

/** Notices when a run ends (SPEC §8), not for the state found on opening the page. */
function useRunNotices(job: StaticSnapshot | undefined, lang: Lang, toast: Toast, load: () => void): void {
  const seen = useRef<StaticState | undefined>(undefined);
  useEffect(() => {
    if (!job) return;
    const before = seen.current;
    seen.current = job.state;
    if (before === undefined || before === job.state || !ACTIVE.includes(before)) return;
    const tx = TEXT[lang];
    if (job.state === 'stopped') toast({ title: tx.stoppedTitle, description: tx.stoppedText(job.done), variant: 'destructive' });
    if (job.state === 'failed') toast({ title: tx.failedTitle, description: job.message ?? '', variant: 'destructive' });
    if (job.state === 'completed') {
      toast({
        title: tx.doneTitle,
        description: tx.doneText(job.report?.htmlFiles ?? 0, job.errors),
        ...(job.errors > 0 ? { variant: 'destructive' as const } : {}),
      });
      load();
    }
  }, [job, lang, toast]);
}

function Heading({ t, lang, setLang, source, siteDir }: { t: Text; lang: Lang; setLang: (l: Lang) => void; source: string; siteDir: string }): ReactNode {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="mr-auto">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="muted">{t.intro}</p>
        <p className="muted text-sm">
          {t.source}: {source} · {t.output}: <code>{siteDir}</code>
        </p>
      </div>
      <button
        type="button"
        className="btn-ghost px-3"
        lang={lang === 'az' ? 'en' : 'az'}
        onClick={() => {
          setLang(lang === 'az' ? 'en' : 'az');
        }}
      >
        {t.switchTo}
      </button>
    </div>
  );
}

function Controls({ t, state, active, ready, onStart }: { t: Text; state: StaticState; active: boolean; ready: boolean; onStart: () => void }): ReactNode {
  const act = (what: 'pause' | 'resume' | 'stop'): void => {
    void api(`/api/static/${what}`, {}).catch(() => undefined);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn disabled:opacity-50" disabled={active || !ready} onClick={onStart}>
        {t.generate}
      </button>
      <button type="button" className="btn-ghost px-4 disabled:opacity-50" disabled={state !== 'running' && state !== 'paused'} onClick={() => {
          act(state === 'paused' ? 'resume' : 'pause');
        }}>
        {state === 'paused' ? t.resume : t.pause}
      </button>
      <button type="button" className="btn-ghost px-4 disabled:opacity-50" disabled={state !== 'running' && state !== 'paused'} onClick={() => {
          act('stop');
        }}>
        {t.stop}
      </button>
      <a className={`btn no-underline ${active ? 'pointer-events-none opacity-50' : ''}`} aria-disabled={active} href="/api/static/archive" download>
        {t.download}
      </a>
    </div>
  );
}

function Summary({ t, job }: { t: Text; job: StaticSnapshot }): ReactNode {
  const r = job.report;
  if (job.state !== 'completed' || !r) return null;
  return (
    <div className="card p-4" data-testid="static-summary">
      <h2 className="font-semibold">{t.summary}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums md:grid-cols-6">
        <dt className="muted">{t.summaryRows.files}</dt>
        <dd>{r.htmlFiles}</dd>
        <dt className="muted">{t.summaryRows.conversionPages}</dt>
        <dd>{r.pages}</dd>
        <dt className="muted">{t.summaryRows.seconds}</dt>
        <dd>{r.seconds.toFixed(1)} s</dd>
        <dt className="muted">{t.summaryRows.speed}</dt>
        <dd>{r.pagesPerSecond.toFixed(0)} / s</dd>
        <dt className="muted">{t.summaryRows.rss}</dt>
        <dd>{r.peakRssMb} MB</dd>
        <dt className="muted">{t.summaryRows.paused}</dt>
        <dd>{(job.pausedMs / 1000).toFixed(1)} s</dd>
      </dl>
    </div>
  );
}

function HowAndLog({ t, job }: { t: Text; job: StaticSnapshot | undefined }): ReactNode {
  return (
    <>
      <div className="card p-4">
        <h2 className="font-semibold">{t.howTitle}</h2>
        <ul className="mt-2 list-disc pl-5 text-sm">
          {t.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {job && job.log.length > 0 ? (
        <details className="card p-4">
          <summary className="cursor-pointer font-semibold">{t.lastLines}</summary>
          <pre className="mt-2 overflow-x-auto text-xs" data-testid="static-log">
            {job.log.join('\n')}
          </pre>
        </details>
      ) : null}
    </>
  );
}

export function StaticGenerator({ source }: { source: string }): ReactNode {
  const toast = useToast();
  const job = useJob<StaticSnapshot>('static');
  const [lang, setLang] = useLang();
  const { counts, loadError, load } = useCounts();
  const t = TEXT[lang];
  const active = job !== undefined && ACTIVE.includes(job.state);
  useRunNotices(job, lang, toast, load);

  const totalPages = counts ? 1 + counts.categories + counts.conversions + 4 : undefined;
  const state: StaticState = job?.state ?? 'idle';
  const done = job?.state === 'completed' ? (totalPages ?? 0) : (job?.done ?? 0);
  const pct = job && job.total > 0 ? (job.state === 'completed' ? 100 : Math.min(99, (100 * job.done) / job.total)) : 0;

  const start = async (): Promise<void> => {
    if (!counts) {
      toast({ title: t.notReadyTitle, description: t.notReady, variant: 'destructive' });
      return;
    }
    try {
      await api('/api/static/start', {});
    } catch (e) {
      toast({ title: t.failedTitle, description: e instanceof ApiFailure ? e.body.message : (e as Error).message, variant: 'destructive' });
    }
  };

  return (
    <section className="flex flex-col gap-4" lang={lang}>
      <Heading t={t} lang={lang} setLang={setLang} source={source} siteDir={job?.siteDir ?? ''} />
      {loadError ? (
        <p className="card border-red-500 p-3" role="alert">
          {t.notReadyTitle}: {loadError}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t.categories} value={counts?.categories ?? '…'} testId="count-categories" />
        <Stat label={t.conversions} value={counts?.conversions ?? '…'} testId="count-conversions" />
        <Stat label={t.totalPages} value={totalPages ?? '…'} testId="count-total" />
        <Stat label={t.completedPages} value={done} testId="count-done" />
      </div>
      <div className="card flex flex-col gap-2 p-4">
        <div className="flex justify-between text-sm">
          <span className="font-semibold" data-testid="static-state" data-state={state}>
            {t.states[state]}
          </span>
          <span className="tabular-nums" data-testid="static-percent">
            {t.progress}: {Math.floor(pct)}% · {t.errors}: {job?.errors ?? 0}
          </span>
        </div>
        <ProgressBar value={pct} label={t.progress} />
      </div>
      <Controls t={t} state={state} active={active} ready={counts !== undefined} onStart={() => void start()} />
      {job ? <Summary t={t} job={job} /> : null}
      <HowAndLog t={t} job={job} />
    </section>
  );
}
