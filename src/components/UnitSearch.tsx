import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ShownValue } from '../core/expression/present.ts';
import { looksLikeQuery, readSearchEntry, suggest, type SearchEntry, type SearchUnit } from '../core/search.ts';
import { unitLabel } from '../core/labels.ts';
import { paths } from '../core/paths.ts';
import { MAX_SUGGESTIONS, MIN_QUERY } from '../core/product.ts';
import { conversionSlug } from '../core/slug.ts';
import type { Locale } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';
import { type IslandMessages, type UiTranslate, uiTranslator } from '../i18n/ui-translate.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import { typedLocal } from './local-numbers.ts';
import { resultLine } from './result-line.ts';

type ExpressionModule = typeof import('./expression-data.ts');
/** The search box's answer: the expression page's view of the text, that page, and its address before the text. */
type Inline = Awaited<ReturnType<ExpressionModule['inlineExpression']>> extends infer A ? (A extends undefined ? never : A & { base: string }) : never;

interface Props {
  /** The page's language: the fields' words, the answers' numbers, the links' paths, how a typed query is read. */
  locale: Locale;
  /** This island's messages in the page's language (islandMessages(locale, ISLAND_MESSAGES.search)), passed by the page. */
  messages: IslandMessages<NamespacesOf<'search'>>;
  /** Units to search; when absent they are fetched from `indexUrl` on first focus. */
  units?: SearchUnit[];
  indexUrl?: string;
  /** Shown above the fields. */
  heading?: string;
  /** Example units in the placeholders ("e.g. meter, foot"): from this category on a category page. */
  placeholders?: [from: string, to: string];
}

export const fromEntry = (e: SearchEntry): SearchUnit => {
  const { base, names } = readSearchEntry(e);
  const [name, code, symbol, category, categoryTitle, rank] = base;
  const u: SearchUnit = { name, code, symbol, category, categoryTitle, rank };
  if (names) {
    const [one, other, en] = names;
    // "" (or absent): the name itself.
    if (one) u.one = one;
    if (other) u.other = other;
    if (en) u.en = en;
  }
  return u;
};

/** A unit's other names, for the suggestions. */
const altNames = (u: SearchUnit): string[] => [u.one, u.other, u.en].filter((n): n is string => n !== undefined && n !== '');

interface FieldProps {
  t: UiTranslate<'search'>;
  label: string;
  placeholder: string;
  units: SearchUnit[];
  picked: SearchUnit | undefined;
  onFocus: () => void;
  onPick: (u: SearchUnit | undefined) => void;
  onText?: (text: string) => void;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}

interface ComboState {
  options: SearchUnit[];
  active: number;
  expanded: boolean;
  setOpen: (open: boolean) => void;
  setActive: (f: (a: number) => number) => void;
  choose: (u: SearchUnit) => void;
  /** Escape on a closed list: empty the field. */
  clear: () => void;
}

