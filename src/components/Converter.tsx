import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { convert, modelOf } from '../core/convert.ts';
import { parseExact } from '../core/exact.ts';
import { parseInput, type Shown, showResult } from '../core/format.ts';
import type { Rational } from '../core/rational.ts';
import ValueField from './ValueField.tsx';

/** What the page ships for each unit: exact factors as text, no floats. */
export interface ConverterUnit {
  code: string;
  name: string;
  symbol: string;
  factor: string;
  offset: string;
  reciprocal: boolean;
}

/** A compound form on this page (compound.ts compoundFor): "5 ft 10 in" typed, or shown as the result. */
export interface ConverterCompound {
  side: 'from' | 'to';
  major: ConverterUnit;
  minor: ConverterUnit;
  /** Smaller units per larger one, exact ("12"). */
  per: string;
}

interface Props {
  from: ConverterUnit;
  to: ConverterUnit;
  /** Both units exactly defined with no pi left in their ratio (describe.ts pairExactness): only then can a result be "=". */
  exact: boolean;
  /** The reverse conversion page; the swap button goes there (SPEC §4). */
  reverseHref: string;
  /** Results in this unit may be shown as the nearest fraction (inch, foot, pound families). */
  fraction?: boolean;
  compound?: ConverterCompound | undefined;
}

type Precision = import('../core/precision.ts').Precision;
type PrecisionModule = typeof import('../core/precision.ts');

/** Where the chosen display precision is remembered. */
export const PRECISION_KEY = 'precision';

function readPrecision(): Precision {
  try {
    const p = JSON.parse(localStorage.getItem(PRECISION_KEY) ?? 'null') as { mode?: unknown; digits?: unknown; denominator?: unknown } | null;
    if (p?.mode === 'sig' && typeof p.digits === 'number' && p.digits >= 3 && p.digits <= 15) return { mode: 'sig', digits: Math.round(p.digits) };
    if (p?.mode === 'fraction' && typeof p.denominator === 'number' && [2, 4, 8, 16, 32, 64].includes(p.denominator)) return { mode: 'fraction', denominator: p.denominator };
  } catch {
    // nothing stored, or storage is off: the automatic rule
  }
  return { mode: 'auto' };
}

const short = (u: ConverterUnit): string => u.symbol || u.name;
const label = (u: ConverterUnit): string => (u.symbol ? `${u.name} (${u.symbol})` : u.name);

