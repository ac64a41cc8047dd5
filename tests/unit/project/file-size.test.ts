// No source file over 400 lines (issue 30): a file does one job, and a longer one is split
// along its jobs. Every tracked .ts, .tsx, .astro and .mjs file outside tests/ counts (src/,
// scripts/, console/, functions/ and the configuration at the root).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAX_LINES = 400;

/** Lines as `wc -l` counts them, plus a last line without its newline. */
function lineCount(text: string): number {
  const newlines = text.split('\n').length - 1;
  return text === '' || text.endsWith('\n') ? newlines : newlines + 1;
}

function sourceFiles(): { file: string; lines: number }[] {
  return execSync('git ls-files', { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((f) => /\.(ts|tsx|astro|mjs)$/.test(f) && !f.startsWith('tests/'))
    // A file deleted in the work tree but not yet in the index is not a source file any more.
    .filter((f) => existsSync(path.join(ROOT, f)))
    .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }));
}

describe('file size', () => {
  const files = sourceFiles();

  it('sees the source files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((f) => f.file)).toContain('src/checks/truth.ts');
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it(`no source file outside tests/ has more than ${String(MAX_LINES)} lines`, () => {
    const over = files
      .filter((f) => f.lines > MAX_LINES)
      .sort((a, b) => b.lines - a.lines)
      .map((f) => `${f.file}: ${String(f.lines)} lines`);
    expect(over).toEqual([]);
  });
});
