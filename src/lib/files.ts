import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The paths of the files below a folder, at any depth, whose names end with `ext`. */
export async function filesBelow(dir: string, ext: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).map((e) => path.join(e.parentPath, e.name));
}
