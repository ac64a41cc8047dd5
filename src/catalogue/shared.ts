import type { Catalogue } from '../core/catalogue.ts';
import { loadCatalogue } from './index.ts';

// The build loads the catalogue once: the integration (config process) and the
// pre-rendered pages (bundled chunks in the same process) share it through a global,
// so a Postgres catalogue is read in one transaction and never twice.
const KEY = Symbol.for('exactconvert.catalogue');
type Holder = Record<symbol, Promise<Catalogue> | undefined>;

/** The build's one catalogue (loaded on first use). */
export function getCatalogue(): Promise<Catalogue> {
  const g = globalThis as unknown as Holder;
  return (g[KEY] ??= loadCatalogue());
}
