import { currentJob } from './job.ts';
import { buildCatalogue, type Catalogue } from '../core/catalogue.ts';
import { loadCatalogue } from '../catalogue/index.ts';
import { type CatalogueCounts, countCatalogue } from '../catalogue/report.ts';

// The build loads the catalogue once: the integration (config process) and the
// pre-rendered pages (bundled chunks in the same process) share it through a global,
// so a Postgres catalogue is read in one transaction and never twice.
const KEY = Symbol.for('exactconvert.catalogue');
type Holder = Record<symbol, Promise<Catalogue> | undefined>;

/**
 * The build's one catalogue (loaded on first use): a sharded build's job gives its
 * pages a view of the catalogue (src/build/view.ts); otherwise the whole catalogue.
 */
export function getCatalogue(): Promise<Catalogue> {
  const g = globalThis as unknown as Holder;
  const view = currentJob()?.view;
  return (g[KEY] ??= view ? Promise.resolve(buildCatalogue(view.sources)) : loadCatalogue());
}

/** The whole catalogue's counts (a view carries them: it holds only part of the catalogue). */
export async function getCatalogueCounts(): Promise<CatalogueCounts> {
  return currentJob()?.view?.counts ?? countCatalogue(await getCatalogue());
}
