import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggest, type SearchEntry } from '../core/search.ts';
import { MAX_SUGGESTIONS, MIN_QUERY } from '../core/site.ts';
import { conversionSlug } from '../core/slug.ts';

export interface SearchUnit {
  name: string;
  code: string;
  symbol: string;
  category: string;
  categoryTitle: string;
}

interface Props {
  /** Units to search; when absent they are fetched from `indexUrl` on first focus. */
  units?: SearchUnit[];
  indexUrl?: string;
  /** Shown above the fields. */
  heading?: string;
}

const fromEntry = ([name, code, symbol, category, categoryTitle]: SearchEntry): SearchUnit => ({
  name,
  code,
  symbol,
  category,
  categoryTitle,
});

function optionLabel(u: SearchUnit): string {
  return `${u.name}${u.symbol ? ` (${u.symbol})` : ''}`;
}

interface FieldProps {
  label: string;
  placeholder: string;
  units: SearchUnit[];
  picked: SearchUnit | undefined;
  onFocus: () => void;
  onPick: (u: SearchUnit | undefined) => void;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}

/** One combobox field (WAI-ARIA APG: combobox with a listbox popup, list autocomplete). */
function Field({ label, placeholder, units, picked, onFocus, onPick, inputRef }: FieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = open ? suggest(units, text, MAX_SUGGESTIONS, MIN_QUERY) : [];
  const expanded = options.length > 0;

  const choose = (u: SearchUnit): void => {
    setText(optionLabel(u));
    setOpen(false);
    setActive(-1);
    onPick(u);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
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
        setActive(-1);
      } else {
        setText('');
        onPick(undefined);
      }
    }
  };

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
          setOpen(true);
          setActive(-1);
          if (picked) onPick(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
        }}
      />
      <ul
        id={`${id}-l`}
        role="listbox"
        aria-label={`${label} suggestions`}
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
            {optionLabel(u)} <span className={i === active ? '' : 'muted'}>· {u.categoryTitle}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Two-field from/to unit search (SPEC §2); picking a pair opens its conversion page. */
export default function UnitSearch({ units: given, indexUrl, heading }: Props) {
  const [units, setUnits] = useState<SearchUnit[]>(given ?? []);
  const [from, setFrom] = useState<SearchUnit>();
  const [to, setTo] = useState<SearchUnit>();
  const [error, setError] = useState('');
  const loading = useRef(false);
  const toRef = useRef<HTMLInputElement>(null);

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
        setError('Search is unavailable right now. Browse the categories below.');
      });
  };

  useEffect(() => {
    if (from && to && from.category === to.category && from.code !== to.code) {
      window.location.assign(`/convert/${from.category}/${conversionSlug(from.code, to.code)}`);
    }
  }, [from, to]);

  const fromUnits = to ? units.filter((u) => u.category === to.category && u.code !== to.code) : units;
  const toUnits = from ? units.filter((u) => u.category === from.category && u.code !== from.code) : units;

  return (
    <form
      role="search"
      aria-label={heading ?? 'Unit search'}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <Field
        label="From"
        placeholder="e.g. meter, kg, °F"
        units={fromUnits}
        picked={from}
        onFocus={load}
        onPick={(u) => {
          setFrom(u);
          if (u && !to) toRef.current?.focus();
        }}
      />
      <Field label="To" placeholder="e.g. feet, lb, °C" units={toUnits} picked={to} onFocus={load} onPick={setTo} inputRef={toRef} />
      {error && (
        <p role="alert" className="muted sm:col-span-2">
          {error}
        </p>
      )}
    </form>
  );
}
