// The bucket through the official S3 client (@aws-sdk/client-s3): one code path for AWS
// S3, Cloudflare R2, Backblaze B2 and MinIO. Each request is retried by the SDK's adaptive
// strategy (exponential back-off with jitter on throttling, 5xx and dropped connections,
// and a client-side rate limit that slows down while the store says "slow down").
import { Agent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { RemoteObject } from './plan.ts';
import { md5Hex as md5OfBytes } from './local.ts';
import type { DeploySettings } from './settings.ts';

export interface PutResult {
  etag: string;
  /** Requests sent for this object (1 when the first succeeded). */
  attempts: number;
}

export class Bucket {
  readonly #client: S3Client;
  readonly #name: string;
  readonly #origin: string;

  constructor(settings: DeploySettings, options: { concurrency: number; maxAttempts: number }) {
    this.#name = settings.bucket;
    this.#origin = settings.endpoint ?? `AWS S3 (${settings.region})`;
    const sockets = { keepAlive: true, maxSockets: options.concurrency };
    this.#client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}) },
      maxAttempts: options.maxAttempts,
      retryMode: 'adaptive',
      // Content-MD5 is sent with every object; the newer default checksums are not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A request whose answer never comes, or stops half-way, fails and is retried: the SDK only
      // warns about an exceeded requestTimeout unless told to throw, and a stalled body needs the
      // socket's inactivity timeout (seen: a publish waiting forever on one lost answer).
      requestHandler: { httpAgent: new Agent(sockets), httpsAgent: new HttpsAgent(sockets), connectionTimeout: 10_000, requestTimeout: 120_000, throwOnRequestTimeout: true, socketTimeout: 60_000 },
    });
  }

  get description(): string {
    return `bucket ${this.#name} at ${this.#origin}`;
  }

  /** Listing requests sent (one per page of up to 1,000 keys). */
  listings = 0;

  /**
   * Every object's key, size and ETag; with `prefix`, only the keys that start with it, and
   * with `delimiter` '/' only those not in a deeper folder.
   */
  async list(prefix?: string, delimiter?: string): Promise<Map<string, RemoteObject>> {
    const out = new Map<string, RemoteObject>();
    const input = { Bucket: this.#name, ...(prefix ? { Prefix: prefix } : {}), ...(delimiter ? { Delimiter: delimiter } : {}) };
    for await (const page of paginateListObjectsV2({ client: this.#client, pageSize: 1000 }, input)) {
      this.listings++;
      for (const o of page.Contents ?? []) if (o.Key !== undefined) out.set(o.Key, { key: o.Key, size: o.Size ?? 0, etag: o.ETag ?? '' });
    }
    return out;
  }

  /** Write an object; `md5Hex` (computed when not given) goes as Content-MD5, so the store refuses bytes damaged on the way. */
  async put(key: string, body: Buffer, headers: { contentType: string; cacheControl: string }, md5Hex?: string): Promise<PutResult> {
    const md5 = md5Hex ?? md5OfBytes(body);
    const r = await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#name,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentMD5: Buffer.from(md5, 'hex').toString('base64'),
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
      }),
    );
    return { etag: r.ETag ?? '', attempts: r.$metadata.attempts ?? 1 };
  }

  /** An object's size and ETag, or undefined when there is none. */
  async head(key: string): Promise<RemoteObject | undefined> {
    try {
      const r = await this.#client.send(new HeadObjectCommand({ Bucket: this.#name, Key: key }));
      return { key, size: r.ContentLength ?? 0, etag: r.ETag ?? '' };
    } catch (e) {
      if (e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === 'NotFound')) return undefined;
      throw e;
    }
  }

  /** An object's text, or undefined when there is none. */
  async getText(key: string): Promise<string | undefined> {
    return (await this.getBytes(key))?.toString('utf8');
  }

  /** An object's bytes, or undefined when there is none. */
  async getBytes(key: string): Promise<Buffer | undefined> {
    try {
      const r = await this.#client.send(new GetObjectCommand({ Bucket: this.#name, Key: key }));
      return Buffer.from((await r.Body?.transformToByteArray()) ?? []);
    } catch (e) {
      if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404)) return undefined;
      throw e;
    }
  }

  /** Delete keys, a thousand per request; fails naming the first object the store refused. */
  async delete(keys: string[], done: (n: number) => void): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const r = await this.#client.send(new DeleteObjectsCommand({ Bucket: this.#name, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      const err = r.Errors?.[0];
      if (err) throw new Error(`the store refused to delete ${err.Key ?? '?'}: ${err.Code ?? ''} ${err.Message ?? ''}`.trim());
      done(batch.length);
    }
  }

  destroy(): void {
    this.#client.destroy();
  }
}