/** The conversion card: value in, exact result out, swap to the reverse page, share and copy. */
export default function Converter({ from, to, exact, reverseHref, fraction = false, compound }: Props) {
  const id = useId();
  const [value, setValue] = useState('1');
  const [minorValue, setMinorValue] = useState('');
  const [precision, setPrecision] = useState<Precision>({ mode: 'auto' });
  const [mod, setMod] = useState<PrecisionModule>();
  const [status, setStatus] = useState('');
  const typed = useRef(false);
  const models = useMemo(() => [modelOf(from), modelOf(to)] as const, [from, to]);
  const compoundFrom = compound?.side === 'from' ? compound : undefined;

  // A shared address (?v=5.5, and ?v2= for the smaller unit) fills the field; the stored precision applies.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const v = q.get('v');
    if (v !== null) setValue(v);
    const v2 = q.get('v2');
    if (v2 !== null && compoundFrom) setMinorValue(v2);
    setPrecision(readPrecision());
  }, [compoundFrom]);

  const usable: Precision = precision.mode === 'fraction' && !fraction ? { mode: 'auto' } : precision;
  const needModule = usable.mode !== 'auto' || compound?.side === 'to';
  useEffect(() => {
    if (needModule && !mod) {
      void import('../core/precision.ts').then(setMod);
    }
  }, [needModule, mod]);

  // Typing updates the address without adding history entries.
  useEffect(() => {
    if (!typed.current) return;
    const url = new URL(window.location.href);
    if (value.trim() === '') url.searchParams.delete('v');
    else url.searchParams.set('v', value.trim());
    if (compoundFrom && minorValue.trim() !== '') url.searchParams.set('v2', minorValue.trim());
    else url.searchParams.delete('v2');
    window.history.replaceState(window.history.state, '', url);
  }, [value, minorValue, compoundFrom]);

  let amount = parseInput(value);
  if (compoundFrom) amount = amount.add(parseInput(minorValue).div(parseExact(compoundFrom.per).value));
  const exactResult: Rational | undefined = convert(amount, models[0], models[1]);
  const auto: Shown = exactResult === undefined ? { text: '∞', rounded: false } : showResult(exactResult);
  const shown: Shown = exactResult !== undefined && mod && usable.mode !== 'auto' ? mod.showPrecise(exactResult, usable) : auto;
  const rel = exact && !shown.rounded ? '=' : '≈';
  const inputText = value.trim() === '' ? '0' : value.trim();
  const fromText = compoundFrom ? `${inputText} ${short(from)} ${minorValue.trim() === '' ? '0' : minorValue.trim()} ${short(compoundFrom.minor)}` : `${inputText} ${short(from)}`;

  let compoundLine: string | undefined;
  if (compound?.side === 'to' && exactResult !== undefined && mod) {
    const c = mod.splitCompound(exactResult.mul(parseExact(compound.per).value), parseExact(compound.per).value, usable);
    compoundLine = `${fromText} ${exact && !c.rounded ? '=' : '≈'} ${c.major} ${short(compound.major)} ${c.minor} ${short(compound.minor)}`;
  }

  const choose = (p: Precision): void => {
    setPrecision(p);
    try {
      localStorage.setItem(PRECISION_KEY, JSON.stringify(p));
    } catch {
      // storage off: the choice holds for this page only
    }
  };

  const copy = (text: string, what: string): void => {
    navigator.clipboard.writeText(text).then(
      () => {
        setStatus(`${what} copied`);
      },
      () => {
        setStatus(`Could not copy: select the ${what.toLowerCase()} and copy it`);
      },
    );
  };

  const modeValue = usable.mode;
  return (
    <div className="card p-4 sm:p-6" data-converter="">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
        <div>
          <ValueField
            id={`${id}-in`}
            label={label(from)}
            value={value}
            onChange={(v) => {
              typed.current = true;
              setValue(v);
            }}
          />
          {compoundFrom && (
            <ValueField
              id={`${id}-in2`}
              label={`plus ${label(compoundFrom.minor)}`}
              labelClass="mt-2 block text-sm font-semibold"
              large={false}
              placeholder="0"
              value={minorValue}
              onChange={(v) => {
                typed.current = true;
                setMinorValue(v);
              }}
            />
          )}
        </div>
        <a className="btn-ghost justify-self-center" href={reverseHref} aria-label={`Swap: convert ${to.name} to ${from.name}`} title="Swap units">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
          </svg>
        </a>
        <div>
          <span id={`${id}-out-l`} className="block text-sm font-semibold">
            {label(to)}
          </span>
          <output aria-labelledby={`${id}-out-l`} aria-live="polite" className="field mt-1 block min-h-[2.75rem] break-all text-lg font-semibold" data-result="">
            {shown.text}
          </output>
        </div>
      </div>
      <p className="muted mt-3 text-sm" data-sentence="">
        {fromText} {rel} {shown.text} {short(to)}
      </p>
      {usable.mode !== 'auto' && shown.rounded && (
        <p className="muted text-sm" data-rounded-note="">
          {usable.mode === 'fraction' ? `Rounded to the nearest 1/${String(usable.denominator)}: ` : `Rounded to ${String(usable.digits)} significant digits: `}
          {auto.text} {short(to)} ≈ {shown.text} {short(to)}
        </p>
      )}
      {compoundLine && (
        <p className="mt-1 font-semibold" data-compound="">
          {compoundLine}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-mode`} className="block text-sm font-semibold">
            Display
          </label>
          <select
            id={`${id}-mode`}
            className="field mt-1 w-auto"
            value={modeValue}
            onChange={(e) => {
              const m = e.target.value;
              choose(m === 'sig' ? { mode: 'sig', digits: 6 } : m === 'fraction' ? { mode: 'fraction', denominator: 16 } : { mode: 'auto' });
            }}
          >
            <option value="auto">Automatic</option>
            <option value="sig">Significant digits</option>
            {fraction && <option value="fraction">Fraction</option>}
          </select>
        </div>
        {usable.mode === 'sig' && (
          <div>
            <label htmlFor={`${id}-digits`} className="block text-sm font-semibold">
              Digits
            </label>
            <select
              id={`${id}-digits`}
              className="field mt-1 w-auto"
              value={usable.digits}
              onChange={(e) => {
                choose({ mode: 'sig', digits: Number(e.target.value) });
              }}
            >
              {Array.from({ length: 13 }, (_, i) => i + 3).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        )}
        {usable.mode === 'fraction' && (
          <div>
            <label htmlFor={`${id}-den`} className="block text-sm font-semibold">
              Nearest
            </label>
            <select
              id={`${id}-den`}
              className="field mt-1 w-auto"
              value={usable.denominator}
              onChange={(e) => {
                choose({ mode: 'fraction', denominator: Number(e.target.value) });
              }}
            >
              {[2, 4, 8, 16, 32, 64].map((d) => (
                <option key={d} value={d}>
                  1/{d}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => {
            copy(shown.text, 'Result');
          }}
        >
          Copy
        </button>
        <button
          type="button"
          className="btn-ghost px-3"
          onClick={() => {
            copy(window.location.href, 'Link');
          }}
        >
          Copy link
        </button>
        <span role="status" className="muted text-sm" data-copy-status="">
          {status}
        </span>
      </div>
    </div>
  );
}
