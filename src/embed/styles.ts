// The element's styles, adopted by its shadow root as a constructed stylesheet
// (`adoptedStyleSheets`): nothing inline, so a host page with a strict Content-Security-Policy
// (the site's own has no 'unsafe-inline') needs no exception, and the host's styles cannot reach
// in. Light and dark follow the visitor's setting (prefers-color-scheme); the card draws its own
// background, so its text keeps its contrast on any host page. Colours meet WCAG 2.2 AA (4.5:1
// for text, 3:1 for borders and the focus ring) in both schemes.
export const STYLES = `
:host {
  display: block;
  max-width: 34rem;
  color-scheme: light dark;
  --ec-bg: #ffffff;
  --ec-fg: #1f2937;
  --ec-muted: #4b5563;
  --ec-line: #6b7280;
  --ec-field: #f9fafb;
  --ec-accent: #3730a3;
  --ec-error: #b91c1c;
}
@media (prefers-color-scheme: dark) {
  :host {
    --ec-bg: #111827;
    --ec-fg: #f3f4f6;
    --ec-muted: #d1d5db;
    --ec-line: #9ca3af;
    --ec-field: #1f2937;
    --ec-accent: #a5b4fc;
    --ec-error: #fca5a5;
  }
}
:host([hidden]) { display: none; }
[hidden] { display: none !important; }
.card {
  box-sizing: border-box;
  padding: 1rem;
  border: 1px solid var(--ec-line);
  border-radius: 0.75rem;
  background: var(--ec-bg);
  color: var(--ec-fg);
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  text-align: start;
}
.row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; }
.side { flex: 1 1 10rem; min-width: 0; }
.label { display: block; font-size: 0.875rem; font-weight: 600; overflow-wrap: anywhere; }
.field {
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-height: 2.75rem;
  margin-top: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--ec-line);
  border-radius: 0.5rem;
  background: var(--ec-field);
  color: var(--ec-fg);
  font: inherit;
  font-size: 1.125rem;
  font-weight: 600;
  overflow-wrap: anywhere;
}
input.field[aria-invalid="true"] { border-color: var(--ec-error); }
button {
  box-sizing: border-box;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--ec-line);
  border-radius: 0.5rem;
  background: var(--ec-bg);
  color: var(--ec-fg);
  font: inherit;
  cursor: pointer;
}
.swap { flex: 0 0 auto; font-size: 1.25rem; line-height: 1; }
.swap svg { display: block; width: 1.25rem; height: 1.25rem; }
:focus-visible { outline: 2px solid var(--ec-accent); outline-offset: 2px; }
.line { margin: 0.75rem 0 0; color: var(--ec-muted); font-size: 0.9375rem; overflow-wrap: anywhere; }
.line.problem { color: var(--ec-error); font-weight: 600; }
.retry { margin-top: 0.5rem; }
.link { display: inline-block; margin-top: 0.75rem; color: var(--ec-accent); font-size: 0.9375rem; font-weight: 600; text-decoration: underline; text-underline-offset: 0.15em; }
`;
