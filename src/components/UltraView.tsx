import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { convert, modelOf, type UnitModel } from '../core/convert.ts';
import { exactDecimalText, type ExactnessFields, pairExactness } from '../core/describe.ts';
import { parseExact } from '../core/exact.ts';
import { parseInput, showResult } from '../core/format.ts';
import { splitCompound } from '../core/precision.ts';
import { conversionSlug } from '../core/slug.ts';
import ValueField from './ValueField.tsx';

/** One unit of the category, with its exact model and what its exactness rests on. */
export interface UltraUnit extends ExactnessFields {
  code: string;
  name: string;
  symbol: string;
  factor: string;
  offset: string;
  reciprocal: boolean;
}

interface Props {
  category: string;
  categoryName: string;
  units: UltraUnit[];
  /** Every unit category with an Ultra view, for the chooser. */
  categories: { slug: string; name: string }[];
  /** Compound forms of this category (compound.ts): "ft" + "in", 12 per. */
  compounds: { major: string; minor: string; per: string }[];
  /** The unit the value starts in (the category's most common). */
  initial: string;
}

const short = (u: { symbol: string; name: string }): string => u.symbol || u.name;

/** One value in every unit of a category at once, each row linking to its conversion page. */
export default function UltraView({ category, categoryName, units, categories, compounds, initial }: Props) {
  const id = useId();
  const [value, setValue] = useState('1');
  const [fromCode, setFromCode] = useState(initial);
  const [minorValue, setMinorValue] = useState('');
  const [filter, setFilter] = useState('');
  const typed = useRef(false);
  const models = useMemo(
    () => new Map<string, UnitModel>(units.map((u) => [u.code, modelOf(u)])),
    [units],
  );
  const byCode = useMemo(() => new Map(units.map((u) => [u.code, u])), [units]);
  // "ft+in": the value is typed in two units at once.
  const compoundKey = (c: { major: string; minor: string }): string => `${c.major}+${c.minor}`;
  const compoundIn = compounds.find((c) => compoundKey(c) === fromCode);
  const from = byCode.get(compoundIn ? compoundIn.major : fromCode) ?? units[0];
  const minorUnit = compoundIn && byCode.get(compoundIn.minor);

  // A shared address (?v=180&from=cm) opens with that value and unit.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const v = q.get('v');
    if (v !== null) setValue(v);
    const f = q.get('from');
    if (f !== null && (byCode.has(f) || compounds.some((c) => compoundKey(c) === f))) setFromCode(f);
    const v2 = q.get('v2');
    if (v2 !== null) setMinorValue(v2);
  }, [byCode, compounds]);

  useEffect(() => {
    if (!typed.current) return;
    const url = new URL(window.location.href);
    url.searchParams.set('v', value.trim());
    url.searchParams.set('from', fromCode);
    if (compoundIn && minorValue.trim() !== '') url.searchParams.set('v2', minorValue.trim());
    else url.searchParams.delete('v2');
    window.history.replaceState(window.history.state, '', url);
  }, [value, fromCode, minorValue, compoundIn]);

  if (!from) return null;
  const fromModel = models.get(from.code);
  const valueText = value.trim() === '' ? '0' : value.trim();
  const minorText = minorValue.trim() === '' ? '0' : minorValue.trim();
  const amount = compoundIn ? parseInput(value).add(parseInput(minorValue).div(parseExact(compoundIn.per).value)) : parseInput(value);
  const fromText = minorUnit ? `${valueText} ${short(from)} ${minorText} ${short(minorUnit)}` : `${valueText} ${short(from)}`;
  // A row's page gets the value it converts: as typed, or the exact total in the larger unit ("35/6" ft).
  const carried = compoundIn ? (exactDecimalText(amount) ?? amount.toString()) : valueText;
  const q = filter.trim().toLowerCase();
  const rows = units
    .filter((u) => u !== from)
    .filter((u) => q === '' || u.name.toLowerCase().includes(q) || u.code.toLowerCase().includes(q) || u.symbol.toLowerCase().includes(q))
    .map((u) => {
      const to = models.get(u.code);
      const r = fromModel && to ? convert(amount, fromModel, to) : undefined;
      const shown = r === undefined ? { text: '∞', rounded: false } : showResult(r);
      const rel = pairExactness(from, u).kind === 'exact' && !shown.rounded ? '=' : '≈';
      return { u, shown, rel, href: `/convert/${category}/${conversionSlug(from.code, u.code)}?v=${encodeURIComponent(carried)}` };
    });
  const compoundLines = compounds.flatMap((c) => {
    const major = byCode.get(c.major);
    const minor = byCode.get(c.minor);
    const majorModel = models.get(c.major);
    if (!major || !minor || !majorModel || !fromModel || compoundIn || from === major || from === minor) return [];
    const r = convert(amount, fromModel, majorModel);
    if (r === undefined) return [];
    const per = parseExact(c.per).value;
    const s = splitCompound(r.mul(per), per, { mode: 'auto' });
    const rel = pairExactness(from, major).kind === 'exact' && !s.rounded ? '=' : '≈';
    return [`${fromText} ${rel} ${s.major} ${short(major)} ${s.minor} ${short(minor)}`];
  });

  return (
    <div data-ultra="">
      <div className="card grid gap-4 p-4 sm:grid-cols-3 sm:p-6">
        <div>
          <label htmlFor={`${id}-cat`} className="block text-sm font-semibold">
            Category
          </label>
          <select
            id={`${id}-cat`}
            className="field mt-1"
            value={category}
            onChange={(e) => {
              window.location.assign(`/ultra/${e.target.value}`);
            }}
          >
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <ValueField
            id={`${id}-v`}
            label="Value"
            value={value}
            onChange={(v) => {
              typed.current = true;
              setValue(v);
            }}
          />
          {minorUnit && (
            <ValueField
              id={`${id}-v2`}
              label={`plus ${minorUnit.name} (${short(minorUnit)})`}
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
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-semibold">
            In
          </label>
          <select
            id={`${id}-from`}
            className="field mt-1"
            value={from.code}
            onChange={(e) => {
              typed.current = true;
              setFromCode(e.target.value);
            }}
          >
            {units.map((u) => (
              <option key={u.code} value={u.code}>
                {u.symbol ? `${u.name} (${u.symbol})` : u.name}
              </option>
            ))}
            {compounds.flatMap((c) => {
              const major = byCode.get(c.major);
              const minor = byCode.get(c.minor);
              return major && minor
                ? [
                    <option key={compoundKey(c)} value={compoundKey(c)}>
                      {`${major.name} + ${minor.name} (${short(major)} + ${short(minor)})`}
                    </option>,
                  ]
                : [];
            })}
          </select>
        </div>
      </div>
      {compoundLines.length > 0 && (
        <ul className="mt-4 space-y-1 font-semibold" data-ultra-compound="">
          {compoundLines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <label htmlFor={`${id}-f`} className="block text-sm font-semibold">
          Filter units
        </label>
        <input
          id={`${id}-f`}
          className="field mt-1 sm:max-w-sm"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. foot"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
          }}
        />
      </div>
      <table className="conv mt-4">
        <caption className="sr-only">
          {fromText} in every {categoryName.toLowerCase()} unit
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">
              {fromText} is
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.u.code} data-unit={r.u.code}>
              <td>
                <a href={r.href} className="relative block">
                  <span className="sr-only">{from.name} to </span>
                  {r.u.symbol ? `${r.u.name} (${r.u.symbol})` : r.u.name}
                </a>
              </td>
              <td data-value="">
                {r.rel === '≈' ? '≈ ' : ''}
                <span className="break-all">{r.shown.text}</span> <span className="whitespace-nowrap">{short(r.u)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="muted mt-3">No {categoryName.toLowerCase()} unit matches “{filter}”.</p>}
      <p className="muted mt-3 text-sm">Results are exact and rounded once for display (at least 11 significant digits); ≈ marks a rounded value or one that rests on a measured value.</p>
    </div>
  );
}
