// The custom element `<exact-convert from="ft" to="cm" lang="de" value="1">`: a converter for
// one pair of units on any page, in a shadow root with its own styles (styles.ts). Its data comes
// from the site on first use (data.ts); its answers are the site's own (pair.ts). Attributes:
// `from` and `to` (unit codes, as in the site's addresses), `lang` (a language the site is
// built in; the default language otherwise), `value` (the value it opens with, in English form;
// 1 when absent) and `category` (optional: the category of both units). Changing one updates
// the converter; the swap button swaps `from` and `to` and says so in the attributes.
import { PRODUCT_NAME } from '../core/product.ts';
import type { Locale } from '../i18n/locales.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import { localNumber } from '../i18n/numbers.ts';
import { type IslandMessages, uiTranslator, type UiTranslate } from '../i18n/ui-translate.ts';
import type { CategoryFile, EmbedUnit, IndexCategory, PageTemplates } from './api.ts';
import { LoadError, type LoadFailure, SiteData } from './data.ts';
import { answer, findCategory, type PairProblem, pairView, unitsOf } from './pair.ts';
import { STYLES } from './styles.ts';

export type EmbedMessages = IslandMessages<NamespacesOf<'embed'>>;

/** What a build of the element knows: each language's messages, and which language is the default. */
export interface EmbedTables {
  defaultLocale: Locale;
  messages: Readonly<Record<Locale, EmbedMessages>>;
}

export const TAG = 'exact-convert';
const OBSERVED = ['from', 'to', 'lang', 'value', 'category'] as const;

/** What the element is showing. */
type State =
  | { kind: 'loading' }
  | { kind: 'ready'; pages: PageTemplates; category: IndexCategory; file: CategoryFile; from: EmbedUnit; to: EmbedUnit }
  | { kind: 'problem'; problem: PairProblem }
  | { kind: 'failed'; failure: LoadFailure };

function make<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Node[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

/** Two arrows, left and right: the swap button's picture (its name is its aria-label). */
function swapIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M7 7h13m0 0-4-4m4 4-4 4M17 17H4m0 0 4 4m-4-4 4-4');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.append(path);
  return svg;
}

/**
 * The element's class for a site (`root`: its origin and path, where the data and the pair's
 * pages are) and a build's messages. Made by a function, so that the module loads where there is
 * no DOM (the unit tests read the modules it uses).
 */
