// check:truth's reading of the claims pages make about the site's data (src/checks/truth-claims.ts):
// the true pages, written by the page code (faq.ts, the home view, the messages), pass in every
// language; each false claim of issue 41 planted in them is caught.
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/index.ts';
import { countCatalogue } from '../../../src/catalogue/report.ts';
import type { Catalogue, Conversion, Unit } from '../../../src/core/catalogue.ts';
import { pairExactness } from '../../../src/core/exactness.ts';
import { lang } from '../../../src/i18n/lang.ts';
import { localCount } from '../../../src/i18n/numbers.ts';
import { PUBLISHED_LOCALES } from '../../../src/i18n/locales.ts';
import { uiT } from '../../../src/i18n/ui-messages.ts';
import { categoryFaq, conversionFaq, type FaqItem } from '../../../src/site/faq.ts';
import { homeView } from '../../../src/site/views/home.ts';
import { footerView } from '../../../src/site/views/page.ts';
import { checkBuiltSite } from '../../../src/checks/truth.ts';
import {
  catalogueCounts,
  checkConversionClaims,
  checkCurrencyClaims,
  checkHomeCounts,
  checkPrivacyAnswer,
  checkUltraClaims,
} from '../../../src/checks/truth-claims.ts';

const PUBLISHED = PUBLISHED_LOCALES;
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page as the site writes it: the heading, its introduction, a body and the FAQ (Faq.astro's markup). */
function page(faq: FaqItem[], { intro = '', body = '' } = {}): string {
  const items = faq.map((f) => `<details class="faq"><summary>${esc(f.question)}</summary><p>${esc(f.answer)}</p></details>`).join('');
  return `<main><h1 class="t">Heading</h1>\n<p class="muted">${esc(intro)}</p>${body}<section aria-labelledby="faq-h" class="mt-10"><h2 id="faq-h">FAQ</h2><div class="mt-3">${items}</div></section></main>`;
}

/** The same FAQ with one answer replaced. */
function planted(faq: FaqItem[], question: string, answer: string): FaqItem[] {
  expect(faq.some((f) => f.question === question), question).toBe(true);
  return faq.map((f) => (f.question === question ? { ...f, answer } : f));
}

let cat: Catalogue;
let dir: string;

beforeAll(async () => {
  // The site fixture with the currencies of the pages: XRP, NZD and DOP.
  dir = await mkdtemp(path.join(tmpdir(), 'truth-claims-'));
  await cp(path.resolve(import.meta.dirname, '../../fixtures/site'), dir, { recursive: true });
  const file = path.join(dir, 'currencies.json');
  const currencies = JSON.parse(await readFile(file, 'utf8')) as unknown[];
  currencies.push(
    { code: 'XRP', name: 'XRP', symbol: 'XRP', crypto: true },
    { code: 'NZD', name: 'New Zealand Dollar', symbol: 'NZ$', crypto: false },
    { code: 'DOP', name: 'Dominican Peso', symbol: 'RD$', crypto: false },
  );
  await writeFile(file, JSON.stringify(currencies));
  cat = await loadCatalogue({ dataDir: dir, databaseUrl: '' });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function currencyPair(from: string, to: string): Conversion {
  const conv = cat.categories.find((c) => c.kind === 'currency')?.conversions.find((c) => c.from.code === from && c.to.code === to);
  if (!conv) throw new Error(`no ${from}/${to} page in the fixture`);
  return conv;
}

describe('currency pages name only the providers that serve the pair', () => {
  for (const locale of PUBLISHED) {
    it(locale, () => {
      const l = lang(locale);
      for (const [from, to] of [['XRP', 'USD'], ['NZD', 'DOP'], ['EUR', 'USD'], ['USD', 'NZD']] as const) {
        const conv = currencyPair(from, to);
        const faq = conversionFaq(conv, l);
        const where = `${locale} ${from}/${to}`;
        expect(checkCurrencyClaims(page(faq), conv, where, locale), where).toEqual([]);
        const p = { fromCode: from, toCode: to };
        const sourceQ = l.t('faq.cur.source.q', p);
        const historyQ = l.t('faq.cur.history.q', p);
        const ecbServes = ['EUR', 'USD', 'NZD'].includes(from) && ['EUR', 'USD', 'NZD'].includes(to);
        if (!ecbServes) {
          // The ECB named as fallback and history source for a pair it does not publish.
          const ecb = checkCurrencyClaims(page(planted(faq, sourceQ, l.t('faq.cur.source.a', p))), conv, where, locale);
          expect(ecb.join('\n'), where).toMatch(/names the European Central Bank as a source of/);
          // History promised where none is shown.
          const history = checkCurrencyClaims(page(planted(faq, historyQ, l.t('faq.cur.history.a', { ...p, days: 30 }))), conv, where, locale);
          expect(history.join('\n'), where).toMatch(/so none is shown, but the page says/);
        } else {
          // The ECB left out, and history denied, where it is shown; and a history of other days.
          expect(checkCurrencyClaims(page(planted(faq, sourceQ, l.t('faq.cur.source.aLive', p))), conv, where, locale), where).toHaveLength(1);
          expect(checkCurrencyClaims(page(planted(faq, historyQ, l.t('faq.cur.history.aNone', p))), conv, where, locale).join('\n'), where).toMatch(/history is shown, but the page says/);
          expect(checkCurrencyClaims(page(planted(faq, historyQ, l.t('faq.cur.history.a', { ...p, days: 90 }))), conv, where, locale).join('\n'), where).toMatch(/promises 90 days of history; the chart shows 30/);
        }
      }
    });
  }

  it('finds an answer it cannot read a problem, not a pass', () => {
    const conv = currencyPair('XRP', 'USD');
    const l = lang('en');
    const faq = planted(conversionFaq(conv, l), l.t('faq.cur.source.q', { fromCode: 'XRP', toCode: 'USD' }), 'From the European Central Bank.');
    expect(checkCurrencyClaims(page(faq), conv, 'XRP/USD', 'en').join('\n')).toMatch(/not as the rates function's providers for the pair \(coinbase\)/);
  });
});

/** What each language's privacy answer said before it said what the currency converter sends. */
const NOTHING_SENT: Readonly<Record<string, string>> = {
  en: 'No. Calculations run locally in your browser; nothing is sent anywhere.',
  es: 'No. Los cálculos se realizan localmente en su navegador; no se recopilan ni se almacenan datos personales ni historial de conversiones.',
  de: 'Nein. Die Berechnungen laufen lokal in Ihrem Browser; es werden keine personenbezogenen Daten und kein Umrechnungsverlauf erfasst oder gespeichert.',
  fr: 'Non. Les calculs s’effectuent localement dans votre navigateur\u202f; aucune donnée personnelle ni aucun historique de conversion n’est collecté ou enregistré.',
  az: 'Xeyr. Hesablamalar yerli olaraq brauzerinizdə aparılır; heç bir şəxsi məlumat və ya çevirmə tarixçəsi toplanmır və saxlanılmır.',
};

describe('the privacy answer says what the currency converter sends, in the privacy page’s words', () => {
  for (const locale of PUBLISHED) {
    it(locale, () => {
      const l = lang(locale);
      const words = l.t('privacy.rates.text');
      const length = cat.categoryBySlug.get('length');
      if (!length) throw new Error('no length category');
      const faq = categoryFaq(length, l);
      expect(checkPrivacyAnswer(page(faq), words, locale, locale)).toEqual([]);
      const said = checkPrivacyAnswer(page(planted(faq, l.t('faq.stored.q'), NOTHING_SENT[locale] ?? '')), words, locale, locale);
      expect(said.join('\n')).toMatch(/does not say what the currency converter sends/);
    });
  }
});

describe('the home page states its counts exactly', () => {
  for (const locale of PUBLISHED) {
    it(locale, () => {
      const l = lang(locale);
      const view = homeView({ l, cat, english: cat, site: 'https://x.example', footer: footerView(l, 2026), date: undefined, locales: PUBLISHED }, countCatalogue(cat));
      const { intro } = view;
      const expected = catalogueCounts(cat);
      expect(checkHomeCounts(page(view.faq, { intro }), expected, locale, locale)).toEqual([]);
      // The number of converters as the page writes it.
      const n = localCount(expected.conversions);
      expect(intro).toContain(n);
      // "More than N" and "N+" where the count is exactly N, and a count one short.
      for (const wrong of [`More than ${intro}`, intro.replace(n, `${n}+`), intro.replace(n, String(expected.conversions - 1))]) {
        expect(checkHomeCounts(page(view.faq, { intro: wrong }), expected, locale, locale).length, wrong).toBe(1);
      }
      const howMany = planted(view.faq, l.t('faq.howMany.q'), 'More than 80,000 converters across more than 60 categories, plus live currency conversion between over 80 currencies.');
      expect(checkHomeCounts(page(howMany, { intro }), expected, locale, locale).join('\n')).toMatch(/not one of the site's statements of its counts/);
    });
  }
});

describe('"rounded once" only where every result is exact', () => {
  const pairs = (): { exact: Conversion; rounded: Conversion } => {
    const all = cat.categories.flatMap((c) => c.conversions).filter((c) => c.from.kind === 'unit' && c.to.kind === 'unit');
    const kind = (c: Conversion): string => pairExactness(c.from as Unit, c.to as Unit).kind;
    const exact = all.find((c) => kind(c) === 'exact');
    const rounded = all.find((c) => kind(c) !== 'exact');
    if (!exact || !rounded) throw new Error('the fixture has no exact or no rounded pair');
    return { exact, rounded };
  };

  for (const locale of PUBLISHED) {
    it(`${locale}: conversion pages`, () => {
      const l = lang(locale);
      const { exact, rounded } = pairs();
      const steps = (key: 'conversion.howToSteps' | 'conversion.howToStepsRounded', c: Conversion): string =>
        `<p><strong>${esc(l.t('conversion.howTo'))}</strong> ${esc(l.t(key, { from: l.noun(c.from, l.lower((c.from as Unit).other)), to: l.noun(c.to, l.lower((c.to as Unit).other)) }))}</p>`;
      expect(checkConversionClaims(page([], { body: steps('conversion.howToSteps', exact) }), exact, locale, locale)).toEqual([]);
      expect(checkConversionClaims(page([], { body: steps('conversion.howToStepsRounded', rounded) }), rounded, locale, locale)).toEqual([]);
      const planted = checkConversionClaims(page([], { body: steps('conversion.howToSteps', rounded) }), rounded, locale, locale);
      expect(planted.join('\n')).toMatch(/not every result here is exact/);
    });

    it(`${locale}: Ultra views and the generic FAQ`, () => {
      const l = lang(locale);
      const t = uiT(locale);
      const byExactness = (exact: boolean): Unit[] => {
        const c = cat.categories.find((k) => {
          const units = k.units.filter((u): u is Unit => u.kind === 'unit');
          return k.kind === 'units' && units.length > 1 && units.every((a) => units.every((b) => pairExactness(a, b).kind === 'exact')) === exact;
        });
        if (!c) throw new Error(`no category whose pairs are ${exact ? '' : 'not '}all exact`);
        return c.units.filter((u): u is Unit => u.kind === 'unit');
      };
      const note = (key: 'ultra.note' | 'ultra.noteRounded'): string => `<p class="muted">${esc(t(key))}</p>`;
      expect(checkUltraClaims(page([], { body: note('ultra.note') }), byExactness(true), locale, locale)).toEqual([]);
      expect(checkUltraClaims(page([], { body: note('ultra.noteRounded') }), byExactness(false), locale, locale)).toEqual([]);
      expect(checkUltraClaims(page([], { body: note('ultra.note') }), byExactness(false), locale, locale).join('\n')).toMatch(/not every result here is exact/);
      // The generic FAQ of a category with rounded results, with the answer of an exact one.
      const roundedCategory = cat.categories.find((c) => c.units.some((u) => u.code === byExactness(false)[0]?.code));
      if (!roundedCategory) throw new Error('no rounded category');
      const faq = categoryFaq(roundedCategory, l);
      expect(checkUltraClaims(page(faq), byExactness(false), locale, locale)).toEqual([]);
      const once = planted(faq, l.t('faq.accurate.q'), l.t('faq.accurate.a'));
      expect(checkUltraClaims(page(once), byExactness(false), locale, locale).join('\n')).toMatch(/not every result here is exact/);
    });
  }
});

describe('a built site: the home page speaks of every result, currencies included', () => {
  it('passes the true home page and privacy page, and catches "rounded once" and a count stated as "more than" on the home page', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'truth-claims-site-'));
    try {
      const l = lang('en');
      const view = homeView({ l, cat, english: cat, site: 'https://x.example', footer: footerView(l, 2026), date: undefined, locales: PUBLISHED }, countCatalogue(cat));
      const { intro } = view;
      await mkdir(site, { recursive: true });
      await writeFile(path.join(site, 'privacy.html'), `<main><h2>${esc(l.t('privacy.rates'))}</h2><p>${esc(l.t('privacy.rates.text'))}</p></main>`);
      await writeFile(path.join(site, 'index.html'), page(view.faq, { intro }));
      const truePage = await checkBuiltSite(site, cat, 1, ['en'], true);
      expect(truePage).toEqual({ pages: 2, problems: [] });

      const once = planted(view.faq, l.t('faq.accurate.q'), l.t('faq.accurate.a'));
      await writeFile(path.join(site, 'index.html'), page(once, { intro: `More than ${intro}` }));
      const problems = (await checkBuiltSite(site, cat, 1, ['en'], true)).problems.join('\n');
      expect(problems).toMatch(/\/index\.html: says results are "rounded once" rounded, but not every result here is exact/);
      expect(problems).toMatch(/\/index\.html: the introduction "More than/);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
