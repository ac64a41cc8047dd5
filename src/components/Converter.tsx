import { useId, useMemo, useState } from 'react';
import { convert, type UnitModel } from '../core/convert.ts';
import { parseExact } from '../core/exact.ts';
import { parseInput, type Shown, showResult } from '../core/format.ts';

/** What the page ships for each unit: exact factors as text, no floats. */
export interface ConverterUnit {
  code: string;
  name: string;
  symbol: string;
  factor: string;
  offset: string;
  reciprocal: boolean;
}

interface Props {
  from: ConverterUnit;
  to: ConverterUnit;
  /** Both units exactly defined with no pi left in their ratio (describe.ts pairExactness): only then can a result be "=". */
  exact: boolean;
  /** The reverse conversion page; the swap button goes there (SPEC §4). */
  reverseHref: string;
}

function model(u: ConverterUnit): UnitModel {
  return { factor: parseExact(u.factor).value, offset: parseExact(u.offset).value, reciprocal: u.reciprocal };
}

/** Exact result for what was typed, in the one display format of the core. */
export function computeResult(input: string, from: UnitModel, to: UnitModel): Shown {
  const r = convert(parseInput(input), from, to);
  return r === undefined ? { text: '∞', rounded: false } : showResult(r);
}

/** The conversion card: value in, exact result out, swap to the reverse page. */
export default function Converter({ from, to, exact, reverseHref }: Props) {
  const id = useId();
  const [value, setValue] = useState('1');
  const models = useMemo(() => [model(from), model(to)] as const, [from, to]);
  const result = computeResult(value, models[0], models[1]);
  const rel = exact && !result.rounded ? '=' : '≈';
  const label = (u: ConverterUnit): string => (u.symbol ? `${u.name} (${u.symbol})` : u.name);
  return (
    <div className="card p-4 sm:p-6" data-converter="">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
        <div>
          <label htmlFor={`${id}-in`} className="block text-sm font-semibold">
            {label(from)}
          </label>
          <input
            id={`${id}-in`}
            className="field mt-1 text-lg"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
            }}
          />
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
            {result.text}
          </output>
        </div>
      </div>
      <p className="muted mt-3 text-sm" data-sentence="">
        {value.trim() === '' ? '0' : value.trim()} {from.symbol || from.name} {rel} {result.text} {to.symbol || to.name}
      </p>
    </div>
  );
}