export function exactConvertClass(root: URL, tables: EmbedTables): CustomElementConstructor {
  const data = new SiteData(root);
  let sheet: CSSStyleSheet | undefined;

  return class ExactConvert extends HTMLElement {
    static readonly observedAttributes = OBSERVED;

    private state: State = { kind: 'loading' };
    private loads = 0;
    private scheduled = false;
    /** Set while the element writes its own attributes (the swap): no reload for those. */
    private writing = false;
    private readonly card: HTMLDivElement;
    private readonly row: HTMLDivElement;
    private readonly fromLabel: HTMLLabelElement;
    private readonly input: HTMLInputElement;
    private readonly swap: HTMLButtonElement;
    private readonly toLabel: HTMLSpanElement;
    private readonly output: HTMLOutputElement;
    private readonly line: HTMLParagraphElement;
    private readonly retry: HTMLButtonElement;
    private readonly link: HTMLAnchorElement;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(STYLES);
      }
      shadow.adoptedStyleSheets = [sheet];
      this.fromLabel = make('label', { class: 'label', for: 'in' });
      this.input = make('input', { class: 'field', id: 'in', type: 'text', inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'line' });
      this.swap = make('button', { class: 'swap', type: 'button' }, swapIcon());
      this.toLabel = make('span', { class: 'label', id: 'out-label' });
      // The result's line (below) is the one live region; the field repeats its number quietly.
      this.output = make('output', { class: 'field', for: 'in', 'aria-labelledby': 'out-label', 'aria-live': 'off' });
      this.row = make('div', { class: 'row' }, make('div', { class: 'side' }, this.fromLabel, this.input), this.swap, make('div', { class: 'side' }, this.toLabel, this.output));
      this.line = make('p', { class: 'line', id: 'line', role: 'status' });
      this.retry = make('button', { class: 'retry', type: 'button' });
      this.link = make('a', { class: 'link', target: '_blank', rel: 'noopener' });
      this.card = make('div', { class: 'card', role: 'group' }, this.row, this.line, this.retry, this.link);
      shadow.append(this.card);
      this.input.value = this.openingValue();
      this.input.addEventListener('input', () => {
        this.showAnswer();
      });
      this.swap.addEventListener('click', () => {
        this.swapUnits();
      });
      this.retry.addEventListener('click', () => {
        // The button hides while the data loads: focus comes back to the field once it is there, or to the button.
        void this.load().then(() => {
          if (this.state.kind === 'ready') this.input.focus();
          else if (this.state.kind === 'failed') this.retry.focus();
        });
      });
    }

    get from(): string {
      return this.getAttribute('from') ?? '';
    }
    set from(v: string) {
      this.setAttribute('from', v);
    }
    get to(): string {
      return this.getAttribute('to') ?? '';
    }
    set to(v: string) {
      this.setAttribute('to', v);
    }
    get category(): string {
      return this.getAttribute('category') ?? '';
    }
    set category(v: string) {
      this.setAttribute('category', v);
    }
    /** The value typed now (in the language's form); setting it sets the attribute, in English form. */
    get value(): string {
      return this.input.value;
    }
    set value(v: string) {
      this.setAttribute('value', v);
    }

    connectedCallback(): void {
      this.schedule();
    }

    attributeChangedCallback(name: (typeof OBSERVED)[number], old: string | null, now: string | null): void {
      if (old === now || this.writing) return;
      if (name === 'value') {
        this.input.value = this.openingValue();
        this.render();
      } else if (name === 'lang') {
        this.render();
      } else {
        this.schedule();
      }
    }

    /** The page's language of the element: its `lang` where the build has that language, else the default. */
    private locale(): Locale {
      // Its own lang, else the host page's where the element stands (an ancestor's, the document's), as HTML inherits it;
      // a language with a region or script ("es-MX", "az-Latn") is its language, as BCP 47 lookup falls back.
      const asked = (this.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase();
      const language = asked.split(/[-_]/)[0] ?? '';
      return Object.hasOwn(tables.messages, asked) ? asked : Object.hasOwn(tables.messages, language) ? language : tables.defaultLocale;
    }

    private t(): UiTranslate<NamespacesOf<'embed'>> {
      const locale = this.locale();
      const messages = tables.messages[locale];
      if (!messages) throw new Error(`exact-convert: no messages in ${locale}`);
      return uiTranslator(locale, messages);
    }

    /** The `value` attribute (English form, "2.5") as the field shows it in the language ("2,5"); 1 when absent. */
    private openingValue(): string {
      const v = (this.getAttribute('value') ?? '1').trim();
      return /^[+-]?\d+(\.\d+)?$/.test(v) ? localNumber(v, this.locale()) : v;
    }

    /** Load once for all the attribute changes of one task (a page's parser sets them one by one). */
    private schedule(): void {
      if (this.scheduled) return;
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        if (this.isConnected) void this.load();
      });
    }

    private async load(): Promise<void> {
      const id = ++this.loads;
      const current = (): boolean => id === this.loads;
      this.state = { kind: 'loading' };
      this.render();
      try {
        const index = await data.categories();
        const found = findCategory(index.categories, this.from.trim(), this.to.trim(), this.category.trim() || undefined);
        if ('kind' in found) {
          if (current()) this.state = { kind: 'problem', problem: found };
        } else {
          const file = await data.category(found);
          const units = unitsOf(file, this.from.trim(), this.to.trim());
          if (current()) this.state = 'kind' in units ? { kind: 'problem', problem: units } : { kind: 'ready', pages: index.pages, category: found, file, from: units[0], to: units[1] };
        }
      } catch (e) {
        if (current()) this.state = { kind: 'failed', failure: e instanceof LoadError ? e.failure : 'unreadable' };
        if (!(e instanceof LoadError)) throw e;
      } finally {
        if (current()) this.render();
      }
    }

    private swapUnits(): void {
      const s = this.state;
      if (s.kind !== 'ready') return;
      this.state = { ...s, from: s.to, to: s.from };
      const [from, to] = [this.to, this.from];
      this.writing = true;
      try {
        this.setAttribute('from', from);
        this.setAttribute('to', to);
      } finally {
        this.writing = false;
      }
      this.render();
    }

    private render(): void {
      const t = this.t();
      const product = PRODUCT_NAME;
      const s = this.state;
      this.card.setAttribute('aria-label', t('embed.name', { product }));
      // The language the words are in, which may not be the one asked for ("pt-BR" gets the default's).
      this.card.setAttribute('lang', this.locale());
      this.row.hidden = s.kind !== 'ready';
      this.link.hidden = s.kind !== 'ready';
      this.retry.hidden = s.kind !== 'failed';
      this.retry.textContent = t('embed.retry');
      if (s.kind === 'ready') {
        const v = pairView(s.pages, s.file, s.category, s.from, s.to, this.locale());
        this.fromLabel.textContent = v.fromLabel;
        this.toLabel.textContent = v.toLabel;
        this.swap.setAttribute('aria-label', t('embed.swap', { to: v.toName, from: v.fromName }));
        this.swap.title = t('embed.swapTitle');
        this.link.href = new URL(v.path, root).href;
        this.link.textContent = t('embed.link', { from: v.fromShort, to: v.toShort, product });
        this.showAnswer();
        return;
      }
      this.input.removeAttribute('aria-invalid');
      this.line.classList.toggle('problem', s.kind !== 'loading');
      this.line.textContent =
        s.kind === 'loading' ? t('embed.loading')
        : s.kind === 'failed' ? t(s.failure === 'network' ? 'embed.unavailable' : 'embed.unreadable', { product })
        : problemText(t, s.problem);
    }

    /** The answer for the value typed, in the result field and the live line. */
    private showAnswer(): void {
      const s = this.state;
      if (s.kind !== 'ready') return;
      const a = answer(this.input.value, s.from, s.to, this.locale());
      this.line.classList.toggle('problem', !a.ok);
      if (a.ok) {
        this.input.removeAttribute('aria-invalid');
        this.output.textContent = a.result;
        this.line.textContent = a.line;
      } else {
        this.input.setAttribute('aria-invalid', 'true');
        this.output.textContent = '';
        this.line.textContent = a.belowZero ? this.t()('temperature.belowZero') : this.t()('embed.notNumber', { value: a.typed });
      }
    }
  };
}

function problemText(t: UiTranslate<'embed'>, p: PairProblem): string {
  const product = PRODUCT_NAME;
  switch (p.kind) {
    case 'missing':
      return t('embed.missing');
    case 'unknown-category':
      return t('embed.unknownCategory', { product, category: p.category });
    case 'unknown-unit':
      return t('embed.unknownUnit', { product, unit: p.unit });
    case 'different':
      return t('embed.different', { from: p.from, to: p.to });
    case 'not-in-category':
      return t('embed.notInCategory', { unit: p.unit, category: p.category });
    case 'currency':
      return t('embed.currency', { product });
  }
}

/** Define `<exact-convert>` for a site, unless a copy of the script on the page did already. */
export function defineExactConvert(root: URL, tables: EmbedTables): void {
  if (!customElements.get(TAG)) customElements.define(TAG, exactConvertClass(root, tables));
}
