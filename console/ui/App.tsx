// The owner console's frame: the site's look (global.css, Tailwind, light/dark), a
// header with the four tools and the catalogue source, and client-side routing.
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { api, ToastProvider } from './lib.tsx';
import { AutoGenerator } from './screens/AutoGenerator.tsx';
import { BatchGenerator } from './screens/BatchGenerator.tsx';
import { SitemapGenerator } from './screens/SitemapGenerator.tsx';
import { StaticGenerator } from './screens/StaticGenerator.tsx';

const SCREENS = [
  { path: '/auto-generator', label: 'Auto Unit Generator', title: 'Auto Unit Generator' },
  { path: '/batch-generator', label: 'Batch Unit Generator', title: 'Batch Unit Generator' },
  { path: '/sitemap-generator', label: 'Sitemap', title: 'Sitemap Generator' },
  { path: '/static-generator', label: 'Static pages', title: 'Statik səhifə generatoru' },
];

interface Info {
  source: { kind: 'postgres' | 'json'; label: string };
  siteDir: string;
  siteUrl: string;
}

function usePath(): [string, (p: string) => void] {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const on = (): void => {
      setPath(location.pathname);
    };
    addEventListener('popstate', on);
    return () => {
      removeEventListener('popstate', on);
    };
  }, []);
  return [
    path,
    (p) => {
      history.pushState(null, '', p);
      setPath(p);
    },
  ];
}

function Home({ info }: { info: Info | undefined }): ReactNode {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Owner console</h1>
      <p className="muted">
        The site owner&apos;s tools, on this machine only. They work on the catalogue the build reads ({info?.source.label ?? '…'}) and on the
        built site in <code>{info?.siteDir ?? '…'}</code>.
      </p>
      <ul className="link-list">
        {SCREENS.map((s) => (
          <li key={s.path}>
            <a href={s.path}>{s.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function App(): ReactNode {
  const [path, go] = usePath();
  const [info, setInfo] = useState<Info>();
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    void api<Info>('/api/info').then(setInfo);
  }, []);
  const screen = SCREENS.find((s) => s.path === path);
  useEffect(() => {
    document.title = `${screen?.title ?? 'Owner console'} · ExactConvert console`;
  }, [screen]);

  const nav = (e: MouseEvent<HTMLElement>): void => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href?.startsWith('/') || href.startsWith('/api/') || e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    go(href);
  };
  const toggleTheme = (): void => {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem('theme', next ? 'dark' : 'light');
    } catch {
      // No storage: the choice lasts for this page.
    }
    setDark(next);
  };

  return (
    <ToastProvider>
      <div onClick={nav}>
        <header className="sticky top-0 z-40 border-b border-[var(--line)] bg-[var(--bg)]/95 backdrop-blur">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
            <a href="/" className="mr-auto flex items-center gap-2 text-lg font-bold no-underline" style={{ color: 'var(--fg)' }}>
              <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
                <rect width="24" height="24" rx="6" fill="#4338ca" />
                <path d="M6 9h12M6 15h12M9 6l-3 3 3 3M15 12l3 3-3 3" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
              </svg>
              ExactConvert <span className="muted font-normal">owner console</span>
            </a>
            <nav aria-label="Tools" className="flex flex-wrap items-center gap-1">
              {SCREENS.map((s) => (
                <a key={s.path} className="nav-a" href={s.path} aria-current={path === s.path ? 'page' : undefined}>
                  {s.label}
                </a>
              ))}
            </nav>
            <button type="button" className="btn-ghost" aria-label="Toggle dark theme" aria-pressed={dark} onClick={toggleTheme}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
              </svg>
            </button>
          </div>
        </header>
        <div className="border-b border-[var(--line)] bg-[var(--card)]">
          <p className="mx-auto max-w-6xl px-4 py-1 text-sm" data-testid="source">
            Catalogue: <strong>{info?.source.label ?? '…'}</strong>
            {info?.source.kind === 'postgres' ? ' (DATABASE_URL)' : ''} · built site: <code>{info?.siteDir ?? '…'}</code>
          </p>
        </div>
        <main className="mx-auto max-w-6xl px-4 py-6">
          {path === '/auto-generator' ? <AutoGenerator /> : null}
          {path === '/batch-generator' ? <BatchGenerator /> : null}
          {path === '/sitemap-generator' ? <SitemapGenerator /> : null}
          {path === '/static-generator' ? <StaticGenerator source={info?.source.label ?? '…'} /> : null}
          {!screen ? <Home info={info} /> : null}
        </main>
      </div>
    </ToastProvider>
  );
}
