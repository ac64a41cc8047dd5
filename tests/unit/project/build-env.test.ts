// BUILD_ENV (src/protocol/build.ts) lists exactly the environment variables the build and its
// pages read, and is the only place their names are spelled: every entry is read through it
// somewhere, and no other source file writes one of the names as a string.
import { describe, expect, it } from 'vitest';
import { BUILD_ENV } from '../../../src/protocol/build.ts';
import { trackedSources } from './import-rules.ts';

const PROTOCOL = 'src/protocol/build.ts';
// The currency function (functions/) is deployed on its own, with its own variables (SITE_URL there is its CORS origin).
const sources = trackedSources().filter((s) => s.file !== PROTOCOL && !s.file.startsWith('functions/'));

describe('BUILD_ENV', () => {
  it('every variable it lists is read or set through it', () => {
    const unused = Object.keys(BUILD_ENV).filter((k) => !sources.some((s) => s.text.includes(`BUILD_ENV.${k}`)));
    expect(unused).toEqual([]);
  });

  it('no other source file spells one of its names (a new variable goes into BUILD_ENV)', () => {
    const spelled: string[] = [];
    for (const s of sources) {
      for (const name of Object.values(BUILD_ENV)) {
        // As a string, a property or an object key: 'SITE_URL', "SITE_URL", `SITE_URL`, env.SITE_URL, { SITE_URL: ... }.
        if (new RegExp(`['"\`]${name}['"\`]|env\\.${name}\\b|[{,]\\s*${name}:`).test(s.text)) spelled.push(`${s.file}: ${name}`);
      }
    }
    expect(spelled).toEqual([]);
  });

  it('would find a planted spelling', () => {
    const planted = { file: 'src/pipeline/planted.ts', text: "const dir = process.env['BUILD_CACHE_DIR'];" };
    expect(Object.values(BUILD_ENV).some((name) => new RegExp(`['"\`]${name}['"\`]`).test(planted.text))).toBe(true);
  });
});