/** The combobox's keys (WAI-ARIA APG): arrows move through the options, Enter picks, Escape closes the list or empties the field. */
function comboKeys({ options, active, expanded, setOpen, setActive, choose, clear }: ComboState) {
  return (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (options.length === 0 ? -1 : (a + 1) % options.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (options.length === 0 ? -1 : a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      const u = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (u) {
        e.preventDefault();
        choose(u);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(() => -1);
      } else {
        clear();
      }
    }
  };
}

/** The combobox's popup: the suggested units, the active one highlighted. */
function Suggestions({ id, label, options, active, expanded, choose }: { id: string; label: string; options: SearchUnit[]; active: number; expanded: boolean; choose: (u: SearchUnit) => void }) {
  return (
    <ul
      id={`${id}-l`}
      role="listbox"
      aria-label={label}
      hidden={!expanded}
      className="card absolute inset-x-0 z-30 mt-1 max-h-80 overflow-auto p-1 shadow-lg"
    >
      {options.map((u, i) => (
        <li
          key={`${u.category}/${u.code}`}
          id={`${id}-o${String(i)}`}
          role="option"
          aria-selected={i === active}
          className={`cursor-pointer rounded px-3 py-2 ${i === active ? 'bg-[var(--accent)] text-[var(--accent-fg)]' : ''}`}
          onMouseDown={(e) => {
            e.preventDefault();
            choose(u);
          }}
        >
          {unitLabel(u)} <span className={i === active ? '' : 'muted'}>· {u.categoryTitle}</span>
        </li>
      ))}
    </ul>
  );
}

/** One combobox field (WAI-ARIA APG: combobox with a listbox popup, list autocomplete). */
function Field({ t, label, placeholder, units, picked, onFocus, onPick, onText, inputRef }: FieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searchable = useMemo(() => units.map((u) => ({ ...u, alt: altNames(u) })), [units]);
  const options = open ? suggest(searchable, text, MAX_SUGGESTIONS, MIN_QUERY) : [];
  const expanded = options.length > 0;

  const choose = (u: SearchUnit): void => {
    setText(unitLabel(u));
    setOpen(false);
    setActive(-1);
    onPick(u);
  };

  const onKeyDown = comboKeys({ options, active, expanded, setOpen, setActive, choose, clear: () => {
    setText('');
    onPick(undefined);
  } });

  return (
    <div className="relative">
      <label htmlFor={`${id}-i`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-i`}
        className="field mt-1"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-l`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-o${String(active)}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onFocus={onFocus}
        onChange={(e) => {
          setText(e.target.value);
          onText?.(e.target.value);
          setOpen(true);
          setActive(-1);
          if (picked) onPick(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
        }}
      />
      <Suggestions id={id} label={t('search.suggestions', { label })} options={options} active={active} expanded={expanded} choose={choose} />
    </div>
  );
}

/**
 * The answer to typed text ("5 ft to cm", "how many cm in an inch"), as the expression page
 * gives it (one reader, one answer): the result, what was read or assumed, the question back
 * with each reading, or what could not be read; with the conversion page of a pair and the
 * expression page.
 */
function QueryAnswerView({ t, locale, answer }: { t: UiTranslate<'search'>; locale: Locale; answer: Inline | undefined }) {
  const v = answer?.view;
  const line = (s: ShownValue): string => resultLine(s, locale);
  return (
    <div className="sm:col-span-2" aria-live="polite" data-query-answer="">
      {answer && v && (v.shown || v.problem) && (
        <div className="card p-3">
          {v.shown && (
            <p>
              <span className="text-lg font-semibold [overflow-wrap:anywhere]" data-answer="">
                {v.page ? `${typedLocal(v.page.value, locale)} ${v.page.from.symbol} ${line(v.shown)}` : line(v.shown)}
              </span>{' '}
              {v.page && <a href={localPath(locale, v.page.href)}>{t('search.open', { from: v.page.from.name, to: v.page.to.name })}</a>}
            </p>
          )}
          {v.problem && <p data-problem="">{v.problem}</p>}
          {v.choices.length > 0 && (
            <ul className="mt-1">
              {v.choices.map((c) => (
                <li key={c.text}>
                  <a href={`${answer.base}${encodeURIComponent(c.text)}`}>{c.label}</a>
                </li>
              ))}
            </ul>
          )}
          {v.suggestion && (
            <p>
              <a href={`${answer.base}${encodeURIComponent(v.suggestion.text)}`}>{v.suggestion.label}</a>
            </p>
          )}
          {v.notes.map((n) => (
            <p key={n} className="muted text-sm" data-note="">
              {n}
            </p>
          ))}
          {v.assumed.map((a) => (
            <p key={a.note} className="muted text-sm">
              {a.note}
            </p>
          ))}
          <p className="text-sm">
            <a href={answer.href}>{t('search.expression')}</a>
          </p>
        </div>
      )}
    </div>
  );
}

/** The units to search: given, or fetched from `indexUrl` on first focus (`load`), and what to say when that fails. */
function useSearchUnits(given: SearchUnit[] | undefined, indexUrl: string | undefined, unavailable: string) {
  const [units, setUnits] = useState<SearchUnit[]>(given ?? []);
  const [error, setError] = useState('');
  const loading = useRef(false);
  const load = (): void => {
    if (given || !indexUrl || loading.current) return;
    loading.current = true;
    fetch(indexUrl)
      .then((r) => (r.ok ? (r.json() as Promise<{ units: SearchEntry[] }>) : Promise.reject(new Error(`HTTP ${String(r.status)}`))))
      .then((d) => {
        setUnits(d.units.map(fromEntry));
      })
      .catch(() => {
        loading.current = false;
        setError(unavailable);
      });
  };
  return { units, load, error };
}

/** Two-field from/to unit search (SPEC §2); picking a pair opens its conversion page. */
export default function UnitSearch({ locale, messages, units: given, indexUrl, heading, placeholders }: Props) {
  const t = uiTranslator(locale, messages);
  const [fromExamples, toExamples] = placeholders ?? [t('search.examplesFrom'), t('search.examplesTo')];
  const { units, load, error } = useSearchUnits(given, indexUrl, t('search.unavailable'));
  const [from, setFrom] = useState<SearchUnit>();
  const [to, setTo] = useState<SearchUnit>();
  const [query, setQuery] = useState('');
  // Typed text is read by the expression converter's engine (expression-data.ts), loaded only
  // when a visitor types something that is not a unit's name: a number first, or several words.
  const [expression, setExpression] = useState<{ text: string; answer: Inline | undefined }>();
  const wanted = looksLikeQuery(query) || /\S\s+\S/.test(query.trim());
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./expression-data.ts')
      .then((m: ExpressionModule) => m.inlineExpression(locale, query))
      .then((a) => {
        if (!live) return;
        // Without a number first, only a conversion is an answer ("how many cm in an inch"); "square meter" stays a name to suggest.
        // A question back is shown too ("how many ml in a teaspoon", "1 ton to T").
        const shown = a && (looksLikeQuery(query) || a.view.kind === 'converted' || a.view.choices.length > 0 || a.view.suggestion !== undefined);
        const answer = a && shown ? { ...a, base: a.href.slice(0, a.href.indexOf('=') + 1) } : undefined;
        setExpression({ text: query, answer });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, query, locale]);
  const onText = (text: string): void => {
    setQuery(text);
  };
  const toRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (from && to && from.category === to.category && from.code !== to.code) {
      window.location.assign(localPath(locale, paths.conversion(from.category, conversionSlug(from.code, to.code))));
    }
  }, [from, to, locale]);

  const fromUnits = to ? units.filter((u) => u.category === to.category && u.code !== to.code) : units;
  const toUnits = from ? units.filter((u) => u.category === from.category && u.code !== from.code) : units;

  return (
    <form
      role="search"
      aria-label={heading ?? t('search.label')}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <Field
        t={t}
        label={t('search.from')}
        placeholder={indexUrl ? t('search.placeholderQuery', { examples: fromExamples }) : t('search.placeholder', { examples: fromExamples })}
        units={fromUnits}
        picked={from}
        onFocus={load}
        onText={onText}
        onPick={(u) => {
          setFrom(u);
          if (u && !to) toRef.current?.focus();
        }}
      />
      <Field t={t} label={t('search.to')} placeholder={t('search.placeholder', { examples: toExamples })} units={toUnits} picked={to} onFocus={load} onPick={setTo} inputRef={toRef} />
      <QueryAnswerView t={t} locale={locale} answer={wanted && expression?.text === query ? expression.answer : undefined} />
      {error && (
        <p role="alert" className="muted sm:col-span-2">
          {error}
        </p>
      )}
    </form>
  );
}
