import { buildCatalogue, type Catalogue } from '../core/catalogue.ts';
import { readJsonSources } from './json.ts';

export interface LoadOptions {
  /** Postgres connection string; the seed JSON is used when it is absent. */
  databaseUrl?: string | undefined;
  /** Data directory for the JSON source (tests point it at fixtures). */
  dataDir?: string | undefined;
}

/**
 * Load the one validated, indexed catalogue: from Postgres when DATABASE_URL is set,
 * else from the seed JSON in data/ (or CATALOGUE_DIR).
 */
export async function loadCatalogue(opts: LoadOptions = {}): Promise<Catalogue> {
  const databaseUrl = opts.databaseUrl ?? process.env['DATABASE_URL'];
  if (databaseUrl) {
    const { readPostgresSources } = await import('./postgres.ts');
    return buildCatalogue(await readPostgresSources(databaseUrl));
  }
  return buildCatalogue(await readJsonSources(opts.dataDir ?? process.env['CATALOGUE_DIR']));
}
