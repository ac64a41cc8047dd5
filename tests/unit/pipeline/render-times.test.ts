// A build's render time by language: the CPU time of a job measured by page-progress.ts (runs
// of one language, ended by the next language's first page or by the end of rendering), summed
// over the jobs and shown per page with each language's difference from English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msPerPage, renderTimesText, sumLanguages } from '../../../src/pipeline/render-times.ts';
import { PageProgress } from '../../../src/site/page-progress.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('render time by language', () => {
  it("a job counts each language's CPU time from its first page to the next language's first page, or to the end of rendering", () => {
    const progress = new PageProgress(0);
    let cpu = 1_000_000;
    vi.spyOn(process, 'cpuUsage').mockImplementation(() => ({ user: cpu - 250, system: 250 }));
    // A route's English pages take 10 ms of CPU, its Spanish pages 30 ms; the next route starts in English again.
    for (const [locale, atMs] of [['en', 1000], ['en', 1004], ['es', 1010], ['es', 1025], ['en', 1040], ['es', 1042]] as const) {
      cpu = atMs * 1000;
      progress.started(locale);
    }
    cpu = 1050 * 1000;
    progress.finished();
    expect(progress.renderTimes()).toEqual({ en: { ms: 10 + 2, pages: 3 }, es: { ms: 30 + 8, pages: 3 } });
    // The end of rendering closes nothing twice.
    cpu = 2000 * 1000;
    progress.finished();
    expect(progress.renderTimes()['es']?.ms).toBe(38);
  });

  it("the jobs are summed, and shown per page in the site's order of languages with their difference from English", () => {
    const sum = sumLanguages([
      { languages: { es: { ms: 300, pages: 100 }, en: { ms: 200, pages: 100 } } },
      { languages: { en: { ms: 200, pages: 100 }, es: { ms: 180, pages: 100 }, de: { ms: 380, pages: 200 } } },
    ]);
    expect(sum).toEqual({ en: { ms: 400, pages: 200 }, es: { ms: 480, pages: 200 }, de: { ms: 380, pages: 200 } });
    const perPage = msPerPage(sum);
    expect(perPage.map((t) => t.code)).toEqual(['en', 'es', 'de']);
    expect(perPage.map((t) => t.ms)).toEqual([2, 2.4, 1.9]);
    expect(renderTimesText(perPage)).toBe('en 2.000 ms (200 pages), es 2.400 ms (+20.0 %), de 1.900 ms (−5.0 %)');
    // A language without pages is left out; an unknown code comes last.
    expect(msPerPage({ 'en-xa': { ms: 5, pages: 2 }, fr: { ms: 0, pages: 0 }, en: { ms: 1, pages: 1 } }).map((t) => t.code)).toEqual(['en', 'en-xa']);
  });
});
