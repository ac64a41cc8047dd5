// Putting a finished build in place of the published folder, and undoing a stopped one.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

/** Where replaceDir() keeps the old output while the new one moves in. */
export function asideDir(outDir: string): string {
  return `${outDir}.old-${String(process.pid)}`;
}

/**
 * Undo a build stopped by a signal, synchronously (nothing else runs meanwhile): remove
 * the partial output, and finish or roll back a swap that was under way.
 */
export function cleanUpStoppedBuild(tmpDir: string, outDir: string): void {
  rmSync(tmpDir, { recursive: true, force: true });
  const aside = asideDir(outDir);
  if (!existsSync(aside)) return;
  if (existsSync(outDir)) rmSync(aside, { recursive: true, force: true });
  else renameSync(aside, outDir);
}

/**
 * Put a finished build in place of `outDir` so that a complete site is always there:
 * the old folder is renamed aside, the new one renamed in (two renames, no copy and no
 * delete in between), and only then is the old one deleted. If the new one cannot be
 * moved in, the old one is moved back.
 */
export async function replaceDir(newDir: string, outDir: string): Promise<void> {
  const aside = asideDir(outDir);
  let moved = false;
  try {
    await rename(outDir, aside);
    moved = true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  try {
    await rename(newDir, outDir);
  } catch (e) {
    if (moved) await rename(aside, outDir);
    throw e;
  }
  if (moved) await rm(aside, { recursive: true, force: true });
}
