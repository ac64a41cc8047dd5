/** Characters of an offending value an error message quotes, at most. */
export const QUOTE_MAX = 80;

/**
 * A value quoted for an error message: JSON-escaped (so control and bidirectional
 * override characters show as escapes rather than act on the terminal) and cut to
 * QUOTE_MAX characters with "…".
 */
export function quoted(value: string, max = QUOTE_MAX): string {
  const chars = Array.from(value);
  return chars.length > max ? `${JSON.stringify(chars.slice(0, max).join(''))}…` : JSON.stringify(value);
}

/**
 * C0 and C1 control characters (tab and newline included), and the bidirectional
 * embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069) that can
 * make text read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Why a name, symbol or title cannot be used, or undefined. */
export function unsafeTextProblem(text: string): string | undefined {
  const m = UNSAFE_TEXT.exec(text);
  if (!m) return undefined;
  const code = (m[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `must not contain control or bidirectional override characters (U+${code} at character ${String(Array.from(text.slice(0, m.index)).length + 1)})`;
}
