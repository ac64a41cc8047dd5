// The Auto Unit Generator's route: one generator call, answered when it is done (SPEC §7).
import { HttpError, readJson, send, unitsText } from '../http.ts';
import { generateUnits } from '../jobs.ts';
import type { ConsoleRoute } from './context.ts';

export const autoGeneratorRoutes: ConsoleRoute[] = [
  {
    method: 'POST',
    path: '/api/auto-unit-generator',
    handler: async (ctx, req, res) => {
      if (ctx.batch.running) throw new HttpError(409, { error: 'Error', message: 'Failed to generate units: the Batch Unit Generator is running' });
      const text = unitsText(await readJson(req));
      const out = await generateUnits(ctx.opts.source, text, 'units');
      if (out.ok) send(res, 200, { ...out.result, stats: out.result.stats, message: out.result.message });
      else send(res, out.status, { error: out.error, message: out.message, details: out.details });
    },
  },
];
