// A real S3-compatible server for the deploy tests: s3rver (its own process, see
// s3rver-main.ts) on 127.0.0.1 with its files in a temporary folder, behind a small proxy that counts the requests by kind and can answer
// the next N object writes with 503 SlowDown (S3's throttling answer) or hold them back.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface S3Harness {
  endpoint: string;
  bucket: string;
  /** Object writes (PUT of a key) that reached the store, by key, since the last `reset`. */
  puts: string[];
  /** Keys deleted (DeleteObjects) since the last `reset`. */
  deleted: string[];
  /** Listing requests (ListObjectsV2) since the last `reset`, by prefix ('' for the whole bucket). */
  lists: string[];
  /** 503 SlowDown answers sent since the last `reset`. */
  throttled: number;
  /** Answer the next `n` object writes with 503 SlowDown. */
  throttle(n: number): void;
  /** Hold every object write this long before passing it on (0: none). */
  delayMs: number;
  /** Resolves when no request is in flight through the proxy. */
  idle(): Promise<void>;
  reset(): void;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const SLOW_DOWN = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>';

/** A request's body; rejects when the client goes before sending all of it (a killed deploy). */
function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    req.on('data', (c: Buffer) => {
      chunks.push(c);
    });
    req.on('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
    req.on('close', () => {
      if (!ended) reject(new Error('the client closed the request'));
    });
  });
}

export async function startS3(bucket = 'site'): Promise<S3Harness> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  // stdin is a pipe the store watches: it exits when this process goes, however it goes, so
  // no orphan keeps the test run's output open.
  const store = spawn(process.execPath, ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-main.ts'), dir, bucket], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(store, 'exit');
  const [first] = (await once(store.stdout, 'data')) as [Buffer];
  const { port: storePort } = JSON.parse(first.toString()) as { port: number };
  let throttleNext = 0;
  let inFlight = 0;
  const h: S3Harness = {
    endpoint: '',
    bucket,
    puts: [],
    deleted: [],
    lists: [],
    throttled: 0,
    delayMs: 0,
    throttle(n) {
      throttleNext = n;
    },
    async idle() {
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    },
    reset() {
      h.puts = [];
      h.deleted = [];
      h.lists = [];
      h.throttled = 0;
    },
    env() {
      return { DEPLOY_S3_BUCKET: bucket, DEPLOY_S3_ENDPOINT: h.endpoint, DEPLOY_S3_REGION: 'auto', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
    },
    close: async () => {
      // Connections a killed or timed-out deploy left open must not hold the close.
      proxy.closeAllConnections();
      await new Promise((r) => proxy.close(r));
      if (store.exitCode === null && store.signalCode === null) {
        store.kill('SIGTERM');
        const late = setTimeout(() => store.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(late);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  const proxy: Server = createServer((req, res) => {
    // In flight until the store has answered, even when the client has gone (a killed deploy).
    inFlight++;
    let open = true;
    const settled = (): void => {
      if (open) inFlight--;
      open = false;
    };
    void (async () => {
      let data: Buffer;
      try {
        data = await body(req);
      } catch {
        settled();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://x');
      const key = decodeURIComponent(url.pathname.replace(`/${bucket}/`, ''));
      const objectWrite = req.method === 'PUT' && url.pathname.startsWith(`/${bucket}/`) && key !== '';
      if (objectWrite && throttleNext > 0) {
        throttleNext--;
        h.throttled++;
        res.writeHead(503, { 'Content-Type': 'application/xml' });
        res.end(SLOW_DOWN);
        settled();
        return;
      }
      if (objectWrite && h.delayMs) await new Promise((r) => setTimeout(r, h.delayMs));
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') h.lists.push(url.searchParams.get('prefix') ?? '');
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        for (const m of data.toString().matchAll(/<Key>([^<]*)<\/Key>/g)) h.deleted.push((m[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'"));
      }
      const upstream = request({ host: '127.0.0.1', port: storePort, method: req.method, path: req.url, headers: req.headers }, (up) => {
        if (objectWrite && (up.statusCode ?? 500) < 300) h.puts.push(key);
        up.on('close', settled);
        // The store dropped the answer half-way: so does the proxy (the client's SDK retries).
        up.on('error', () => res.destroy());
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', (e) => {
        settled();
        process.stderr.write(`s3 harness: ${req.method ?? ''} ${req.url ?? ''} did not reach the store: ${String(e)}\n`);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // As S3 answers a failure of its own: a 5xx with an XML error the SDK parses and retries.
        res.writeHead(500, { 'Content-Type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>${String(e).replace(/[<&]/g, ' ')}</Message></Error>`);
      });
      upstream.end(data);
    })();
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  h.endpoint = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`;
  return h;
}
