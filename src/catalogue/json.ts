import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSources, Located } from '../core/catalogue.ts';
import { CatalogueError } from '../core/catalogue.ts';

/** The seed catalogue files, relative to the data directory. */
export const DATA_FILES = {
  categories: 'categories.json',
  units: 'units.json',
  currencies: 'currencies.json',
  overrides: 'conversions.json',
  aliases: 'aliases.json',
} as const;

/** The substance files (data/substances/README.md), each optional. */
export const SUBSTANCE_FILES = ['substances/foods.json', 'substances/materials.json'] as const;

/** The repository's data/ directory (the embedded default catalogue). */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../data');

/** Where a JSON syntax error sits, as "line L, column C". */
function position(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  if (!m) return '';
  const upto = text.slice(0, Number(m[1]));
  const line = upto.split('\n').length;
  const col = upto.length - upto.lastIndexOf('\n');
  return ` at line ${String(line)}, column ${String(col)}`;
}

/** Read one JSON array file; `optional` files may be absent. */
export async function readJsonArray(file: string, shown: string, optional = false): Promise<Located[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if (optional && (e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new CatalogueError([`${shown}: cannot be read (${(e as Error).message})`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CatalogueError([`${shown}: invalid JSON${position(text, (e as Error).message)}: ${(e as Error).message}`]);
  }
  if (!Array.isArray(data)) throw new CatalogueError([`${shown}: must be a JSON array`]);
  return (data as unknown[]).map((value, i) => ({ at: `${shown} #${String(i + 1)}`, value }));
}

/** Read the seed catalogue from a data directory. */
export async function readJsonSources(dir: string = DEFAULT_DATA_DIR): Promise<CatalogueSources> {
  const rel = (f: string): string => {
    const r = path.relative(process.cwd(), path.join(dir, f));
    return r.startsWith('..') ? path.join(dir, f) : r;
  };
  const read = (f: string, optional = false): Promise<Located[]> => readJsonArray(path.join(dir, f), rel(f), optional);
  const [categories, units, currencies, overrides, aliases] = await Promise.all([
    read(DATA_FILES.categories),
    read(DATA_FILES.units),
    read(DATA_FILES.currencies, true),
    read(DATA_FILES.overrides, true),
    read(DATA_FILES.aliases, true),
  ]);
  const substances = await readSubstanceFiles(dir, rel);
  return { origin: `${rel('') || '.'}/`, categories, units, currencies, overrides, aliases, substances };
}

/** The substance files present in a data directory, each one entry (its whole object). */
async function readSubstanceFiles(dir: string, rel: (f: string) => string): Promise<Located[]> {
  const out: Located[] = [];
  for (const f of SUBSTANCE_FILES) {
    let text: string;
    try {
      text = await readFile(path.join(dir, f), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw new CatalogueError([`${rel(f)}: cannot be read (${(e as Error).message})`]);
    }
    try {
      out.push({ at: rel(f), value: JSON.parse(text) as unknown });
    } catch (e) {
      throw new CatalogueError([`${rel(f)}: invalid JSON${position(text, (e as Error).message)}: ${(e as Error).message}`]);
    }
  }
  return out;
}
