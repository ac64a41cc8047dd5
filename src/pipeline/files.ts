import { closeSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The paths of the files below a folder, at any depth, whose names end with `ext`. */
export async function filesBelow(dir: string, ext: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).map((e) => path.join(e.parentPath, e.name));
}

/** Every file below `dir` at any depth, relative to it with '/' separators, sorted; [] when `dir` does not exist. */
export function relativeFilesSync(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}

// Files read one after another, many thousands of them, go into one reused buffer: a fresh
// buffer and a thread-pool round trip per page cost more than the work done on it.
let scratch = Buffer.allocUnsafe(1 << 20);

/** A file's bytes, in a buffer that the next call reuses: use them before reading another file. */
export function readReused(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > scratch.length) scratch = Buffer.allocUnsafe(size);
    let n = 0;
    while (n < size) {
      const got = readSync(fd, scratch, n, size - n, n);
      if (got === 0) break;
      n += got;
    }
    return scratch.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}
