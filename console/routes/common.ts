// Routes every screen uses: the console's source and jobs, their live events, the catalogue's counts.
import { send } from '../http.ts';
import { type ConsoleContext, type ConsoleRoute, info } from './context.ts';

/** Push a job's snapshot to every browser listening (Server-Sent Events). */
export function broadcast(ctx: ConsoleContext, event: string, data: unknown): void {
  const chunk = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  for (const c of ctx.sseClients) c.write(chunk);
}

export const commonRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    path: '/api/info',
    handler: (ctx, _req, res) => {
      send(res, 200, { ...info(ctx), batch: ctx.batch.snapshot, static: ctx.build.snapshot });
    },
  },
  {
    method: 'GET',
    path: '/api/events',
    handler: (ctx, req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(`event: batch\ndata: ${JSON.stringify(ctx.batch.snapshot)}\n\n`);
      res.write(`event: static\ndata: ${JSON.stringify(ctx.build.snapshot)}\n\n`);
      ctx.sseClients.add(res);
      req.on('close', () => ctx.sseClients.delete(res));
    },
  },
  {
    method: 'GET',
    path: '/api/catalogue',
    handler: async (ctx, _req, res) => {
      const cat = await ctx.opts.source.load();
      send(res, 200, { categories: cat.categories.length, conversions: cat.conversionCount, origin: cat.origin });
    },
  },
];
