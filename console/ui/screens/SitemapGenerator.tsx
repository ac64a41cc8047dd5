// Sitemap tool (SPEC §2, §4, §5, §8, §9): the build's sitemap files, generated from the
// catalogue by the build's own code, downloaded, written into the built site, or imported.
import { type DragEvent, type ReactNode, useState } from 'react';
import { api, ApiFailure, Stat, useToast } from '../lib.tsx';

interface Summary {
  origin: 'generated' | 'imported';
  index: string;
  files: { filename: string; urls: number; bytes: number }[];
  totalUrls: number;
}

type Busy = 'generating' | 'downloading' | 'populating' | 'importing';

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** SPEC §5: only files named *.xml whose type is text/xml. */
export function xmlFiles(list: FileList | File[]): File[] {
  return [...list].filter((f) => f.name.toLowerCase().endsWith('.xml') && f.type === 'text/xml');
}

/** Download each sitemap file in turn, spaced by 500 ms (SPEC §9: so the browser does not drop any). */
async function downloadFiles(names: string[], onStep: (text: string) => void): Promise<void> {
  for (const [i, name] of names.entries()) {
    if (i > 0) await sleep(500);
    onStep(`Downloading ${name} (${String(i + 1)}/${String(names.length)})...`);
    const res = await fetch(`/api/sitemap/file?name=${encodeURIComponent(name)}`);
    if (!res.ok) throw new Error(`${name}: HTTP ${String(res.status)}`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    URL.revokeObjectURL(url);
  }
}

/** The files' texts, each checked in the browser to be well-formed XML with a sitemap root. */
function readSitemapFiles(files: File[]): Promise<{ name: string; text: string }[]> {
  return Promise.all(
    files.map(async (f) => {
      const text = await f.text();
      const doc = new DOMParser().parseFromString(text, 'text/xml');
      const err = doc.querySelector('parsererror');
      if (err) throw new Error(`${f.name}: not well-formed XML: ${err.textContent}`);
      const root = doc.documentElement.localName;
      if (root !== 'urlset' && root !== 'sitemapindex') throw new Error(`${f.name}: the root element is <${root}>, not <urlset> or <sitemapindex>`);
      return { name: f.name, text };
    }),
  );
}

type Toast = ReturnType<typeof useToast>;

interface SitemapTool {
  busy: Busy | undefined;
  message: string;
  data: Summary | undefined;
  generate: () => Promise<void>;
  download: () => Promise<void>;
  populate: () => Promise<void>;
  importFiles: (list: FileList | File[]) => Promise<void>;
  copy: () => Promise<void>;
}

/** The tool's state and its five actions, each telling the owner how it went. */
function useSitemapTool(toast: Toast): SitemapTool {
  const [busy, setBusy] = useState<Busy>();
  const [message, setMessage] = useState('Ready');
  const [data, setData] = useState<Summary>();

  const fail = (title: string, description: string, e: unknown): void => {
    console.error(title, e);
    setMessage(`${title}: ${e instanceof Error ? e.message : String(e)}`);
    toast({ title, description, variant: 'destructive' });
  };
  const needData = (): boolean => {
    if (data) return true;
    toast({ title: 'No sitemap data', description: 'Please generate sitemap first', variant: 'destructive' });
    return false;
  };
  /** Run one action as `kind`; a failure is told with `title` and `description` (an API's own message when `apiMessage`). */
  const run = async (kind: Busy, title: string, description: string, apiMessage: boolean, action: () => Promise<void>): Promise<void> => {
    setBusy(kind);
    try {
      await action();
    } catch (e) {
      fail(title, description, apiMessage && e instanceof ApiFailure ? new Error(e.body.message) : e);
    } finally {
      setBusy(undefined);
    }
  };

  const generate = (): Promise<void> =>
    run('generating', 'Error generating sitemap', 'Failed to generate sitemap. Please check console for details.', false, async () => {
      setMessage('Generating sitemap index from the catalogue...');
      const s = await api<Summary>('/api/sitemap/generate', {});
      setData(s);
      setMessage(`Generated ${String(s.files.length)} sitemap file(s) with ${String(s.totalUrls)} URLs.`);
      toast({ title: 'Sitemap generated successfully', description: `${String(s.totalUrls)} URLs in ${String(s.files.length)} file(s)` });
    });

  const download = async (): Promise<void> => {
    if (!needData() || !data) return;
    await run('downloading', 'Error downloading files', 'Failed to download sitemap files. Please try again.', false, async () => {
      const names = ['sitemap.xml', ...data.files.map((f) => f.filename)];
      await downloadFiles(names, setMessage);
      setMessage(`Downloaded ${String(names.length)} file(s).`);
      toast({ title: 'Sitemaps downloaded', description: `${String(names.length)} file(s): ${names.join(', ')}` });
    });
  };

  const populate = async (): Promise<void> => {
    if (!needData()) return;
    await run('populating', 'Error populating files', 'Failed to populate sitemap files. Please check console for details.', true, async () => {
      setMessage('Writing the sitemap files into the built site...');
      const r = await api<{ written: string[]; siteDir: string }>('/api/sitemap/populate', {});
      setMessage(`Wrote ${r.written.join(', ')} into ${r.siteDir}/.`);
      toast({ title: 'Sitemap files prepared', description: `${String(r.written.length)} file(s) written into ${r.siteDir}/` });
    });
  };

  const importFiles = async (list: FileList | File[]): Promise<void> => {
    const files = xmlFiles(list);
    if (files.length === 0) {
      toast({ title: 'No XML files found', description: 'Please select XML sitemap files to import', variant: 'destructive' });
      return;
    }
    await run('importing', 'Error importing files', 'Failed to import sitemap files. Please check console for details.', true, async () => {
      setMessage(`Importing ${String(files.length)} file(s)...`);
      const parsed = await readSitemapFiles(files);
      const s = await api<Summary>('/api/sitemap/import', { files: parsed });
      setData(s);
      setMessage(`Imported ${String(parsed.length)} file(s): ${String(s.files.length)} URL file(s) with ${String(s.totalUrls)} URLs.`);
      toast({ title: 'Files imported successfully', description: `${String(s.totalUrls)} URLs in ${String(s.files.length)} file(s)` });
    });
  };

  const copy = async (): Promise<void> => {
    if (!needData() || !data) return;
    await navigator.clipboard.writeText(data.index);
    toast({ title: 'Copied to clipboard', description: 'The sitemap index' });
  };

  return { busy, message, data, generate, download, populate, importFiles, copy };
}

const BUTTON = 'btn disabled:opacity-50';

function Actions({ tool }: { tool: SitemapTool }): ReactNode {
  const { busy } = tool;
  const disabled = busy !== undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={BUTTON} disabled={disabled} onClick={() => void tool.generate()}>
        {busy === 'generating' ? 'Generating...' : 'Generate Sitemap Index'}
      </button>
      <button type="button" className={BUTTON} disabled={disabled} onClick={() => void tool.download()}>
        {busy === 'downloading' ? 'Downloading...' : 'Download Sitemaps'}
      </button>
      <button type="button" className={BUTTON} disabled={disabled} onClick={() => void tool.populate()}>
        {busy === 'populating' ? 'Populating...' : 'Populate XML Files'}
      </button>
      <label className={`${BUTTON} cursor-pointer ${disabled ? 'pointer-events-none opacity-50' : ''}`}>
        {busy === 'importing' ? 'Importing...' : 'Import Sitemaps'}
        <input
          type="file"
          accept=".xml,text/xml"
          multiple
          className="sr-only"
          disabled={disabled}
          aria-label="Import Sitemaps"
          onChange={(e) => {
            if (e.target.files) void tool.importFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}

function DropZone({ tool }: { tool: SitemapTool }): ReactNode {
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent<HTMLElement>): void => {
    e.preventDefault();
    setDragging(false);
    if (!tool.busy) void tool.importFiles(e.dataTransfer.files);
  };
  return (
    <div
      data-testid="dropzone"
      data-dragging={dragging ? 'true' : 'false'}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={onDrop}
      className={`rounded-xl border-2 border-dashed p-8 text-center transition-colors ${dragging ? 'border-[var(--accent)] bg-[var(--accent)]/10' : 'border-[var(--line)]'}`}
    >
      <p className="font-semibold">Drop XML sitemap files here</p>
      <p className="muted text-sm">Only .xml files of type text/xml; several at once.</p>
    </div>
  );
}

function Results({ data }: { data: Summary | undefined }): ReactNode {
  return (
    <>
      {data ? (
        <div className="grid grid-cols-2 gap-3">
          <Stat label="Total URLs" value={data.totalUrls} testId="total-urls" />
          <Stat label={`Files (${data.origin})`} value={data.files.length} testId="total-files" />
        </div>
      ) : null}
      {data ? (
        <ul className="muted text-sm" data-testid="sitemap-files">
          {data.files.map((f) => (
            <li key={f.filename}>
              {f.filename}: {f.urls} URLs, {f.bytes} bytes
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function SitemapGenerator(): ReactNode {
  const tool = useSitemapTool(useToast());
  const { busy, message, data } = tool;
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Sitemap Generator</h1>
        <p className="muted">
          The sitemap index and files of the public site, made from the catalogue by the build&apos;s own code (at most 45,000 URLs per
          file).
        </p>
      </div>
      <Actions tool={tool} />
      <DropZone tool={tool} />
      <p className="card p-3" data-testid="sitemap-message" aria-live="polite">
        {message}
      </p>
      <Results data={data} />
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Sitemap index</span>
        <textarea readOnly className="field min-h-40 font-mono text-xs" value={data?.index ?? ''} aria-label="Sitemap index" />
      </label>
      <div>
        <button type="button" className="btn-ghost px-4 disabled:opacity-50" disabled={busy !== undefined} onClick={() => void tool.copy()}>
          Copy Index to Clipboard
        </button>
      </div>
    </section>
  );
}
