import { buildCatalogue, type Catalogue, type CatalogueSources } from '../core/catalogue.ts';
import { readJsonSources } from './json.ts';
import { BUILD_ENV } from '../protocol/build.ts';

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
  return buildCatalogue(await loadCatalogueSources(opts));
}

/** The catalogue's entries as read, not yet validated: from Postgres or the seed JSON, as loadCatalogue(). */
export async function loadCatalogueSources(opts: LoadOptions = {}): Promise<CatalogueSources> {
  const databaseUrl = opts.databaseUrl ?? process.env[BUILD_ENV.databaseUrl];
  if (databaseUrl) {
    const { readPostgresSources } = await import('./postgres.ts');
    return readPostgresSources(databaseUrl);
  }
  return readJsonSources(opts.dataDir ?? process.env[BUILD_ENV.catalogueDir]);
}
