// The unit data the element loads from the site, on first use and once per page: the index
// (which category has which units) and each category file a converter on the page needs. A
// failed request is forgotten, so that "Try again" asks again. Requests carry no cookie
// (`credentials: 'omit'`); nothing else is sent.
import { apiPaths } from '../site/api/paths.ts';
import { type CategoryFile, DataShapeError, type Index, type IndexCategory, readCategory, readIndex } from './api.ts';

/** Why data could not be had: no answer at all (the network), or an answer the element cannot read. */
export type LoadFailure = 'network' | 'unreadable';

export class LoadError extends Error {
  override name = 'LoadError';
  readonly failure: LoadFailure;
  constructor(failure: LoadFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

async function getJson(url: URL): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'omit' });
  } catch (e) {
    throw new LoadError('network', `${url.href}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) throw new LoadError('unreadable', `${url.href}: HTTP ${String(res.status)}`);
  try {
    return await res.json();
  } catch {
    throw new LoadError('unreadable', `${url.href}: not JSON`);
  }
}

function readWith<T>(read: (json: unknown) => T, url: URL): (json: unknown) => T {
  return (json) => {
    try {
      return read(json);
    } catch (e) {
      if (e instanceof DataShapeError) throw new LoadError('unreadable', `${url.href}: ${e.message}`);
      throw e;
    }
  };
}

/** One site's data, shared by every element on the page that loads from it. */
export class SiteData {
  private index: Promise<Index> | undefined;
  private readonly files = new Map<string, Promise<CategoryFile>>();

  readonly root: URL;

  constructor(root: URL) {
    this.root = root;
  }

  /** The categories, their units and the page addresses (`/api/v1/index.json`). */
  categories(): Promise<Index> {
    if (!this.index) {
      const url = new URL(apiPaths.index, this.root);
      this.index = getJson(url).then(readWith(readIndex, url));
      this.index.catch(() => (this.index = undefined));
    }
    return this.index;
  }

  /** A category's file, at the address the index gives it. */
  category(c: IndexCategory): Promise<CategoryFile> {
    let file = this.files.get(c.slug);
    if (!file) {
      const url = new URL(c.href, new URL(apiPaths.index, this.root));
      file = getJson(url).then(readWith(readCategory, url));
      file.catch(() => this.files.delete(c.slug));
      this.files.set(c.slug, file);
    }
    return file;
  }
}
