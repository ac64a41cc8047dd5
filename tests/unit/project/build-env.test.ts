// BUILD_ENV (src/protocol/build.ts) lists exactly the environment variables the build and its
// pages read, and is the only place their names are spelled: every entry is read through it
// somewhere, and no other source file writes one of the names as a string.
import { describe, expect, it } from 'vitest';
import { BUILD_ENV } from '../../../src/protocol/build.ts';
import { trackedSources } from './import-rules.ts';

const PROTOCOL = 'src/protocol/build.ts';
// The currency function (functions/) is deployed on its own, with its own variables (SITE_URL there is its CORS origin).
const sources = trackedSources().filter((s) => s.file !== PROTOCOL && !s.file.startsWith('functions/'));

type Source = (typeof sources)[number];

/** The entries of BUILD_ENV no source reads or sets through it. */
function unread(files: readonly Source[]): string[] {
  return Object.keys(BUILD_ENV).filter((k) => !files.some((s) => s.text.includes(`BUILD_ENV.${k}`)));
}

/** Each place a source spells one of BUILD_ENV's names: as a string, a property or an object key ('SITE_URL', "SITE_URL", `SITE_URL`, env.SITE_URL, { SITE_URL: ... }). */
function spelled(files: readonly Source[]): string[] {
  const found: string[] = [];
  for (const s of files) {
    for (const name of Object.values(BUILD_ENV)) {
      if (new RegExp(`['"\`]${name}['"\`]|env\\.${name}\\b|[{,]\\s*${name}:`).test(s.text)) found.push(`${s.file}: ${name}`);
    }
  }
  return found;
}

describe('BUILD_ENV', () => {
  it('every variable it lists is read or set through it', () => {
    expect(unread(sources)).toEqual([]);
  });

  it('no other source file spells one of its names (a new variable goes into BUILD_ENV)', () => {
    expect(spelled(sources)).toEqual([]);
  });

  it('would find a planted spelling, and a variable no source reads', () => {
    const planted = [...sources, { file: 'src/pipeline/planted.ts', text: "const dir = process.env['BUILD_CACHE_DIR'];\nconst out = env.OUT_DIR;\nconst e = { SITE_URL: '' };" }];
    expect(spelled(planted)).toEqual(['src/pipeline/planted.ts: OUT_DIR', 'src/pipeline/planted.ts: BUILD_CACHE_DIR', 'src/pipeline/planted.ts: SITE_URL']);
    expect(unread(sources.filter((s) => !s.text.includes('BUILD_ENV.cacheDir')))).toEqual(['cacheDir']);
  });
});
