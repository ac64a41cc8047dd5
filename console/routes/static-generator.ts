// The Static page generator's routes: start, pause, resume and stop the site build, and
// download the built site as one archive.
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { buildDate } from '../../src/protocol/build.ts';
import { HttpError, send } from '../http.ts';
import type { StaticJob } from '../jobs.ts';
import { type ConsoleRoute, info } from './context.ts';

/** A route that pauses, resumes or stops the build: `ok` when it did, 409 when it could not, with the build's snapshot either way. */
function control(path: string, act: (build: StaticJob) => boolean, ok: number): ConsoleRoute {
  return {
    method: 'POST',
    path,
    handler: (ctx, _req, res) => {
      send(res, act(ctx.build) ? ok : 409, ctx.build.snapshot);
    },
  };
}

export const staticGeneratorRoutes: ConsoleRoute[] = [
  {
    method: 'POST',
    path: '/api/static/start',
    handler: (ctx, _req, res) => {
      if (!ctx.build.start()) throw new HttpError(409, { error: 'Busy', message: 'a build is in progress' });
      send(res, 202, ctx.build.snapshot);
    },
  },
  control('/api/static/pause', (b) => b.pause(), 200),
  control('/api/static/resume', (b) => b.resume(), 200),
  control('/api/static/stop', (b) => b.stop(), 202),
  {
    method: 'GET',
    path: '/api/static/archive',
    handler: async (ctx, req, res) => {
      if (ctx.build.running) throw new HttpError(409, { error: 'Busy', message: 'the build is still running' });
      const st = await stat(ctx.opts.siteDir).catch(() => undefined);
      if (!st?.isDirectory()) throw new HttpError(404, { error: 'Not Found', message: `there is no built site at ${info(ctx).siteDir}` });
      // One archive of the built site, streamed by the system's tar.
      const tar = spawn('tar', ['-czf', '-', '-C', ctx.opts.siteDir, '.'], { stdio: ['ignore', 'pipe', 'ignore'] });
      res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Disposition': `attachment; filename="site-${buildDate()}.tar.gz"` });
      tar.stdout.pipe(res);
      req.on('close', () => tar.kill());
    },
  },
];
