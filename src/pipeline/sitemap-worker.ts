// The sitemaps written on a thread of their own (sitemap-files.ts `writeSitemapsBeside`), so
// the build's merge links the shards' pages meanwhile: @astrojs/sitemap takes about 16 s of
// one core for the full site, the links about 8 s of the other.
import { parentPort, workerData } from 'node:worker_threads';
import { type SitemapJob, type SitemapReply, writeSitemaps } from './sitemap-files.ts';

const job = workerData as SitemapJob;
const reply: SitemapReply = await writeSitemaps(job.dir, job.site, job.date, job.pages).then(
  (files) => ({ files }),
  (e: unknown) => ({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
);
parentPort?.postMessage(reply);
