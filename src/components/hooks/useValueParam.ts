import { useEffect, useRef, useState } from 'react';
import { MINOR_VALUE_PARAM, VALUE_PARAM } from '../../core/paths.ts';

interface Options {
  /** A compound form takes the value in two units: its smaller unit's part goes to `&v2=`. */
  minor: boolean;
  /** More parameters the address carries after `v` (the Ultra view's `from`). */
  extra?: Record<string, string>;
  /** Keep `v=` in the address when the field is blank (the Ultra view), rather than dropping it (the converter). */
  keepBlank?: boolean;
  /** Read the other parameters of the address the page opened with (once, after `v` and `v2`). */
  onOpen?: (query: URLSearchParams) => void;
}

export interface ValueParam {
  value: string;
  minorValue: string;
  /** What the visitor types: the address follows from then on. */
  setValue: (v: string) => void;
  setMinorValue: (v: string) => void;
  /** The visitor changed something else the address carries (`extra`): it follows from then on. */
  touch: () => void;
}

/**
 * The value field's text and the address it is shared by: a shared address (`?v=5.5`, and
 * `&v2=` for a compound form's smaller unit) fills the fields when the page opens, and
 * typing updates the address in place, without adding history entries.
 */
export function useValueParam({ minor, extra = {}, keepBlank = false, onOpen }: Options): ValueParam {
  const [value, setValueText] = useState('1');
  const [minorValue, setMinorText] = useState('');
  const typed = useRef(false);
  const opened = useRef(onOpen);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const v = q.get(VALUE_PARAM);
    if (v !== null) setValueText(v);
    const v2 = q.get(MINOR_VALUE_PARAM);
    if (v2 !== null) setMinorText(v2);
    opened.current?.(q);
  }, []);

  const extraText = JSON.stringify(extra);
  useEffect(() => {
    if (!typed.current) return;
    const url = new URL(window.location.href);
    const v = value.trim();
    if (v === '' && !keepBlank) url.searchParams.delete(VALUE_PARAM);
    else url.searchParams.set(VALUE_PARAM, v);
    for (const [k, x] of Object.entries(JSON.parse(extraText) as Record<string, string>)) url.searchParams.set(k, x);
    if (minor && minorValue.trim() !== '') url.searchParams.set(MINOR_VALUE_PARAM, minorValue.trim());
    else url.searchParams.delete(MINOR_VALUE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [value, minorValue, minor, keepBlank, extraText]);

  const touch = (): void => {
    typed.current = true;
  };
  return {
    value,
    minorValue,
    setValue: (v) => {
      touch();
      setValueText(v);
    },
    setMinorValue: (v) => {
      touch();
      setMinorText(v);
    },
    touch,
  };
}
