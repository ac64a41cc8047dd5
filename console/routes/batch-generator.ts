// The Batch Unit Generator's routes: start a run (its progress goes out as events), stop it.
import { ImportInputError, parseImportInput } from '../../src/db/import-input.ts';
import { HttpError, readJson, send, unitsText } from '../http.ts';
import type { ConsoleRoute } from './context.ts';

export const batchGeneratorRoutes: ConsoleRoute[] = [
  {
    method: 'POST',
    path: '/api/batch/start',
    handler: async (ctx, req, res) => {
      const text = unitsText(await readJson(req));
      try {
        // Input problems are answered at once: nothing starts, nothing is written.
        parseImportInput(text, 'units');
      } catch (e) {
        if (e instanceof ImportInputError) throw new HttpError(400, { error: e.title, message: `${e.title}: ${e.summary}`, details: e.details });
        throw e;
      }
      if (!ctx.batch.start(text, 'units')) throw new HttpError(409, { error: 'Busy', message: 'a batch run is in progress' });
      send(res, 202, ctx.batch.snapshot);
    },
  },
  {
    method: 'POST',
    path: '/api/batch/stop',
    handler: (ctx, _req, res) => {
      send(res, ctx.batch.stop() ? 202 : 409, ctx.batch.snapshot);
    },
  },
];
