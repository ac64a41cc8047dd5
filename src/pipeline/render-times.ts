// A build's render time by language: the jobs' `@job` lines summed, and shown as CPU
// milliseconds per page with each language's difference from the first (English), for the
// build's summary and the bench (scripts/bench.ts). Measured in the jobs by src/site/page-progress.ts.
import type { JobLine, LanguageTime } from '../protocol/build.ts';
import { LANGUAGES } from '../i18n/languages/index.ts';

/** The sum of the jobs' render times by language. */
export function sumLanguages(ends: readonly Pick<JobLine, 'languages'>[]): Record<string, LanguageTime> {
  const out: Record<string, LanguageTime> = {};
  for (const e of ends) {
    for (const [code, t] of Object.entries(e.languages)) {
      const sum = (out[code] ??= { ms: 0, pages: 0 });
      sum.ms += t.ms;
      sum.pages += t.pages;
    }
  }
  return out;
}

/** CPU milliseconds of render time per page of each language that rendered pages, in the site's order of languages. */
export function msPerPage(languages: Readonly<Record<string, LanguageTime>>): { code: string; ms: number; pages: number }[] {
  const known: string[] = LANGUAGES.map((r) => r.code);
  const codes = Object.keys(languages).sort((a, b) => (known.indexOf(a) + 1 || Infinity) - (known.indexOf(b) + 1 || Infinity) || (a < b ? -1 : 1));
  return codes.flatMap((code) => {
    const t = languages[code];
    return t && t.pages > 0 ? [{ code, ms: t.ms / t.pages, pages: t.pages }] : [];
  });
}

/** "en 1.62 ms (111,942 pages), es 1.66 ms (+2.5 %), ...": the first language is the reference. */
export function renderTimesText(perPage: readonly { code: string; ms: number; pages?: number }[]): string {
  const first = perPage[0];
  return perPage
    .map((t, i) => {
      const pages = t.pages === undefined ? '' : ` (${t.pages.toLocaleString('en')} pages)`;
      const diff = i === 0 || !first ? '' : ` (${t.ms >= first.ms ? '+' : '−'}${(Math.abs(t.ms / first.ms - 1) * 100).toFixed(1)} %)`;
      return `${t.code} ${t.ms.toFixed(3)} ms${i === 0 ? pages : diff}`;
    })
    .join(', ');
}
