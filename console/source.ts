// Which catalogue the console works on: Postgres when DATABASE_URL is set, else the
// seed JSON in data/ (or CATALOGUE_DIR, or --data-dir) - the same choice as the build
// and `npm run units:import`. Every screen shows the label.
import path from 'node:path';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { DEFAULT_DATA_DIR } from '../src/catalogue/json.ts';
import type { Catalogue } from '../src/core/catalogue.ts';
import type { ImportTarget } from '../src/db/import-target.ts';
import { chooseImportTarget } from '../src/db/target-choice.ts';
import { BUILD_ENV } from '../src/protocol/build.ts';

export interface Source {
  kind: 'postgres' | 'json';
  /** "postgres 127.0.0.1:5432/units" or "data/ (seed JSON)". */
  label: string;
  /** A fresh import target (close it after use). */
  target(): ImportTarget;
  /** Load and validate the catalogue, as the build does. */
  load(): Promise<Catalogue>;
  /** The environment that makes a child build read this catalogue. */
  buildEnv(): NodeJS.ProcessEnv;
}

export function resolveSource(databaseUrl: string | undefined, dataDir: string | undefined): Source {
  const choice = chooseImportTarget({ databaseUrl, dataDir: path.resolve(dataDir ?? DEFAULT_DATA_DIR) });
  if (!choice.ok) throw new Error(choice.message);
  if (choice.kind === 'postgres') {
    const url = choice.databaseUrl;
    return {
      kind: 'postgres',
      label: choice.label,
      target: choice.open,
      load: () => loadCatalogue({ databaseUrl: url }),
      buildEnv: () => ({ [BUILD_ENV.databaseUrl]: url }),
    };
  }
  const dir = choice.dataDir ?? DEFAULT_DATA_DIR;
  return {
    kind: 'json',
    label: choice.label,
    target: choice.open,
    load: () => loadCatalogue({ dataDir: dir }),
    // No DATABASE_URL in the child: the build then reads this folder.
    buildEnv: () => ({ [BUILD_ENV.catalogueDir]: dir, [BUILD_ENV.databaseUrl]: '' }),
  };
}
