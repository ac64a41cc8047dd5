import { useEffect, useId, useMemo, useState } from 'react';
import { Rational } from '../core/rational.ts';
import { roundSignificant } from '../core/substance/round.ts';
import { unitSlug } from '../core/slug.ts';
import type { Locale } from '../i18n/locales.ts';
import { type IslandMessages, uiTranslator } from '../i18n/ui-translate.ts';
import type { NamespacesOf } from '../i18n/island-messages.ts';
import { localNumber, parseLocalInput, toEnglishNumber, typedLocal } from './local-numbers.ts';

/** A measure as the page ships it (src/site/substance-island.ts): exact factor as "n/d" text. */
interface Measure {
  code: string;
  kind: string;
  name: string;
  one: string;
  other: string;
  factor: string;
  volume: boolean;
}

interface Value {
  id: string;
  label: string;
  density: string;
  digits: number;
  source: string;
}

interface Props {
  locale: Locale;
  colon: string;
  messages: IslandMessages<NamespacesOf<'substance'>>;
  name: string;
  values: Value[];
  chosen: string;
  measures: Measure[];
  from: string;
  to: string;
  /** The unit hubs' folders ("/units/volume/"), where the site has them: each chosen measure's exact definition. */
  hubs: { volume?: string; mass?: string; codes: string[] };
}

/** Where the visitor's choice of cup, spoons, fluid ounce and gallon is kept on this device. */
export const MEASURE_CHOICE_KEY = 'exactconvert.measures';
const CHOOSABLE = new Set(['cup', 'tbsp', 'tsp', 'floz', 'gal']);

function rational(text: string): Rational {
  const [n, d] = text.split('/');
  return Rational.of(BigInt(n ?? '0'), BigInt(d ?? '1'));
}

function storedChoice(): Record<string, string> {
  try {
    const raw = localStorage.getItem(MEASURE_CHOICE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The measure the visitor chose for a kind, where this page offers it. */
function remembered(code: string, measures: readonly Measure[]): string {
  const kind = measures.find((m) => m.code === code)?.kind;
  if (!kind || !CHOOSABLE.has(kind)) return code;
  const chosen = storedChoice()[kind];
  return chosen && measures.some((m) => m.code === chosen && m.kind === kind) ? chosen : code;
}

const NUMBER = /^\s*(\d[\d\s]*(\.\d+)?|\.\d+|(\d+\s+)?\d+\/0*[1-9]\d*)\s*$/;

/** The substance converter: an amount in one measure, ≈ in another, through a density the page names with its source. */
export default function SubstanceConverter(props: Props) {
  const { locale, messages, measures, values, name, colon } = props;
  const plural = useMemo(() => new Intl.PluralRules(locale), [locale]);
  // A measure after a number, in the form the number takes ("1 short ton", "2 short tons").
  const after = (m: Measure, r: Rational): string => (plural.select(Number(r.n) / Number(r.d)) === 'one' ? m.one : m.other);
  const t = uiTranslator(locale, messages);
  const id = useId();
  const [amount, setAmount] = useState('1');
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [valueId, setValueId] = useState(props.chosen);
  // The visitor's remembered cup and spoons, read once the page is live.
  useEffect(() => {
    setFrom((c) => remembered(c, measures));
    setTo((c) => remembered(c, measures));
  }, [measures]);
  const choose = (code: string, set: (c: string) => void) => {
    set(code);
    const m = measures.find((x) => x.code === code);
    if (m && CHOOSABLE.has(m.kind)) {
      try {
        localStorage.setItem(MEASURE_CHOICE_KEY, JSON.stringify({ ...storedChoice(), [m.kind]: code }));
      } catch {
        // Storage refused (private mode): the choice holds for this page only.
      }
    }
  };
  const value = values.find((v) => v.id === valueId) ?? values[0];
  const byCode = useMemo(() => new Map(measures.map((m) => [m.code, m])), [measures]);
  const fm = byCode.get(from);
  const tm = byCode.get(to);
  const english = toEnglishNumber(amount, locale);
  const valid = NUMBER.test(english);
  const typed = valid ? parseLocalInput(amount, locale) : Rational.ZERO;
  let result: string | undefined;
  if (valid && fm && tm && value) {
    const si = typed.mul(rational(fm.factor));
    const density = rational(value.density);
    const converted = fm.volume === tm.volume ? si : fm.volume ? si.mul(density) : si.div(density);
    result = roundSignificant(converted.div(rational(tm.factor)), value.digits);
  }
  const options = () => measures.map((m) => <option key={m.code} value={m.code}>{m.name}</option>);
  return (
    <div className="card p-4 sm:p-6" data-substance-converter="">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-a`} className="block text-sm font-semibold">{t('sub.amount')}</label>
          <input id={`${id}-a`} className="field mt-1 text-lg" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => { setAmount(e.target.value); }} aria-invalid={!valid} />
        </div>
        <div>
          <label htmlFor={`${id}-f`} className="block text-sm font-semibold">{t('sub.from')}</label>
          <select id={`${id}-f`} className="field mt-1" value={from} onChange={(e) => { choose(e.target.value, setFrom); }}>{options()}</select>
        </div>
        <div>
          <label htmlFor={`${id}-t`} className="block text-sm font-semibold">{t('sub.to')}</label>
          <select id={`${id}-t`} className="field mt-1" value={to} onChange={(e) => { choose(e.target.value, setTo); }}>{options()}</select>
        </div>
      </div>
      {values.length > 1 && (
        <div className="mt-4">
          <label htmlFor={`${id}-v`} className="block text-sm font-semibold">{t('sub.value')}</label>
          <select id={`${id}-v`} className="field mt-1" value={valueId} onChange={(e) => { setValueId(e.target.value); }}>
            {values.map((v) => <option key={v.id} value={v.id}>{v.label}</option>)}
          </select>
        </div>
      )}
      <button type="button" className="btn mt-4" onClick={() => { setFrom(to); setTo(from); }}>{t('sub.swap')}</button>
      <p className="mt-4 text-2xl font-bold" aria-live="polite" data-substance-result={result ?? ''}>
        {valid && result !== undefined && fm && tm ? `${name}${colon}${typedLocal(amount, locale)} ${after(fm, typed)} ≈ ${localNumber(result, locale)} ${after(tm, Rational.parseDecimal(result) ?? Rational.ZERO)}` : t('sub.invalid')}
      </p>
      {value && <p className="muted mt-1 text-sm">{t('sub.roundedTo', { count: value.digits, source: value.source })}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
        {[fm, tm].map((m) => {
          const folder = m && (m.volume ? props.hubs.volume : props.hubs.mass);
          return m && folder !== undefined && props.hubs.codes.includes(m.code) ? <a key={m.code} href={`${folder}${unitSlug(m.code)}`}>{t('sub.definition', { unit: m.name })}</a> : null;
        })}
      </p>
    </div>
  );
}
